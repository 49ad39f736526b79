package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that read for a user: the stored files they may read and the
// fields their reads leave out.

// ReadableBlobs answers the stored files among ids that p may read, by id; the others are
// left out as if they did not exist.
func (e *Engine) ReadableBlobs(ctx context.Context, p Principal, ids []int64) (map[int64]*store.Blob, error) {
	return e.Files.readableBlobs(ctx, p, ids)
}

// Hidden tells whether p's reads leave field f of m out (contact details the tenant hides).
func (e *Engine) Hidden(ctx context.Context, p Principal, m *meta.Model, f *meta.Field) bool {
	return e.Contacts.veil(ctx, p).Hidden(m, f)
}

// AsInt64 reads a number as lists and reads answer it (an id).
func AsInt64(v any) int64 { return toInt64(v) }
