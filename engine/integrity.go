package engine

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// integrity keeps written records consistent with each other: values that must exist
// and be readable (link_access.go), link rules (link_rule.go), no cycles, no duplicates
// (duplicate_refusal.go), and names kept in step when a record is renamed.
type integrity struct{ e *Engine }

// checkValues refuses option codes the tenant's lists lack, links to records that do not
// exist (or are deleted) or, among the links the client chose, that p may not read, and a
// tree node placed under itself. Only changed fields are checked, so a record pointing at a
// since-deleted record can still be edited otherwise.
func (ig *integrity) checkValues(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, changed []string, chosen map[string]bool) error {
	var errs fieldErrors
	refs := map[string][]int64{} // target model -> ids
	refFields := map[string][]*meta.Field{}
	opts := ig.e.Options.For(ctx, p.TenantID)
	for _, name := range changed {
		f := m.Field(name)
		v := doc[name]
		if v == nil {
			continue
		}
		if list := f.OptionList(); list != "" {
			for _, code := range codes(v) {
				if !opts.Has(list, code) {
					errs.add(f, "option", fmt.Sprintf("%q is not an option of %s (options: %s)", code, f.Name, strings.Join(opts.Codes(list), ", ")),
						map[string]any{"Value": code, "Options": strings.Join(opts.Codes(list), ", ")})
				}
			}
		}
		if f.Type == "foreignkey" || f.Type == "comtree" {
			ids := ids(v)
			refs[f.To] = append(refs[f.To], ids...)
			refFields[f.To] = append(refFields[f.To], f)
		}
	}
	for target, list := range refs {
		live, err := tx.Live(ctx, target, p.TenantID, list)
		if err != nil {
			return err
		}
		// A chosen link to a record the writer may not read reads as missing (link_access.go).
		unseen, err := ig.unseenLinks(ctx, tx, p, target, refFields[target], doc, chosen)
		if err != nil {
			return err
		}
		for _, f := range refFields[target] {
			for _, ref := range ids(doc[f.Name]) {
				if !live[ref] || (chosen[f.Name] && unseen[ref]) {
					errs.add(f, "reference", fmt.Sprintf("%s %d does not exist", target, ref), map[string]any{"Model": target, "ID": ref})
				}
			}
		}
	}
	if err := errs.err(); err != nil {
		return err
	}
	if err := ig.checkLinkRules(ctx, tx, p, m, doc, changed); err != nil {
		return err
	}
	if m.Tree != nil && id > 0 && slices.Contains(changed, m.Tree.Parent) {
		return ig.checkCycle(ctx, tx, p, m, id, doc[m.Tree.Parent])
	}
	return nil
}

// checkCycle walks up from a node's new parent; meeting the node itself would make a loop.
func (ig *integrity) checkCycle(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, parent any) error {
	f := m.Field(m.Tree.Parent)
	next, _ := parent.(int64)
	for depth := 0; next != 0 && depth < 100; depth++ {
		if next == id {
			var errs fieldErrors
			errs.add(f, "cycle", "a node cannot be placed under itself or one of its own children", nil)
			return errs.err()
		}
		rec, err := tx.GetForUpdate(ctx, m, p.TenantID, next)
		if err != nil {
			return nil // a missing parent was reported by the reference check
		}
		next, _ = rec.Data[m.Tree.Parent].(int64)
	}
	return nil
}

// codes answers a stored choice value (one code or a list) as a list of codes.
func codes(v any) []string { return listOf[string](v) }

// ids answers a stored link value (one id or a list) as a list of ids.
func ids(v any) []int64 { return listOf[int64](v) }

// listOf answers v, one T or a list of them, as a list, skipping elements of other types.
func listOf[T any](v any) []T {
	switch x := v.(type) {
	case T:
		return []T{x}
	case []T:
		return x
	case []any:
		out := make([]T, 0, len(x))
		for _, e := range x {
			if t, ok := e.(T); ok {
				out = append(out, t)
			}
		}
		return out
	}
	return nil
}

