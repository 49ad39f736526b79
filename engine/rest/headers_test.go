package rest_test

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"huntline/engine/rest"
)

// Every answer carries the browser protections: no framing by other sites, no MIME
// sniffing, no full URLs in Referer headers to other sites, and a Content-Security-Policy
// (the app's, the set-password page's with the hash of its script, or none-at-all for data).
func TestSecurityHeaders(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		app := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte("<!doctype html><div id=root></div>"))
		})
		b := h.WithServer(rest.Options{UI: app})
		cases := []struct {
			path, frame, referrer string
			csp                   []string
		}{
			{"/crm", "DENY", "same-origin", []string{"default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"}},
			{"/m/login", "DENY", "same-origin", []string{"script-src 'self'", "frame-ancestors 'none'"}},
			{"/rest/user/current", "DENY", "same-origin", []string{"default-src 'none'", "frame-ancestors 'none'"}},
			{"/health", "DENY", "same-origin", []string{"default-src 'none'", "frame-ancestors 'none'"}},
			{"/set-password?email=a&type=reset&token=t", "DENY", "no-referrer", []string{"default-src 'none'", "script-src 'sha256-", "frame-ancestors 'none'"}},
			{"/rest/file/preview/x", "SAMEORIGIN", "same-origin", []string{"frame-ancestors 'self'"}}, // the app frames previews
		}
		for _, c := range cases {
			resp, err := b.Client.Get(b.URL + c.path)
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			hd := resp.Header
			if hd.Get("X-Content-Type-Options") != "nosniff" || hd.Get("X-Frame-Options") != c.frame || hd.Get("Referrer-Policy") != c.referrer {
				t.Errorf("%s: nosniff %q, frame %q, referrer %q", c.path, hd.Get("X-Content-Type-Options"), hd.Get("X-Frame-Options"), hd.Get("Referrer-Policy"))
			}
			csp := hd.Get("Content-Security-Policy")
			for _, want := range c.csp {
				if !strings.Contains(csp, want) {
					t.Errorf("%s: CSP %q lacks %q", c.path, csp, want)
				}
			}
			if strings.Contains(csp, "'unsafe-inline'") && strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
				t.Errorf("%s: inline scripts allowed: %q", c.path, csp)
			}
			if strings.HasPrefix(c.path, "/set-password") {
				// The page's own script runs: its hash is in the policy.
				script := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindSubmatch(page)
				if script == nil {
					t.Fatalf("set-password page has no inline script: %s", page)
				}
				sum := sha256.Sum256(script[1])
				if want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(csp, want) {
					t.Errorf("set-password CSP %q lacks its script's hash %s", csp, want)
				}
			}
		}
	})
}
