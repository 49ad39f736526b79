package calendar

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/activity"
	"huntline/modules/notifications"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// openTest opens an engine with this module over a migrated test database, closed when
// the test ends; activity puts to-dos on the feeds they name, as in the binary.
func openTest(t *testing.T, dbURL string, extra ...meta.Source) *engine.Engine {
	t.Helper()
	e, err := engine.Open(context.Background(), engine.Options{DB: dbURL, DataDir: t.TempDir(), Meta: extra, Modules: []engine.Module{activity.New(), New(), notifications.New()}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// calendarFixture is an engine on a fresh database with a fixed clock, two users and the
// shipped to-do model.
type calendarFixture struct {
	e        *engine.Engine
	s        *Module
	ann, bob engine.Principal
	now      time.Time
}

func newCalendarFixture(t *testing.T, dbURL string, extra ...meta.Source) *calendarFixture {
	t.Helper()
	ctx := context.Background()
	e := openTest(t, dbURL, extra...)
	f := &calendarFixture{e: e, s: &Module{Declared: engine.Declare(files).On(e)}, now: time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)}
	e.Now = func() time.Time { return f.now }
	user := func(name string) engine.Principal {
		res, err := e.Save(ctx, engine.System(1), "user", map[string]any{"englishName": name, "email": strings.ToLower(name) + "@x.com"})
		if err != nil {
			t.Fatal(err)
		}
		return engine.Principal{TenantID: 1, UserID: res.ID, Lang: "en", IsAdmin: true, Name: name}
	}
	f.ann, f.bob = user("Ann"), user("Bob")
	return f
}

func (f *calendarFixture) at(d time.Duration) string {
	return f.now.Add(d).Format("2006-01-02T15:04:05Z")
}

func (f *calendarFixture) todo(t *testing.T, p engine.Principal, data map[string]any) int64 {
	t.Helper()
	res, err := f.e.Save(context.Background(), p, "todo", data)
	if err != nil {
		t.Fatal(err)
	}
	return res.ID
}

func (f *calendarFixture) inbox(t *testing.T, user int64) int {
	t.Helper()
	var n int
	q := f.e.Store.DB().Rebind("SELECT count(*) FROM rec_notification t WHERE " + f.e.Store.Dialect().FieldExpr("t", f.e.Reg().Model("notification").Field("user")) + " = ?")
	if err := f.e.Store.DB().GetContext(context.Background(), &n, q, user); err != nil {
		t.Fatal(err)
	}
	return n
}

// A to-do is refused with the rule and the field named when its end precedes its start or
// its category is not one of the list's.
func TestTodoValidation(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		f := newCalendarFixture(t, dbURL)
		cases := []struct {
			name        string
			data        map[string]any
			field, rule string
		}{
			{"end before start", map[string]any{"content": "Call", "start_date": f.at(time.Hour), "end_date": f.at(0)}, "end_date", "not_before"},
			{"unknown category", map[string]any{"content": "Call", "start_date": f.at(0), "category": "lunch"}, "category", ""},
			{"no content", map[string]any{"start_date": f.at(0)}, "content", "required"},
			{"end equal to start", map[string]any{"content": "Call", "start_date": f.at(0), "end_date": f.at(0)}, "", ""},
			{"end after start", map[string]any{"content": "Call", "start_date": f.at(0), "end_date": f.at(time.Hour), "category": "meeting"}, "", ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				_, err := f.e.Save(context.Background(), f.ann, "todo", c.data)
				if c.field == "" {
					if err != nil {
						t.Fatalf("refused: %v", err)
					}
					return
				}
				var ee *engine.Error
				if !errors.As(err, &ee) || ee.Status != 400 || len(ee.Fields) != 1 || ee.Fields[0].Field != c.field {
					t.Fatalf("want a 400 naming %s, got %v", c.field, err)
				}
				if c.rule != "" && ee.Fields[0].Rule != c.rule {
					t.Errorf("rule %q, want %q", ee.Fields[0].Rule, c.rule)
				}
				if !strings.Contains(ee.Msg, c.field) {
					t.Errorf("message %q does not name %s", ee.Msg, c.field)
				}
			})
		}
		// An edit moving the end before the start is refused as well.
		id := f.todo(t, f.ann, map[string]any{"content": "Call", "start_date": f.at(0)})
		_, err := f.e.Save(context.Background(), f.ann, "todo", map[string]any{"id": id, "version": 1, "end_date": f.at(-time.Hour)})
		if err == nil || !strings.Contains(err.Error(), "end_date") {
			t.Fatalf("an edit putting the end first: %v", err)
		}
	})
}

