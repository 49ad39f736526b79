package approvals

import (
	"fmt"
	"net/url"
	"testing"

	"huntline/engine"
	"huntline/engine/rest/resttest"
	"huntline/modules/pipeline"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is a browser on a server running the module (Get, Post, Create ...), signed in as
// the administrator (newHarness) or as another user (as).
type harness struct {
	*resttest.Browser
	t *testing.T
	e *engine.Engine
	s *resttest.Server
}

func newHarness(t *testing.T, dbURL string) *harness {
	t.Helper()
	s, admin := resttest.StartAsAdmin(t, dbURL, New(), pipeline.New()) // moves are the pipeline's
	return &harness{Browser: admin, t: t, e: s.E, s: s}
}

// as answers a browser signed in as a new user with the given user record fields.
func (h *harness) as(email string, user map[string]any) *harness {
	h.t.Helper()
	other := *h
	other.Browser = h.s.As(h.t, email, user)
	return &other
}

// update changes fields of a record through POST /rest/{model}/add with its current version.
func (h *harness) update(model string, id int64, set map[string]any) {
	h.t.Helper()
	set["id"], set["version"] = id, record(h.t, h, model, id)["version"]
	if status, body := h.Post("/rest/"+model+"/add", set); status != 200 {
		h.t.Fatalf("update %s %d: %d %v", model, id, status, body)
	}
}

// move posts a stage move of a job submission and answers the status and body.
func (h *harness) move(id int64, to string, version int, data map[string]any) (int, map[string]any) {
	h.t.Helper()
	req := map[string]any{"to": to, "version": version}
	if data != nil {
		req["data"] = data
	}
	return h.Post(fmt.Sprintf("/rest/jobsubmission/%d/move", id), req)
}

// pipelineFixture is a client, a live job owned by a consultant and a candidate.
type pipelineFixture struct {
	client, job, cand int64
}

func newPipelineFixture(t *testing.T, h *harness, owner int64) pipelineFixture {
	t.Helper()
	client := h.Create("client", map[string]any{"name": "Acme Pipeline Ltd"})
	job := h.Create("joborder", map[string]any{"jobTitle": "Staff Engineer", "client": client, "owner": owner})
	cand := h.Create("candidate", map[string]any{"englishName": "Pat Pipeline", "status": "active"})
	return pipelineFixture{client, job, cand}
}

func record(t *testing.T, h *harness, model string, id int64) map[string]any {
	t.Helper()
	status, body := h.Get(fmt.Sprintf("/rest/%s/%d", model, id))
	if status != 200 {
		t.Fatalf("read %s %d: %d %v", model, id, status, body)
	}
	return body["data"].(map[string]any)
}

func recordVersion(t *testing.T, h *harness, model string, id int64) int {
	t.Helper()
	return int(record(t, h, model, id)["version"].(float64))
}

func q(s string) string { return url.QueryEscape(s) }

func ids(body map[string]any) []int64 { return resttest.IDs(body) }
