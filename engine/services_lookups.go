package engine

import (
	"context"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Core services for modules that run their own multi-record work inside one transaction:
// look records up unscoped and refuse with the core's wording.

// FindRecords reads the live records of m matching filter inside tx, in id order, at most
// limit (0: all), without any user's scope and without locking them: a module's own
// look-ups (who may act, which definition is in force).
func (e *Engine) FindRecords(ctx context.Context, tx *store.Tx, tenant int64, m *meta.Model, filter gql.Node, limit int) ([]*store.Record, error) {
	return e.reads.findRecords(ctx, tx, tenant, m, filter, limit)
}

// Writable refuses ids of m that p may not change: as not found when they are outside p's
// edit scope or limited records p is outside of, with 403 naming action when p is not an
// editor of them. Administrators are not narrowed.
func (e *Engine) Writable(ctx context.Context, p Principal, m *meta.Model, action string, ids []int64) error {
	return e.writes.writable(ctx, p, m, action, ids)
}

// StaleError is the 409 of a write made over a version other than cur's: who changed the
// record, and when.
func (e *Engine) StaleError(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, cur *store.Record) error {
	return e.writes.staleError(ctx, tx, p, m, cur)
}
