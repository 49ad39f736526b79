package engine

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"huntline/clock"
	"huntline/store"
)

// A job's heartbeat tells a process starting whether a running job was left by a process
// that stopped. Process A claims a job an hour ago (its clock moved back) and runs it since;
// process B starts with the default bounds. A job A keeps beating for is not put back,
// however long it has run; one whose heartbeat stopped is. When B's clock runs hours ahead
// of A's, B takes A's beats for stale and puts the job back: A's next beat finds the job no
// longer its own and cancels the handler, and records nothing over the queued job (had it
// marked the job failed, no worker could claim it again; here A's own worker does).
func TestJobHeartbeat(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		quiet := slog.New(slog.DiscardHandler)
		cases := []struct {
			name   string
			beat   time.Duration // A's heartbeat interval (an hour: none during the test)
			ahead  time.Duration // how far B's clock runs ahead
			want   string        // the job's status once B started
			cancel bool          // whether A's handler is cancelled
		}{
			{"fresh heartbeat, started an hour ago: left running", 5 * time.Millisecond, 0, "running", false},
			{"stale heartbeat: put back", time.Hour, 0, "queued", false},
			{"beats late by B's clock: put back, A stops", 5 * time.Millisecond, 2 * time.Hour, "queued", true},
		}
		p := Principal{TenantID: 1, UserID: 99}
		for i, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				kind := fmt.Sprintf("heartbeat-test-%d", i)
				var offset atomic.Int64
				a := newJobs(e.Store, quiet)
				a.beat = c.beat
				a.now = func() time.Time { return clock.Now().Add(time.Duration(offset.Load())) }
				started, again, release, cancelled := make(chan struct{}), make(chan struct{}), make(chan struct{}), make(chan struct{})
				var calls atomic.Int32
				a.Handle(kind, func(ctx context.Context, _ *store.Job) (any, error) {
					first := calls.Add(1) == 1
					if first {
						close(started)
					} else {
						close(again)
					}
					select {
					case <-release:
						return nil, nil
					case <-ctx.Done():
						if first {
							close(cancelled)
						}
						return nil, ctx.Err()
					}
				})
				id, err := a.Enqueue(ctx, p, kind, map[string]any{})
				if err != nil {
					t.Fatal(err)
				}
				offset.Store(int64(-time.Hour)) // A claims the job an hour ago ...
				actx, stopA := context.WithCancel(ctx)
				a.Run(actx, 1)
				defer a.Wait()
				defer stopA()
				select {
				case <-started:
				case <-time.After(10 * time.Second):
					t.Fatal("A did not start the job")
				}
				offset.Store(0) // ... and has been running it since
				claimed := jobState(t, e, p, id)
				if claimed.Status != "running" || claimed.HeartbeatAt == nil {
					t.Fatalf("claimed job: %s, heartbeat %v", claimed.Status, claimed.HeartbeatAt)
				}
				if c.beat < time.Second { // a running job's heartbeat advances, beat after beat
					first := laterBeat(t, e, p, id, *claimed.HeartbeatAt)
					laterBeat(t, e, p, id, first)
				}
				b := newJobs(e.Store, quiet) // a second process starting
				b.now = func() time.Time { return clock.Now().Add(c.ahead) }
				bctx, stopB := context.WithCancel(ctx)
				b.Run(bctx, 1)
				stopB()
				b.Wait()
				if got := jobState(t, e, p, id).Status; got != c.want {
					t.Fatalf("after B started the job is %s, want %s", got, c.want)
				}
				if c.cancel {
					select {
					case <-cancelled:
					case <-time.After(10 * time.Second):
						t.Fatal("A kept running a job put back in the queue")
					}
					select {
					case <-again:
					case <-time.After(10 * time.Second):
						j := jobState(t, e, p, id)
						t.Fatalf("the job put back was not claimed again: %s %q", j.Status, j.Error)
					}
					if j := jobState(t, e, p, id); j.Attempts != 2 || j.Error != "" {
						t.Fatalf("the job claimed again: attempt %d, error %q; want attempt 2, no error", j.Attempts, j.Error)
					}
				}
				close(release)
				stopA()
				a.Wait()
			})
		}
	})
}

// jobState reads a job as its owner's task list does.
func jobState(t *testing.T, e *Engine, p Principal, id int64) store.Job {
	t.Helper()
	jobs, err := e.Store.Jobs(context.Background(), p.TenantID, p.UserID, id, 1)
	if err != nil || len(jobs) != 1 {
		t.Fatalf("job %d: %v (%d found)", id, err, len(jobs))
	}
	return jobs[0]
}

// laterBeat waits for job id's heartbeat to move past after, and answers it.
func laterBeat(t *testing.T, e *Engine, p Principal, id int64, after time.Time) time.Time {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if j := jobState(t, e, p, id); j.HeartbeatAt != nil && j.HeartbeatAt.After(after) {
			return *j.HeartbeatAt
		}
	}
	t.Fatalf("job %d's heartbeat stayed at %s", id, after)
	return after
}
