package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// What several server processes on one PostgreSQL database share besides the records:
// messages sent at once (NotifyNow), secrets made once (SharedSecret) and the ticks of
// periodic tasks (ClaimTick).

// NotifyNow sends payload on channel at once, outside any transaction (PostgreSQL), for a
// change already committed: a session ended, a cache to drop. It answers false on SQLite.
func (s *Store) NotifyNow(ctx context.Context, channel, payload string) (bool, error) {
	if s.d.Name() != "postgres" {
		return false, nil
	}
	if len(payload) > MaxNotifyPayload {
		return false, fmt.Errorf("store: notify %s: payload of %d bytes exceeds %d", channel, len(payload), MaxNotifyPayload)
	}
	if _, err := s.w.ExecContext(ctx, "SELECT pg_notify($1, $2)", channel, payload); err != nil {
		return false, fmt.Errorf("store: notify %s: %w", channel, err)
	}
	return true, nil
}

// SharedSecret answers the secret kept under name, storing fresh() first when there is
// none. Processes racing on the first use all answer the one that was stored first.
func (s *Store) SharedSecret(ctx context.Context, name string, fresh func() (string, error)) (string, error) {
	read := func() (string, error) {
		var v string
		err := s.w.QueryRowxContext(ctx, s.w.Rebind("SELECT value FROM server_secret WHERE name = ?"), name).Scan(&v)
		return v, err
	}
	v, err := read()
	if err == nil {
		return v, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("store: secret %s: %w", name, err)
	}
	nv, err := fresh()
	if err != nil {
		return "", err
	}
	if _, err := s.w.ExecContext(ctx, s.w.Rebind("INSERT INTO server_secret (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"), name, nv); err != nil {
		return "", fmt.Errorf("store: secret %s: %w", name, err)
	}
	if v, err = read(); err != nil {
		return "", fmt.Errorf("store: secret %s: %w", name, err)
	}
	return v, nil
}

// ClaimTick tells whether this process runs the tick of the periodic task name due at now:
// on PostgreSQL it does when it moves the task's next tick from at most now to next, in one
// statement, so of several processes ticking on the same interval one wins each interval.
// SQLite has one process: every tick is its own.
func (s *Store) ClaimTick(ctx context.Context, name string, now, next time.Time) (bool, error) {
	if s.d.Name() != "postgres" {
		return true, nil
	}
	var got string
	err := s.w.QueryRowxContext(ctx, "INSERT INTO task_tick (name, next_at) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET next_at = EXCLUDED.next_at WHERE task_tick.next_at <= $3 RETURNING name",
		name, next.UTC(), now.UTC()).Scan(&got)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: claim tick %s: %w", name, err)
	}
	return true, nil
}
