package rest_test

import (
	"fmt"
	"strings"
	"testing"

	"huntline/modules/pipeline/pipelinetest"
)

// Helpers over submissions and their moves (the pipeline module's call, through its
// pipelinetest), shared by the tests here that write through them.

// pipelineFixture is a client, a live job owned by the consultant and a candidate.
type pipelineFixture struct {
	client, job, cand int64
}

func newPipelineFixture(t *testing.T, h *harness, owner int64) pipelineFixture {
	t.Helper()
	f := pipelinetest.NewFixture(h.Browser, owner)
	return pipelineFixture{f.Client, f.Job, f.Cand}
}

// move posts a stage move and answers the status and body.
func move(h *harness, id int64, to string, version int, data map[string]any) (int, map[string]any) {
	h.T.Helper()
	return pipelinetest.Move(h.Browser, id, to, version, data)
}

// Bad submissions: a deleted candidate, a closed job, a second live submission of one
// candidate to one job, a hunter who is not an active hunter.
func TestSubmissionRefusals(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		f := newPipelineFixture(t, h, 1)
		closed := h.Create("joborder", map[string]any{"jobTitle": "Old Role", "client": f.client, "status": "closed"})
		gone := h.Create("candidate", map[string]any{"mobile": "13900557051", "englishName": "Gone", "status": "active"})
		if status, body := h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{gone}, "count": 1}); status != 200 {
			t.Fatalf("delete: %d %v", status, body)
		}
		hunter := h.As("pipe.hunter@huntline.test", map[string]any{"user_type": "hunter"})
		left := h.As("pipe.left@huntline.test", map[string]any{"user_type": "hunter"})
		if status, body := h.Post("/rest/user/add", map[string]any{"id": left.UserID, "version": h.Version("user", left.UserID), "status": "leave"}); status != 200 {
			t.Fatalf("leave: %d %v", status, body)
		}
		fresh := h.Create("candidate", map[string]any{"mobile": "13900557052", "englishName": "Fresh", "status": "active"})
		consultant := h.As("pipe.c2@huntline.test", map[string]any{"user_type": "consultant"})
		h.Create("jobsubmission", map[string]any{"candidate": f.cand, "joborder": f.job})

		cases := []struct {
			name    string
			data    map[string]any
			status  int
			message string
		}{
			{"deleted candidate", map[string]any{"candidate": gone, "joborder": f.job}, 400, fmt.Sprintf("candidate %d does not exist", gone)},
			{"closed job", map[string]any{"candidate": f.cand, "joborder": closed}, 400, "The job is closed: candidates can no longer be submitted to it"},
			{"duplicate", map[string]any{"candidate": f.cand, "joborder": f.job}, 409, "Duplicate Info"},
			{"a hunter who left", map[string]any{"candidate": fresh, "joborder": f.job, "hunter": left.UserID}, 400, "Choose an active hunter"},
			{"a consultant is not a hunter", map[string]any{"candidate": fresh, "joborder": f.job, "hunter": consultant.UserID}, 400, "Choose an active hunter"},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/jobsubmission/add", c.data)
			if status != c.status || !strings.Contains(fmt.Sprint(body["message"]), c.message) {
				t.Errorf("%s: %d %v, want %d %q", c.name, status, body["message"], c.status, c.message)
			}
		}
		other := h.Create("candidate", map[string]any{"mobile": "13900557053", "englishName": "Hunted", "status": "active"})
		if status, body := h.Post("/rest/jobsubmission/add", map[string]any{"candidate": other, "joborder": f.job, "hunter": hunter.UserID}); status != 200 {
			t.Errorf("an active hunter: %d %v", status, body)
		}
		if n := h.Count("jobsubmission", "joborder="+fmt.Sprint(f.job)); n != 2 {
			t.Errorf("refusals wrote submissions: %d", n)
		}
	})
}

// The spec's invoice rule: for client code fa, an invoice 'To be sent' without an onboard
// date cannot notify finance, with the message saying why.
func TestInvoiceNotifyFinanceRule(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		f := newPipelineFixture(t, h, 1)
		js := h.Create("jobsubmission", map[string]any{"candidate": f.cand, "joborder": f.job})
		status, body := h.Post("/rest/invoice/add", map[string]any{"jobsubmission": js, "invoiceAmount": 1000,
			"invoiceassignment_set": []any{map[string]any{"user": 1, "percent": 100}}})
		if status != 200 {
			t.Fatalf("invoice: %d %v", status, body)
		}
		inv := int64(body["data"].(float64))
		state := func() string {
			_, body := h.Get(fmt.Sprintf("/rest/invoice/%d/actions", inv))
			for _, a := range body["data"].([]any) {
				a := a.(map[string]any)
				if a["name"] == "notify_finance" {
					return fmt.Sprint(a["shown"], " ", a["enabled"], " ", a["reason"])
				}
			}
			return "absent"
		}
		const blocked = "The candidate has not been onboarded yet. Finance cannot be notified until onboarding is completed."
		cases := []struct {
			name   string
			code   string
			patch  map[string]any
			want   string
			zhWant string
		}{
			{"another client code: allowed", "ht", nil, "true true <nil>", ""},
			{"fa, to be sent, no onboard date: blocked", "fa", nil, "true false " + blocked, "该候选人尚未入职，入职完成后才能通知财务。"},
			{"fa with an onboard date: allowed", "fa", map[string]any{"onboardDate": "2026-12-01"}, "true true <nil>", ""},
		}
		for _, c := range cases {
			h.SetConfig(map[string]any{"CLIENT_CODE": c.code})
			if c.patch != nil {
				c.patch["id"], c.patch["version"] = inv, h.Version("invoice", inv)
				if status, body := h.Post("/rest/invoice/add", c.patch); status != 200 {
					t.Fatalf("patch: %d %v", status, body)
				}
			}
			if got := state(); got != c.want {
				t.Errorf("%s: %s, want %s", c.name, got, c.want)
			}
			if c.zhWant != "" {
				status, body := h.Post(fmt.Sprintf("/rest/invoice/%d/action/notify_finance", inv), map[string]any{"version": h.Version("invoice", inv)})
				if status != 409 || !strings.Contains(fmt.Sprint(body["message"]), blocked) {
					t.Errorf("%s: running it: %d %v", c.name, status, body["message"])
				}
			}
		}
		status, body = h.Post(fmt.Sprintf("/rest/invoice/%d/action/notify_finance", inv), map[string]any{"version": h.Version("invoice", inv)})
		if status != 200 || h.Record("invoice", inv)["status"] != "notified" {
			t.Errorf("notify finance once onboarded: %d %v", status, body)
		}
	})
}
