package approvals

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"huntline/store/storetest"
)

// approvalWorld is the agency of the approval tests: a consultant whose line manager is
// crystal, a team with a leader and two members, two special approvers, a watcher told of
// passed flows, someone who approves nothing, and a job submission to invoice.
type approvalWorld struct {
	h                               *harness // the administrator
	adminID                         int64
	crystal, leo, lead, m1, m2      *harness
	sa, sb, watcher, nobody, orphan *harness
	team, sub                       int64
}

func newApprovalWorld(t *testing.T, url string) *approvalWorld {
	h := newHarness(t, url)
	w := &approvalWorld{h: h, adminID: h.Server.Admin}
	w.team = h.Create("team", map[string]any{"name": "Tech"})
	w.crystal = h.As("crystal.wang@huntline.test", map[string]any{"englishName": "Crystal Wang", "user_type": "linemgr"})
	w.lead = h.As("lead@huntline.test", map[string]any{"englishName": "Lead", "team": w.team, "isleader": true})
	w.leo = h.As("leo.cao@huntline.test", map[string]any{"englishName": "Leo Cao", "team": w.team, "lineManager": w.crystal.UserID})
	w.m1 = h.As("m1@huntline.test", map[string]any{"englishName": "Member One", "team": w.team})
	w.m2 = h.As("m2@huntline.test", map[string]any{"englishName": "Member Two", "team": w.team})
	w.sa = h.As("sa@huntline.test", map[string]any{"englishName": "Special A"})
	w.sb = h.As("sb@huntline.test", map[string]any{"englishName": "Special B"})
	w.watcher = h.As("watcher@huntline.test", map[string]any{"englishName": "Watcher"})
	w.nobody = h.As("nobody@huntline.test", map[string]any{"englishName": "Nobody"})
	w.orphan = h.As("orphan@huntline.test", map[string]any{"englishName": "No Manager"})
	client := h.Create("client", map[string]any{"name": "Acme"})
	job := h.Create("joborder", map[string]any{"jobTitle": "Go Engineer", "client": client})
	cand := h.Create("candidate", map[string]any{"mobile": "13900116072", "englishName": "Ada"})
	w.sub = h.Create("jobsubmission", map[string]any{"candidate": cand, "joborder": job})
	return w
}

// useDefinition turns every definition off and adds an active one for invoices.
func (w *approvalWorld) useDefinition(raw map[string]any) int64 {
	h := w.h
	h.T.Helper()
	_, body := h.Get("/rest/workflowdefinition/list?gql=" + q("active=1"))
	for _, id := range ids(body) {
		h.Update("workflowdefinition", id, map[string]any{"active": false})
	}
	text, _ := json.Marshal(raw)
	return h.Create("workflowdefinition", map[string]any{"name": "Invoices", "model": "invoice", "active": true, "rawjson": string(text)})
}

// invoice raises an invoice as u and answers its id and the id of the flow it started (0: none).
func (w *approvalWorld) invoice(u *harness) (int64, int64) {
	u.T.Helper()
	id := u.Create("invoice", map[string]any{"jobsubmission": w.sub, "invoiceAmount": 1000,
		"invoiceassignment_set": []any{map[string]any{"user": u.UserID, "percent": 100}}})
	_, body := w.h.Get("/rest/approvalflow/list?gql=" + q(fmt.Sprintf("model=invoice&record_id=%d&status=pending", id)))
	if got := ids(body); len(got) == 1 {
		return id, got[0]
	}
	return id, 0
}

// flow reads a flow record as the administrator.
func (w *approvalWorld) flow(id int64) map[string]any {
	w.h.T.Helper()
	status, body := w.h.Get(fmt.Sprintf("/rest/approvalflow/%d", id))
	if status != 200 {
		w.h.T.Fatalf("flow %d: %d %v", id, status, body)
	}
	return body["data"].(map[string]any)
}

// levels decodes a flow's flow_data.
func levels(t *testing.T, flow map[string]any) []map[string]any {
	t.Helper()
	var out []map[string]any
	if err := json.Unmarshal([]byte(flow["flow_data"].(string)), &out); err != nil {
		t.Fatalf("flow_data: %v", err)
	}
	return out
}

// decide approves or rejects as u with the flow's current version.
func (w *approvalWorld) decide(u *harness, flow int64, verb, feedback string) (int, map[string]any) {
	u.T.Helper()
	return u.Post(fmt.Sprintf("/rest/approvalflow/%d/%s", flow, verb), map[string]any{"feedback": feedback, "version": w.flow(flow)["version"]})
}

