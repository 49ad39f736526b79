package reportshare

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"huntline/engine"
	"huntline/modules/mail"
	"huntline/modules/reports"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// world is a server running this module and mail, with three consultants: the owner of a
// saved report, a colleague it is shared with and a third who is told nothing.
type world struct {
	admin, owner, shared, third *resttest.Harness
	mod                         *Module
	render                      *listRenderer
	clock                       *fixedClock
}

// fixedClock is the engine's clock, set by the test.
type fixedClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fixedClock) Now() time.Time   { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fixedClock) Set(at time.Time) { c.mu.Lock(); c.now = at; c.mu.Unlock() }

func newWorld(t *testing.T, dbURL string) *world {
	w := &world{mod: New()}
	w.render = &listRenderer{e: func() *engine.Engine { return w.mod.Engine() }} // bound once the server starts
	w.mod.render = w.render
	w.admin = resttest.StartHarness(t, dbURL, mail.New(mail.Config{Attempts: 1}), reports.New(), w.mod)
	w.owner = w.admin.As("owner@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Olga Owner"})
	w.shared = w.admin.As("shared@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Sam Shared"})
	w.third = w.admin.As("third@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Tia Third"})
	return w
}

// save creates a saved report as h.
func save(t *testing.T, h *resttest.Harness, data map[string]any) int64 {
	t.Helper()
	status, body := h.Post("/rest/reportsaved/add", data)
	if status != 200 {
		t.Fatalf("save: %d %v", status, body)
	}
	return int64(body["data"].(float64))
}

// listed answers the names of the saved reports of a type h's list shows.
func listed(t *testing.T, h *resttest.Harness, typ string) []string {
	t.Helper()
	status, body := h.Get("/rest/reportsaved/list?gql=" + "type%3D" + typ)
	if status != 200 {
		t.Fatalf("list: %d %v", status, body)
	}
	var out []string
	for _, it := range resttest.Items(body) {
		out = append(out, fmt.Sprint(it["name"]))
	}
	return out
}

// ofType answers the names get_type lists for h: his own, then those shared with him.
func ofType(t *testing.T, h *resttest.Harness, typ string) (mine, shared []string) {
	t.Helper()
	status, body := h.Get("/rest/reportsaved/get_type?type=" + typ)
	if status != 200 {
		t.Fatalf("get_type: %d %v", status, body)
	}
	data := body["data"].(map[string]any)
	for key, out := range map[string]*[]string{"from_me": &mine, "from_share": &shared} {
		for _, it := range data[key].([]any) {
			*out = append(*out, fmt.Sprint(it.(map[string]any)["name"]))
		}
	}
	return mine, shared
}

