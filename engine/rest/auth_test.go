package rest_test

import (
	"net/http"
	"testing"

	"huntline/resttest"
)

func TestSessionGuardsEveryRestCall(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
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
			req, _ := http.NewRequest(c.method, h.URL+c.path, nil)
			resp, err := h.Client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			status, body := resttest.Decode(t, resp)
			if status != http.StatusUnauthorized || body["status"] != false {
				t.Errorf("%s %s without a session: %d %v", c.method, c.path, status, body)
			}
		}
		if status, body := h.Get("/health"); status != 200 || body["build_date"] != "2026-11-22" {
			t.Errorf("health: %d %v", status, body)
		}
	})
}
