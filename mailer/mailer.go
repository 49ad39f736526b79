// Package mailer sends the product's own mails (password resets, later notices): over SMTP
// when HUNTLINE_SMTP_URL is set, otherwise into an outbox table an administrator reads.
package mailer

import (
	"context"
)

// JobKind is the job kind of a queued message of the product's own (engine.QueueMessage).
const JobKind = "mail"

// Message is one mail: a plain-text notice to one address (password resets), or a mail a
// user writes from a record, with an HTML body, copies and attachments.
type Message struct {
	To      string   // one address, or several separated by commas
	Cc      []string `json:",omitempty"`
	Bcc     []string `json:",omitempty"`
	ReplyTo string   `json:",omitempty"`
	Subject string
	Body    string // plain text
	HTML    string `json:",omitempty"` // when set, the HTML body (Body, if any, its plain alternative)
	// Attachments are read from the blob store when the mail is sent, never queued.
	Attachments []Attachment `json:"-"`
}

// Attachment is one attached file.
type Attachment struct {
	Name        string
	ContentType string
	Data        []byte
}

// Recipients lists every address the message goes to: to, cc and bcc.
func (m Message) Recipients() []string {
	out := append(splitAddresses(m.To), m.Cc...)
	return append(out, m.Bcc...)
}

// Mailer delivers messages on behalf of a tenant.
type Mailer interface {
	Send(ctx context.Context, tenant int64, m Message) error
	// Describe says where mails go, for the start-up log.
	Describe() string
}

// Keeper is a Mailer that keeps mails instead of delivering them: the outbox, while no mail
// server is configured. A mail it took is not sent, and its sender must be told so.
type Keeper interface {
	KeepsMail() bool
}

// Delivers tells whether m hands mails to a mail server (false for the outbox).
func Delivers(m Mailer) bool {
	k, ok := m.(Keeper)
	return !ok || !k.KeepsMail()
}

// KeepsMail: the outbox delivers nothing.
func (Outbox) KeepsMail() bool { return true }

// Describe says mails are kept, not sent.
func (Outbox) Describe() string {
	return "no SMTP server configured (HUNTLINE_SMTP_URL): mails go to the outbox, GET /rest/mail/outbox"
}
