package store

import (
	"context"
	"fmt"
	"time"
)

// CreatePasswordReset stores a reset link's token hash for a user until expires.
func (s *Store) CreatePasswordReset(ctx context.Context, tenant, userID int64, tokenHash string, now, expires time.Time) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("INSERT INTO password_reset (token_hash, tenant_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)"),
		tokenHash, tenant, userID, s.d.TimeArg(now), s.d.TimeArg(expires))
	if err != nil {
		return fmt.Errorf("store: create password reset: %w", err)
	}
	return nil
}

// UsePasswordReset marks a reset token used and answers its user, in one statement so a
// link works exactly once; ErrNotFound when the token is unknown, used, expired or belongs
// to another user.
func (s *Store) UsePasswordReset(ctx context.Context, tenant, userID int64, tokenHash string, now time.Time) error {
	res, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE password_reset SET used_at = ? WHERE token_hash = ? AND tenant_id = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?"),
		s.d.TimeArg(now), tokenHash, tenant, userID, s.d.TimeArg(now))
	if err != nil {
		return fmt.Errorf("store: use password reset: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
