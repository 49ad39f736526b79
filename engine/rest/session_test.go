package rest_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"huntline/engine/rest"
	"huntline/store/storetest"
)

// State-changing calls need the session's CSRF token in the X-CSRF-Token header.
func TestCSRF(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		body := url.Values{"data": {`{"chineseName": "王伟"}`}}.Encode()
		cases := []struct {
			name, header string
			status       int
		}{
			{"no header", "", 403},
			{"wrong token", "not-the-token", 403},
			{"session token", h.cookie(rest.CSRFCookie), 200},
		}
		for _, c := range cases {
			req, _ := http.NewRequest("POST", h.srv.URL+"/rest/candidate/add", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if c.header != "" {
				req.Header.Set(rest.CSRFHeader, c.header)
			}
			resp, err := h.client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			status, answer := decode(t, resp)
			if status != c.status || (status == 403 && !strings.Contains(message(answer), "X-CSRF-Token")) {
				t.Errorf("%s: %d %v", c.name, status, answer)
			}
		}
		if status, _ := h.get("/rest/candidate/list"); status != 200 {
			t.Errorf("a GET needs no CSRF header: %d", status)
		}
	})
}