// The reminder time follows the start and the offset; no reminder leaves none.
func TestReminderTime(t *testing.T) {
	cases := []struct {
		from, offset any
		want         string
	}{
		{"2026-03-10T09:00:00Z", "15", "2026-03-10T08:45:00Z"},
		{"2026-03-10T09:00:00Z", "0", "2026-03-10T09:00:00Z"},
		{"2026-03-10T09:00:00Z", "1440", "2026-03-09T09:00:00Z"},
		{"2026-03-10T09:00:00Z", "none", ""},
		{"2026-03-10T09:00:00Z", nil, ""},
		{nil, "15", ""},
	}
	for _, c := range cases {
		if got := reminderAt(c.from, c.offset); got != c.want {
			t.Errorf("reminderAt(%v, %v) = %q, want %q", c.from, c.offset, got, c.want)
		}
	}
}

// Two processes polling at once send a due reminder once; an edit moving the start
// schedules it again, and it goes out once more when that time comes.
func TestReminderOnceAndRescheduled(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		f := newCalendarFixture(t, dbURL)
		otherEngine := openTest(t, dbURL)
		otherEngine.Now = f.e.Now
		other := &Module{Declared: engine.Declare(files).On(otherEngine)}
		id := f.todo(t, f.ann, map[string]any{"content": "Call Li Wei", "start_date": f.at(10 * time.Minute), "remind": "15", "assignees": []any{f.ann.UserID, f.bob.UserID}})
		var wg sync.WaitGroup
		sent := make([]int, 4)
		for i := range sent {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s := f.s
				if i%2 == 1 {
					s = other
				}
				n, err := s.SendDueReminders(ctx)
				if err != nil {
					t.Error(err)
				}
				sent[i] = n
			}()
		}
		wg.Wait()
		if total := sent[0] + sent[1] + sent[2] + sent[3]; total != 1 {
			t.Fatalf("sent %d times (%v), want once", total, sent)
		}
		if f.inbox(t, f.ann.UserID) != 1 || f.inbox(t, f.bob.UserID) != 1 {
			t.Fatalf("each assignee should have one reminder: ann %d, bob %d", f.inbox(t, f.ann.UserID), f.inbox(t, f.bob.UserID))
		}
		if n, _ := f.s.SendDueReminders(ctx); n != 0 {
			t.Fatalf("a sent reminder went out again")
		}

		rec, err := f.e.Store.Get(ctx, f.e.Reg().Model("todo"), 1, id)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.e.Save(ctx, f.bob, "todo", map[string]any{"id": id, "version": rec.Version, "start_date": f.at(2 * time.Hour)}); err != nil {
			t.Fatal(err)
		}
		rec, _ = f.e.Store.Get(ctx, f.e.Reg().Model("todo"), 1, id)
		if rec.Data["reminded"] != false || rec.Data["remind_at"] != f.at(105*time.Minute) {
			t.Fatalf("after moving the start: reminded %v, remind_at %v", rec.Data["reminded"], rec.Data["remind_at"])
		}
		if n, _ := f.s.SendDueReminders(ctx); n != 0 {
			t.Fatal("the moved reminder went out before its time")
		}
		f.now = f.now.Add(106 * time.Minute)
		if n, _ := f.s.SendDueReminders(ctx); n != 1 {
			t.Fatalf("the moved reminder did not go out at its time")
		}
		if f.inbox(t, f.ann.UserID) != 2 {
			t.Fatalf("ann should have two reminders, has %d", f.inbox(t, f.ann.UserID))
		}
		// Done before its reminder: no one is reminded; opened again, it is scheduled again.
		early := f.todo(t, f.ann, map[string]any{"content": "Done early", "start_date": f.at(time.Hour), "remind": "60", "status": "done"})
		if n, _ := f.s.SendDueReminders(ctx); n != 0 {
			t.Fatal("a finished to-do reminded")
		}
		if _, err := f.e.Save(ctx, f.ann, "todo", map[string]any{"id": early, "version": 1, "status": "open"}); err != nil {
			t.Fatal(err)
		}
		if n, _ := f.s.SendDueReminders(ctx); n != 1 {
			t.Fatal("a to-do opened again after its reminder time did not remind")
		}
		// No reminder: nothing is scheduled.
		none := f.todo(t, f.ann, map[string]any{"content": "No alarm", "start_date": f.at(-time.Hour), "remind": "none"})
		rec, _ = f.e.Store.Get(ctx, f.e.Reg().Model("todo"), 1, none)
		if _, ok := rec.Data["remind_at"]; ok {
			t.Fatalf("a to-do without a reminder has remind_at %v", rec.Data["remind_at"])
		}
	})
}

