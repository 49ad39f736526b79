package rest_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"huntline/engine/rest"
	"huntline/resttest"
)

// State-changing calls need the session's CSRF token in the X-CSRF-Token header.
func TestCSRF(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		body := url.Values{"data": {`{"chineseName": "王伟", "email": "wei@example.com"}`}}.Encode()
		cases := []struct {
			name, header string
			status       int
		}{
			{"no header", "", 403},
			{"wrong token", "not-the-token", 403},
			{"session token", h.Cookie(rest.CSRFCookie), 200},
		}
		for _, c := range cases {
			req, _ := http.NewRequest("POST", h.URL+"/rest/candidate/add", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if c.header != "" {
				req.Header.Set(rest.CSRFHeader, c.header)
			}
			resp, err := h.Client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			status, answer := resttest.Decode(t, resp)
			if status != c.status || (status == 403 && !strings.Contains(message(answer), "X-CSRF-Token")) {
				t.Errorf("%s: %d %v", c.name, status, answer)
			}
		}
		if status, _ := h.Get("/rest/candidate/list"); status != 200 {
			t.Errorf("a GET needs no CSRF header: %d", status)
		}
	})
}
