package mailer

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTP sends mails through one SMTP server.
type SMTP struct {
	host     string
	port     int
	user     string
	password string
	from     string
	implicit bool // smtps: TLS from the first byte
	policy   gomail.TLSPolicy
}

// ParseSMTPURL reads HUNTLINE_SMTP_URL:
//
//	smtp://user:password@host:587?from=noreply@example.com   STARTTLS when offered
//	smtp://host:25?from=...&tls=none                          never encrypted (local relays, tests)
//	smtp://host:587?from=...&tls=required                     STARTTLS or fail
//	smtps://user:password@host:465?from=...                   implicit TLS
//
// from is required; the port defaults to 587 (smtp) or 465 (smtps); user and password are
// optional (no authentication without them; PLAIN/LOGIN as the server offers otherwise).
func ParseSMTPURL(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: %w", err)
	}
	s := &SMTP{host: u.Hostname(), from: u.Query().Get("from"), policy: gomail.TLSOpportunistic}
	switch u.Scheme {
	case "smtp":
		s.port = 587
	case "smtps":
		s.port, s.implicit = 465, true
	default:
		return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: scheme %q, want smtp or smtps", u.Scheme)
	}
	if s.host == "" {
		return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: a host is required")
	}
	if s.from == "" {
		return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: the sender is required, e.g. ?from=noreply@example.com")
	}
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: port %q: %w", p, err)
		}
	}
	switch u.Query().Get("tls") {
	case "", "opportunistic":
	case "none":
		s.policy = gomail.NoTLS
	case "required":
		s.policy = gomail.TLSMandatory
	default:
		return nil, fmt.Errorf("mail: HUNTLINE_SMTP_URL: tls=%q, want none, opportunistic or required", u.Query().Get("tls"))
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.password, _ = u.User.Password()
	}
	return s, nil
}

// Send delivers m over a new connection; mails are rare enough that no pool is kept.
func (s *SMTP) Send(ctx context.Context, _ int64, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("mail: sender %q: %w", s.from, err)
	}
	if err := msg.To(splitAddresses(m.To)...); err != nil {
		return fmt.Errorf("mail: recipient %q: %w", m.To, err)
	}
	if len(m.Cc) > 0 {
		if err := msg.Cc(m.Cc...); err != nil {
			return fmt.Errorf("mail: cc %q: %w", m.Cc, err)
		}
	}
	if len(m.Bcc) > 0 {
		if err := msg.Bcc(m.Bcc...); err != nil {
			return fmt.Errorf("mail: bcc %q: %w", m.Bcc, err)
		}
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return fmt.Errorf("mail: reply-to %q: %w", m.ReplyTo, err)
		}
	}
	msg.Subject(m.Subject)
	if m.HTML != "" {
		msg.SetBodyString(gomail.TypeTextHTML, m.HTML)
		if m.Body != "" {
			msg.AddAlternativeString(gomail.TypeTextPlain, m.Body)
		}
	} else {
		msg.SetBodyString(gomail.TypeTextPlain, m.Body)
	}
	for _, a := range m.Attachments {
		opts := []gomail.FileOption{}
		if a.ContentType != "" {
			opts = append(opts, gomail.WithFileContentType(gomail.ContentType(a.ContentType)))
		}
		if err := msg.AttachReader(a.Name, bytes.NewReader(a.Data), opts...); err != nil {
			return fmt.Errorf("mail: attachment %q: %w", a.Name, err)
		}
	}
	opts := []gomail.Option{gomail.WithPort(s.port), gomail.WithTimeout(20 * time.Second)}
	if s.implicit {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPolicy(s.policy))
	}
	if s.user != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(s.user), gomail.WithPassword(s.password))
	}
	c, err := gomail.NewClient(s.host, opts...)
	if err != nil {
		return fmt.Errorf("mail: smtp client for %s: %w", s.host, err)
	}
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("mail: send to %s via %s:%d: %w", m.To, s.host, s.port, err)
	}
	return nil
}

// Describe names the server, without the password.
func (s *SMTP) Describe() string {
	return fmt.Sprintf("mails are sent through %s:%d as %s", s.host, s.port, s.from)
}

// splitAddresses reads a comma-separated To line.
func splitAddresses(s string) []string {
	var out []string
	for _, a := range strings.Split(s, ",") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}
