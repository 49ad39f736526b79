package engine

import (
	"context"
	"database/sql"

	"huntline/gql"
	"huntline/meta"
)

// ListTotals adds up each list_total field of a model over a list's filter, under the
// reader's scope exactly as the list counts: GET /rest/{model}/list/totals. A field whose
// values the reader may not see is left out rather than refused, as a column they cannot see
// is; a model without such fields answers an empty map without a query.
func (e *Engine) ListTotals(ctx context.Context, p Principal, model, filterText string) (map[string]float64, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	filter, err := gql.Parse(filterText)
	if err != nil {
		return nil, err
	}
	veil := e.Contacts.veil(ctx, p)
	var fields []*meta.Field
	for _, f := range m.Fields {
		if f.ListTotal && !f.Hidden && !veil.Hidden(m, f) {
			fields = append(fields, f)
		}
	}
	out := map[string]float64{}
	if len(fields) == 0 {
		return out, nil
	}
	query, args, err := e.compiler(ctx, p).Sums(gql.Query{Model: m, Filter: filter}, fields)
	if err != nil {
		return nil, err
	}
	sums := make([]sql.NullFloat64, len(fields))
	dest := make([]any, len(fields))
	for i := range sums {
		dest[i] = &sums[i]
	}
	if err := e.Store.QueryRow(ctx, query, args...).Scan(dest...); err != nil {
		return nil, err
	}
	for i, f := range fields {
		out[f.Name] = sums[i].Float64
	}
	return out, nil
}
