package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"huntline/clock"
)

// Credential is a user's password hash and sign-in state, kept apart from the user record.
type Credential struct {
	UserID         int64
	TenantID       int64
	PasswordHash   string
	FailedAttempts int
	LockedAt       *time.Time
	PasswordChosen bool // the user set this password themself (false: first login)
	MustChange     bool // an administrator asked the user to change it
	LastLoginAt    *time.Time
}

// SetPassword stores a password hash chosen for the user by someone else (an administrator,
// the demo loader), replacing any earlier one and unlocking the account.
func (s *Store) SetPassword(ctx context.Context, tenant, userID int64, hash string) error {
	q := NewBuilder(s.d).S("INSERT INTO credential (user_id, tenant_id, password_hash, failed_attempts, password_changed_at) VALUES (").
		Args([]any{userID, tenant, hash, 0, s.d.TimeArg(clock.Now())}).
		S(") ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, failed_attempts = 0, locked_at = NULL, password_changed_at = EXCLUDED.password_changed_at, password_chosen = " + s.d.Bool(false))
	query, args := q.SQL()
	if _, err := s.w.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("store: set password: %w", err)
	}
	return nil
}

// SetOwnPassword stores a password the user chose: it clears the first-login and
// must-change flags as well as any lock.
func (s *Store) SetOwnPassword(ctx context.Context, tenant, userID int64, hash string, now time.Time) error {
	q := NewBuilder(s.d).S("INSERT INTO credential (user_id, tenant_id, password_hash, failed_attempts, password_changed_at, password_chosen) VALUES (").
		Args([]any{userID, tenant, hash, 0, s.d.TimeArg(now)}).S(", " + s.d.Bool(true) + ")").
		S(" ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, failed_attempts = 0, locked_at = NULL, password_changed_at = EXCLUDED.password_changed_at, password_chosen = " + s.d.Bool(true) + ", must_change_password = " + s.d.Bool(false))
	query, args := q.SQL()
	if _, err := s.w.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("store: set own password: %w", err)
	}
	return nil
}

// Credential reads a user's credential; ErrNotFound when the user has no password.
func (s *Store) Credential(ctx context.Context, tenant, userID int64) (*Credential, error) {
	c := &Credential{}
	var locked, last any
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT user_id, tenant_id, password_hash, failed_attempts, locked_at, password_chosen, must_change_password, last_login_at FROM credential WHERE user_id = ? AND tenant_id = ?"), userID, tenant).
		Scan(&c.UserID, &c.TenantID, &c.PasswordHash, &c.FailedAttempts, &locked, &c.PasswordChosen, &c.MustChange, &last)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: credential: %w", err)
	}
	c.LockedAt, c.LastLoginAt = optTime(locked), optTime(last)
	return c, nil
}

// RecordLoginFailure counts a wrong password and, at every limit-th one in a row, locks the
// account from now (how long is the engine's business), in one statement so parallel
// attempts cannot slip past the count. It answers the count and whether this failure
// locked the account.
func (s *Store) RecordLoginFailure(ctx context.Context, tenant, userID int64, limit int, now time.Time) (int, bool, error) {
	if limit <= 0 {
		return 0, false, fmt.Errorf("store: record login failure: limit %d", limit)
	}
	var failed int
	err := s.w.QueryRowxContext(ctx, s.w.Rebind("UPDATE credential SET failed_attempts = failed_attempts + 1, locked_at = CASE WHEN (failed_attempts + 1) % ? = 0 THEN ? ELSE locked_at END WHERE user_id = ? AND tenant_id = ? RETURNING failed_attempts"),
		limit, s.d.TimeArg(now), userID, tenant).Scan(&failed)
	if err != nil {
		return 0, false, fmt.Errorf("store: record login failure: %w", err)
	}
	return failed, failed%limit == 0, nil
}

// RecordLogin notes a successful sign-in: the failure count and the lock delays start again.
func (s *Store) RecordLogin(ctx context.Context, tenant, userID int64, now time.Time) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE credential SET failed_attempts = 0, locked_at = NULL, last_login_at = ? WHERE user_id = ? AND tenant_id = ?"), s.d.TimeArg(now), userID, tenant)
	if err != nil {
		return fmt.Errorf("store: record login: %w", err)
	}
	return nil
}

// Unlock lifts a lock and forgets the failed attempts; ErrNotFound when the user has no
// password.
func (s *Store) Unlock(ctx context.Context, tenant, userID int64) error {
	res, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE credential SET failed_attempts = 0, locked_at = NULL WHERE user_id = ? AND tenant_id = ?"), userID, tenant)
	if err != nil {
		return fmt.Errorf("store: unlock: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

func optTime(v any) *time.Time {
	if v == nil {
		return nil
	}
	t, err := asTime(v)
	if err != nil || t.IsZero() {
		return nil
	}
	return &t
}

// RequirePasswordChange sets the flag that sends a user to the set-password page at the next
// sign-in; ErrNotFound when the user has no password.
func (s *Store) RequirePasswordChange(ctx context.Context, tenant, userID int64) error {
	res, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE credential SET must_change_password = "+s.d.Bool(true)+" WHERE user_id = ? AND tenant_id = ?"), userID, tenant)
	if err != nil {
		return fmt.Errorf("store: require password change: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
