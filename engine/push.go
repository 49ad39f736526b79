package engine

import (
	"sync"

	"huntline/store"
)

// Push is one live event for a user's open browser tabs (GET /rest/user/polling).
type Push struct {
	Event string `json:"event"`
	Data  any    `json:"data"`
}

// PushHub hands live events to the users' open connections on this process.
type PushHub struct {
	mu   sync.Mutex
	subs map[pushKey]map[chan Push]struct{}
}

type pushKey struct{ tenant, user int64 }

// NewPushHub answers an empty hub.
func NewPushHub() *PushHub { return &PushHub{subs: map[pushKey]map[chan Push]struct{}{}} }

// Subscribe answers a channel of the user's events and the function that ends it. Events
// for a subscriber too slow to take them are dropped, not queued without bound: the page
// reloads its counts on the next one.
func (h *PushHub) Subscribe(tenant, user int64) (<-chan Push, func()) {
	ch := make(chan Push, 16)
	k := pushKey{tenant, user}
	h.mu.Lock()
	if h.subs[k] == nil {
		h.subs[k] = map[chan Push]struct{}{}
	}
	h.subs[k][ch] = struct{}{}
	h.mu.Unlock()
	return ch, func() {
		h.mu.Lock()
		delete(h.subs[k], ch)
		if len(h.subs[k]) == 0 {
			delete(h.subs, k)
		}
		h.mu.Unlock()
	}
}

// Publish sends ev to users once tx commits; a rolled-back write announces nothing.
func (h *PushHub) Publish(tx *store.Tx, tenant int64, users []int64, ev Push) {
	tx.AfterCommit(func() { h.Deliver(tenant, users, ev) })
}

// Deliver hands ev to the users' subscribers on this process now.
func (h *PushHub) Deliver(tenant int64, users []int64, ev Push) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, u := range users {
		for ch := range h.subs[pushKey{tenant, u}] {
			select {
			case ch <- ev:
			default:
			}
		}
	}
}
