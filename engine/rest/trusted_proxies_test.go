package rest_test

import (
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"huntline/engine/rest"
	"huntline/resttest"
)

// Behind a TLS-terminating proxy named in the trusted proxies, the session cookie is Secure
// and the sign-in limit counts each client by its X-Forwarded-For address; from anyone else
// both headers are ignored, so a client can neither pick a fresh address per attempt nor
// pass for a secure connection.
func TestTrustedProxies(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		loopback, err := rest.ParseTrustedProxies("127.0.0.0/8, ::1") // the test client's connection
		if err != nil {
			t.Fatal(err)
		}
		elsewhere, _ := rest.ParseTrustedProxies("10.0.0.0/8")
		cases := []struct {
			name      string
			trusted   []*net.IPNet
			secure    bool // the proxy's X-Forwarded-Proto: https is believed
			perClient bool // the limit counts X-Forwarded-For addresses apart
		}{
			{"no trusted proxy", nil, false, false},
			{"a trusted proxy that is not this client", elsewhere, false, false},
			{"the trusted proxy in front", loopback, true, true},
		}
		for _, c := range cases {
			b := h.WithServer(rest.Options{TrustedProxies: c.trusted, LoginBurst: 2, LoginEvery: time.Hour})
			try := func(client, password string) *http.Response {
				raw, _ := json.Marshal(map[string]any{"email": "admin@huntline.test", "password": password})
				req, _ := http.NewRequest("POST", b.URL+"/rest/user/login", strings.NewReader(url.Values{"data": {string(raw)}}.Encode()))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				req.Header.Set("X-Forwarded-For", client)
				req.Header.Set("X-Forwarded-Proto", "https")
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				return resp
			}
			resp := try("203.0.113.1", resttest.AdminPassword)
			ck := resttest.CookieOf(resp, rest.SessionCookie)
			if resp.StatusCode != 200 || ck == nil || ck.Secure != c.secure || resttest.CookieOf(resp, rest.CSRFCookie).Secure != c.secure {
				t.Errorf("%s: sign-in %d, session cookie %+v, want Secure %v", c.name, resp.StatusCode, ck, c.secure)
			}
			if hsts := resp.Header.Get("Strict-Transport-Security") != ""; hsts != c.secure {
				t.Errorf("%s: Strict-Transport-Security %q", c.name, resp.Header.Get("Strict-Transport-Security"))
			}
			if resp := try("203.0.113.1", "wrong pass 1"); resp.StatusCode != 401 {
				t.Errorf("%s: second attempt: %d, want 401", c.name, resp.StatusCode)
			}
			if resp := try("203.0.113.1", "wrong pass 1"); resp.StatusCode != 429 {
				t.Errorf("%s: third attempt from one client: %d, want 429", c.name, resp.StatusCode)
			}
			want := 429
			if c.perClient {
				want = 401
			}
			if resp := try("203.0.113.2", "wrong pass 1"); resp.StatusCode != want {
				t.Errorf("%s: another client: %d, want %d", c.name, resp.StatusCode, want)
			}
		}
	})
}
