package engine

import (
	"context"
	"strconv"
	"strings"

	"huntline/gql"
	"huntline/meta"
)

// names answers the display names of records of model for p: from the name index, but only
// of records inside p's scope and not limited records p is outside of, so facets, pickers
// and exports never name a record that a list or detail would hide. Admins read the index
// alone.
func (e *Engine) names(ctx context.Context, p Principal, model string, want []int64) (map[int64]string, error) {
	names, err := e.Store.Names(ctx, model, p.TenantID, want)
	m := e.Reg().Model(model)
	if err == nil && m != nil && m.NameConceals() && !e.seesContacts(ctx, p) {
		for id := range names {
			names[id] = "#" + itoa64(id) // the name shows a contact detail hidden from p
		}
	}
	if err != nil || len(names) == 0 || p.IsAdmin {
		return names, err
	}
	if m.Limited != nil {
		if err := e.dropLimited(ctx, p, m, names); err != nil {
			return nil, err
		}
	}
	c := e.compiler(ctx, p)
	if c.Scope == nil || len(names) == 0 {
		return names, nil
	}
	list := make([]string, 0, len(names))
	for id := range names {
		list = append(list, strconv.FormatInt(id, 10))
	}
	query, args, err := c.IDs(gql.Query{Model: m, Filter: &gql.Cond{Path: []string{"id", "in"}, Raw: strings.Join(list, ","), HasValue: true}, Ordering: "id", IncludeDeleted: true})
	if err != nil {
		return nil, err
	}
	var visible []int64
	if err := e.Store.DB().SelectContext(ctx, &visible, query, args...); err != nil {
		return nil, err
	}
	out := make(map[int64]string, len(visible))
	for _, id := range visible {
		if n, ok := names[id]; ok {
			out[id] = n
		}
	}
	return out, nil
}

// dropLimited removes from names the limited records p is outside of.
func (e *Engine) dropLimited(ctx context.Context, p Principal, m *meta.Model, names map[int64]string) error {
	list := make([]int64, 0, len(names))
	for id := range names {
		list = append(list, id)
	}
	c := e.compiler(ctx, p)
	c.Scope = nil // only the limited flags are read here; the scope is applied by the caller
	items, err := e.byIDs(ctx, c, m, list, false)
	if err != nil {
		return err
	}
	out, err := e.outside(ctx, p, m, items)
	if err != nil {
		return err
	}
	for id := range out {
		delete(names, id)
	}
	return nil
}
