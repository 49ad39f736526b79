// Package mail sends the product's own mails (password resets, later notices): over SMTP
// when HUNTLINE_SMTP_URL is set, otherwise into an outbox table an administrator reads.
package mail

import (
	"context"
	"time"

	"huntline/store"
)

// Message is one plain-text mail to one address.
type Message struct {
	To      string
	Subject string
	Body    string
}

// Mailer delivers messages on behalf of a tenant.
type Mailer interface {
	Send(ctx context.Context, tenant int64, m Message) error
	// Describe says where mails go, for the start-up log.
	Describe() string
}

// Outbox keeps mails in the mail_outbox table instead of sending them.
type Outbox struct {
	Store *store.Store
	Now   func() time.Time
}

// Send stores m in the outbox.
func (o Outbox) Send(ctx context.Context, tenant int64, m Message) error {
	return o.Store.AddOutbox(ctx, tenant, store.OutboxMail{To: m.To, Subject: m.Subject, Body: m.Body, CreatedAt: o.Now().UTC()})
}

// Describe says mails are kept, not sent.
func (Outbox) Describe() string {
	return "no SMTP server configured (HUNTLINE_SMTP_URL): mails go to the outbox, GET /rest/mail/outbox"
}
