package engine

import (
	"context"
	"slices"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// SnippetKey is the key of a listed record's snippet: where it matched the list's keyword.
const SnippetKey = "__snippet__"

// snippets sets, on each record of a page read with keyword=, a snippet of where it matched
// (store.SnippetOf): {"field": "resumeText", "text": "…Java 开发 在上海…", "marks": [[0, 4]]}.
//
// The words looked for are the term's positive ones (not those under a NOT). A word the
// list already shows (the name, the columns of the model's list view) needs no snippet; the
// snippet is taken from the first other searchable text field, in the model's order, holding
// one of the remaining words. Only values the reader may see are read: a limited record they
// are outside of gets none, concealed fields count only for readers who see contact details,
// and a text holding contacts (a CV) is read by the others with them masked. Fields left out
// of lists (list_hidden, a CV's text) are read for the page's records alone.
func (rd *reads) snippets(ctx context.Context, p Principal, m *meta.Model, filter gql.Node, items []Item) error {
	terms := gql.KeywordTerms(filter)
	if len(terms) == 0 || len(items) == 0 {
		return nil
	}
	shown := map[string]bool{}
	if v := m.Views["list"]; v != nil {
		for _, c := range v.Columns {
			shown[c] = true
		}
	}
	sees := rd.e.Contacts.seesContacts(ctx, p)
	var fields []*meta.Field
	heavy := false
	for _, f := range m.SearchableFields() {
		if f.OptionList() != "" || (f.Concealed() && !sees) {
			continue
		}
		fields = append(fields, f)
		heavy = heavy || f.ListHidden
	}
	open := make([]Item, 0, len(items))
	for _, it := range items {
		if m.Limited == nil || it[m.Limited.Flag] != true || len(it) > 2 {
			open = append(open, it)
		}
	}
	stored := map[int64]map[string]any{}
	if heavy && len(open) > 0 {
		ids := make([]int64, len(open))
		for i, it := range open {
			ids[i], _ = it["id"].(int64)
		}
		// Only the fields a snippet or the contact mask reads are decoded: the rest of a
		// document (a list leaves out the heavy ones) was already read for the page.
		need := map[string]bool{}
		for _, f := range fields {
			need[f.Name] = true
		}
		for _, f := range append(m.ConcealedFields(), m.ContactHoldingTexts()...) {
			need[f.Name] = true
		}
		docs, err := rd.fieldsOf(ctx, p, m, ids, need)
		if err != nil {
			return err
		}
		for id, doc := range docs {
			if !sees {
				maskContactTexts(m, doc) // as guard reads a CV for them
			}
			stored[id] = doc
		}
	}
	for _, it := range open {
		id, _ := it["id"].(int64)
		value := func(f *meta.Field) string {
			if v, ok := it[f.Name]; ok {
				s, _ := v.(string)
				return s
			}
			s, _ := stored[id][f.Name].(string)
			return s
		}
		if s, ok := snippetOf(it, fields, shown, value, terms); ok {
			it[SnippetKey] = s
		}
	}
	return nil
}

// snippetOf answers a record's snippet: the words no shown value holds, found in the first
// field that holds one.
func snippetOf(it Item, fields []*meta.Field, shown map[string]bool, value func(*meta.Field) string, terms []store.KeywordTerm) (map[string]any, bool) {
	name, _ := it["__name__"].(string)
	var rest []store.KeywordTerm
	for _, t := range terms {
		one := []store.KeywordTerm{t}
		_, inName := store.SnippetOf(name, one)
		inShown := slices.ContainsFunc(fields, func(f *meta.Field) bool {
			if !shown[f.Name] {
				return false
			}
			_, ok := store.SnippetOf(value(f), one)
			return ok
		})
		if !inName && !inShown {
			rest = append(rest, t)
		}
	}
	if len(rest) == 0 {
		return nil, false
	}
	for _, f := range fields {
		if shown[f.Name] {
			continue
		}
		if s, ok := store.SnippetOf(value(f), rest); ok {
			return map[string]any{"field": f.Name, "text": s.Text, "marks": s.Marks}, true
		}
	}
	return nil, false
}

// fieldsOf reads the named fields of records of m by id (any the user may read or not: the
// caller has the page's records, in scope), by id.
func (rd *reads) fieldsOf(ctx context.Context, p Principal, m *meta.Model, ids []int64, fields map[string]bool) (map[int64]map[string]any, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	query, qargs, _, err := rd.e.unscoped(p.TenantID, p.UserID).ByIDs(m, args, false)
	if err != nil {
		return nil, err
	}
	rows, err := rd.e.Store.Query(ctx, query, qargs...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[int64]map[string]any, len(ids))
	for rows.Next() {
		rec, err := store.ScanRecordFields(rows, fields)
		if err != nil {
			return nil, err
		}
		out[rec.ID] = rec.Data
	}
	return out, rows.Err()
}
