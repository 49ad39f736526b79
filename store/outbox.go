package store

import (
	"context"
	"fmt"
	"time"
)

// OutboxMail is a mail kept for an administrator to read instead of being sent.
type OutboxMail struct {
	ID        int64     `json:"id"`
	To        string    `json:"to"`
	Subject   string    `json:"subject"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

// AddOutbox keeps a mail in the outbox.
func (s *Store) AddOutbox(ctx context.Context, tenant int64, m OutboxMail) error {
	_, err := s.w.ExecContext(ctx, s.w.Rebind("INSERT INTO mail_outbox (tenant_id, to_addr, subject, body, created_at) VALUES (?, ?, ?, ?, ?)"),
		tenant, m.To, m.Subject, m.Body, s.d.TimeArg(m.CreatedAt))
	if err != nil {
		return fmt.Errorf("store: add outbox mail: %w", err)
	}
	return nil
}

// Outbox answers a page of a tenant's kept mails, newest first, and how many there are.
func (s *Store) Outbox(ctx context.Context, tenant int64, limit, offset int) ([]OutboxMail, int, error) {
	var total int
	if err := s.r.GetContext(ctx, &total, s.r.Rebind("SELECT count(*) FROM mail_outbox WHERE tenant_id = ?"), tenant); err != nil {
		return nil, 0, fmt.Errorf("store: count outbox: %w", err)
	}
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind("SELECT id, to_addr, subject, body, created_at FROM mail_outbox WHERE tenant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"), tenant, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("store: outbox: %w", err)
	}
	defer rows.Close()
	out := []OutboxMail{}
	for rows.Next() {
		var m OutboxMail
		var created any
		if err := rows.Scan(&m.ID, &m.To, &m.Subject, &m.Body, &created); err != nil {
			return nil, 0, fmt.Errorf("store: outbox row: %w", err)
		}
		m.CreatedAt, _ = asTime(created)
		out = append(out, m)
	}
	return out, total, rows.Err()
}
