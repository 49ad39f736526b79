package engine

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"sync"
	"sync/atomic"
	"time"

	"huntline/store"
)

// Several server processes on one PostgreSQL database each cache what every request reads
// (sessions, option lists, access rules, tenant settings, the metadata in force). A process
// that changes one of them drops its own copy and tells the others on CacheChannel, so a
// signed-out session or a revoked right is refused on every process at once rather than
// when each cache would have expired. SQLite has one process: dropping its own copy is all.

// CacheChannel is the PostgreSQL NOTIFY channel cache drops travel on between processes.
const CacheChannel = "huntline_cache"

// Kinds of cache the engine itself drops; modules add their own (the sessions of accounts).
const (
	DropOptions = "options" // a tenant's option lists
	DropAccess  = "access"  // a tenant's access rules (groups, action overrides)
	DropTenant  = "tenant"  // a tenant's settings
	DropMeta    = "meta"    // the metadata in force (models, views, plugins on or off)
	// DropData: records changed on another process; counts kept there are stale
	// (aggregates_kept.go). Sent inside each write transaction, so it arrives on commit.
	DropData = "data"
)

// dataDropPayload is the message every write transaction sends when the relay runs.
var dataDropPayload = func() string { b, _ := json.Marshal(Drop{Kind: DropData}); return string(b) }()

// Drop is one cache drop as it travels between processes.
type Drop struct {
	Kind   string          `json:"k"`
	Tenant int64           `json:"t,omitempty"`
	Data   json.RawMessage `json:"d,omitempty"`
	Nonce  string          `json:"n,omitempty"` // lets the sender know its own message came back
	// All is set (never sent) when messages may have been missed, the relay having
	// reconnected: the receiver drops every entry of its kind.
	All bool `json:"-"`
}

// DropFunc drops, in this process only, what d names.
type DropFunc func(ctx context.Context, d Drop)

// relayWait bounds how long a sender waits for its drop to come back; PostgreSQL hands a
// NOTIFY to every listener together, so once it is back the other processes have it too.
const relayWait = time.Second

type cacheRelay struct {
	mu       sync.Mutex
	handlers map[string][]DropFunc
	waiting  map[string]chan struct{}
	on       atomic.Bool
}

// OnDrop registers how this process drops a cache of kind when another process (or this
// one) announces a change; register before serving.
func (e *Engine) OnDrop(kind string, fn DropFunc) {
	r := &e.relay
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.handlers == nil {
		r.handlers = map[string][]DropFunc{}
	}
	r.handlers[kind] = append(r.handlers[kind], fn)
}

// Announce tells the other server processes on the database to drop the cache d names,
// after the change was committed and this process dropped its own copy. While this
// process relays it waits (at most relayWait) for its message to come back, so that a
// request sent to another process after this one answered finds the cache dropped there.
// A failure is logged: the caches still expire by themselves.
func (e *Engine) Announce(ctx context.Context, d Drop) {
	if !e.Store.CanListen() {
		return
	}
	r := &e.relay
	var back chan struct{}
	if r.on.Load() {
		raw := make([]byte, 8)
		rand.Read(raw)
		d.Nonce = hex.EncodeToString(raw)
		back = make(chan struct{})
		r.mu.Lock()
		if r.waiting == nil {
			r.waiting = map[string]chan struct{}{}
		}
		r.waiting[d.Nonce] = back
		r.mu.Unlock()
		defer func() {
			r.mu.Lock()
			delete(r.waiting, d.Nonce)
			r.mu.Unlock()
		}()
	}
	payload, err := json.Marshal(d)
	if err == nil {
		_, err = e.Store.NotifyNow(context.WithoutCancel(ctx), CacheChannel, string(payload))
	}
	if err != nil {
		e.Log.Warn("cache relay: announcing a change", "kind", d.Kind, "err", err)
		return
	}
	if back != nil {
		select {
		case <-back:
		case <-time.After(relayWait):
			e.Log.Warn("cache relay: a change did not come back in time", "kind", d.Kind)
		}
	}
}

// receive drops what a message names in this process and wakes its sender when it is ours.
func (r *cacheRelay) receive(ctx context.Context, e *Engine, payload string) {
	var d Drop
	if err := json.Unmarshal([]byte(payload), &d); err != nil {
		e.Log.Warn("cache relay: a message that is not a drop", "err", err)
		return
	}
	r.mu.Lock()
	fns := r.handlers[d.Kind]
	back := r.waiting[d.Nonce]
	r.mu.Unlock()
	for _, fn := range fns {
		fn(ctx, d)
	}
	if back != nil {
		close(back)
	}
}

// dropAll drops every cache of every kind, after the relay reconnected.
func (r *cacheRelay) dropAll(ctx context.Context) {
	r.mu.Lock()
	all := map[string][]DropFunc{}
	for k, fns := range r.handlers {
		all[k] = fns
	}
	r.mu.Unlock()
	for k, fns := range all {
		for _, fn := range fns {
			fn(ctx, Drop{Kind: k, All: true})
		}
	}
}

// RelayCaches starts hearing other processes' cache drops until ctx ends (PostgreSQL); on
// SQLite it does nothing.
func (e *Engine) RelayCaches(ctx context.Context) error {
	if !e.Store.CanListen() {
		return nil
	}
	r := &e.relay
	err := e.Store.Listen(ctx, CacheChannel, func(payload string) { r.receive(ctx, e, payload) },
		func() { r.dropAll(ctx) })
	if err != nil {
		return err
	}
	r.on.Store(true)
	e.Store.OnDataWrite(func(ctx context.Context, t *store.Tx) error {
		if !r.on.Load() {
			return nil
		}
		_, err := t.Notify(ctx, CacheChannel, dataDropPayload)
		return err
	})
	go func() {
		<-ctx.Done()
		r.on.Store(false)
	}()
	return nil
}

// wireDrops registers the engine's own caches with the relay.
func (e *Engine) wireDrops() {
	e.OnDrop(DropOptions, func(_ context.Context, d Drop) { e.Options.drop(d.Tenant, d.All) })
	e.OnDrop(DropTenant, func(_ context.Context, d Drop) { e.Tenants.drop(d.Tenant, d.All) })
	e.OnDrop(DropAccess, func(_ context.Context, d Drop) {
		if ra, ok := e.Access.(*RoleAccess); ok {
			ra.drop(d.Tenant, d.All)
		}
	})
	// Following may sync tables: never on the relay's own goroutine, which would hold back
	// the drops behind it.
	e.OnDrop(DropMeta, func(ctx context.Context, _ Drop) { go e.Metadata.follow(ctx) })
	e.OnDrop(DropData, func(context.Context, Drop) { e.Store.AdvanceDataGen() })
}
