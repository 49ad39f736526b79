package rest_test

import (
	"strings"
	"testing"

	"huntline/resttest"
)

// A user's settings are their own, merged key by key, null removing one; bad keys and
// values are refused whole.
func TestUserConfig(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		steps := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
			want   map[string]any
		}{
			{"page size", map[string]any{"paginate_by": 50}, 200, "", map[string]any{"paginate_by": 50.0}},
			{"merge", map[string]any{"sidebar.candidate": "hidden"}, 200, "", map[string]any{"paginate_by": 50.0, "sidebar.candidate": "hidden"}},
			{"remove", map[string]any{"sidebar.candidate": nil}, 200, "", map[string]any{"paginate_by": 50.0}},
			{"bad key, nothing written", map[string]any{"theme": "dark", "1bad": true}, 400, "1bad: a setting name", map[string]any{"paginate_by": 50.0}},
			{"too large", map[string]any{"sig": strings.Repeat("x", 17000)}, 400, "sig: the value must be JSON of at most 16384 bytes", map[string]any{"paginate_by": 50.0}},
			{"empty", map[string]any{}, 400, "data: give at least one setting", map[string]any{"paginate_by": 50.0}},
		}
		for _, s := range steps {
			status, body := h.Post("/rest/data/userconfig", s.data)
			if status != s.status || !strings.Contains(message(body), s.msg) {
				t.Errorf("%s: %d %v", s.name, status, body)
			}
			_, got := h.Get("/rest/data/userconfig")
			if cfg := got["data"].(map[string]any); len(cfg) != len(s.want) || cfg["paginate_by"] != s.want["paginate_by"] || cfg["sidebar.candidate"] != s.want["sidebar.candidate"] {
				t.Errorf("%s: settings %v, want %v", s.name, cfg, s.want)
			}
		}
		h.AddUser("olga@huntline.test", resttest.AdminPassword, nil)
		olga := h.NewBrowser().LoginAs("olga@huntline.test", resttest.AdminPassword)
		if _, body := olga.Get("/rest/data/userconfig"); len(body["data"].(map[string]any)) != 0 {
			t.Errorf("another user's settings: %v", body["data"])
		}
	})
}
