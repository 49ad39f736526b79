package engine_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"huntline/engine"
	"huntline/mailer"
	"huntline/modules/accounts"
	"huntline/store/storetest"
)

// flakyMailer fails its first send, as a mail server that is briefly down.
type flakyMailer struct {
	mu    sync.Mutex
	tries int
	sent  []mailer.Message
}

func (f *flakyMailer) Send(_ context.Context, _ int64, m mailer.Message) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tries++
	if f.tries == 1 {
		return errors.New("connection refused")
	}
	f.sent = append(f.sent, m)
	return nil
}

func (f *flakyMailer) Describe() string { return "flaky" }

func (f *flakyMailer) counts() (int, int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.tries, len(f.sent)
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// A mail the server refuses is queued again and sent on a later attempt; once sent, the
// job no longer holds the message (it carries a reset link).
func TestMailJobRetries(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		e := engine.OpenTest(t, dbURL, accounts.New())
		fm := &flakyMailer{}
		e.Mailer = fm
		engine.MustSave(t, e, engine.System(1), "user", map[string]any{"englishName": "Ann", "email": "ann@x.com"})
		e.Jobs.Run(ctx, 1)
		defer e.Jobs.Wait()
		defer cancel()
		if err := accounts.NewService(e).ForgetPassword(ctx, 1, "ann@x.com", "http://localhost", "en"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the first attempt", func() bool { tries, _ := fm.counts(); return tries == 1 })
		var status, msg string
		waitFor(t, "the job to wait for its retry", func() bool {
			e.Store.DB().QueryRowxContext(ctx, "SELECT status, error FROM job WHERE kind = 'mail'").Scan(&status, &msg)
			return status == "queued"
		})
		if msg != "connection refused" {
			t.Errorf("the waiting job's error: %q", msg)
		}
		// Bring the retry forward instead of waiting out the backoff.
		if _, err := e.Store.Exec(ctx, "UPDATE job SET run_after = NULL WHERE kind = 'mail'"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the mail to be sent", func() bool { _, sent := fm.counts(); return sent == 1 })
		var payload string
		waitFor(t, "the job to finish", func() bool {
			e.Store.DB().QueryRowxContext(ctx, "SELECT status, "+payloadColumn(dbURL)+" FROM job WHERE kind = 'mail'").Scan(&status, &payload)
			return status == "done"
		})
		if payload != "{}" {
			t.Errorf("a sent mail's job still holds %s", payload)
		}
	})
}

func payloadColumn(dbURL string) string {
	if len(dbURL) > 8 && dbURL[:8] == "postgres" {
		return "payload::text"
	}
	return "payload"
}
