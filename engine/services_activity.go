package engine

import (
	"context"

	"huntline/meta"
)

// Core services for modules that show records of many models on one page, each read as a
// list reads it (a record's activity, the records a user opened lately): in the reader's
// scope, guarded, relations expanded, values shown as people read them.

// ByIDs reads the records of m among ids that are in p's scope, deleted ones too, as stored:
// Guard them before they are shown.
func (e *Engine) ByIDs(ctx context.Context, p Principal, m *meta.Model, ids []int64) ([]Item, error) {
	return e.reads.byIDs(ctx, e.compiler(ctx, p), m, ids, false)
}

// Outside answers the ids of the limited records among items (as ByIDs read them) that p is
// outside of: their reads show only the id.
func (e *Engine) Outside(ctx context.Context, p Principal, m *meta.Model, items []Item) (map[int64]bool, error) {
	return e.reads.outside(ctx, p, m, items)
}

// Guard hides in items what p may not see of records in their scope, as every read does
// (concealed contact details, limited records p is outside of, masked names): guard.go.
func (e *Engine) Guard(ctx context.Context, p Principal, m *meta.Model, items []Item) error {
	return e.reads.guard(ctx, p, m, items)
}

// Expand replaces the ids of relations in guarded items with the records p may read, and
// describes their files, as a list page does.
func (e *Engine) Expand(ctx context.Context, p Principal, m *meta.Model, items []Item, relations []string) error {
	if err := e.reads.expand(ctx, p, m, items, relations); err != nil {
		return err
	}
	return e.Files.describeFiles(ctx, p, m, items)
}

// IsEditor tells whether p may change it (as ByIDs read it, before Expand) under the model's
// edit_access editors rule.
func IsEditor(p Principal, m *meta.Model, it Item) bool { return isEditor(p, m, it) }

// Load fetches in one go what showing fields of items needs (the names of linked records),
// for Show.
func (x *Displayer) Load(ctx context.Context, items []Item, fields []*meta.Field) error {
	return x.d.load(ctx, items, fields)
}

// Show answers value v of field f as a person reads it, once Load has fetched what it needs.
func (x *Displayer) Show(ctx context.Context, f *meta.Field, v any) any { return x.d.value(ctx, f, v) }
