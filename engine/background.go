package engine

import (
	"context"
	"sync/atomic"
	"time"
)

// A periodic task of a module (Host.Background) ticks in every serving process, but on
// PostgreSQL only the process that claims an interval's tick runs it (store.ClaimTick): the
// claim moves the task's next tick nine tenths of an interval on, so of processes ticking
// on the same interval one wins each interval whatever their phases, and a process that
// stops leaves its turn to the others at the next interval. The work itself claims rows
// too (a reminder is marked sent in the transaction that sends it), so even a tick run
// twice never sends twice; the claim saves the duplicate scans.

type backgroundTask struct {
	name  string
	every time.Duration
	tick  func(ctx context.Context)
	runs  atomic.Int64 // ticks this process ran
}

// claimShare is the part of an interval a claimed tick holds the task for.
const claimShare = 0.9

// RunBackground starts every module's background work; the serving process calls it once.
// every, when positive, replaces each task's own interval (tests).
func (e *Engine) RunBackground(ctx context.Context, every time.Duration) {
	for _, t := range e.background {
		interval := t.every
		if every > 0 {
			interval = every
		}
		go eachTick(ctx, interval, func(ctx context.Context) {
			now := e.Now()
			mine, err := e.Store.ClaimTick(ctx, t.name, now, now.Add(time.Duration(claimShare*float64(interval))))
			if err != nil {
				if ctx.Err() == nil {
					e.Log.Warn("background: claiming a tick", "task", t.name, "err", err)
				}
				return
			}
			if mine {
				t.runs.Add(1)
				t.tick(ctx)
			}
		})
	}
}

// BackgroundRuns answers how many ticks of each periodic task this process ran, for the
// metrics.
func (e *Engine) BackgroundRuns() map[string]int64 {
	out := make(map[string]int64, len(e.background))
	for _, t := range e.background {
		out[t.name] = t.runs.Load()
	}
	return out
}
