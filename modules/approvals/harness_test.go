package approvals

import (
	"fmt"
	"net/url"
	"testing"

	"huntline/modules/activity"
	"huntline/modules/notifications"
	"huntline/modules/pipeline"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is the administrator's harness on a server running the module, the pipeline
// whose moves its flows start from, and activity (the feeds a flow goes on).
type harness = resttest.Harness

func newHarness(t *testing.T, dbURL string) *harness {
	t.Helper()
	return resttest.StartHarness(t, dbURL, activity.New(), New(), pipeline.New(), notifications.New())
}

// move posts a stage move of a job submission and answers the status and body.
func move(h *harness, id int64, to string, version int, data map[string]any) (int, map[string]any) {
	h.T.Helper()
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
	cand := h.Create("candidate", map[string]any{"mobile": "13900950071", "englishName": "Pat Pipeline", "status": "active"})
	return pipelineFixture{client, job, cand}
}

func q(s string) string { return url.QueryEscape(s) }

func ids(body map[string]any) []int64 { return resttest.IDs(body) }
