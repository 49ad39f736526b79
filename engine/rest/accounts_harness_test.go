package rest_test

import (
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strconv"

	"huntline/engine/rest"
	"huntline/resttest"
)

// browser answers another browser (its own cookie jar) on the same server.
func (h *harness) browser() *harness {
	jar, _ := cookiejar.New(nil)
	return &harness{t: h.t, e: h.e, srv: h.srv, client: &http.Client{Jar: jar}}
}

// withServer answers a browser on a second server over the same engine, with opts.
func (h *harness) withServer(opts rest.Options) *harness {
	srv := httptest.NewServer(rest.New(h.e, opts))
	h.t.Cleanup(srv.Close)
	b := h.browser()
	b.srv = srv
	return b
}

// loginAs signs this browser in, failing the test on refusal.
func (h *harness) loginAs(email, password string) *harness {
	h.t.Helper()
	resp, body := h.b().SignIn(map[string]any{"email": email, "password": password})
	if resp.StatusCode != 200 {
		h.t.Fatalf("login %s: %d %v", email, resp.StatusCode, body)
	}
	return h
}

// addUser creates a user with a password of their own (past the first sign-in's forced
// change) and answers its id.
func (h *harness) addUser(email, password string, fields map[string]any) int64 {
	h.t.Helper()
	return h.b().AddUser(h.e, email, password, fields)
}

func message(body map[string]any) string { return resttest.Message(body) }

func cookieOf(resp *http.Response, name string) *http.Cookie { return resttest.CookieOf(resp, name) }

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