// checkDuplicates applies the model's duplicate rules: another live record sharing a value
// refuses the write with the spec's "Duplicate Info: ... ID: <id>" and that record's id.
// The check runs inside the write's transaction behind a lock on the values, so two
// simultaneous creates cannot both pass it.
func (ig *integrity) checkDuplicates(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, self int64, doc map[string]any, changed []string) error {
	type asked struct {
		index    int // in m.Duplicates
		rule     meta.DuplicateRule
		shown    string
		branches int // its queries in the statement
	}
	var rules []asked
	var locks []string
	var queries []gql.Query
	for i, rule := range m.Duplicates {
		if changed != nil && !slices.ContainsFunc(rule.Fields, func(f string) bool { return slices.Contains(changed, f) }) {
			continue
		}
		filter, shown, lockKey := duplicateFilter(m, rule, doc)
		if filter == nil {
			continue
		}
		locks = append(locks, "dup|"+m.Name+"|"+lockKey)
		bs := duplicateBranches(filter, self)
		for _, b := range bs {
			queries = append(queries, gql.Query{Model: m, Filter: b})
		}
		rules = append(rules, asked{i, rule, shown, len(bs)})
	}
	if len(rules) == 0 {
		return nil
	}
	if err := tx.Lock(ctx, locks...); err != nil {
		return err
	}
	found, err := ig.firstDuplicates(ctx, tx, p, queries)
	if err != nil {
		return err
	}
	at := 0
	for _, r := range rules {
		var other int64
		for _, id := range found[at : at+r.branches] {
			if id.Valid && (other == 0 || id.Int64 < other) {
				other = id.Int64
			}
		}
		at += r.branches
		if other == 0 {
			if value, ok := ig.e.Imports.claims.claimed(ctx, m, r.index, doc); ok {
				return claimedError(p, r.rule, value)
			}
			continue
		}
		label := r.rule.Label.In(p.Lang)
		if label == "" {
			label = strings.Join(r.rule.Fields, ", ")
		}
		return ig.duplicateError(ctx, tx, p, m, other, label, r.shown)
	}
	return nil
}

// duplicateBranches splits a rule's filter into the queries that find its duplicates. An OR
// (any of email, email1, email2) is asked one branch at a time: each branch is an index seek,
// while SQLite planned the whole OR as a walk over every record of the tenant. self, when
// set, is the record being written, which is no duplicate of itself.
func duplicateBranches(filter gql.Node, self int64) []gql.Node {
	branches := []gql.Node{filter}
	if or, ok := filter.(*gql.Or); ok {
		branches = or.Items
	}
	if self > 0 {
		for i, b := range branches {
			branches[i] = &gql.And{Items: []gql.Node{b, &gql.Cond{Path: []string{"id", "ne"}, Raw: fmt.Sprint(self), HasValue: true}}}
		}
	}
	return branches
}

// firstDuplicates answers each query's smallest matching live id (NULL when none), all
// asked in one statement: a create's duplicate rules cost one round trip.
func (ig *integrity) firstDuplicates(ctx context.Context, tx *store.Tx, p Principal, queries []gql.Query) ([]sql.NullInt64, error) {
	query, args, err := ig.e.unscoped(p.TenantID, p.UserID).MinIDs(queries)
	if err != nil {
		return nil, err
	}
	found := make([]sql.NullInt64, len(queries))
	dest := make([]any, len(found))
	for i := range found {
		dest[i] = &found[i]
	}
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("duplicate check: %w", err)
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, fmt.Errorf("duplicate check: no row: %w", rows.Err())
	}
	if err := rows.Scan(dest...); err != nil {
		return nil, fmt.Errorf("duplicate check: %w", err)
	}
	return found, rows.Close()
}

