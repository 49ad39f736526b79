package engine

import (
	"context"
	"strconv"
	"strings"

	"huntline/gql"
)

// names answers the display names of records of model for p: from the name index, but only
// of records inside p's scope, so facets, pickers and exports never name a record that a
// list or detail would hide. Admins (no scope) read the index alone.
func (e *Engine) names(ctx context.Context, p Principal, model string, want []int64) (map[int64]string, error) {
	names, err := e.Store.Names(ctx, model, p.TenantID, want)
	if err != nil || len(names) == 0 {
		return names, err
	}
	c := e.compiler(ctx, p)
	if c.Scope == nil {
		return names, nil
	}
	m := e.Reg.Model(model)
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
		out[id] = names[id]
	}
	return out, nil
}
