package notifications_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"huntline/engine"
	"huntline/modules/notifications"
	"huntline/store/storetest"
)

// The core's push hub carries the notifications this module pushes: these tests moved here
// with the push of a new notification (inboxCreated).

// Two server processes share a PostgreSQL database: a notification one of them writes
// reaches a browser connected to the other within a second, short or too long to travel
// whole in a NOTIFY (the receiver reads it back), and a write that rolls back announces
// nothing.
func TestPushReachesOtherProcesses(t *testing.T) {
	dbURL := storetest.NewPostgresDB(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	open := func() *engine.Engine {
		e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: t.TempDir(), Modules: []engine.Module{notifications.New()}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		if err := e.RelayPush(ctx); err != nil {
			t.Fatal(err)
		}
		return e
	}
	a, b := open(), open()
	user, err := a.Save(ctx, engine.System(1), "user", map[string]any{"englishName": "Amy", "email": "amy@huntline.test"})
	if err != nil {
		t.Fatal(err)
	}
	onB, stopB := b.Push.Subscribe(1, user.ID)
	defer stopB()
	onA, stopA := a.Push.Subscribe(1, user.ID)
	defer stopA()
	cases := []struct {
		name    string
		content string
	}{
		{"short", "Look at Zhou"},
		{"longer than a NOTIFY carries", strings.Repeat("长", 4000)}, // 12,000 bytes of UTF-8
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := a.Save(ctx, engine.System(1), "notification", map[string]any{"user": user.ID, "type": "mention", "content": c.content})
			if err != nil {
				t.Fatal(err)
			}
			for who, ch := range map[string]<-chan engine.Push{"the other process": onB, "the writing process": onA} {
				select {
				case ev := <-ch:
					var data map[string]any
					raw, _ := json.Marshal(ev.Data)
					json.Unmarshal(raw, &data)
					if ev.Event != notifications.PushNotification || data["content"] != c.content || data["id"] != float64(res.ID) {
						t.Fatalf("%s received %s %.80s", who, ev.Event, raw)
					}
				case <-time.After(time.Second):
					t.Fatalf("%s heard nothing within a second", who)
				}
			}
		})
	}
	// Another user's notification is not delivered to Amy's pages.
	other, err := a.Save(ctx, engine.System(1), "user", map[string]any{"englishName": "Bob", "email": "bob@huntline.test"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Save(ctx, engine.System(1), "notification", map[string]any{"user": other.ID, "type": "mention", "content": "for Bob"}); err != nil {
		t.Fatal(err)
	}
	select {
	case ev := <-onB:
		t.Fatalf("Amy's page heard Bob's notification: %+v", ev)
	case <-time.After(300 * time.Millisecond):
	}
}

// A refused write (here: a notification of an unknown type) pushes nothing, on either
// dialect: the first event a subscriber hears is the next committed notification.
func TestPushOnlyAfterCommit(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: t.TempDir(), Modules: []engine.Module{notifications.New()}})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		if err := e.RelayPush(ctx); err != nil {
			t.Fatal(err)
		}
		user, err := e.Save(ctx, engine.System(1), "user", map[string]any{"englishName": "Amy", "email": "amy@huntline.test"})
		if err != nil {
			t.Fatal(err)
		}
		ch, stop := e.Push.Subscribe(1, user.ID)
		defer stop()
		if _, err := e.Save(ctx, engine.System(1), "notification", map[string]any{"user": user.ID, "type": "nosuch", "content": "x"}); err == nil {
			t.Fatal("an unknown type was accepted")
		}
		if _, err := e.Save(ctx, engine.System(1), "notification", map[string]any{"user": user.ID, "type": "reminder", "content": "due"}); err != nil {
			t.Fatal(err)
		}
		select {
		case ev := <-ch:
			if d, _ := json.Marshal(ev.Data); !strings.Contains(string(d), `"due"`) {
				t.Fatalf("first event is not the committed one: %s", d)
			}
		case <-time.After(time.Second):
			t.Fatal("nothing within a second")
		}
	})
}
