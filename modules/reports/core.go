package reports

import (
	"context"
	"time"

	"huntline/engine"
)

// What a report needs of the engine's grouped aggregates (engine.Aggregate, DimLabels,
// DimQuery): every number of a report comes from there, so the reader's scope applies
// exactly as on lists. The types mirror the engine's so the rest of the module reads
// plainly; aggregates.go binds them.

type dim struct{ Path, Grain string }

type measure struct{ Op, Field, Field2 string }

type aggQuery struct {
	Model    string
	Filter   string
	Dims     []dim
	Measures []measure
	From, To time.Time
}

type aggRow struct {
	Keys   []any
	Values []float64
}

// core is the engine's aggregate service as this module uses it.
type core interface {
	aggregate(ctx context.Context, p engine.Principal, q aggQuery) ([]aggRow, error)
	labels(ctx context.Context, p engine.Principal, model string, d dim, keys []any) (map[any]string, error)
	condition(ctx context.Context, p engine.Principal, model string, d dim, key any) (string, error)
}
