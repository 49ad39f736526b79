package rest_test

import (
	"net/http"
	"strings"
	"testing"

	"huntline/store/storetest"
)

func TestSessionGuardsEveryRestCall(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		calls := []struct{ method, path string }{
			{"GET", "/rest/candidate/list"}, {"GET", "/rest/candidate/1"}, {"POST", "/rest/candidate/add"},
			{"POST", "/rest/candidate/delete"}, {"GET", "/rest/candidate/list/facet"}, {"GET", "/rest/candidate/facet/fields"},
			{"GET", "/rest/candidate/list/export"}, {"GET", "/rest/options/list?type=gender"}, {"GET", "/rest/custom_field/candidate/list"},
			{"GET", "/rest/data/quick_search?name=a"}, {"GET", "/rest/data/autocomplete?type=client"}, {"GET", "/rest/asynctask/list"},
			{"GET", "/rest/user/current"}, {"GET", "/rest/user/logout"}, {"POST", "/rest/user/changepassword"},
			{"POST", "/rest/user/changelanguage"}, {"POST", "/rest/user/unlock"}, {"POST", "/rest/user/switch"},
			{"POST", "/rest/user/back"}, {"GET", "/rest/mail/outbox"},
		}
		for _, c := range calls {
			req, _ := http.NewRequest(c.method, h.srv.URL+c.path, nil)
			resp, err := h.client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			status, body := decode(t, resp)
			if status != http.StatusUnauthorized || body["status"] != false {
				t.Errorf("%s %s without a session: %d %v", c.method, c.path, status, body)
			}
		}
		if status, body := h.get("/health"); status != 200 || body["build_date"] != "2026-11-22" {
			t.Errorf("health: %d %v", status, body)
		}
	})
}

func TestLogin(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		cases := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"wrong password", map[string]any{"email": "admin@huntline.test", "password": "nope nope"}, 401, "Username or Password is incorrect"},
			{"unknown account", map[string]any{"email": "who@x.com", "password": "whatever1"}, 401, "Username or Password is incorrect"},
			{"missing password", map[string]any{"email": "admin@huntline.test"}, 400, "required"},
			{"e-mail in capitals", map[string]any{"email": "ADMIN@huntline.test", "password": adminPassword}, 200, ""},
		}
		for _, c := range cases {
			status, body := h.post("/rest/user/login", c.data)
			msg, _ := body["message"].(string)
			if status != c.status || !strings.Contains(msg, c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if status, body := h.get("/rest/user/current"); status != 200 || body["data"].(map[string]any)["isAdmin"] != true {
			t.Errorf("current user: %d %v", status, body)
		}
		status, body := h.post("/rest/user/login", map[string]any{"email": "admin@huntline.test", "password": adminPassword, "next": "https://evil.example/x"})
		if status != 200 || body["data"] != "/crm" || body["next"] != "redirect" {
			t.Errorf("off-site next: %d %v", status, body)
		}
		if status, _ := h.get("/rest/user/logout"); status != 200 {
			t.Errorf("logout: %d", status)
		}
		if status, _ := h.get("/rest/candidate/list"); status != 401 {
			t.Errorf("after logout: %d", status)
		}
	})
}
