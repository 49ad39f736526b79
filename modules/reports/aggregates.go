package reports

import (
	"context"

	"huntline/engine"
)

// engineCore is core on the engine's grouped aggregates (engine/aggregate.go).
type engineCore struct{ mod *Module }

func (c engineCore) aggregate(ctx context.Context, p engine.Principal, q aggQuery) ([]aggRow, error) {
	eq := engine.AggregateQuery{Model: q.Model, Filter: q.Filter, From: q.From, To: q.To}
	for _, d := range q.Dims {
		eq.Dims = append(eq.Dims, engine.Dim(d))
	}
	for _, m := range q.Measures {
		eq.Measures = append(eq.Measures, engine.Measure(m))
	}
	got, err := c.mod.Engine().Aggregate(ctx, p, eq)
	if err != nil {
		return nil, err
	}
	out := make([]aggRow, len(got.Rows))
	for i, r := range got.Rows {
		out[i] = aggRow{Keys: r.Keys, Values: r.Values}
	}
	return out, nil
}

func (c engineCore) labels(ctx context.Context, p engine.Principal, model string, d dim, keys []any) (map[any]string, error) {
	return c.mod.Engine().DimLabels(ctx, p, model, engine.Dim(d), keys)
}

func (c engineCore) condition(ctx context.Context, p engine.Principal, model string, d dim, key any) (string, error) {
	return c.mod.Engine().DimQuery(ctx, p, model, engine.Dim(d), key)
}