// A to-do linked to a candidate is a todo item of that candidate's feed.
func TestTodoFeedItems(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		f := newCalendarFixture(t, dbURL)
		cand, err := f.e.Save(ctx, f.ann, "candidate", map[string]any{"mobile": "13900991073", "englishName": "Li Wei"})
		if err != nil {
			t.Fatal(err)
		}
		id := f.todo(t, f.ann, map[string]any{"content": "Call back", "start_date": f.at(time.Hour), "candidate": cand.ID})
		items, err := activity.FeedItems(ctx, f.e.Store, activity.FeedQuery{TenantID: 1, Model: "candidate", RecordID: cand.ID, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != 1 || items[0].Type != "candidate_todo" || items[0].ExternalType != "todo" || items[0].ExternalID != id {
			t.Fatalf("feed items: %+v", items)
		}
	})
}

// The header counts: todo is the user's unfinished to-dos due today or overdue; calendar
// is the user's to-dos on today's calendar.
func TestTodoCounts(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		f := newCalendarFixture(t, dbURL)
		mk := func(p engine.Principal, start time.Duration, extra map[string]any) {
			data := map[string]any{"content": "x", "start_date": f.at(start), "remind": "none"}
			for k, v := range extra {
				data[k] = v
			}
			f.todo(t, p, data)
		}
		mk(f.ann, -48*time.Hour, nil)                                         // overdue: todo only
		mk(f.ann, time.Hour, nil)                                             // today: both
		mk(f.ann, 2*time.Hour, map[string]any{"status": "done"})              // done today: calendar only
		mk(f.ann, -24*time.Hour, map[string]any{"end_date": f.at(time.Hour)}) // began yesterday, ends today: both
		mk(f.ann, 48*time.Hour, nil)                                          // later: neither
		mk(f.bob, time.Hour, nil)                                             // Bob's: not Ann's
		mk(f.bob, time.Hour, map[string]any{"assignees": []any{f.ann.UserID}})
		todo, calendar, err := f.s.todoCounts(ctx, f.ann)
		if err != nil {
			t.Fatal(err)
		}
		if todo != 4 || calendar != 4 {
			t.Fatalf("todo %d calendar %d, want 4 and 4", todo, calendar)
		}
	})
}

