package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that claim a record in a transaction of their own (work done
// once however many server processes poll for it).

// UpdateAtVersionInTx changes fields of record id in tx as p only if it is still at
// version: otherwise a 409 (AsError(err).Status), so that of several processes claiming the
// same record exactly one writes.
func (e *Engine) UpdateAtVersionInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, version int, set map[string]any) error {
	_, err := e.updateIn(ctx, tx, p, m, &input{id: id, version: &version, set: set})
	return err
}
