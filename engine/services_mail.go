package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that write records for the user with values of their own beside
// the user's (a mail whose sender and status the module sets), read the stored files a
// user may read and keep their bookkeeping on records no one edits.

// Vet lets the draft attach files that another user uploaded: ones the module has checked
// p may pass on (a template's files).
func (d *Draft) Vet(files []int64) { d.in.vettedFiles = files }

// Updates tells whether the posted data named a record to change (a draft is for new ones).
func (d *Draft) Updates() bool { return d.in.id != 0 }

// Create writes the draft in a transaction of its own with every check, hook, change log and
// feed item of a create; the caller tells the core it was written (Written).
func (d *Draft) Create(ctx context.Context) (*SaveResult, error) {
	return d.e.create(ctx, d.p, d.m, d.in)
}

// ReadableBlobs answers the stored files among ids that p may read, by id; the others are
// left out as if they did not exist.
func (e *Engine) ReadableBlobs(ctx context.Context, p Principal, ids []int64) (map[int64]*store.Blob, error) {
	return e.readableBlobs(ctx, p, ids)
}

// UpdateBlind changes fields of record id of m as p in a transaction of its own, holding the
// record's write turn, without a version check: bookkeeping the module keeps on a record
// (where a queued piece of work stands).
func (e *Engine) UpdateBlind(ctx context.Context, p Principal, m *meta.Model, id int64, set map[string]any) error {
	_, err := e.update(ctx, p, m, &input{id: id, set: set, blind: true})
	return err
}

// Hidden tells whether p's reads leave field f of m out (contact details the tenant hides).
func (e *Engine) Hidden(ctx context.Context, p Principal, m *meta.Model, f *meta.Field) bool {
	return e.veil(ctx, p).Hidden(m, f)
}

// AsInt64 reads a number as lists and reads answer it (an id).
func AsInt64(v any) int64 { return toInt64(v) }
