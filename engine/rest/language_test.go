package rest_test

import (
	"strings"
	"testing"
)

func TestChangeLanguage(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cases := []struct {
			lang   string
			status int
			msg    string
		}{
			{"fr", 400, `lang: "fr" is not one of zh_CN, zh_TW, en`},
			{"", 400, "lang:"},
			{"zh_TW", 200, ""},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/user/changelanguage", map[string]any{"id": 1, "lang": c.lang})
			if status != c.status || !strings.Contains(message(body), c.msg) {
				t.Errorf("%q: %d %v", c.lang, status, body)
			}
		}
		if _, body := h.Get("/rest/user/current"); body["data"].(map[string]any)["lang"] != "zh_TW" {
			t.Errorf("current user after the change: %v", body)
		}
		if _, body := h.Post("/rest/user/changelanguage", map[string]any{"lang": "xx"}); !strings.Contains(message(body), "不是") {
			t.Errorf("messages follow the new language: %v", body)
		}
		bob := h.NewBrowser()
		h.AddUser("bob@x.com", "bob password 1", nil)
		bob.LoginAs("bob@x.com", "bob password 1")
		if status, _ := bob.Post("/rest/user/changelanguage", map[string]any{"id": 1, "lang": "en"}); status != 403 {
			t.Errorf("changing another user's language: %d", status)
		}
	})
}