func mustDecide(t *testing.T, w *approvalWorld, u *harness, flow int64, verb string) map[string]any {
	t.Helper()
	status, body := w.decide(u, flow, verb, "ok")
	if status != 200 {
		t.Fatalf("%s: %d %v", verb, status, body)
	}
	return body["data"].(map[string]any)
}

// notices counts u's notifications of a type about a flow.
func notices(u *harness, typ string, flow int64) int {
	u.T.Helper()
	_, body := u.Get("/rest/notification/list?gql=" + q(fmt.Sprintf("type=%s&detail_id=%d&model_name=approvalflow&user={{user.id}}", typ, flow)))
	return len(ids(body))
}

func approverIDs(flow map[string]any) []int64 {
	var out []int64
	for _, v := range asList(flow["approvers"]) {
		switch x := v.(type) {
		case float64:
			out = append(out, int64(x))
		case map[string]any:
			out = append(out, int64(x["id"].(float64)))
		}
	}
	return out
}

func asList(v any) []any { l, _ := v.([]any); return l }

func level(typ string, users ...int64) map[string]any {
	return map[string]any{"approvalType": typ, "approvalUser": users}
}

func definition(levels ...map[string]any) map[string]any {
	list := make([]any, len(levels))
	for i, l := range levels {
		list[i] = l
	}
	return map[string]any{"approvalflowType": "system", "approvalflowNoticeAfterPass": "0", "approvals": list}
}

// A definition's rawjson is checked on every write, each problem naming
// rawjson.approvals.N.field and its rule; a good one is stored with default level names.
func TestApprovalDefinitionValidation(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newApprovalWorld(t, url)
		h := w.h
		cases := []struct {
			name, model, raw, field, rule string
		}{
			{"not JSON", "invoice", `{"approvals": [`, "rawjson", "not a JSON object"},
			{"no level", "invoice", `{"approvals": []}`, "rawjson.approvals", "at least one approval level"},
			{"unknown type", "invoice", `{"approvals": [{"approvalType": "boss"}]}`, "rawjson.approvals.0.approvalType", "must be one of anyone, line_manager"},
			{"anyone without users", "invoice", `{"approvals": [{"approvalType": "line_manager"}, {"approvalType": "anyone"}]}`, "rawjson.approvals.1.approvalUser", "is required"},
			{"special without users", "invoice", `{"approvals": [{"approvalType": "special", "approvalUser": []}]}`, "rawjson.approvals.0.approvalUser", "is required"},
			{"group without teams", "invoice", `{"approvals": [{"approvalType": "approval_group_accept_first"}]}`, "rawjson.approvals.0.approvalUser", "is required"},
			{"notice without users", "invoice", `{"approvalflowNoticeAfterPass": "1", "approvals": [{"approvalType": "root_admin"}]}`, "rawjson.notifyUsersAfterPass", "is required"},
			{"unknown user", "invoice", `{"approvals": [{"approvalType": "anyone", "approvalUser": [99999]}]}`, "rawjson.approvals.0.approvalUser", "user 99999 does not exist"},
			{"unknown team", "invoice", `{"approvals": [{"approvalType": "approval_group_accept_first", "approvalUser": [99999]}]}`, "rawjson.approvals.0.approvalUser", "team 99999 does not exist"},
			{"model without approvals", "candidate", `{"approvals": [{"approvalType": "root_admin"}]}`, "model", "has no approval flows"},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/workflowdefinition/add", map[string]any{"name": c.name, "model": c.model, "active": true, "rawjson": c.raw})
			if status != 400 || !hasFieldError(body, c.field, c.rule) {
				t.Errorf("%s: %d %v, want 400 naming %s (%s)", c.name, status, body, c.field, c.rule)
			}
		}
		_, body := h.Get("/rest/workflowdefinition/list")
		if n := len(ids(body)); n != 0 {
			t.Fatalf("refused definitions were written: %d", n)
		}
		// A good definition: names default to the level's Chinese numeral.
		id := w.useDefinition(definition(level("line_manager"), level("anyone", w.sa.UserID), level("root_admin")))
		_, rec := h.Get(fmt.Sprintf("/rest/workflowdefinition/%d", id))
		raw := rec["data"].(map[string]any)["rawjson"].(string)
		for _, want := range []string{`"approvalName":"一级审批"`, `"approvalName":"二级审批"`, `"approvalName":"三级审批"`, `"approvalId":3`} {
			if !strings.Contains(raw, want) {
				t.Errorf("rawjson %s lacks %s", raw, want)
			}
		}
		// Everyone may read the active definitions of a model (the approval panel's call).
		status, body := w.leo.Get("/rest/workflowdefinition/list?gql=" + q("model=invoice&active=1"))
		if status != 200 || len(ids(body)) != 1 || ids(body)[0] != id {
			t.Fatalf("list as a consultant: %d %v", status, body)
		}
		if item := body["list"].([]any)[0].(map[string]any); item["rawjson"] == nil || item["model"] != "invoice" {
			t.Errorf("list item: %v", item)
		}
		// Only administrators write definitions.
		if status, _ := w.leo.Post("/rest/workflowdefinition/add", map[string]any{"name": "x", "model": "invoice", "rawjson": `{"approvals": [{"approvalType": "root_admin"}]}`}); status != 403 {
			t.Errorf("a consultant adding a definition: %d", status)
		}
		// The model info tells the screens where the flows are.
		_, info := w.leo.Get("/rest/custom_field/invoice/list")
		a, _ := info["data"].(map[string]any)["approval"].(map[string]any)
		if a["status"] != "approval_status" || a["flow_model"] != "approvalflow" || a["definition_model"] != "workflowdefinition" || a["project"] != "joborder" {
			t.Errorf("invoice model info approval: %v", a)
		}
		// Turning a definition off is never refused.
		h.Update("workflowdefinition", id, map[string]any{"active": false})
	})
}

