package store

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"
)

// Several server processes share a PostgreSQL database; what one writes that the others'
// open browser tabs must hear of travels as NOTIFY messages, which PostgreSQL delivers to
// every listening connection once (and only if) the sending transaction commits. SQLite has
// one process, so there is nothing to relay.

// MaxNotifyPayload is the largest payload Notify sends; PostgreSQL refuses 8000 bytes and
// more, and the margin leaves room for the channel name and encoding.
const MaxNotifyPayload = 7900

// Notify sends payload on channel when the transaction commits (PostgreSQL). It answers
// false on SQLite, whose single process delivers by itself.
func (t *Tx) Notify(ctx context.Context, channel, payload string) (bool, error) {
	if t.d.Name() != "postgres" {
		return false, nil
	}
	if len(payload) > MaxNotifyPayload {
		return false, fmt.Errorf("store: notify %s: payload of %d bytes exceeds %d", channel, len(payload), MaxNotifyPayload)
	}
	if _, err := t.tx.ExecContext(ctx, "SELECT pg_notify($1, $2)", channel, payload); err != nil {
		return false, fmt.Errorf("store: notify %s: %w", channel, err)
	}
	return true, nil
}

// CanListen tells whether other processes' Notify messages reach this one (PostgreSQL).
func (s *Store) CanListen() bool { return s.d.Name() == "postgres" && s.url != "" }

// Listen calls fn with each payload sent on channel by any process until ctx ends, on a
// connection of its own that reconnects by itself. lost is called after a reconnection:
// messages sent while the connection was down are gone, so the receiver may refresh.
// It answers once listening has started, or the error that prevented it.
func (s *Store) Listen(ctx context.Context, channel string, fn func(payload string), lost func()) error {
	if !s.CanListen() {
		return fmt.Errorf("store: listen %s: only PostgreSQL relays messages between processes", channel)
	}
	l := pq.NewListener(s.url, 100*time.Millisecond, 10*time.Second, nil)
	if err := l.Listen(channel); err != nil {
		l.Close()
		return fmt.Errorf("store: listen %s: %w", channel, err)
	}
	go func() {
		defer l.Close()
		ping := time.NewTicker(90 * time.Second) // finds a dead connection the OS has not reported
		defer ping.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case n := <-l.NotificationChannel():
				if n == nil { // reconnected
					if lost != nil {
						lost()
					}
					continue
				}
				fn(n.Extra)
			case <-ping.C:
				go l.Ping()
			}
		}
	}()
	return nil
}
