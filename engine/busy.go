package engine

import (
	"context"
	"errors"
	"net/http"

	"huntline/meta"
	"huntline/store"
)

// A record many users write at once must not stall anyone else (store/contention.go): a
// write waits its turn on the record for a bounded time, and one that does not get it in
// time is refused with a 409 the user already knows from version conflicts: reload, then
// make the change again.

// recordTx runs fn as the write transaction of record id of m, after its turn among this
// server's writers of the record. version is the version the writer read, if it sent one.
func (wr *writes) recordTx(ctx context.Context, p Principal, m *meta.Model, id int64, version *int, fn func(*store.Tx) error) error {
	err := wr.e.Store.RecordTx(ctx, m.Name, p.TenantID, id, fn)
	if errors.Is(err, store.ErrBusy) {
		return wr.busyError(ctx, p, m, id, version)
	}
	return err
}

// busyError explains a write that waited too long for a record others were writing. When
// the version the writer read is already behind, it says who changed the record and when,
// as a version conflict does; otherwise that someone is saving it now.
func (wr *writes) busyError(ctx context.Context, p Principal, m *meta.Model, id int64, version *int) error {
	if version != nil {
		if fresh, err := wr.e.Store.Get(ctx, m, p.TenantID, id); err == nil && fresh.Version != *version {
			return wr.staleFrom(ctx, p, fresh, wr.e.Store.Names)
		}
	}
	return recordBusy()
}

func recordBusy() *Error {
	return &Error{Status: http.StatusConflict, Key: "record_busy",
		Msg: "Someone else is saving this record at this moment. Reload it to see their changes, then make yours again."}
}

func serverBusy() *Error {
	return &Error{Status: http.StatusServiceUnavailable, Key: "server_busy",
		Msg: "The server is too busy to save this now; nothing was saved. Try again in a moment."}
}
