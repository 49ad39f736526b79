package engine

import (
	"context"
	"sync"
)

// The header's message counts (GET /rest/data/message_count, which a module answers):
// unread messages (msg) and whatever other parts count for the user (mails, calendar,
// to-dos); the live push reads msg alone (MessageCount). Each part registers its counter;
// a kind nobody counts answers 0, so the page always gets every key.

// MessageCountKinds are the kinds the header shows, always answered.
var MessageCountKinds = []string{"msg", "email", "calendar", "todo"}

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

// MessageCounts answers every kind's count for p.
func (e *Engine) MessageCounts(ctx context.Context, p Principal) (map[string]int64, error) {
	out := make(map[string]int64, len(MessageCountKinds))
	for _, k := range MessageCountKinds {
		out[k] = 0
	}
	e.MessageCounters.mu.RLock()
	counters := make(map[string]MessageCounter, len(e.MessageCounters.by))
	for k, fn := range e.MessageCounters.by {
		counters[k] = fn
	}
	e.MessageCounters.mu.RUnlock()
	for k, fn := range counters {
		n, err := fn(ctx, p)
		if err != nil {
			return nil, err
		}
		out[k] = n
	}
	return out, nil
}
