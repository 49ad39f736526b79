package studio

import (
	"net/http"
	"net/url"
	"testing"

	"huntline/engine"
	"huntline/engine/rest/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is a browser signed in as the administrator of a server running the module.
type harness struct {
	*resttest.Browser
	t *testing.T
	s *resttest.Server
	e *engine.Engine
}

func newHarness(t *testing.T, dbURL string) *harness {
	t.Helper()
	s := resttest.Start(t, dbURL, resttest.Options{Modules: []engine.Module{New()}})
	return &harness{Browser: s.AdminBrowser(t), t: t, s: s, e: s.E}
}

func (h *harness) get(path string) (int, map[string]any) { h.t.Helper(); return h.Get(path) }

// post sends data as the spec's form field "data".
func (h *harness) post(path string, data any) (int, map[string]any) {
	h.t.Helper()
	return h.Post(path, data)
}

func (h *harness) postRaw(path, contentType, body string) (int, map[string]any) {
	h.t.Helper()
	return h.PostRaw(path, contentType, body)
}

func (h *harness) send(method, path, contentType, body string) *http.Response {
	h.t.Helper()
	return h.Send(method, path, contentType, body)
}

// create adds a record and answers its id, failing the test on refusal.
func (h *harness) create(model string, data map[string]any) int64 {
	h.t.Helper()
	return h.Create(model, data)
}

// setConfig changes tenant settings through the admin call.
func (h *harness) setConfig(patch map[string]any) { h.t.Helper(); h.SetConfig(patch) }

// as answers a browser signed in as a new user with the given user record fields.
func (h *harness) as(email string, user map[string]any) *harness {
	h.t.Helper()
	return &harness{Browser: h.s.As(h.t, email, user), t: h.t, s: h.s, e: h.e}
}

func message(body map[string]any) string {
	m, _ := body["message"].(string)
	return m
}

func q(s string) string { return url.QueryEscape(s) }

// ids answers the ids of a list answer in order.
func ids(body map[string]any) []int64 {
	var out []int64
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, int64(it.(map[string]any)["id"].(float64)))
	}
	return out
}
