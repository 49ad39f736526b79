package mailer

import (
	"context"
	"fmt"
	"strings"
	"time"

	"huntline/store"
)

// Outbox keeps mails in the mail_outbox table (a system table, migrations/) instead of
// sending them, for an administrator to read (ReadOutbox).
type Outbox struct {
	Store *store.Store
	Now   func() time.Time
}

// OutboxMail is a mail kept for an administrator to read instead of being sent.
type OutboxMail struct {
	ID        int64     `json:"id"`
	To        string    `json:"to"`
	Subject   string    `json:"subject"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

// Send stores m in the outbox.
func (o Outbox) Send(ctx context.Context, tenant int64, m Message) error {
	body := m.Body
	if m.HTML != "" {
		body = m.HTML
	}
	// The outbox has one recipient column: copies are listed after the addressee.
	_, err := o.Store.Exec(ctx, o.Store.Rebind("INSERT INTO mail_outbox (tenant_id, to_addr, subject, body, created_at) VALUES (?, ?, ?, ?, ?)"),
		tenant, strings.Join(m.Recipients(), ", "), m.Subject, body, o.Store.Dialect().TimeArg(o.Now().UTC()))
	if err != nil {
		return fmt.Errorf("mailer: add outbox mail: %w", err)
	}
	return nil
}

// ReadOutbox answers a page of a tenant's kept mails, newest first, and how many there are.
func ReadOutbox(ctx context.Context, st *store.Store, tenant int64, limit, offset int) ([]OutboxMail, int, error) {
	var total int
	if err := st.DB().GetContext(ctx, &total, st.Rebind("SELECT count(*) FROM mail_outbox WHERE tenant_id = ?"), tenant); err != nil {
		return nil, 0, fmt.Errorf("mailer: count outbox: %w", err)
	}
	rows, err := st.DB().QueryxContext(ctx, st.Rebind("SELECT id, to_addr, subject, body, created_at FROM mail_outbox WHERE tenant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"), tenant, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("mailer: outbox: %w", err)
	}
	defer rows.Close()
	out := []OutboxMail{}
	for rows.Next() {
		var m OutboxMail
		var created any
		if err := rows.Scan(&m.ID, &m.To, &m.Subject, &m.Body, &created); err != nil {
			return nil, 0, fmt.Errorf("mailer: outbox row: %w", err)
		}
		m.CreatedAt, _ = store.AsTime(created)
		out = append(out, m)
	}
	return out, total, rows.Err()
}
