package engine

import (
	"context"

	"huntline/meta"
)

// A RecordDescriber adds to what GET /rest/{model}/{id} answers about one record: it sets
// keys of it for the models it knows (what a detail page heads the record with, say) and
// leaves the others alone. It runs after the record is read, guarded and expanded, as the
// reader; a key it adds is its module's own, never a field's. A module registers one with
// Host.RecordInfo.
type RecordDescriber func(ctx context.Context, p Principal, m *meta.Model, it Item)

// recordDescriber is a registered describer with the module that registered it.
type recordDescriber struct {
	describe RecordDescriber
	module   string
}

// describeRecord runs every describer of a module in force on it.
func (xt *extensions) describeRecord(ctx context.Context, p Principal, m *meta.Model, it Item) {
	for _, d := range xt.e.recordDescribers {
		if d.module == "" || xt.e.ModuleOn(d.module) {
			d.describe(ctx, p, m, it)
		}
	}
}
