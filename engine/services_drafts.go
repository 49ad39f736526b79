package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that write, for the user, a new record made from the user's posted
// data with values the module sets beside it (a message whose sender and status the module
// sets), alone or with a change to a record it leads from in one transaction of their own:
// that record's write turn and version check.

// RecordTx runs fn in one transaction holding record id of m's write turn, as every edit of
// a record does: a writer that waited too long is told someone is saving it (or, when
// version is behind, who changed it), never left hanging.
func (e *Engine) RecordTx(ctx context.Context, p Principal, m *meta.Model, id int64, version *int, fn func(*store.Tx) error) error {
	return e.writes.recordTx(ctx, p, m, id, version, fn)
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
	data, err := e.writes.withoutEchoes(ctx, p, m, data)
	if err != nil {
		return nil, err
	}
	in, err := e.writes.readInput(ctx, p, m, data)
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

// CreateInTx writes the draft in tx with every check, hook and change-log row of a
// create, and its sub-forms; it answers the new record's id.
func (d *Draft) CreateInTx(ctx context.Context, tx *store.Tx) (int64, error) {
	res, err := d.e.writes.createIn(ctx, tx, d.p, d.m, d.in)
	if err != nil {
		return 0, err
	}
	return res.ID, nil
}

// Written tells the core the draft's transaction committed: its model and its sub-forms'
// models were written.
func (d *Draft) Written() {
	d.e.writes.written(d.p.TenantID, d.m)
	d.e.collectionsWritten(d.p, d.in)
}

// Vet lets the draft attach files that another user uploaded: ones the module has checked
// p may pass on (a template's files).
func (d *Draft) Vet(files []int64) { d.in.vettedFiles = files }

// Updates tells whether the posted data named a record to change (a draft is for new ones).
func (d *Draft) Updates() bool { return d.in.id != 0 }

// Create writes the draft in a transaction of its own with every check, hook and change-log
// row of a create; the caller tells the core it was written (Written).
func (d *Draft) Create(ctx context.Context) (*SaveResult, error) {
	return d.e.writes.create(ctx, d.p, d.m, d.in)
}