// hasFieldError tells whether a refusal names field; the rule shows in the English message
// the test passes as rule's wording (the envelope maps fields to messages).
func hasFieldError(body map[string]any, field, words string) bool {
	errs, _ := body["errors"].(map[string]any)
	msg, ok := errs[field].(string)
	return ok && strings.Contains(msg, words)
}

// The approval flow of an invoice from start to end: the line manager's level, then the
// administrators'; refusals write nothing; the invoice's approval status follows the flow;
// everyone concerned is told.
func TestApprovalFlowLevels(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newApprovalWorld(t, url)
		h := w.h
		def := definition(level("line_manager"), level("root_admin"))
		def["approvalflowNoticeAfterPass"], def["notifyUsersAfterPass"] = "1", []int64{w.watcher.UserID}
		w.useDefinition(def)
		inv, flowID := w.invoice(w.leo)
		if flowID == 0 {
			t.Fatal("creating the invoice started no flow")
		}
		_, rec := h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
		invoice := rec["data"].(map[string]any)
		if invoice["approval_status"] != "pending" || invoice["version"] != float64(1) {
			t.Fatalf("new invoice: status %v, version %v", invoice["approval_status"], invoice["version"])
		}
		f := w.flow(flowID)
		if got := approverIDs(f); len(got) != 1 || got[0] != w.crystal.UserID {
			t.Fatalf("level 1 approvers %v, want crystal %d", got, w.crystal.UserID)
		}
		if lv := levels(t, f); lv[0]["status"] != "pending" || lv[1]["status"] != "waiting" || lv[0]["name"] != "一级审批" {
			t.Fatalf("levels: %v", lv)
		}
		if notices(w.crystal, "approval_sent", flowID) != 1 {
			t.Error("crystal was not asked")
		}
		// The header's saved lists: "To approve" for crystal, "Sent by me" for leo.
		for _, c := range []struct {
			u      *harness
			filter string
		}{{w.crystal, "approvers={{user.id}}&status=pending"}, {w.leo, "applicant={{user.id}}"}} {
			if status, body := c.u.Get("/rest/approvalflow/list?gql=" + q(c.filter)); status != 200 || len(ids(body)) != 1 || ids(body)[0] != flowID {
				t.Errorf("%s: %d %v", c.filter, status, body)
			}
		}
		if _, body := w.nobody.Get("/rest/approvalflow/list?gql=" + q("approvers={{user.id}}&status=pending")); len(ids(body)) != 0 {
			t.Errorf("nobody has flows to approve: %v", ids(body))
		}

		// Refusals, each writing nothing.
		before := w.flow(flowID)["version"]
		refusals := []struct {
			name    string
			u       *harness
			verb    string
			data    map[string]any
			status  int
			message string
		}{
			{"not an approver", w.nobody, "approve", map[string]any{"version": before}, 403, "Only a pending approver"},
			{"the applicant", w.leo, "approve", map[string]any{"version": before}, 403, "Only a pending approver"},
			{"reject without feedback", w.crystal, "reject", map[string]any{"version": before, "feedback": " "}, 400, "feedback"},
			{"stale version", w.crystal, "approve", map[string]any{"version": 99}, 409, "changed by"},
			{"no version", w.crystal, "approve", map[string]any{}, 400, "version"},
		}
		for _, r := range refusals {
			status, body := r.u.Post(fmt.Sprintf("/rest/approvalflow/%d/%s", flowID, r.verb), r.data)
			if status != r.status || !strings.Contains(fmt.Sprint(body["message"]), r.message) {
				t.Errorf("%s: %d %v, want %d %q", r.name, status, body["message"], r.status, r.message)
			}
		}
		if w.flow(flowID)["version"] != before {
			t.Fatal("a refused decision changed the flow")
		}

		// The line manager approves: level 2 (the administrators) is current.
		got := mustDecide(t, w, w.crystal, flowID, "approve")
		if got["status"] != "pending" || got["level"] != float64(2) {
			t.Fatalf("after level 1: %v", got)
		}
		f = w.flow(flowID)
		if ids := approverIDs(f); len(ids) != 1 || ids[0] != w.adminID {
			t.Fatalf("level 2 approvers %v, want the admin %d", ids, w.adminID)
		}
		lv := levels(t, f)
		entries := asList(lv[0]["entries"])
		if lv[0]["status"] != "approved" || len(entries) != 1 || entries[0].(map[string]any)["user"] != float64(w.crystal.UserID) ||
			entries[0].(map[string]any)["feedback"].(map[string]any)["status"] != "approved" {
			t.Fatalf("level 1 after approval: %v", lv[0])
		}
		if n := notices(h, "approval_sent", flowID); n != 1 {
			t.Errorf("the administrator was asked %d times", n)
		}
		if n := notices(w.leo, "approval_status_changed", flowID); n != 1 {
			t.Errorf("the applicant was told %d times", n)
		}
		if status, _ := w.decide(w.crystal, flowID, "approve", ""); status != 403 {
			t.Errorf("crystal on level 2: %d, want 403", status)
		}
		_, rec = h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
		if s := rec["data"].(map[string]any)["approval_status"]; s != "pending" {
			t.Errorf("invoice mid-flow: %v", s)
		}
		// What the invoice may do next follows its flow: finance is notified only once approved.
		notifyFinance := func() any {
			_, body := h.Get(fmt.Sprintf("/rest/invoice/%d/actions", inv))
			for _, a := range body["data"].([]any) {
				if a.(map[string]any)["name"] == "notify_finance" {
					return a.(map[string]any)["shown"]
				}
			}
			return nil
		}
		if shown := notifyFinance(); shown != false {
			t.Errorf("notify finance offered on a pending invoice: %v", shown)
		}

		// The administrator approves the last level: the flow and the invoice are approved.
		got = mustDecide(t, w, h, flowID, "approve")
		if got["status"] != "approved" {
			t.Fatalf("after level 2: %v", got)
		}
		_, rec = h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
		if s := rec["data"].(map[string]any)["approval_status"]; s != "approved" {
			t.Errorf("invoice after the flow: %v", s)
		}
		if shown := notifyFinance(); shown != true {
			t.Errorf("notify finance not offered on the approved invoice: %v", shown)
		}
		if a, b := notices(w.leo, "approval_status_changed", flowID), notices(w.watcher, "approval_status_changed", flowID); a != 2 || b != 1 {
			t.Errorf("the applicant was told %d times (want 2), the watcher %d (want 1)", a, b)
		}
		changes, err := h.E.Store.RecordChanges(context.Background(), 1, "invoice", inv, 10)
		if err != nil || len(changes) == 0 || changes[0].Field != "approval_status" || changes[0].New != "approved" || changes[0].UserID != w.adminID {
			t.Errorf("the change log lacks the status change by the admin: %v %+v", err, changes)
		}
		if status, body := w.decide(h, flowID, "approve", ""); status != 409 || !strings.Contains(fmt.Sprint(body["message"]), "already approved") {
			t.Errorf("approving a finished flow: %d %v", status, body)
		}
	})
}