// A saved report is seen by its owner and by those it is shared with, exactly as the
// engine's scope says; a third user finds nothing of it, may not change it and may not
// open it to everyone by clearing its private flag.
func TestSavedReportsAreSharedLikeRecords(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		w := newWorld(t, dbURL)
		id := save(t, w.owner, map[string]any{"name": "My week", "type": "activity", "filter": `{"daterange": "this_week", "groupby_x": "user"}`, "viewconfig": `{"viewType": "bar"}`})
		save(t, w.owner, map[string]any{"name": "My funnel", "type": "funnel", "filter": `{}`})
		rec := w.owner.Record("reportsaved", id)
		if owner, _ := engine.AsID(rec["owner"]); owner != w.owner.UserID || rec["islimited"] != true {
			t.Fatalf("a new saved report: owner %v, private %v; want its creator and private", rec["owner"], rec["islimited"])
		}
		if got := listed(t, w.owner, "activity"); len(got) != 1 || got[0] != "My week" {
			t.Fatalf("the owner lists %v", got)
		}
		for _, h := range []*resttest.Harness{w.shared, w.third} {
			if got := listed(t, h, "activity"); len(got) != 0 {
				t.Fatalf("%s lists %v before any share", h.Browser.URL, got)
			}
			if status, body := h.Get("/rest/reportsaved/list"); status != 200 || len(resttest.Items(body)) != 0 {
				t.Fatalf("an unfiltered list shows another user's saved reports: %d %v", status, body)
			}
		}
		if status, body := w.owner.Post(fmt.Sprintf("/rest/reportsaved/%d/share", id), map[string]any{"type": "people", "value": w.shared.UserID, "permission": "view"}); status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		if got := listed(t, w.shared, "activity"); len(got) != 1 || got[0] != "My week" {
			t.Fatalf("the colleague it is shared with lists %v", got)
		}
		if got := w.shared.Record("reportsaved", id); got["filter"] != rec["filter"] {
			t.Fatalf("the colleague reads filter %v", got["filter"])
		}
		if got := listed(t, w.third, "activity"); len(got) != 0 {
			t.Fatalf("a third user lists %v", got)
		}
		// get_type sorts them as the sidebar's saved filters: his own, shared with him. An
		// administrator, who reads every record, finds there only what is his or shared with him.
		for _, c := range []struct {
			h            *resttest.Harness
			mine, shared string
		}{{w.owner, "[My week]", "[]"}, {w.shared, "[]", "[My week]"}, {w.third, "[]", "[]"}, {w.admin, "[]", "[]"}} {
			mine, shared := ofType(t, c.h, "activity")
			if fmt.Sprint(mine) != c.mine || fmt.Sprint(shared) != c.shared {
				t.Errorf("user %d: get_type from_me %v, from_share %v; want %s, %s", c.h.UserID, mine, shared, c.mine, c.shared)
			}
		}
		if got := listed(t, w.admin, "activity"); len(got) != 1 {
			t.Errorf("the administrator's list (every record) shows %v", got)
		}
		if status, body := w.third.Get(fmt.Sprintf("/rest/reportsaved/%d", id)); status == 200 {
			if data, _ := body["data"].(map[string]any); data["name"] != nil || data["filter"] != nil {
				t.Fatalf("a third user reads %v", data)
			}
		}
		// Shared to view: the colleague may not change it; the third may not touch it.
		version := w.owner.Version("reportsaved", id)
		if status, body := w.shared.Post("/rest/reportsaved/add", map[string]any{"id": id, "version": version, "name": "Renamed"}); status != 403 {
			t.Fatalf("the colleague renames it: %d %v", status, body)
		}
		if status, body := w.third.Post("/rest/reportsaved/delete", map[string]any{"ids": []int64{id}, "count": 1}); status != 404 {
			t.Fatalf("a third user deletes it: %d %v", status, body)
		}
		if status, body := w.owner.Post("/rest/reportsaved/add", map[string]any{"id": id, "version": version, "islimited": false}); status != 400 {
			t.Fatalf("the owner clears the private flag: %d %v", status, body)
		}
		if status, body := w.owner.Post("/rest/reportsaved/add", map[string]any{"name": "Bad", "type": "activity", "filter": "daterange=this_week"}); status != 400 || !strings.HasPrefix(resttest.Message(body), "filter:") {
			t.Fatalf("a filter that is not a JSON object: %d %v", status, body)
		}
		// Unshared, the colleague sees nothing again.
		_, body := w.owner.Get(fmt.Sprintf("/rest/reportsaved/%d/share", id))
		shares, _ := body["list"].([]any)
		if len(shares) != 1 {
			t.Fatalf("shares: %v", body)
		}
		share := shares[0].(map[string]any)
		if status, body := w.owner.Post(fmt.Sprintf("/rest/reportsaved/%d/share/delete", id), map[string]any{"id": share["id"]}); status != 200 {
			t.Fatalf("unshare: %d %v", status, body)
		}
		if got := listed(t, w.shared, "activity"); len(got) != 0 {
			t.Fatalf("after the share is removed the colleague lists %v", got)
		}
		if status, body := w.owner.Post("/rest/reportsaved/delete", map[string]any{"ids": []int64{id}, "count": 1}); status != 200 {
			t.Fatalf("the owner deletes it: %d %v", status, body)
		}
	})
}

