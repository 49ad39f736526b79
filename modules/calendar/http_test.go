package calendar

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"huntline/clock"
	"huntline/engine"
	"huntline/modules/notifications"
	"huntline/resttest"
)

// withNotifications is the server the calendar's calls are tried on: the module and
// notifications, which its reminders and counts go through.
func withNotifications() []engine.Module { return []engine.Module{New(), notifications.New()} }

// The calendar reads the signed-in user's to-dos in a range through the generic list: those
// assigned to them or created by them, starting in the range or running into it. Another
// user may edit a to-do they can see (spec 000 §6: to-do edit is offered to all viewers).
func TestTodoCalendarRange(t *testing.T) {
	resttest.Each(t, resttest.Running(withNotifications), func(t *testing.T, h *resttest.Harness) {
		_, cur := h.Get("/rest/user/current")
		me := int64(cur["data"].(map[string]any)["id"].(float64))
		bob := h.As("bob@huntline.test", map[string]any{"user_type": "consultant"})
		inWeek := h.Create("todo", map[string]any{"content": "Call Li Wei", "start_date": "2026-03-10T09:00:00Z", "end_date": "2026-03-10T09:30:00Z"})
		runningIn := h.Create("todo", map[string]any{"content": "Offsite", "start_date": "2026-03-08T09:00:00Z", "end_date": "2026-03-09T12:00:00Z"})
		h.Create("todo", map[string]any{"content": "Next week", "start_date": "2026-03-17T09:00:00Z"})
		h.Create("todo", map[string]any{"content": "Ended before", "start_date": "2026-03-07T09:00:00Z", "end_date": "2026-03-08T10:00:00Z"})
		forBob := bob.Create("todo", map[string]any{"content": "Bob's own", "start_date": "2026-03-11T09:00:00Z"})
		assigned := bob.Create("todo", map[string]any{"content": "For Ada", "start_date": "2026-03-12T09:00:00Z", "assignees": []any{me}})

		week := "start_date__lt=" + url.QueryEscape("2026-03-16T00:00:00Z") + "&(start_date__gte=" + url.QueryEscape("2026-03-09T00:00:00Z") + "|end_date__gte=" + url.QueryEscape("2026-03-09T00:00:00Z") + ")&(assignees={{user.id}}|addedBy={{user.id}})"
		status, body := h.Get("/rest/todo/list?ordering=start_date&paginate_by=200&gql=" + url.QueryEscape(week))
		if status != 200 {
			t.Fatalf("list: %d %v", status, body)
		}
		if got := resttest.IDs(body); len(got) != 3 || got[0] != runningIn || got[1] != inWeek || got[2] != assigned {
			t.Fatalf("Ada's week: %v, want %v", got, []int64{runningIn, inWeek, assigned})
		}
		_, body = bob.Get("/rest/todo/list?ordering=start_date&paginate_by=200&gql=" + url.QueryEscape(week))
		if got := resttest.IDs(body); len(got) != 2 || got[0] != forBob || got[1] != assigned {
			t.Fatalf("Bob's week: %v", got)
		}
		// Bob marks Ada's to-do done.
		status, body = bob.Post("/rest/todo/add", map[string]any{"id": inWeek, "version": 1, "status": "done"})
		if status != 200 {
			t.Fatalf("another user marking done: %d %v", status, body)
		}
		status, body = h.Post("/rest/todo/add", map[string]any{"id": inWeek, "version": 2, "end_date": "2026-03-10T08:00:00Z"})
		if status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "end_date") {
			t.Fatalf("end before start: %d %v", status, body)
		}
	})
}

// The header's counts reach the to-dos: one due now is a todo and on today's calendar.
func TestMessageCountsOfTodos(t *testing.T) {
	resttest.Each(t, resttest.Running(withNotifications), func(t *testing.T, admin *resttest.Harness) {
		amy := admin.As("amy@huntline.test", map[string]any{"englishName": "Amy", "user_type": "consultant"})
		from := clock.Now().UTC().Format(time.RFC3339)
		until := clock.Now().UTC().Add(20 * time.Minute).Format(time.RFC3339)
		amy.Create("todo", map[string]any{"content": "Call Li Lei", "start_date": from, "end_date": until, "assignees": []int64{amy.UserID}, "remind": "none"})
		_, body := amy.Get("/rest/data/message_count")
		d := body["data"].(map[string]any)
		if d["todo"] != float64(1) || d["calendar"] != float64(1) || d["email"] != float64(0) {
			t.Errorf("counts: %v", d)
		}
	})
}
