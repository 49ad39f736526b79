package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"huntline/clock"
	"huntline/store"
)

// JobFunc does one job and answers its result.
type JobFunc func(ctx context.Context, j *store.Job) (any, error)

// Jobs runs background work from the job table in the same binary. Enqueue wakes a worker
// at once; workers also poll, which is how jobs queued by another process are found.
type Jobs struct {
	st       *store.Store
	log      *slog.Logger
	handlers map[string]JobFunc
	wake     chan struct{}
	wg       sync.WaitGroup
	beat     time.Duration    // how often a running job's heartbeat is touched
	stale    time.Duration    // a running job whose heartbeat is older was left by a stopped process
	now      func() time.Time // the clock of claims, beats and the stale bound (tests move it)
}

// A job's process touches its heartbeat every minute; a starting process puts back the
// jobs whose heartbeat missed three beats. A long job (an export of a million rows) still
// running in another live process keeps beating, so it is not run twice.
const (
	jobBeat  = time.Minute
	jobStale = 3 * jobBeat
)

func newJobs(st *store.Store, log *slog.Logger) *Jobs {
	return &Jobs{st: st, log: log, handlers: map[string]JobFunc{}, wake: make(chan struct{}, 1),
		beat: jobBeat, stale: jobStale, now: clock.Now}
}

// Handle registers the function doing jobs of a kind.
func (j *Jobs) Handle(kind string, fn JobFunc) { j.handlers[kind] = fn }

// Enqueue adds a job for p and wakes a worker.
func (j *Jobs) Enqueue(ctx context.Context, p Principal, kind string, payload any) (int64, error) {
	raw, err := json.Marshal(payload)
	if err != nil {
		return 0, err
	}
	id, err := j.st.EnqueueJob(ctx, &store.Job{TenantID: p.TenantID, UserID: p.UserID, Kind: kind, Payload: raw})
	if err != nil {
		return 0, err
	}
	select {
	case j.wake <- struct{}{}:
	default:
	}
	return id, nil
}

// Run starts n workers that stop when ctx ends; Wait waits for them.
func (j *Jobs) Run(ctx context.Context, n int) {
	// Jobs a stopped process left running (their heartbeat stopped) are taken up again.
	if err := j.st.RequeueStale(ctx, j.now().Add(-j.stale)); err != nil {
		j.log.Warn("requeue stale jobs", "err", err)
	}
	kinds := make([]string, 0, len(j.handlers))
	for k := range j.handlers {
		kinds = append(kinds, k)
	}
	for i := 0; i < n; i++ {
		j.wg.Add(1)
		go func() {
			defer j.wg.Done()
			j.loop(ctx, kinds)
		}()
	}
}

// Wait blocks until the workers stopped.
func (j *Jobs) Wait() { j.wg.Wait() }

func (j *Jobs) loop(ctx context.Context, kinds []string) {
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	for {
		for j.runOne(ctx, kinds) {
		}
		select {
		case <-ctx.Done():
			return
		case <-j.wake:
		case <-tick.C:
		}
	}
}

// runOne claims and does one job; it answers whether there was one.
func (j *Jobs) runOne(ctx context.Context, kinds []string) bool {
	job, err := j.st.ClaimJob(ctx, kinds, j.now())
	if err != nil {
		if ctx.Err() == nil {
			j.log.Error("claim job", "err", err)
		}
		return false
	}
	if job == nil {
		return false
	}
	start := time.Now()
	jobCtx, lost, stop := j.beating(ctx, job)
	result, err := j.safely(jobCtx, job)
	stop()
	if lost() {
		// Another process took this job for abandoned and put it back: what this run did is
		// not recorded, so that the run now under way there is the one that counts.
		j.log.Warn("job taken back while running: its heartbeat was late", "id", job.ID, "kind", job.Kind, "err", err)
		return true
	}
	var retry *RetryError
	if errors.As(err, &retry) && job.Attempts < retry.Attempts {
		// Backoff grows with each attempt: 30 s, 2 min, 4.5 min ...
		after := j.now().Add(time.Duration(job.Attempts*job.Attempts) * 30 * time.Second)
		if rerr := j.st.RetryJob(context.WithoutCancel(ctx), job.ID, err, after); rerr != nil {
			j.log.Error("retry job", "job", job.ID, "err", rerr)
		}
		j.log.Warn("job will be retried", "id", job.ID, "kind", job.Kind, "attempt", job.Attempts, "err", err)
		return true
	}
	if ferr := j.st.FinishJob(context.WithoutCancel(ctx), job.ID, result, err); ferr != nil {
		j.log.Error("finish job", "job", job.ID, "err", ferr)
	}
	j.log.Info("job", "id", job.ID, "kind", job.Kind, "ms", time.Since(start).Milliseconds(), "err", err)
	return true
}

// beating touches job's heartbeat every j.beat until stop is called. lost reports whether a
// beat found the job no longer this run's (requeued by a process that thought this one
// stopped); the job's context is then cancelled, so the handler stops early.
func (j *Jobs) beating(ctx context.Context, job *store.Job) (jobCtx context.Context, lost func() bool, stop func()) {
	jobCtx, cancel := context.WithCancel(ctx)
	var taken atomic.Bool
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(j.beat)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-jobCtx.Done():
				return
			case <-tick.C:
			}
			owned, err := j.st.BeatJob(jobCtx, job.ID, job.Attempts, j.now())
			if err != nil {
				if jobCtx.Err() == nil {
					j.log.Warn("job heartbeat", "id", job.ID, "err", err)
				}
				continue
			}
			if !owned {
				taken.Store(true)
				cancel()
				return
			}
		}
	}()
	return jobCtx, taken.Load, func() { close(done); wg.Wait(); cancel() }
}

func (j *Jobs) safely(ctx context.Context, job *store.Job) (result any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("job panicked: %v", p)
		}
	}()
	return j.handlers[job.Kind](ctx, job)
}

// RetryError marks a job failure worth trying again (an outside server that did not answer):
// the job is queued again with a growing delay until it has run Attempts times.
type RetryError struct {
	Err      error
	Attempts int
}

func (e *RetryError) Error() string { return e.Err.Error() }
func (e *RetryError) Unwrap() error { return e.Err }

// Task is a background job as its owner sees it (GET /rest/asynctask/list).
type Task struct {
	ID         int64          `json:"id"`
	Kind       string         `json:"kind"`
	Status     string         `json:"status"`
	Error      string         `json:"error,omitempty"`
	Result     map[string]any `json:"result,omitempty"`
	DateAdded  string         `json:"dateAdded"`
	FinishedAt string         `json:"finishedAt,omitempty"`
}

// Tasks lists p's latest background jobs.
func (e *Engine) Tasks(ctx context.Context, p Principal) ([]Task, error) {
	jobs, err := e.Store.Jobs(ctx, p.TenantID, p.UserID, 0, 50)
	if err != nil {
		return nil, err
	}
	out := []Task{}
	for _, j := range jobs {
		out = append(out, task(j))
	}
	return out, nil
}

func task(j store.Job) Task {
	t := Task{ID: j.ID, Kind: j.Kind, Status: j.Status, Error: j.Error, DateAdded: j.CreatedAt.UTC().Format(time.RFC3339)}
	if len(j.Result) > 0 {
		json.Unmarshal(j.Result, &t.Result)
	}
	if j.FinishedAt != nil {
		t.FinishedAt = j.FinishedAt.UTC().Format(time.RFC3339)
	}
	return t
}