// The schedule call checks every field (400 naming it), lets only the owner schedule (403
// for a colleague it is shared with, 404 for a user who cannot see it) and answers the next
// mailing in the tenant's zone.
func TestScheduleCall(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		w := newWorld(t, dbURL)
		w.clock = &fixedClock{now: time.Date(2026, 1, 31, 14, 30, 0, 0, time.UTC)} // 22:30 in Shanghai, a month's last day
		w.admin.E.Now = w.clock.Now                                                // the tenant's zone is the default, Asia/Shanghai
		id := save(t, w.owner, map[string]any{"name": "Daily", "type": "candidates", "filter": `{"gql": ""}`})
		w.owner.Post(fmt.Sprintf("/rest/reportsaved/%d/share", id), map[string]any{"type": "people", "value": w.shared.UserID, "permission": "edit"})
		path := fmt.Sprintf("/rest/reportsaved/%d/schedule", id)
		gone := w.admin.Create("user", map[string]any{"englishName": "Gus Gone", "email": "gone@huntline.test", "status": "leave"})
		good := map[string]any{"frequency": "daily", "hour": 23, "recipients": []int64{w.owner.UserID, w.shared.UserID}}
		bad := []struct {
			data  map[string]any
			field string
		}{
			{map[string]any{"frequency": "yearly", "hour": 23, "recipients": []int64{w.owner.UserID}}, "frequency"},
			{map[string]any{"frequency": "daily", "hour": 24, "recipients": []int64{w.owner.UserID}}, "hour"},
			{map[string]any{"frequency": "weekly", "hour": 9, "recipients": []int64{w.owner.UserID}}, "weekday"},
			{map[string]any{"frequency": "monthly", "day": 31, "hour": 9, "recipients": []int64{w.owner.UserID}}, "day"},
			{map[string]any{"frequency": "daily", "hour": 9, "recipients": []int64{}}, "recipients"},
			{map[string]any{"frequency": "daily", "hour": 9, "recipients": []int64{999999}}, "recipients"},
			{map[string]any{"frequency": "daily", "hour": 9, "recipients": []int64{w.owner.UserID, gone}}, "recipients"},
		}
		for _, b := range bad {
			status, body := w.owner.Post(path, b.data)
			if status != 400 || !strings.HasPrefix(resttest.Message(body), b.field+":") {
				t.Errorf("%v: %d %q, want a 400 naming %s", b.data, status, resttest.Message(body), b.field)
			}
		}
		if status, body := w.shared.Post(path, good); status != 403 {
			t.Errorf("a colleague it is shared with (even to edit) schedules it: %d %v", status, body)
		}
		if status, body := w.third.Post(path, good); status != 404 {
			t.Errorf("a third user schedules it: %d %v", status, body)
		}
		if status, body := w.admin.Post(path, good); status != 403 {
			t.Errorf("an admin schedules another user's report (his numbers to the admin's list): %d %v", status, body)
		}
		status, body := w.owner.Post(path, good)
		if status != 200 {
			t.Fatalf("schedule: %d %v", status, body)
		}
		data := body["data"].(map[string]any)
		if data["frequency"] != "daily" || data["next_run"] != "2026-01-31T15:00:00Z" {
			t.Fatalf("scheduled: frequency %v, next run %v; want daily at 23:00 Shanghai, 2026-01-31T15:00:00Z", data["frequency"], data["next_run"])
		}
		// Through the generic add the schedule cannot be changed.
		if status, body := w.owner.Post("/rest/reportsaved/add", map[string]any{"id": id, "version": data["version"], "next_run": "2026-01-01T00:00:00Z"}); status != 400 {
			t.Errorf("next_run through add: %d %v", status, body)
		}
		if status, body := w.owner.Post(path, map[string]any{"frequency": "off"}); status != 200 || body["data"].(map[string]any)["next_run"] != nil {
			t.Fatalf("off: %d %v", status, body)
		}
	})
}

