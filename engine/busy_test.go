package engine

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"huntline/store"
)

// A write that waited too long for a record others were writing is a 409: with the
// stale-record wording when the version it read is already behind, otherwise saying that
// someone is saving the record now. A lock wait that ran out anywhere else is the latter,
// and no writing connection in time is a 503; none of them is a 500.
func TestBusyAnswers(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		p := System(1)
		res := MustSave(t, e, p, "client", map[string]any{"name": "Acme"})
		MustSave(t, e, p, "client", map[string]any{"id": res.ID, "version": 1, "name": "Acme Ltd"})
		m, _ := e.model("client")
		one, two := 1, 2
		for _, c := range []struct {
			name   string
			err    error
			status int
			key    string
		}{
			{"read version 1, now 2", e.writes.busyError(ctx, p, m, res.ID, &one), http.StatusConflict, "stale_record"},
			{"read the current version", e.writes.busyError(ctx, p, m, res.ID, &two), http.StatusConflict, "record_busy"},
			{"sent no version", e.writes.busyError(ctx, p, m, res.ID, nil), http.StatusConflict, "record_busy"},
			{"a lock wait ran out", fmt.Errorf("store: get client 1: %w", store.ErrBusy), http.StatusConflict, "record_busy"},
			{"no connection in time", store.ErrOverloaded, http.StatusServiceUnavailable, "server_busy"},
		} {
			if got := AsError(c.err); got.Status != c.status || got.Key != c.key {
				t.Errorf("%s: %d %s (%s), want %d %s", c.name, got.Status, got.Key, got.Msg, c.status, c.key)
			}
		}
	})
}
