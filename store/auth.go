package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Credential is a user's password hash, kept apart from the user record.
type Credential struct {
	UserID         int64
	TenantID       int64
	PasswordHash   string
	FailedAttempts int
}

// SetPassword stores a user's password hash, replacing any earlier one.
func (s *Store) SetPassword(ctx context.Context, tenant, userID int64, hash string) error {
	q := NewBuilder(s.d).S("INSERT INTO credential (user_id, tenant_id, password_hash, failed_attempts, password_changed_at) VALUES (").
		Args([]any{userID, tenant, hash, 0, s.d.TimeArg(time.Now())}).
		S(") ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, failed_attempts = 0, locked_at = NULL, password_changed_at = EXCLUDED.password_changed_at")
	query, args := q.SQL()
	if _, err := s.w.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("store: set password: %w", err)
	}
	return nil
}

// Credential reads a user's credential; ErrNotFound when the user has no password.
func (s *Store) Credential(ctx context.Context, tenant, userID int64) (*Credential, error) {
	c := &Credential{}
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT user_id, tenant_id, password_hash, failed_attempts FROM credential WHERE user_id = ? AND tenant_id = ?"), userID, tenant).
		Scan(&c.UserID, &c.TenantID, &c.PasswordHash, &c.FailedAttempts)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: credential: %w", err)
	}
	return c, nil
}

// Session is a signed-in browser.
type Session struct {
	TokenHash string
	UserID    int64
	TenantID  int64
	CSRFToken string
	CreatedAt time.Time
	LastSeen  time.Time
	ExpiresAt time.Time
}

// CreateSession stores a new session.
func (s *Store) CreateSession(ctx context.Context, ss *Session) error {
	q := NewBuilder(s.d).S("INSERT INTO session (token_hash, user_id, tenant_id, csrf_token, created_at, last_seen_at, expires_at) VALUES (").
		Args([]any{ss.TokenHash, ss.UserID, ss.TenantID, ss.CSRFToken, s.d.TimeArg(ss.CreatedAt), s.d.TimeArg(ss.LastSeen), s.d.TimeArg(ss.ExpiresAt)}).S(")")
	query, args := q.SQL()
	if _, err := s.w.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("store: create session: %w", err)
	}
	return nil
}

// Session reads a live session by token hash; ErrNotFound when unknown or expired.
func (s *Store) Session(ctx context.Context, tokenHash string, now time.Time) (*Session, error) {
	ss := &Session{TokenHash: tokenHash}
	var created, seen, expires any
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT user_id, tenant_id, csrf_token, created_at, last_seen_at, expires_at FROM session WHERE token_hash = ? AND expires_at > ?"),
		tokenHash, s.d.TimeArg(now)).Scan(&ss.UserID, &ss.TenantID, &ss.CSRFToken, &created, &seen, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: session: %w", err)
	}
	ss.CreatedAt, _ = asTime(created)
	ss.LastSeen, _ = asTime(seen)
	ss.ExpiresAt, _ = asTime(expires)
	return ss, nil
}

// TouchSession records activity and moves the expiry.
func (s *Store) TouchSession(ctx context.Context, tokenHash string, seen, expires time.Time) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE session SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?"), s.d.TimeArg(seen), s.d.TimeArg(expires), tokenHash)
	return err
}

// DeleteSession ends a session.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("DELETE FROM session WHERE token_hash = ?"), tokenHash)
	return err
}
