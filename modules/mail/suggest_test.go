package mail

import (
	"fmt"
	"net/url"
	"testing"

	"huntline/engine"
	"huntline/resttest"
)

// unconfigured is the module with no SMTP server: mails wait in the outbox.
func unconfigured() []engine.Module { return []engine.Module{New(Config{})} }

// Address suggestions come from the e-mail fields of candidates and contacts (every
// quick-search model with e-mail fields), as the user may read them.
func TestEmailAutocomplete(t *testing.T) {
	resttest.Each(t, resttest.Running(unconfigured), func(t *testing.T, h *resttest.Harness) {
		h.Create("candidate", map[string]any{"englishName": "Grace Hopper", "email": "grace@navy.example.com", "email1": "g.hopper@work.example.com"})
		client := h.Create("client", map[string]any{"name": "Acme"})
		h.Create("clientcontact", map[string]any{"client": client, "englishName": "Carl Contact", "email": "carl@navy.example.com"})
		labels := func(path string) []string {
			status, body := h.Get(path)
			if status != 200 {
				t.Fatalf("%s: %d %v", path, status, body)
			}
			var out []string
			for _, it := range body["data"].([]any) {
				out = append(out, it.(map[string]any)["label"].(string))
			}
			return out
		}
		cases := []struct{ query, want string }{
			{"email=navy", "[Grace Hopper <grace@navy.example.com> Carl Contact <carl@navy.example.com>]"},
			{"email=HOPPER", "[Grace Hopper <g.hopper@work.example.com>]"},
			{"email=navy&type=clientcontact", "[Carl Contact <carl@navy.example.com>]"},
			{"email=", "[]"},
			{"email=" + url.QueryEscape("a&b|c"), "[]"},
		}
		for _, c := range cases {
			if got := fmt.Sprint(labels("/rest/candidate/email_autocomplete?" + c.query)); got != c.want {
				t.Errorf("%s: %s, want %s", c.query, got, c.want)
			}
		}
		// Hidden contact details are not suggested.
		h.SetConfig(map[string]any{"hide_contact_info": 1})
		if got := fmt.Sprint(labels("/rest/candidate/email_autocomplete?email=navy")); got != "[]" {
			t.Errorf("hidden contacts suggested: %s", got)
		}
	})
}
