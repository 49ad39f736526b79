package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Session is a signed-in browser.
type Session struct {
	TokenHash    string
	UserID       int64
	TenantID     int64
	CSRFToken    string
	CreatedAt    time.Time
	LastSeen     time.Time
	ExpiresAt    time.Time
	ParentUserID int64 // the user who switched into this one; 0 for a normal sign-in
}

// CreateSession stores a new session.
func (s *Store) CreateSession(ctx context.Context, ss *Session) error {
	var parent any
	if ss.ParentUserID != 0 {
		parent = ss.ParentUserID
	}
	q := NewBuilder(s.d).S("INSERT INTO session (token_hash, user_id, tenant_id, csrf_token, created_at, last_seen_at, expires_at, parent_user_id) VALUES (").
		Args([]any{ss.TokenHash, ss.UserID, ss.TenantID, ss.CSRFToken, s.d.TimeArg(ss.CreatedAt), s.d.TimeArg(ss.LastSeen), s.d.TimeArg(ss.ExpiresAt), parent}).S(")")
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
	var parent sql.NullInt64
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT user_id, tenant_id, csrf_token, created_at, last_seen_at, expires_at, parent_user_id FROM session WHERE token_hash = ? AND expires_at > ?"),
		tokenHash, s.d.TimeArg(now)).Scan(&ss.UserID, &ss.TenantID, &ss.CSRFToken, &created, &seen, &expires, &parent)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: session: %w", err)
	}
	ss.CreatedAt, _ = asTime(created)
	ss.LastSeen, _ = asTime(seen)
	ss.ExpiresAt, _ = asTime(expires)
	ss.ParentUserID = parent.Int64
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

// DeleteUserSessions ends every session of a user, including the ones the user opened by
// switching into another user, except the one whose hash is keep (empty: none kept).
func (s *Store) DeleteUserSessions(ctx context.Context, tenant, userID int64, keep string) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("DELETE FROM session WHERE tenant_id = ? AND (user_id = ? OR parent_user_id = ?) AND token_hash <> ?"), tenant, userID, userID, keep)
	if err != nil {
		return fmt.Errorf("store: delete user sessions: %w", err)
	}
	return nil
}