// Loaded to-dos (demo data, loads of old records) are scheduled and checked as created
// ones are.
func TestLoadedTodos(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		f := newCalendarFixture(t, dbURL)
		got, err := f.e.BulkCreate(ctx, f.ann, "todo", []engine.NewRecord{
			{Data: map[string]any{"content": "Call", "start_date": f.at(time.Hour), "remind": "15"}},
			{Data: map[string]any{"content": "Done", "start_date": f.at(time.Hour), "remind": "15", "status": "done"}},
		})
		if err != nil {
			t.Fatal(err)
		}
		m := f.e.Reg().Model("todo")
		rec, _ := f.e.Store.Get(ctx, m, 1, got[0])
		if rec.Data["remind_at"] != f.at(45*time.Minute) || rec.Data["reminded"] != false {
			t.Fatalf("a loaded to-do: remind_at %v, reminded %v", rec.Data["remind_at"], rec.Data["reminded"])
		}
		rec, _ = f.e.Store.Get(ctx, m, 1, got[1])
		if _, ok := rec.Data["remind_at"]; ok {
			t.Fatalf("a loaded finished to-do has remind_at %v", rec.Data["remind_at"])
		}
		_, err = f.e.BulkCreate(ctx, f.ann, "todo", []engine.NewRecord{{Data: map[string]any{"content": "Call", "start_date": f.at(time.Hour), "end_date": f.at(0)}}})
		var ee *engine.Error
		if !errors.As(err, &ee) || len(ee.Fields) != 1 || ee.Fields[0].Field != "end_date" || ee.Fields[0].Rule != "not_before" {
			t.Fatalf("a loaded to-do ending before it starts: %v", err)
		}
	})
}

// callbackModel is a model whose reminder time its users write themselves (no from and
// offset in its reminder key).
const callbackModel = `{
  "name": "callback",
  "label": {"en": "Callback"},
  "reminder": {"at": "at", "done": "reminded", "users": "users", "content": "content"},
  "name_template": "{{content:40}}",
  "fields": [
    {"name": "content", "type": "char", "max_length": 200, "required": true, "label": {"en": "Content"}},
    {"name": "at", "type": "datetime", "label": {"en": "At"}, "indexed": true},
    {"name": "reminded", "type": "checkbox", "editable": false, "label": {"en": "Reminded"}, "indexed": true},
    {"name": "users", "type": "foreignkey", "to": "user", "multiple": true, "default_value": "{{user.id}}", "label": {"en": "Users"}}
  ]
}`

// A reminder whose time users write goes out once, and again only once its time moves.
func TestReminderAtWrittenByUsers(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		f := newCalendarFixture(t, dbURL, meta.Source{Name: "test", FS: fstest.MapFS{"models/callback.json": {Data: []byte(callbackModel)}}})
		m := f.e.Reg().Model("callback")
		res, err := f.e.Save(ctx, f.bob, "callback", map[string]any{"content": "Call Li Wei", "at": f.at(-time.Minute), "users": []any{f.ann.UserID}})
		if err != nil {
			t.Fatal(err)
		}
		edit := func(set map[string]any) {
			t.Helper()
			rec, err := f.e.Store.Get(ctx, m, 1, res.ID)
			if err != nil {
				t.Fatal(err)
			}
			set["id"], set["version"] = res.ID, rec.Version
			if _, err := f.e.Save(ctx, f.bob, "callback", set); err != nil {
				t.Fatal(err)
			}
		}
		for _, step := range []struct {
			name string
			set  map[string]any // an edit before the poll, or none
			sent int
		}{
			{"due", nil, 1},
			{"sent already", nil, 0},
			{"another field edited", map[string]any{"content": "Call Li Wei back"}, 0},
			{"the time moved", map[string]any{"at": f.at(-2 * time.Minute)}, 1},
		} {
			if step.set != nil {
				edit(step.set)
			}
			if n, err := f.s.SendDueReminders(ctx); err != nil || n != step.sent {
				t.Fatalf("%s: sent %d (%v), want %d", step.name, n, err, step.sent)
			}
		}
		if n := f.inbox(t, f.ann.UserID); n != 2 {
			t.Fatalf("ann has %d reminders, want 2", n)
		}
	})
}