// Each approval type finds its approvers when its level becomes current.
func TestApprovalTypes(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newApprovalWorld(t, url)
		h := w.h

		t.Run("special needs every approver, once each", func(t *testing.T) {
			w.useDefinition(definition(level("special", w.sa.UserID, w.sb.UserID)))
			inv, flowID := w.invoice(w.leo)
			if got := mustDecide(t, w, w.sa, flowID, "approve"); got["status"] != "pending" || len(asList(got["approvers"])) != 1 {
				t.Fatalf("after A: %v", got)
			}
			if status, body := w.decide(w.sa, flowID, "approve", ""); status != 409 || !strings.Contains(fmt.Sprint(body["message"]), "already decided") {
				t.Errorf("A twice: %d %v", status, body)
			}
			if got := mustDecide(t, w, w.sb, flowID, "approve"); got["status"] != "approved" {
				t.Fatalf("after B: %v", got)
			}
			_, rec := h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
			if s := rec["data"].(map[string]any)["approval_status"]; s != "approved" {
				t.Errorf("invoice: %v", s)
			}
		})

		t.Run("group: the first member to accept passes", func(t *testing.T) {
			w.useDefinition(definition(level("approval_group_accept_first", w.team)))
			_, flowID := w.invoice(w.sa)
			if got := approverIDs(w.flow(flowID)); len(got) != 4 { // lead, leo, m1, m2
				t.Fatalf("group approvers: %v", got)
			}
			if got := mustDecide(t, w, w.m2, flowID, "approve"); got["status"] != "approved" {
				t.Fatalf("after m2: %v", got)
			}
			if status, _ := w.decide(w.m1, flowID, "approve", ""); status != 409 {
				t.Errorf("m1 after the pass: %d, want 409", status)
			}
		})

		t.Run("root_admin and team_leader", func(t *testing.T) {
			w.useDefinition(definition(level("team_leader"), level("root_admin")))
			_, flowID := w.invoice(w.leo)
			if got := approverIDs(w.flow(flowID)); len(got) != 1 || got[0] != w.lead.UserID {
				t.Fatalf("team leader approvers: %v", got)
			}
			mustDecide(t, w, w.lead, flowID, "approve")
			if got := approverIDs(w.flow(flowID)); len(got) != 1 || got[0] != w.adminID {
				t.Fatalf("root admin approvers: %v", got)
			}
			if got := mustDecide(t, w, h, flowID, "approve"); got["status"] != "approved" {
				t.Fatalf("after the admin: %v", got)
			}
		})

		t.Run("anyone: one of the listed users", func(t *testing.T) {
			w.useDefinition(definition(level("anyone", w.sa.UserID, w.sb.UserID)))
			_, flowID := w.invoice(w.leo)
			if got := mustDecide(t, w, w.sb, flowID, "approve"); got["status"] != "approved" {
				t.Fatalf("after B: %v", got)
			}
		})

		t.Run("no line manager: missing, administrators decide; restart after rejection", func(t *testing.T) {
			w.useDefinition(definition(level("line_manager")))
			inv, flowID := w.invoice(w.orphan)
			f := w.flow(flowID)
			lv := levels(t, f)
			if lv[0]["missing"] != "line_manager" || len(approverIDs(f)) != 0 {
				t.Fatalf("level without a line manager: %v", lv[0])
			}
			if notices(h, "approval_sent", flowID) != 1 {
				t.Error("the administrators were not told of the level without approver")
			}
			if status, body := w.decide(w.nobody, flowID, "approve", ""); status != 403 || !strings.Contains(fmt.Sprint(body["message"]), "administrator") {
				t.Errorf("a user on a level without approver: %d %v", status, body)
			}
			if status, body := w.decide(h, flowID, "reject", ""); status != 400 || !hasFieldError(body, "feedback", "required") {
				t.Errorf("reject without feedback: %d %v", status, body)
			}
			status, body := w.decide(h, flowID, "reject", "no manager on file")
			if status != 200 || body["data"].(map[string]any)["status"] != "rejected" {
				t.Fatalf("admin rejects: %d %v", status, body)
			}
			_, rec := h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
			if s := rec["data"].(map[string]any)["approval_status"]; s != "rejected" {
				t.Errorf("invoice: %v", s)
			}
			if entry := asList(levels(t, w.flow(flowID))[0]["entries"])[0].(map[string]any); entry["feedback"].(map[string]any)["content"] != "no manager on file" {
				t.Errorf("entry: %v", entry)
			}
			if notices(w.orphan, "approval_status_changed", flowID) != 1 {
				t.Error("the applicant was not told of the rejection")
			}
			// The applicant gets a line manager and submits again; a second start is refused.
			h.Update("user", w.orphan.UserID, map[string]any{"lineManager": w.crystal.UserID})
			start := map[string]any{"model": "invoice", "id": inv}
			status, body = w.orphan.Post("/rest/approvalflow/start", start)
			if status != 200 {
				t.Fatalf("restart: %d %v", status, body)
			}
			again := int64(body["data"].(map[string]any)["id"].(float64))
			if got := approverIDs(w.flow(again)); len(got) != 1 || got[0] != w.crystal.UserID {
				t.Fatalf("restarted flow approvers: %v", got)
			}
			if status, body := w.orphan.Post("/rest/approvalflow/start", start); status != 409 || !strings.Contains(fmt.Sprint(body["message"]), "still pending") {
				t.Errorf("start while pending: %d %v", status, body)
			}
			_, rec = h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
			if s := rec["data"].(map[string]any)["approval_status"]; s != "pending" {
				t.Errorf("invoice after the restart: %v", s)
			}
		})

		t.Run("no active definition: no flow", func(t *testing.T) {
			id := w.useDefinition(definition(level("root_admin")))
			h.Update("workflowdefinition", id, map[string]any{"active": false})
			inv, flowID := w.invoice(w.leo)
			_, rec := h.Get(fmt.Sprintf("/rest/invoice/%d", inv))
			if flowID != 0 || rec["data"].(map[string]any)["approval_status"] != nil {
				t.Errorf("flow %d, status %v", flowID, rec["data"].(map[string]any)["approval_status"])
			}
		})
	})
}

