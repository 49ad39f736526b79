package engine

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"sync/atomic"

	"huntline/store"
)

// Push is one live event for a user's open browser tabs (GET /rest/user/polling).
type Push struct {
	Event string `json:"event"`
	Data  any    `json:"data"`
	// ID is the record the event is about. When Data is too large to travel between
	// processes, only ID travels and the receiving process reads the data back with the
	// event's loader (PushHub.Loader).
	ID int64 `json:"-"`
}

// Events every subscriber may receive besides the ones other parts publish.
const (
	// PushResync tells a page that events may have been missed (the relay reconnected):
	// it reloads its counts.
	PushResync = "resync"
)

// PushLoader rebuilds an event's data from the record it is about.
type PushLoader func(ctx context.Context, tenant, id int64) (any, error)

// PushHub hands live events to the users' open connections. On SQLite (one process) an
// event is delivered here after its transaction commits; on PostgreSQL with the relay
// running (Engine.RelayPush) it travels as a NOTIFY that PostgreSQL hands every server
// process, this one included, on commit.
type PushHub struct {
	mu      sync.Mutex
	subs    map[pushKey]map[chan Push]struct{}
	relay   atomic.Bool
	loaders map[string]PushLoader
	log     *slog.Logger
}

type pushKey struct{ tenant, user int64 }

// NewPushHub answers an empty hub.
func NewPushHub() *PushHub {
	return &PushHub{subs: map[pushKey]map[chan Push]struct{}{}, loaders: map[string]PushLoader{}, log: slog.Default()}
}

// Loader registers how a receiving process reads back the data of event from its record
// id, for events too large to relay whole. Register before serving.
func (h *PushHub) Loader(event string, load PushLoader) {
	h.mu.Lock()
	h.loaders[event] = load
	h.mu.Unlock()
}

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

// Publish sends ev to users once tx commits; a rolled-back write announces nothing. With
// the relay running the event goes out as a NOTIFY in tx itself, so every process hears
// of it exactly when the write becomes visible.
func (h *PushHub) Publish(ctx context.Context, tx *store.Tx, tenant int64, users []int64, ev Push) error {
	if len(users) == 0 {
		return nil
	}
	if h.relay.Load() && tx.Dialect().Name() == "postgres" {
		payloads, err := h.encode(tenant, users, ev)
		if err != nil {
			return err
		}
		for _, payload := range payloads {
			if _, err := tx.Notify(ctx, PushChannel, payload); err != nil {
				return err
			}
		}
		return nil
	}
	tx.AfterCommit(func() { h.Deliver(tenant, users, ev) })
	return nil
}

// Deliver hands ev to the users' subscribers on this process now.
func (h *PushHub) Deliver(tenant int64, users []int64, ev Push) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, u := range users {
		for ch := range h.subs[pushKey{tenant, u}] {
			offer(ch, ev)
		}
	}
}

// broadcast hands ev to every subscriber on this process.
func (h *PushHub) broadcast(ev Push) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, chans := range h.subs {
		for ch := range chans {
			offer(ch, ev)
		}
	}
}

func offer(ch chan Push, ev Push) {
	select {
	case ch <- ev:
	default:
	}
}

// PushChannel is the PostgreSQL NOTIFY channel live events travel on between processes.
const PushChannel = "huntline_push"

// relayed is one event as it travels between processes.
type relayed struct {
	Tenant int64           `json:"t"`
	Users  []int64         `json:"u"`
	Event  string          `json:"e"`
	Data   json.RawMessage `json:"d,omitempty"`
	ID     int64           `json:"i,omitempty"` // the record to read Data back from when it was left out
}

// relayUsers bounds the recipients of one message so that an event without its data
// always fits a NOTIFY payload (20 bytes an id at most).
const relayUsers = 300

// encode answers the NOTIFY payloads of an event: one per batch of recipients, with the
// data when it fits and with only the record id when it does not.
func (h *PushHub) encode(tenant int64, users []int64, ev Push) ([]string, error) {
	data, err := json.Marshal(ev.Data)
	if err != nil {
		return nil, err
	}
	var out []string
	for start := 0; start < len(users); start += relayUsers {
		m := relayed{Tenant: tenant, Users: users[start:min(start+relayUsers, len(users))], Event: ev.Event, Data: data, ID: ev.ID}
		raw, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		if len(raw) > store.MaxNotifyPayload {
			m.Data = nil
			if raw, err = json.Marshal(m); err != nil {
				return nil, err
			}
		}
		out = append(out, string(raw))
	}
	return out, nil
}

// receive delivers a relayed event to this process's subscribers, reading its data back
// when only the record id travelled.
func (h *PushHub) receive(ctx context.Context, payload string) {
	var m relayed
	if err := json.Unmarshal([]byte(payload), &m); err != nil {
		h.log.Warn("push relay: a message that is not an event", "err", err)
		return
	}
	ev := Push{Event: m.Event, ID: m.ID}
	switch {
	case m.Data != nil:
		ev.Data = m.Data // already JSON: written to the browser as it came
	case m.ID != 0:
		h.mu.Lock()
		load := h.loaders[m.Event]
		h.mu.Unlock()
		if load != nil {
			data, err := load(ctx, m.Tenant, m.ID)
			if err != nil {
				h.log.Warn("push relay: reading back an event", "event", m.Event, "id", m.ID, "err", err)
			}
			ev.Data = data
		}
	}
	h.Deliver(m.Tenant, m.Users, ev)
}

// RelayPush starts relaying live events between the server processes sharing a
// PostgreSQL database, until ctx ends. On SQLite it does nothing: one process delivers
// its own events.
func (e *Engine) RelayPush(ctx context.Context) error {
	if !e.Store.CanListen() {
		return nil
	}
	h := e.Push
	h.log = e.Log
	err := e.Store.Listen(ctx, PushChannel, func(payload string) { h.receive(ctx, payload) },
		func() { h.broadcast(Push{Event: PushResync}) })
	if err != nil {
		return err
	}
	h.relay.Store(true)
	go func() {
		<-ctx.Done()
		h.relay.Store(false)
	}()
	return nil
}

// Connections answers how many live-push streams are open in this process, for the metrics.
func (h *PushHub) Connections() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, chans := range h.subs {
		n += len(chans)
	}
	return n
}
