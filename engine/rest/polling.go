package rest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// KeepAlive is how often an idle live-push stream sends a comment, so proxies and browsers
// keep it open, and re-checks the session, so a signed-out browser stops hearing.
var KeepAlive = 20 * time.Second

// polling: GET /rest/user/polling, the live push (spec 001 §7 "live push") as server-sent
// events. Every event's data is {status: true, data: {msg: unread count, publish: {event,
// data}}}; the first, sent at once, carries the count alone (publish null).
func (s *Server) polling(c echo.Context) error {
	ctx := c.Request().Context()
	p := principal(c)
	events, stop := s.e.Push.Subscribe(p.TenantID, p.UserID)
	defer stop()
	w := c.Response()
	h := w.Header()
	h.Set(echo.HeaderContentType, "text/event-stream")
	h.Set(echo.HeaderCacheControl, "no-cache")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on as they come
	// The server's timeouts are for ordinary requests; a stream lives as long as the page
	// (TestPollingOutlivesServerTimeouts). The read deadline is lifted as well, since the
	// connection stays open without the browser sending anything more.
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{})
	_ = rc.SetReadDeadline(time.Time{})
	w.WriteHeader(http.StatusOK)
	if err := s.pushEvent(c, p, nil); err != nil {
		return nil
	}
	tick := time.NewTicker(KeepAlive)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-s.stopping:
			return nil
		case ev := <-events:
			if err := s.pushEvent(c, p, &ev); err != nil {
				return nil
			}
		case <-tick.C:
			if _, _, err := s.e.Sessions().Authenticate(ctx, sessionToken(c)); err != nil {
				fmt.Fprint(w, "event: signed_out\ndata: {\"status\":false}\n\n")
				w.Flush()
				return nil
			}
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil {
				return nil
			}
			w.Flush()
		}
	}
}

// pushEvent writes one event with the user's unread count as it is now.
func (s *Server) pushEvent(c echo.Context, p engine.Principal, ev *engine.Push) error {
	n, err := s.e.MessageCount(c.Request().Context(), p, "msg")
	if err != nil {
		s.log.Warn("live push: unread count", "err", err)
	}
	raw, err := json.Marshal(map[string]any{"status": true, "data": map[string]any{"msg": n, "publish": ev}})
	if err != nil {
		return err
	}
	w := c.Response()
	if _, err := fmt.Fprintf(w, "data: %s\n\n", raw); err != nil {
		return err
	}
	w.Flush()
	return nil
}
