package engine

import (
	"context"
	"sync"
)

// The header's badges count what waits for a user, per kind: each module registers the
// kinds it counts (Host.Counter) and one module answers them all (GET
// /rest/data/message_count); the live push reads "msg" alone (MessageCount). A registered
// kind is always answered, 0 while its plugin is off, so the page always gets every key.

// MessageCounter counts one kind of message waiting for p.
type MessageCounter func(ctx context.Context, p Principal) (int64, error)

// MessageCounters is the registry of counters by kind.
type MessageCounters struct {
	mu sync.RWMutex
	by map[string]MessageCounter
}

// Register sets the counter of kind, replacing any before it.
func (c *MessageCounters) Register(kind string, fn MessageCounter) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by == nil {
		c.by = map[string]MessageCounter{}
	}
	c.by[kind] = fn
}

// MessageCount answers one kind's count for p: 0 when nobody counts it.
func (e *Engine) MessageCount(ctx context.Context, p Principal, kind string) (int64, error) {
	e.MessageCounters.mu.RLock()
	fn := e.MessageCounters.by[kind]
	e.MessageCounters.mu.RUnlock()
	if fn == nil {
		return 0, nil
	}
	return fn(ctx, p)
}

// MessageCounts answers every registered kind's count for p.
func (e *Engine) MessageCounts(ctx context.Context, p Principal) (map[string]int64, error) {
	e.MessageCounters.mu.RLock()
	counters := make(map[string]MessageCounter, len(e.MessageCounters.by))
	for k, fn := range e.MessageCounters.by {
		counters[k] = fn
	}
	e.MessageCounters.mu.RUnlock()
	out := make(map[string]int64, len(counters))
	for k, fn := range counters {
		n, err := fn(ctx, p)
		if err != nil {
			return nil, err
		}
		out[k] = n
	}
	return out, nil
}
