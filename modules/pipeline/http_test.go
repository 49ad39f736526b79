package pipeline

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"huntline/modules/activity"
	"huntline/modules/notifications"
	"huntline/modules/pipeline/pipelinetest"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// move is pipelinetest.Move under a short name: the tests here move a lot.
var move = pipelinetest.Move

func q(s string) string { return url.QueryEscape(s) }

// A submission moves only along the transitions its metadata allows; each move writes the
// stage record, copies its fields onto the submission, logs the change, puts the stage record
// on the candidate's, job's and submission's feeds and tells the owner. Refusals write nothing.
func TestPipelineMoves(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		srv, h := resttest.StartAsAdmin(t, dbURL, activity.New(), New(), notifications.New()) // activity: the log and feeds a move writes to
		cons := srv.As(t, "pipe.cons@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Connie"})
		f := pipelinetest.NewFixture(h, cons.UserID)
		js := h.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job, "owner": cons.UserID})
		sub := h.Record("jobsubmission", js)
		if sub["status"] != "longlist" || sub["shortlistDate"] == nil {
			t.Fatalf("a new submission starts on the longlist with its shortlist date: %v", sub)
		}
		if st, _ := sub["__status"].(map[string]any); st["name"] != "Longlist" || st["color"] == "" || sub["editable"] != true {
			t.Errorf("the flow page's heading: __status %v, editable %v", sub["__status"], sub["editable"])
		}

		// Illegal transitions, unknown stages, stale versions and bad stage data: refused,
		// nothing written.
		refusals := []struct {
			name    string
			to      string
			version int
			data    map[string]any
			status  int
			message string
		}{
			{"longlist cannot jump to offer", "offersign", 1, map[string]any{"offerDate": "2026-11-20"}, 400, "A record at stage Longlist cannot move to Offer (it can move to: CV Sent, Rejected)."},
			{"unknown stage", "hired", 1, nil, 400, `to: "hired" is not a stage`},
			{"stale version", "cvsent", 7, map[string]any{}, 409, "This record was changed by"},
			{"stage record fails its own checks", "cvsent", 1, map[string]any{"status": "nope"}, 400, `"nope" is not an option of status`},
			{"a stage without a record takes no data", "longlist", 1, map[string]any{"x": 1}, 400, "data: the stage longlist records nothing"},
			{"the stage record's id is the engine's", "cvsent", 1, map[string]any{"id": 5}, 400, "leave out id"},
		}
		for _, c := range refusals {
			status, body := move(h, js, c.to, c.version, c.data)
			if status != c.status || !strings.Contains(fmt.Sprint(body["message"]), c.message) {
				t.Errorf("%s: %d %v, want %d %q", c.name, status, body["message"], c.status, c.message)
			}
		}
		if n := h.Count("cvsent", "jobsubmission="+fmt.Sprint(js)); n != 0 {
			t.Fatalf("refused moves wrote %d stage records", n)
		}
		if v := h.Version("jobsubmission", js); v != 1 {
			t.Fatalf("refused moves changed the submission: version %d", v)
		}

		// The stage cannot be edited directly, and a new submission cannot start past the
		// entry stages.
		status, body := h.Post("/rest/jobsubmission/add", map[string]any{"id": js, "version": 1, "status": "onboard"})
		if status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "changes only by moving the record through its pipeline") {
			t.Errorf("editing the stage: %d %v", status, body)
		}
		cand2 := h.Create("candidate", map[string]any{"mobile": "13900411075", "englishName": "Second", "status": "active"})
		status, body = h.Post("/rest/jobsubmission/add", map[string]any{"candidate": cand2, "joborder": f.Job, "status": "invoice"})
		if status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "a new record starts at one of apply, longlist") {
			t.Errorf("starting at invoice: %d %v", status, body)
		}

		// longlist → cvsent → clientinterview (two rounds) → offersign → onboard → invoice.
		steps := []struct {
			to    string
			data  map[string]any
			field string
			want  any
		}{
			{"cvsent", map[string]any{"cvsentDate": "2026-11-02T09:00:00Z", "feedback": "Strong CV"}, "cvsentDate", "2026-11-02T09:00:00Z"},
			{"clientinterview", map[string]any{"round": "1", "interviewDate": "2026-11-05T10:00:00Z"}, "interviewRound", "1"},
			{"clientinterview", map[string]any{"round": "2", "interviewDate": "2026-11-09T10:00:00Z"}, "interviewDate", "2026-11-09T10:00:00Z"},
			{"offersign", map[string]any{"offerDate": "2026-11-12", "annualSalary": 600000,
				"offersignitem_set": []any{map[string]any{"type": "base", "monthPay": 40000, "monthNumber": 13}, map[string]any{"type": "bonus", "monthPay": 40000, "monthNumber": 2}}}, "offerSalary", 600000.0},
			{"onboard", map[string]any{"onboardDate": "2026-12-01"}, "onboardDate", "2026-12-01"},
		}
		ver := 1
		for _, s := range steps {
			status, body := move(cons, js, s.to, ver, s.data)
			if status != 200 {
				t.Fatalf("move to %s: %d %v", s.to, status, body)
			}
			data := body["data"].(map[string]any)
			ver = int(data["version"].(float64))
			stage := data["stage"].(map[string]any)
			if stage["model"] != s.to {
				t.Errorf("move to %s recorded a %v", s.to, stage["model"])
			}
			rec := h.Record(s.to, int64(stage["id"].(float64)))
			if rec["candidate"] == nil || rec["joborder"] == nil || rec["owner"] == nil {
				t.Errorf("%s record lacks the copied links: %v", s.to, rec)
			}
			sub := h.Record("jobsubmission", js)
			if sub["status"] != s.to || fmt.Sprint(sub[s.field]) != fmt.Sprint(s.want) {
				t.Errorf("after %s: status %v, %s %v (want %v)", s.to, sub["status"], s.field, sub[s.field], s.want)
			}
		}
		if n := h.Count("clientinterview", "jobsubmission="+fmt.Sprint(js)); n != 2 {
			t.Errorf("two interview rounds, %d records", n)
		}
		if n := h.Count("offersignitem", "offersign__jobsubmission="+fmt.Sprint(js)); n != 2 {
			t.Errorf("offer items: %d", n)
		}

		// The change log holds each stage change; the feeds hold each stage record.
		_, logBody := h.Get("/rest/operationlog/list?gql=" + q(fmt.Sprintf("type=update&table=jobsubmission&external_id=%d", js)))
		if !strings.Contains(fmt.Sprint(logBody), "onboard") {
			t.Errorf("change log lacks the stage changes: %v", logBody)
		}
		for _, feed := range []string{fmt.Sprintf("model_name=candidate&model_id=%d", f.Cand), fmt.Sprintf("model_name=jobsubmission&model_id=%d", js)} {
			_, fb := h.Post("/rest/feedcontent/list?"+feed+"&page=1&paginate_by=100", map[string]any{})
			got := map[string]int{}
			for _, it := range fb["data"].(map[string]any)["list"].([]any) {
				item := it.(map[string]any)
				got[fmt.Sprint(item["external_type"])]++
				if ops, _ := item["operations"].([]any); len(ops) > 0 {
					t.Errorf("a stage record offers %v on the feed; it changes through the flow page", ops)
				}
			}
			if got["cvsent"] != 1 || got["clientinterview"] != 2 || got["offersign"] != 1 || got["onboard"] != 1 {
				t.Errorf("feed %s: %v", feed, got)
			}
		}
		// The owner is told of a CV sent, an interview or an offer when someone else moves
		// the submission, never of their own moves.
		_, inbox := cons.Get("/rest/notification/list?gql=" + q("user={{user.id}}"))
		if n := len(inbox["list"].([]any)); n != 0 {
			t.Errorf("the consultant's own moves notified them %d times", n)
		}

		other := h.Create("candidate", map[string]any{"mobile": "13900411076", "englishName": "Other Pat", "status": "active"})
		js2 := h.Create("jobsubmission", map[string]any{"candidate": other, "joborder": f.Job, "owner": cons.UserID})
		if status, body := move(h, js2, "cvsent", 1, map[string]any{}); status != 200 {
			t.Fatalf("admin sends the CV: %d %v", status, body)
		}
		_, inbox = cons.Get("/rest/notification/list?gql=" + q("user={{user.id}}"))
		if l := inbox["list"].([]any); len(l) != 1 || !strings.Contains(fmt.Sprint(l[0]), "new_review") {
			t.Errorf("the owner is told of a CV sent by someone else: %v", l)
		}

		// Invoices: the revenue split must add up to 100 percent (rounded to 2 decimals).
		invoice := func(shares ...float64) map[string]any {
			var split []any
			for i, s := range shares {
				split = append(split, map[string]any{"user": []int64{cons.UserID, 1}[i%2], "percent": s})
			}
			return map[string]any{"invoiceAmount": 120000, "client": f.Client, "invoiceassignment_set": split}
		}
		status, body = move(cons, js, "invoice", ver, invoice(60, 30))
		if status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "must add up to 100 (now 90)") {
			t.Errorf("split of 90%%: %d %v", status, body["message"])
		}
		status, body = move(cons, js, "invoice", ver, invoice(33.333, 66.667))
		if status != 200 {
			t.Fatalf("split of 33.33 + 66.67: %d %v", status, body)
		}
		ver = int(body["data"].(map[string]any)["version"].(float64))
		inv := int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
		_, shares := h.Get("/rest/invoiceassignment/list?gql=" + q(fmt.Sprintf("invoice=%d", inv)) + "&ordering=id")
		var percents []string
		for _, s := range shares["list"].([]any) {
			percents = append(percents, fmt.Sprint(s.(map[string]any)["percent"]))
		}
		if strings.Join(percents, ",") != "33.33,66.67" {
			t.Errorf("percents rounded to 2 decimals: %v", percents)
		}

		// The admin rejects it: the rejection records the stage it left, and the owner is told
		// of nothing else; reopening puts it back on the longlist.
		status, body = move(h, js, "reject", ver, map[string]any{"reason": "candidate_declined"})
		if status != 200 {
			t.Fatalf("reject: %d %v", status, body)
		}
		rej := h.Record("reject", int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64)))
		if rej["stage"] != "invoice" {
			t.Errorf("the rejection records the stage it left: %v", rej["stage"])
		}
		ver = int(body["data"].(map[string]any)["version"].(float64))
		if status, body := move(h, js, "offersign", ver, map[string]any{"offerDate": "2026-11-12"}); status != 400 {
			t.Errorf("a rejected submission moved on to offer: %d %v", status, body)
		}
		if status, body := move(h, js, "longlist", ver, nil); status != 200 {
			t.Errorf("reopen: %d %v", status, body)
		}
	})
}

