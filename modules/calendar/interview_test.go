package calendar

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"huntline/engine"
	"huntline/modules/activity"
	"huntline/modules/mail"
	"huntline/modules/pipeline"
	"huntline/modules/pipeline/pipelinetest"
	"huntline/resttest"
)

// withInterviews runs what an interview stands on: the pipeline that records it, this module
// that puts it on the calendar, and mail that sends the invitations.
var withInterviews = resttest.Running(func() []engine.Module {
	return []engine.Module{activity.New(), mail.New(mail.Config{Attempts: 1}), pipeline.New(), New()}
})

// An interview (issue 17) puts an entry on the consultant's calendar; its invitation, an
// .ics with the candidate as attendee and the consultant as organizer, reaches the candidate
// through a real SMTP server; moving the interview moves the entry, and the new invitation
// keeps the UID with a higher SEQUENCE. The time is a fixed day far ahead, not today.
func TestInterviewOnCalendarWithInvitation(t *testing.T) {
	resttest.Each(t, withInterviews, func(t *testing.T, admin *resttest.Harness) {
		sink := resttest.ServeSMTP(t)
		admin.Server.UseSMTP(t, sink.Addr)
		consultant := admin.AddUser("cora@huntline.test", "Secret-123!", map[string]any{"user_type": "consultant", "englishName": "Cora Consultant", "email": "cora@huntline.test"})
		f := pipelinetest.NewFixture(admin.Browser, consultant)
		admin.Update("candidate", f.Cand, map[string]any{"email": "pat@example.org"})
		contact := admin.Create("clientcontact", map[string]any{"englishName": "Ivan Interviewer", "client": f.Client, "email": "ivan@acme.test"})
		js := admin.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job, "owner": consultant})
		if status, body := pipelinetest.Move(admin.Browser, js, "cvsent", admin.Version("jobsubmission", js), nil); status != 200 {
			t.Fatalf("cv sent: %d %v", status, body)
		}
		at := "2031-05-20T06:30:00Z"
		status, body := pipelinetest.Move(admin.Browser, js, "clientinterview", admin.Version("jobsubmission", js),
			map[string]any{"interviewDate": at, "round": "1", "location": "Acme HQ, Room 4", "contacts": []int64{contact}})
		if status != 200 {
			t.Fatalf("interview: %d %v", status, body)
		}
		iv := int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
		rec := admin.Record("clientinterview", iv)
		entryID, ok := engine.AsID(rec["calendar_entry"])
		if !ok {
			t.Fatalf("the interview has no calendar entry: %v", rec)
		}
		entry := admin.Record("todo", entryID)
		if !sameInstant(entry["start_date"], at) || !sameInstant(entry["end_date"], "2031-05-20T07:30:00Z") || engine.AsInt64(idOf(entry["jobsubmission"])) != js {
			t.Errorf("entry: %v", entry)
		}
		if fmt.Sprint(entry["assignees"]) != fmt.Sprintf("[%d]", consultant) || optionCode(entry["category"]) != "interview" {
			t.Errorf("entry on %#v, category %#v; want the consultant %d, interview", entry["assignees"], entry["category"], consultant)
		}
		if c, _ := entry["content"].(string); !strings.Contains(c, "Pat Pipeline") || !strings.Contains(c, "Acme HQ, Room 4") {
			t.Errorf("entry content %q", c)
		}

		first := invite(t, admin, iv, "candidate")
		if len(first.To) != 1 || !strings.Contains(first.To[0], "pat@example.org") {
			t.Errorf("invitation to %v", first.To)
		}
		if status, body := admin.Post("/rest/email/send", map[string]any{"to": first.To, "subject": "Your interview", "content": "<p>See you there</p>",
			"jobsubmission": js, "candidate": f.Cand, "attachment": fmt.Sprint(first.File)}); status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		got := sink.Wait(t, 1)
		if !slices.Contains(got.Rcpts, "pat@example.org") {
			t.Errorf("recipients %v", got.Rcpts)
		}
		_, _, files := resttest.MailParts(t, got.Raw)
		ev := parseEvent(t, files["invitation.ics"])
		start, _ := ev.GetStartAt()
		end, _ := ev.GetEndAt()
		if !start.Equal(mustTime(at)) || !end.Equal(mustTime("2031-05-20T07:30:00Z")) {
			t.Errorf("event %v – %v", start, end)
		}
		prop := func(p ics.ComponentProperty) string {
			if v := ev.GetProperty(p); v != nil {
				return v.Value
			}
			return ""
		}
		if prop(ics.ComponentPropertyLocation) != "Acme HQ, Room 4" || !strings.Contains(prop(ics.ComponentPropertySummary), "Pat Pipeline") ||
			!strings.EqualFold(prop(ics.ComponentPropertyOrganizer), "mailto:cora@huntline.test") || prop(ics.ComponentPropertySequence) != "0" {
			t.Errorf("event: location %q, summary %q, organizer %q, sequence %q", prop(ics.ComponentPropertyLocation), prop(ics.ComponentPropertySummary), prop(ics.ComponentPropertyOrganizer), prop(ics.ComponentPropertySequence))
		}
		if as := ev.Attendees(); len(as) != 1 || as[0].Email() != "pat@example.org" {
			t.Errorf("attendees %v", as)
		}
		if ev.Id() != first.UID {
			t.Errorf("UID %q, the call said %q", ev.Id(), first.UID)
		}

		// The interviewers are invited apart from the candidate.
		if panel := invite(t, admin, iv, "contacts"); len(panel.To) != 1 || !strings.Contains(panel.To[0], "ivan@acme.test") {
			t.Errorf("interviewers' invitation to %v", panel.To)
		}

		// Rescheduled: the entry moves, the invitation keeps its UID with a higher sequence.
		moved := "2031-05-21T02:00:00Z"
		admin.Update("clientinterview", iv, map[string]any{"interviewDate": moved})
		entry = admin.Record("todo", entryID)
		if !sameInstant(entry["start_date"], moved) || !sameInstant(entry["end_date"], "2031-05-21T03:00:00Z") {
			t.Errorf("moved entry: %v – %v", entry["start_date"], entry["end_date"])
		}
		if n := admin.Count("todo", fmt.Sprintf("jobsubmission=%d", js)); n != 1 {
			t.Errorf("%d entries for one interview", n)
		}
		second := invite(t, admin, iv, "candidate")
		if second.UID != first.UID || second.Sequence <= first.Sequence {
			t.Errorf("rescheduled invitation: UID %q seq %d after %q seq %d", second.UID, second.Sequence, first.UID, first.Sequence)
		}
		// Feedback is no new time: the sequence stays.
		admin.Update("clientinterview", iv, map[string]any{"feedback": "Strong on systems design"})
		if third := invite(t, admin, iv, "candidate"); third.Sequence != second.Sequence {
			t.Errorf("feedback moved the sequence from %d to %d", second.Sequence, third.Sequence)
		}
		if status, body := admin.Post(fmt.Sprintf("/rest/clientinterview/%d/invitation", iv), map[string]any{"attendees": "owner"}); status != 400 {
			t.Errorf("inviting a link that is no attendee: %d %v", status, body)
		}
		if status, body := admin.Post(fmt.Sprintf("/rest/candidate/%d/invitation", f.Cand), map[string]any{}); status != 404 {
			t.Errorf("a model without calendar entries: %d %v", status, body)
		}
	})
}

