package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that write, for the user, a record and a new record it leads
// to in one transaction of their own: the record's write turn and version check, and a new
// record made from the user's posted data with values the module sets beside it.

// RecordTx runs fn in one transaction holding record id of m's write turn, as every edit of
// a record does: a writer that waited too long is told someone is saving it (or, when
// version is behind, who changed it), never left hanging.
func (e *Engine) RecordTx(ctx context.Context, p Principal, m *meta.Model, id int64, version *int, fn func(*store.Tx) error) error {
	return e.recordTx(ctx, p, m, id, version, fn)
}

// Draft is a new record from a user's posted data, checked as the add call checks it, that a
// module writes inside a transaction of its own with values it sets itself beside the
// user's.
type Draft struct {
	e  *Engine
	p  Principal
	m  *meta.Model
	in *input
}

// ReadDraft checks data, posted by p, for a new record of m: echoes of what the client read
// are dropped, every key is checked, and the sub-forms may only make changes p may make.
// The caller has checked that p may add records of m.
func (e *Engine) ReadDraft(ctx context.Context, p Principal, m *meta.Model, data map[string]any) (*Draft, error) {
	data, err := e.withoutEchoes(ctx, p, m, data)
	if err != nil {
		return nil, err
	}
	in, err := e.readInput(ctx, p, m, data)
	if err != nil {
		return nil, err
	}
	if err := e.allowCollections(ctx, p, 0, in.collections); err != nil {
		return nil, err
	}
	return &Draft{e: e, p: p, m: m, in: in}, nil
}

// Set gives field the stored value v, the module's choice rather than the user's: a link
// set here is not checked as one p chose (link_access.go).
func (d *Draft) Set(field string, v any) {
	d.in.set[field] = v
	delete(d.in.chosen, field)
}

// CreateInTx writes the draft in tx with every check, hook, change log and feed item of a
// create, and its sub-forms; it answers the new record's id.
func (d *Draft) CreateInTx(ctx context.Context, tx *store.Tx) (int64, error) {
	res, err := d.e.createIn(ctx, tx, d.p, d.m, d.in)
	if err != nil {
		return 0, err
	}
	return res.ID, nil
}

// Written tells the core the draft's transaction committed: its model and its sub-forms'
// models were written.
func (d *Draft) Written() {
	d.e.written(d.p.TenantID, d.m)
	d.e.collectionsWritten(d.p, d.in)
}