// duplicateFilter builds the gql filter finding a record that shares the rule's values.
func duplicateFilter(m *meta.Model, rule meta.DuplicateRule, doc map[string]any) (gql.Node, string, string) {
	var values []string
	for _, name := range rule.Fields {
		if v := doc[name]; v != nil {
			values = append(values, fmt.Sprint(v))
		} else if rule.Together {
			return nil, "", ""
		}
	}
	if len(values) == 0 {
		return nil, "", ""
	}
	if rule.Together {
		var items []gql.Node
		for i, name := range rule.Fields {
			items = append(items, &gql.Cond{Path: []string{name}, Raw: url.QueryEscape(values[i]), HasValue: true})
		}
		return &gql.And{Items: items}, strings.Join(values, " / "), strings.Join(values, "|")
	}
	slices.Sort(values)
	values = slices.Compact(values)
	enc := make([]string, len(values))
	for i, v := range values {
		enc[i] = url.QueryEscape(v)
	}
	var items []gql.Node
	for _, name := range rule.Fields {
		items = append(items, &gql.Cond{Path: []string{name, "s"}, Raw: strings.Join(enc, ","), HasValue: true})
	}
	return &gql.Or{Items: items}, strings.Join(values, ", "), strings.Join(values, "|")
}

// renderName renders a record's display name, reading the names of records it links to.
func (ig *integrity) renderName(ctx context.Context, tx *store.Tx, tenant int64, m *meta.Model, id int64, doc map[string]any) (string, error) {
	var lookupErr error
	name := m.RenderName(id, doc, func(model string, ref int64) string {
		names, err := tx.Names(ctx, model, tenant, []int64{ref})
		if err != nil {
			lookupErr = err
		}
		return names[ref]
	})
	return name, lookupErr
}

// searchValues answers what keyword search keeps of a record: its searchable texts, and
// for searchable choice fields the option's labels in every language. Concealed fields'
// values (and the name, when it shows one) are kept apart, so readers who may not see them
// never find a record by them (store.Search).
func (ig *integrity) searchValues(ctx context.Context, tenant int64, m *meta.Model, doc map[string]any) store.Search {
	out := store.Search{Values: []string{}, HideName: m.NameConceals()}
	for _, f := range m.SearchableFields() {
		v := doc[f.Name]
		if v == nil {
			continue
		}
		s, _ := v.(string)
		if list := f.OptionList(); list != "" {
			if o, ok := ig.e.Options.Option(ctx, tenant, list, s); ok {
				out.Values = append(out.Values, o.EnUS, o.ZhCN)
			}
			continue
		}
		switch {
		case f.Concealed():
			out.Hidden = append(out.Hidden, s)
		case f.HoldsContacts:
			// Its contacts only for readers who see contacts; the rest for everyone.
			open, contacts := maskContacts(s, contactValues(doc, m.ConcealedFields()))
			out.Values = append(out.Values, open)
			out.Hidden = append(out.Hidden, contacts...)
		default:
			out.Values = append(out.Values, s)
		}
	}
	return out
}

// renameDependents refreshes the names of records whose name template shows this record
// (a submission named "王伟 - Engineer" when the candidate is renamed).
func (ig *integrity) renameDependents(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64) error {
	for _, dm := range ig.e.Reg().Models() {
		for _, f := range dm.NameRefs() {
			if f.To != m.Name {
				continue
			}
			filter := &gql.Cond{Path: []string{f.Name}, Raw: fmt.Sprint(id), HasValue: true}
			c := ig.e.unscoped(p.TenantID, 0)
			query, args, err := c.IDs(gql.Query{Model: dm, Filter: filter, Ordering: "id", IncludeDeleted: true})
			if err != nil {
				return err
			}
			var deps []int64
			if err := tx.Select(ctx, &deps, query, args...); err != nil {
				return err
			}
			for _, d := range deps {
				rec, err := tx.GetForUpdate(ctx, dm, p.TenantID, d)
				if err != nil {
					return err
				}
				if rec.Name, err = ig.renderName(ctx, tx, p.TenantID, dm, rec.ID, rec.Data); err != nil {
					return err
				}
				if err := tx.SetName(ctx, dm, rec, ig.searchValues(ctx, p.TenantID, dm, rec.Data)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
