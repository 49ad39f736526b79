// Package pipelinetest drives the pipeline's call in tests, of this module and of others
// whose tests move records (an approval a move starts, names on stage records), so they
// share one fixture and one way to move instead of each keeping a copy.
package pipelinetest

import (
	"fmt"

	"huntline/resttest"
)

// Fixture is a client, a live job owned by a consultant and a candidate: what a job
// submission links.
type Fixture struct {
	Client, Job, Cand int64
}

// NewFixture writes the fixture as b's user, the job owned by owner.
func NewFixture(b *resttest.Browser, owner int64) Fixture {
	b.T.Helper()
	client := b.Create("client", map[string]any{"name": "Acme Pipeline Ltd"})
	job := b.Create("joborder", map[string]any{"jobTitle": "Staff Engineer", "client": client, "owner": owner})
	cand := b.Create("candidate", map[string]any{"mobile": "13900262102", "englishName": "Pat Pipeline", "status": "active"})
	return Fixture{Client: client, Job: job, Cand: cand}
}

// Move posts a move of job submission id to stage to (POST /rest/jobsubmission/{id}/move)
// and answers the status and body; data nil sends none.
func Move(b *resttest.Browser, id int64, to string, version int, data map[string]any) (int, map[string]any) {
	b.T.Helper()
	req := map[string]any{"to": to, "version": version}
	if data != nil {
		req["data"] = data
	}
	return b.Post(fmt.Sprintf("/rest/jobsubmission/%d/move", id), req)
}
