package engine

import (
	"context"
	"sync"

	"golang.org/x/sync/errgroup"

	"huntline/meta"
	"huntline/store"
)

// A record's display name is rendered from its name template when it is written and kept in
// the name index, whole: a submission is stored as "王伟 - Java Engineer" because its
// template is "{{candidate}} - {{joborder}}". Readers differ in what they may read, so the
// stored name is what an admin reads; everyone else reads it re-rendered at read time, with
// each part that shows a linked record they may not read (outside their data access groups,
// or a limited record they are outside of) replaced by that record's id, "#12 - Java
// Engineer", as a record with no name reads "#12". The rule comes from the metadata alone:
// the name template's foreignkey placeholders (meta.Model.NameRefs) and the fields that keep
// a copy of another record's name (meta.Model.NameCopy, a field such as record_name).
// Every read path applies it: guard (lists, details, expansion, search, pickers, exports,
// browse log), names (links shown by name: exports, facets, logged changes, suggestions) and
// the cells modules draw of records.

// maxNameDepth bounds how many links deep a name is re-rendered (a name showing a record
// whose own name shows another ...); past it a linked part reads as its id.
const maxNameDepth = 4

// mask re-renders, for p, the names of items of m that show a record p may not read.
// Items reduced to their id (limited records p is outside of) are left as they are.
func (nm *recordNames) mask(ctx context.Context, p Principal, m *meta.Model, items []Item) error {
	_, err := nm.maskAt(ctx, nil, p, m, items, 0)
	return err
}

// maskAt is mask at a depth of links, reading through tx when not nil; it answers
// the ids whose name changed.
func (nm *recordNames) maskAt(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, items []Item, depth int) (map[int64]bool, error) {
	refs, cp := m.NameRefs(), m.NameCopy()
	if p.IsAdmin || (len(refs) == 0 && cp == nil) || len(items) == 0 {
		return nil, nil
	}
	want := map[string][]int64{}
	var named []Item
	for _, it := range items {
		if _, ok := it["__name__"]; !ok {
			continue
		}
		named = append(named, it)
		for _, f := range refs {
			if id, ok := it[f.Name].(int64); ok {
				want[f.To] = append(want[f.To], id)
			}
		}
		if model, id, ok := nm.copyOf(cp, it); ok {
			want[model] = append(want[model], id)
		}
	}
	shown := map[string]map[int64]string{}
	changed := map[string]map[int64]bool{}
	if depth < maxNameDepth { // past it nothing is shown: every part reads as its id
		// Each linked model is read apart; outside a transaction side by side.
		var mu sync.Mutex
		g, gctx := errgroup.WithContext(ctx)
		if tx != nil {
			g.SetLimit(1) // one transaction, one statement at a time
		}
		for model, list := range want {
			g.Go(func() error {
				s, c, err := nm.at(gctx, tx, p, model, list, depth+1)
				mu.Lock()
				shown[model], changed[model] = s, c
				mu.Unlock()
				return err
			})
		}
		if err := g.Wait(); err != nil {
			return nil, err
		}
	}
	// hidden tells whether p reads a linked record's name otherwise than it was stored.
	hidden := func(model string, id int64) bool {
		_, ok := shown[model][id]
		return !ok || changed[model][id]
	}
	ref := func(model string, id int64) string {
		if n, ok := shown[model][id]; ok {
			return n
		}
		return "#" + itoa64(id)
	}
	masked := map[int64]bool{}
	var redo []Item
	for _, it := range named {
		again := false
		for _, f := range refs {
			if id, ok := it[f.Name].(int64); ok && hidden(f.To, id) {
				again = true
			}
		}
		if model, id, ok := nm.copyOf(cp, it); ok && hidden(model, id) {
			it[cp.Name] = ref(model, id)
			again = true
		}
		if again {
			redo = append(redo, it)
		}
	}
	if len(redo) == 0 {
		return masked, nil
	}
	docs, err := nm.docs(ctx, tx, p, m, redo)
	if err != nil {
		return nil, err
	}
	for _, it := range redo {
		id := it["id"].(int64)
		it["__name__"] = m.RenderName(id, docs[id], ref)
		masked[id] = true
	}
	return masked, nil
}

// copyOf answers the record whose name an item keeps a copy of, when the model keeps one
// and the record's model is known.
func (nm *recordNames) copyOf(cp *meta.NameCopy, it Item) (string, int64, bool) {
	if cp == nil {
		return "", 0, false
	}
	model, _ := it[cp.Model].(string)
	id, err := meta.AsInt(it[cp.ID])
	if err != nil || id <= 0 || nm.e.Reg().Model(model) == nil {
		return "", 0, false
	}
	return model, id, true
}

// docs answers the values the name template reads for each item: the item itself, or,
// when a list left out a field the template reads (list_hidden), the stored record with the
// masked copy carried over.
func (nm *recordNames) docs(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, items []Item) (map[int64]map[string]any, error) {
	out := make(map[int64]map[string]any, len(items))
	var missing []int64
	for _, it := range items {
		id := it["id"].(int64)
		out[id] = it
		for _, f := range m.NameFields() {
			if _, ok := it[f.Name]; !ok && f.ListHidden {
				missing = append(missing, id)
				break
			}
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	var q rowQuerier = nm.e.Store
	if tx != nil {
		q = tx
	}
	full, err := nm.e.reads.whole(ctx, q, p, m, missing)
	if err != nil {
		return nil, err
	}
	for _, doc := range full {
		id := doc["id"].(int64)
		if cp := m.NameCopy(); cp != nil {
			doc[cp.Name] = out[id][cp.Name]
		}
		out[id] = doc
	}
	return out, nil
}

// whole answers records of m by id as stored, list_hidden fields included, without the
// reader's scope or guard: for the engine's own use of values a list left out (a name's
// template, a search snippet), which must apply what the reader may see itself.
func (rd *reads) whole(ctx context.Context, q rowQuerier, p Principal, m *meta.Model, ids []int64) ([]Item, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	query, qargs, _, err := rd.e.unscoped(p.TenantID, p.UserID).ByIDs(m, args, false)
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, query, qargs...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanItems(rows, m, nil, false)
}
