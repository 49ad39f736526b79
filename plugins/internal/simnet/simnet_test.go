package simnet

import (
	"io"
	"net/http"
	"testing"
	"time"
)

// A call through the transport gets the handler's status, headers and body.
func TestTransport(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Path", r.URL.Path)
		w.WriteHeader(http.StatusAccepted)
		io.WriteString(w, "pending")
	})
	res, err := (&http.Client{Transport: Transport{h}}).Get("http://provider.simulator/calls/7")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusAccepted || res.Header.Get("X-Path") != "/calls/7" || string(body) != "pending" {
		t.Errorf("got %d %v %q", res.StatusCode, res.Header, body)
	}
}

// A signed claim verifies as its kind until it expires; a changed one, another kind or
// another key does not.
func TestClaims(t *testing.T) {
	s, now := Signer{Key: []byte("k")}, time.Unix(1_000_000, 0)
	tok := s.Tokens("u1", "huntline", now, time.Hour, 24*time.Hour)
	for _, tc := range []struct {
		name, signed, kind string
		at                 time.Time
		signer             Signer
		ok                 bool
	}{
		{"access", tok.AccessToken, "access", now, s, true},
		{"refresh", tok.RefreshToken, "refresh", now.Add(2 * time.Hour), s, true},
		{"expired", tok.AccessToken, "access", now.Add(time.Hour), s, false},
		{"another kind", tok.AccessToken, "refresh", now, s, false},
		{"another key", tok.AccessToken, "access", now, Signer{Key: []byte("x")}, false},
		{"changed", "x" + tok.AccessToken, "access", now, s, false},
		{"no signature", "abc", "access", now, s, false},
	} {
		c, ok := tc.signer.Verify(tc.signed, tc.kind, tc.at)
		if ok != tc.ok || (ok && (c.UID != "u1" || c.Client != "huntline")) {
			t.Errorf("%s: %v %v, want ok=%v", tc.name, c, ok, tc.ok)
		}
	}
}