// At the chosen hour in the tenant's zone the report is rendered as its owner (a narrowed
// owner's spreadsheet holds only his records) and mailed with the .xlsx attached to the
// recipients through the mail module; each due time is sent exactly once however many
// pollers race for it, and the next one follows.
func TestScheduledMailing(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		w := newWorld(t, dbURL)
		sink := resttest.ServeSMTP(t)
		w.admin.Server.UseSMTP(t, sink.Addr)
		w.clock = &fixedClock{now: time.Date(2026, 1, 31, 14, 30, 0, 0, time.UTC)} // 22:30 in Shanghai
		w.admin.E.Now = w.clock.Now
		w.admin.Create("dataaccessmodelquery", map[string]any{"name": "Own", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{w.owner.UserID}})
		for i, c := range []struct {
			name  string
			owner int64
		}{{"Ann Mine", w.owner.UserID}, {"Bob Mine", w.owner.UserID}, {"Cid Other", w.shared.UserID}, {"Dan Other", w.admin.UserID}} {
			w.admin.Create("candidate", map[string]any{"englishName": c.name, "mobile": fmt.Sprintf("1390000%04d", i), "owner": c.owner})
		}
		id := save(t, w.owner, map[string]any{"name": "My candidates", "type": "candidates", "filter": `{"gql": "", "daterange": "this_month", "filter_basic": {"user": [1]}}`, "viewconfig": `{"viewType": "bar", "suffix": "mine"}`})
		status, body := w.owner.Post(fmt.Sprintf("/rest/reportsaved/%d/schedule", id), map[string]any{"frequency": "daily", "hour": 23, "recipients": []int64{w.owner.UserID, w.shared.UserID}})
		if status != 200 {
			t.Fatalf("schedule: %d %v", status, body)
		}
		ctx := context.Background()
		if n, err := w.mod.QueueDue(ctx); err != nil || n != 0 {
			t.Fatalf("before the hour: %d queued, %v", n, err)
		}
		w.clock.Set(time.Date(2026, 1, 31, 15, 0, 0, 0, time.UTC)) // 23:00 in Shanghai
		var wg sync.WaitGroup
		queued := make([]int, 4)
		for i := range queued {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := w.mod.QueueDue(ctx)
				if err != nil {
					t.Error(err)
				}
				queued[i] = n
			}()
		}
		wg.Wait()
		if total := queued[0] + queued[1] + queued[2] + queued[3]; total != 1 {
			t.Fatalf("four pollers at the due time queued %v mailings, want 1 in all", queued)
		}
		got := sink.Wait(t, 1)
		for _, want := range []string{"owner@huntline.test", "shared@huntline.test"} {
			if !strings.Contains(strings.Join(got.Rcpts, ","), want) {
				t.Errorf("recipients %v lack %s", got.Rcpts, want)
			}
		}
		hdr, _, files := resttest.MailParts(t, got.Raw)
		if !strings.Contains(hdr.Get("Subject"), "My candidates") {
			t.Errorf("subject %q", hdr.Get("Subject"))
		}
		xlsx, ok := files["Candidates this_month.xlsx"]
		if !ok {
			t.Fatalf("attachments: %v", keys(files))
		}
		rows, err := xlsxRows([]byte(xlsx))
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(rows) != "[[Candidate] [Ann Mine] [Bob Mine] [Total 2]]" {
			t.Errorf("the owner's spreadsheet: %v; want only his two candidates", rows)
		}
		calls := w.render.rendered()
		if len(calls) != 1 || calls[0].user != w.owner.UserID {
			t.Fatalf("rendered %v, want once as the owner %d", calls, w.owner.UserID)
		}
		if p := calls[0].params; p.Get("type") != "candidates" || p.Get("daterange") != "this_month" || p.Get("filter_basic") != `{"user":[1]}` || p.Get("suffix") != "mine" || p.Has("viewType") {
			t.Errorf("report params %v", p)
		}
		// The mail is the owner's, kept by the mail module, and turns sent.
		waitMail(t, w.owner, "sent")
		rec := w.owner.Record("reportsaved", id)
		if rec["next_run"] != "2026-02-01T15:00:00Z" || rec["last_run"] != "2026-01-31T15:00:00Z" {
			t.Errorf("after the run: next %v, last %v", rec["next_run"], rec["last_run"])
		}
		// Nothing more until the next day's 23:00 in Shanghai.
		w.clock.Set(time.Date(2026, 2, 1, 14, 59, 0, 0, time.UTC))
		if n, _ := w.mod.QueueDue(ctx); n != 0 {
			t.Fatalf("queued %d before the next day's hour", n)
		}
		w.clock.Set(time.Date(2026, 2, 1, 15, 0, 30, 0, time.UTC))
		if n, _ := w.mod.QueueDue(ctx); n != 1 {
			t.Fatalf("queued %d at the next day's hour", n)
		}
		sink.Wait(t, 2)
		if n, _ := w.mod.QueueDue(ctx); n != 0 {
			t.Fatalf("queued %d again", n)
		}
	})
}

// A mailing that cannot be rendered keeps the reason on the saved report for its owner.
func TestMailingFailureIsKept(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		w := newWorld(t, dbURL)
		w.clock = &fixedClock{now: time.Date(2026, 6, 30, 0, 30, 0, 0, time.UTC)}
		w.admin.E.Now = w.clock.Now
		id := save(t, w.owner, map[string]any{"name": "Broken", "type": "candidates", "filter": `{"gql": "nosuchfield=1"}`})
		if status, body := w.owner.Post(fmt.Sprintf("/rest/reportsaved/%d/schedule", id), map[string]any{"frequency": "monthly", "day": 1, "hour": 9, "recipients": []int64{w.owner.UserID}}); status != 200 {
			t.Fatalf("schedule: %d %v", status, body)
		}
		w.clock.Set(time.Date(2026, 7, 1, 9, 0, 0, 0, time.UTC)) // 17:00 in Shanghai, due since 09:00 there
		if n, err := w.mod.QueueDue(context.Background()); err != nil || n != 1 {
			t.Fatalf("queued %d, %v", n, err)
		}
		deadline := time.Now().Add(5 * time.Second)
		for {
			rec := w.owner.Record("reportsaved", id)
			if msg, _ := rec["last_error"].(string); strings.Contains(msg, "nosuchfield") {
				if rec["next_run"] != "2026-08-01T01:00:00Z" {
					t.Errorf("next run %v", rec["next_run"])
				}
				return
			}
			if time.Now().After(deadline) {
				_, tasks := w.owner.Get("/rest/asynctask/list")
				t.Fatalf("last_error %v; tasks %v", rec["last_error"], tasks)
			}
			time.Sleep(30 * time.Millisecond)
		}
	})
}

// waitMail waits until h's latest mail has status want.
func waitMail(t *testing.T, h *resttest.Harness, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		_, body := h.Get("/rest/email/list?ordering=-id")
		items := resttest.Items(body)
		if len(items) > 0 && items[0]["status"] == want {
			if files, _ := items[0]["attachments"].([]any); len(files) != 1 {
				t.Errorf("the mail record's attachments: %v", items[0]["attachments"])
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("mails: %v", items)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
