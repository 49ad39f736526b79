package studio

import (
	"net/url"
	"testing"

	"huntline/engine"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is a browser (Get, Post, PostRaw, Send, Create, SetConfig ...) signed in as the
// administrator of a server running the module, with the server's engine.
type harness struct {
	*resttest.Browser
	s *resttest.Server
	e *engine.Engine
}

func newHarness(t *testing.T, dbURL string) *harness {
	t.Helper()
	s, admin := resttest.StartAsAdmin(t, dbURL, New())
	return &harness{Browser: admin, s: s, e: s.E}
}

// as answers a browser signed in as a new user with the given user record fields.
func (h *harness) as(email string, user map[string]any) *harness {
	h.T.Helper()
	return &harness{Browser: h.s.As(h.T, email, user), s: h.s, e: h.e}
}

var ids, message = resttest.IDs, resttest.Message

func q(s string) string { return url.QueryEscape(s) }
