package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that keep their bookkeeping on records: claiming a record in a
// transaction of their own (work done once however many server processes poll for it), and
// writing where a queued piece of work stands on a record no one edits.

// UpdateAtVersionInTx changes fields of record id in tx as p only if it is still at
// version: otherwise a 409 (AsError(err).Status), so that of several processes claiming the
// same record exactly one writes.
func (e *Engine) UpdateAtVersionInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, version int, set map[string]any) error {
	_, err := e.writes.updateIn(ctx, tx, p, m, &input{id: id, version: &version, set: set})
	return err
}

// UpdateBlind changes fields of record id of m as p in a transaction of its own, holding the
// record's write turn, without a version check: bookkeeping the module keeps on a record
// (where a queued piece of work stands).
func (e *Engine) UpdateBlind(ctx context.Context, p Principal, m *meta.Model, id int64, set map[string]any) error {
	_, err := e.writes.update(ctx, p, m, &input{id: id, set: set, blind: true})
	return err
}
