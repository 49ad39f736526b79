package mailer

import (
	"strings"
	"testing"

	gomail "github.com/wneessen/go-mail"
)

func TestParseSMTPURL(t *testing.T) {
	cases := []struct {
		url      string
		err      string
		host     string
		port     int
		user     string
		implicit bool
		policy   gomail.TLSPolicy
	}{
		{url: "smtp://u:p%40ss@mail.example.com?from=noreply@example.com", host: "mail.example.com", port: 587, user: "u", policy: gomail.TLSOpportunistic},
		{url: "smtps://mail.example.com?from=noreply@example.com", host: "mail.example.com", port: 465, implicit: true, policy: gomail.TLSOpportunistic},
		{url: "smtp://127.0.0.1:2525?from=a@b.c&tls=none", host: "127.0.0.1", port: 2525, policy: gomail.NoTLS},
		{url: "smtp://h?from=a@b.c&tls=required", host: "h", port: 587, policy: gomail.TLSMandatory},
		{url: "smtp://h", err: "sender is required"},
		{url: "http://h?from=a@b.c", err: "want smtp or smtps"},
		{url: "smtp://h?from=a@b.c&tls=maybe", err: "tls="},
		{url: "smtp://?from=a@b.c", err: "host is required"},
	}
	for _, c := range cases {
		s, err := ParseSMTPURL(c.url)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: %v, want an error with %q", c.url, err, c.err)
			}
			continue
		}
		if err != nil || s.host != c.host || s.port != c.port || s.user != c.user || s.implicit != c.implicit || s.policy != c.policy {
			t.Errorf("%s: %+v %v", c.url, s, err)
		}
	}
	if s, _ := ParseSMTPURL("smtp://u:secret@h?from=a@b.c"); strings.Contains(s.Describe(), "secret") || s.password != "secret" {
		t.Errorf("password %q, description %q", s.password, s.Describe())
	}
}
