// Package turns makes callers that share a key take turns: at most Slots of them run at
// once per key, the others wait in arrival order (a channel's senders queue first come,
// first served) for a bounded time. A key's queue exists only while someone holds or waits
// for it, so memory follows the keys in use, not every key ever seen. The store uses it for
// one writer per record, the REST layer for a cap on one user's requests in flight.
package turns

import (
	"context"
	"sync"
	"time"
)

// Queues is a queue per key; the zero value is ready, with one slot per key.
type Queues[K comparable] struct {
	slots int // how many holders of one key run at once (0 means 1)
	mu    sync.Mutex
	m     map[K]*queue
}

// New answers queues that let slots holders of one key run at once.
func New[K comparable](slots int) *Queues[K] { return &Queues[K]{slots: slots} }

type queue struct {
	ch   chan struct{}
	refs int
}

// Enter waits for a turn on k for at most wait. It answers the function that ends the
// turn, or busy when the wait ran out, or the context's error when the caller gave up.
func (q *Queues[K]) Enter(ctx context.Context, k K, wait time.Duration, busy error) (leave func(), err error) {
	q.mu.Lock()
	if q.m == nil {
		q.m = map[K]*queue{}
	}
	t := q.m[k]
	if t == nil {
		t = &queue{ch: make(chan struct{}, max(q.slots, 1))}
		q.m[k] = t
	}
	t.refs++
	q.mu.Unlock()
	drop := func() {
		q.mu.Lock()
		if t.refs--; t.refs == 0 {
			delete(q.m, k)
		}
		q.mu.Unlock()
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case t.ch <- struct{}{}:
		return func() { <-t.ch; drop() }, nil
	case <-timer.C:
		drop()
		return nil, busy
	case <-ctx.Done():
		drop()
		return nil, ctx.Err()
	}
}

// Len answers how many keys are held or waited for now (for tests of the clean-up).
func (q *Queues[K]) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.m)
}