// An invoice raised by moving a submission to the invoice stage starts its flow in the
// move's transaction, carries the submission's links (so it is on their feeds), and a
// pr_manager level asks the owner of the invoice's job.
func TestApprovalFromPipelineMove(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newApprovalWorld(t, url)
		h := w.h
		f := newPipelineFixture(t, h, w.sa.UserID) // the job's owner approves pr_manager levels
		w.useDefinition(definition(level("pr_manager"), level("line_manager")))
		js := h.Create("jobsubmission", map[string]any{"candidate": f.cand, "joborder": f.job, "owner": w.leo.UserID})
		steps := []struct {
			to   string
			data map[string]any
		}{
			{"cvsent", map[string]any{}},
			{"offersign", map[string]any{"offerDate": "2026-11-20"}},
			{"onboard", map[string]any{"onboardDate": "2026-12-01"}},
			{"invoice", map[string]any{"invoiceAmount": 120000, "invoiceassignment_set": []any{map[string]any{"user": w.leo.UserID, "percent": 100}}}},
		}
		var inv int64
		for _, s := range steps {
			status, body := move(w.leo, js, s.to, h.Version("jobsubmission", js), s.data)
			if status != 200 {
				t.Fatalf("move to %s: %d %v", s.to, status, body)
			}
			if st, _ := body["data"].(map[string]any)["stage"].(map[string]any); st != nil {
				inv = int64(st["id"].(float64))
			}
		}
		_, body := h.Get("/rest/approvalflow/list?gql=" + q(fmt.Sprintf("model=invoice&record_id=%d", inv)))
		if len(ids(body)) != 1 {
			t.Fatalf("flows of invoice %d: %v", inv, body)
		}
		flow := w.flow(ids(body)[0])
		if flow["joborder"] == nil || flow["candidate"] == nil || flow["jobsubmission"] == nil {
			t.Errorf("the flow lacks the invoice's links: %v", flow)
		}
		if got := approverIDs(flow); len(got) != 1 || got[0] != w.sa.UserID {
			t.Fatalf("pr_manager approvers %v, want the job owner %d", got, w.sa.UserID)
		}
		mustDecide(t, w, w.sa, ids(body)[0], "approve")
		if got := approverIDs(w.flow(ids(body)[0])); len(got) != 1 || got[0] != w.crystal.UserID {
			t.Fatalf("line manager approvers %v", got)
		}
		if got := mustDecide(t, w, w.crystal, ids(body)[0], "approve"); got["status"] != "approved" || h.Record("invoice", inv)["approval_status"] != "approved" {
			t.Fatalf("after both levels: %v", got)
		}
		// The flow is on the submission's feed.
		_, fb := h.Post(fmt.Sprintf("/rest/feedcontent/list?model_name=jobsubmission&model_id=%d&page=1&paginate_by=100", js), map[string]any{})
		if !strings.Contains(fmt.Sprint(fb), "approvalflow") {
			t.Errorf("the submission's feed lacks the flow: %v", fb)
		}
	})
}
