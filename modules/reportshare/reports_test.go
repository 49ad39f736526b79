package reportshare

import (
	"context"
	"fmt"
	"mime"
	"strings"
	"testing"
	"time"

	"huntline/clock"
	"huntline/modules/mail"
	"huntline/modules/reports"
	"huntline/resttest"
	"huntline/store/storetest"
)

// With the reports module itself rendering (no override), a scheduled report is the
// reports module's spreadsheet of the report as its owner reads it: a consultant narrowed
// to his own candidates mails a "Candidates added" report counting only his, where the
// administrator's export of the same report counts everyone's.
func TestScheduledReportIsTheOwnersExport(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		mod := New()
		admin := resttest.StartHarness(t, dbURL, mail.New(mail.Config{Attempts: 1}), reports.New(), mod)
		sink := resttest.ServeSMTP(t)
		admin.Server.UseSMTP(t, sink.Addr)
		owner := admin.As("owner@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Olga Owner"})
		other := admin.As("other@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Otto Other"})
		admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{owner.UserID}})
		for i, who := range []int64{owner.UserID, owner.UserID, other.UserID, other.UserID, other.UserID} {
			admin.Create("candidate", map[string]any{"englishName": fmt.Sprintf("Cand %d", i), "mobile": fmt.Sprintf("1391111%04d", i), "owner": who})
		}
		// Records are dated by the process clock (HUNTLINE_NOW moves it); the engine's clock
		// set below only decides when mailings are due.
		span := clock.Now().AddDate(-1, 0, 0).Format(time.DateOnly) + "," + clock.Now().AddDate(1, 0, 0).Format(time.DateOnly)
		filter := `{"groupby_x": "user", "daterange": "` + span + `"}`
		clk := &fixedClock{now: time.Date(2026, 3, 31, 10, 0, 0, 0, time.UTC)} // 18:00 in Shanghai, a month's last day
		admin.E.Now = clk.Now
		id := save(t, owner, map[string]any{"name": "My additions", "type": "candidates", "filter": filter})
		if status, body := owner.Post(fmt.Sprintf("/rest/reportsaved/%d/schedule", id), map[string]any{"frequency": "monthly", "day": 1, "hour": 7, "recipients": []int64{owner.UserID, admin.UserID}}); status != 200 {
			t.Fatalf("schedule: %d %v", status, body)
		}
		clk.Set(time.Date(2026, 3, 31, 23, 0, 0, 0, time.UTC)) // 07:00 on 1 April in Shanghai
		if n, err := mod.QueueDue(context.Background()); err != nil || n != 1 {
			t.Fatalf("queued %d, %v", n, err)
		}
		waitMailing(t, owner, id)
		got := sink.Wait(t, 1)
		_, _, files := resttest.MailParts(t, got.Raw)
		var xlsx string
		for name, body := range files {
			if decoded, err := new(mime.WordDecoder).DecodeHeader(name); err == nil {
				name = decoded // "Candidates added 2025-11-26–2027-11-26.xlsx": the en dash travels encoded
			}
			if strings.HasPrefix(name, "Candidates added") && strings.HasSuffix(name, ".xlsx") {
				xlsx = body
			}
		}
		if xlsx == "" {
			t.Fatalf("attachments: %v", keys(files))
		}
		rows, err := xlsxRows([]byte(xlsx))
		if err != nil {
			t.Fatal(err)
		}
		text := fmt.Sprint(rows)
		if strings.Contains(text, "Otto Other") || !strings.Contains(text, "Olga Owner") || fmt.Sprint(rows[len(rows)-1]) != "[Total 2]" {
			t.Errorf("the narrowed owner's spreadsheet: %v; want only his two candidates", rows)
		}
		// The same report as the administrator counts all five.
		status, body := admin.Get("/rest/reporttemplate/report?type=candidates&groupby_x=user&daterange=" + span)
		if status != 200 {
			t.Fatalf("report: %d %v", status, body)
		}
		total := body["data"].(map[string]any)["total"].(map[string]any)["cells"].(map[string]any)
		for _, c := range total {
			if v := c.(map[string]any)["value"]; v != float64(5) {
				t.Errorf("the administrator's total %v, want 5", v)
			}
		}
		if rec := owner.Record("reportsaved", id); rec["next_run"] != "2026-04-30T23:00:00Z" {
			t.Errorf("next run %v, want 07:00 on 1 May in Shanghai", rec["next_run"])
		}
	})
}

// waitMailing waits until the saved report's mailing was sent or failed, failing on a failure.
func waitMailing(t *testing.T, h *resttest.Harness, id int64) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if msg := h.Record("reportsaved", id)["last_error"]; msg != nil {
			t.Fatalf("the mailing failed: %v", msg)
		}
		_, body := h.Get("/rest/email/list")
		if len(resttest.Items(body)) > 0 {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	_, tasks := h.Get("/rest/asynctask/list")
	t.Fatalf("no mail; tasks %v", tasks)
}