type invitation struct {
	File     int64
	To       []string
	UID      string
	Sequence int
}

func invite(t *testing.T, h *resttest.Harness, id int64, group string) invitation {
	t.Helper()
	status, body := h.Post(fmt.Sprintf("/rest/clientinterview/%d/invitation", id), map[string]any{"attendees": group})
	if status != 200 {
		t.Fatalf("invitation: %d %v", status, body)
	}
	d := body["data"].(map[string]any)
	out := invitation{File: int64(d["file"].(map[string]any)["id"].(float64)), UID: d["uid"].(string), Sequence: int(d["sequence"].(float64))}
	for _, a := range d["to"].([]any) {
		out.To = append(out.To, a.(string))
	}
	return out
}

func parseEvent(t *testing.T, raw string) *ics.VEvent {
	t.Helper()
	if raw == "" {
		t.Fatal("the mail has no invitation.ics")
	}
	cal, err := ics.ParseCalendar(bytes.NewReader([]byte(raw)))
	if err != nil {
		t.Fatalf("the .ics does not parse: %v\n%s", err, raw)
	}
	if m := cal.CalendarProperties; len(m) == 0 || !strings.Contains(raw, "METHOD:REQUEST") {
		t.Errorf("the calendar is no request:\n%s", raw)
	}
	evs := cal.Events()
	if len(evs) != 1 {
		t.Fatalf("%d events in\n%s", len(evs), raw)
	}
	return evs[0]
}

func mustTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func sameInstant(v any, want string) bool {
	s, _ := v.(string)
	got, err := time.Parse(time.RFC3339, s)
	return err == nil && got.Equal(mustTime(want))
}

func idOf(v any) any {
	if m, ok := v.(map[string]any); ok {
		return m["id"]
	}
	return v
}

func optionCode(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case map[string]any:
		s, _ := t["code"].(string)
		return s
	}
	return ""
}

// Deleting an interview (it was cancelled) takes its entry off the calendar, and recovering
// the interview from the recycle bin puts the entry back.
func TestDeletedInterviewLeavesTheCalendar(t *testing.T) {
	resttest.Each(t, withInterviews, func(t *testing.T, admin *resttest.Harness) {
		consultant := admin.AddUser("dora@huntline.test", "Secret-123!", map[string]any{"user_type": "consultant", "englishName": "Dora Consultant"})
		f := pipelinetest.NewFixture(admin.Browser, consultant)
		js := admin.Create("jobsubmission", map[string]any{"candidate": f.Cand, "joborder": f.Job, "owner": consultant})
		if status, body := pipelinetest.Move(admin.Browser, js, "cvsent", admin.Version("jobsubmission", js), nil); status != 200 {
			t.Fatalf("cv sent: %d %v", status, body)
		}
		status, body := pipelinetest.Move(admin.Browser, js, "clientinterview", admin.Version("jobsubmission", js),
			map[string]any{"interviewDate": "2031-06-03T02:00:00Z", "round": "1"})
		if status != 200 {
			t.Fatalf("interview: %d %v", status, body)
		}
		iv := int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
		entry, ok := engine.AsID(admin.Record("clientinterview", iv)["calendar_entry"])
		if !ok {
			t.Fatal("the interview has no calendar entry")
		}
		onCalendar := func() int { return admin.Count("todo", fmt.Sprintf("id=%d", entry)) }
		if onCalendar() != 1 {
			t.Fatal("the entry is not listed before the delete")
		}
		if status, body := admin.Post("/rest/clientinterview/delete", map[string]any{"ids": []int64{iv}, "count": 1}); status != 200 {
			t.Fatalf("delete: %d %v", status, body)
		}
		if onCalendar() != 0 {
			t.Error("the deleted interview's entry is still on the calendar")
		}
		if status, body := admin.Post("/rest/clientinterview/add", map[string]any{"id": iv, "is_deleted": false}); status != 200 {
			t.Fatalf("recover: %d %v", status, body)
		}
		if onCalendar() != 1 {
			t.Error("the recovered interview's entry did not come back")
		}
	})
}