// The screens read a pipeline in its model's info (each stage with its link back), and only
// for a model that has one; a model without one does not move; the refusals read in the
// user's language.
func TestPipelineDescribed(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		_, h := resttest.StartAsAdmin(t, dbURL, New(), notifications.New())
		_, body := h.Get("/rest/custom_field/jobsubmission/list")
		pipe, _ := body["data"].(map[string]any)["pipeline"].(map[string]any)
		if pipe["stage"] != "status" || pipe["board"] != "joborder" {
			t.Fatalf("the model info's pipeline: %v", pipe)
		}
		vias := map[string]any{}
		for _, s := range pipe["stages"].([]any) {
			s := s.(map[string]any)
			vias[fmt.Sprint(s["code"])] = s["via"]
		}
		if vias["cvsent"] != "jobsubmission" || vias["longlist"] != nil {
			t.Errorf("stages' links back: %v", vias)
		}
		_, body = h.Get("/rest/custom_field/candidate/list")
		if p, has := body["data"].(map[string]any)["pipeline"]; has {
			t.Errorf("a model without a pipeline describes one: %v", p)
		}

		f := pipelinetest.NewFixture(h, h.UserID)
		status, body := h.Post(fmt.Sprintf("/rest/client/%d/move", f.Client), map[string]any{"to": "cvsent", "version": 1})
		if status != 404 || body["message"] != "client records do not move through a pipeline." {
			t.Errorf("moving a client: %d %v", status, body)
		}

		js := h.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job})
		h.AcceptLanguage = "zh-CN"
		cases := []struct {
			name string
			call func() (int, map[string]any)
			want string
		}{
			{"a move the stage does not allow", func() (int, map[string]any) {
				return move(h, js, "offersign", 1, map[string]any{"offerDate": "2026-11-20"})
			}, "阶段的记录不能移到"},
			{"an unknown stage", func() (int, map[string]any) { return move(h, js, "hired", 1, nil) }, "不是流程阶段（可选："},
			{"data for a stage without a model", func() (int, map[string]any) { return move(h, js, "longlist", 1, map[string]any{"x": 1}) }, "longlist 阶段不记录内容"},
			{"the stage record's id", func() (int, map[string]any) { return move(h, js, "cvsent", 1, map[string]any{"id": 5}) }, "请不要提供 id"},
			{"editing the stage", func() (int, map[string]any) {
				return h.Post("/rest/jobsubmission/add", map[string]any{"id": js, "version": 1, "status": "onboard"})
			}, "只能通过在流程中移动记录来修改"},
			{"starting past the entry stages", func() (int, map[string]any) {
				cand := h.Create("candidate", map[string]any{"mobile": "13900411077", "englishName": "Late Starter", "status": "active"})
				return h.Post("/rest/jobsubmission/add", map[string]any{"candidate": cand, "joborder": f.Job, "status": "invoice"})
			}, "新记录只能从以下阶段开始：apply, longlist"},
		}
		for _, c := range cases {
			status, body := c.call()
			if status != 400 || !strings.Contains(fmt.Sprint(body["message"]), c.want) {
				t.Errorf("%s in Chinese: %d %v, want %q", c.name, status, body["message"], c.want)
			}
		}
	})
}
