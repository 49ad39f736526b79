package telephony

import (
	"context"
	"fmt"
	"net/url"
	"sync"
	"time"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
)

// CallEvent is what the telephone provider tells of a call (POST /rest/{calls}/plugins/event):
// "ringing" when an incoming call rings a user's line, "ended" when a call is over.
type CallEvent struct {
	Event     string `json:"event"`
	CallID    string `json:"call_id"`   // the provider's id of the call; recordings are fetched by it
	Direction string `json:"direction"` // "in" or "out"
	Phone     string `json:"phone"`     // the other party's number
	User      int64  `json:"user"`      // the user whose line the call is on
	Duration  int64  `json:"duration"`  // seconds spoken; 0 for a call nobody answered
	Tenant    int64  `json:"tenant"`    // 0 means the default tenant
}

// PushIncomingCall is the live-push event of a ringing call (spec 001: loop_watch_calling).
const PushIncomingCall = "loop_watch_calling"

// ringingFor is how long a ringing call is remembered without its "ended" event.
const ringingFor = 2 * time.Minute

// IncomingCall is the push and GET .../plugins/loop_watch_calling's view of a ringing call.
type IncomingCall struct {
	Sig       string         `json:"sig"`
	Phone     string         `json:"phone"`
	Model     string         `json:"model"`     // the caller's model, for the pop-up's link
	Candidate map[string]any `json:"candidate"` // {id, __name__, avatar}, nil when no record has the number
	// Busy: the user already has another call ringing, so the page keeps its pop-up.
	Busy bool      `json:"busy"`
	At   time.Time `json:"-"`
}

// ringingCalls remembers each user's ringing call on this process, for a page opened while
// it rings (GET loop_watch_calling). Several processes each know the calls they were told of.
type ringingCalls struct {
	mu sync.Mutex
	by map[userKey]IncomingCall
}

func (r *ringingCalls) get(k userKey, now time.Time) (IncomingCall, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c, ok := r.by[k]
	if ok && now.Sub(c.At) > ringingFor {
		delete(r.by, k)
		return c, false
	}
	return c, ok
}

func (r *ringingCalls) set(k userKey, c IncomingCall) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.by == nil {
		r.by = map[userKey]IncomingCall{}
	}
	r.by[k] = c
}

func (r *ringingCalls) end(k userKey, sig string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c, ok := r.by[k]; ok && c.Sig == sig {
		delete(r.by, k)
	}
}

// userKey is one user of one tenant.
type userKey struct{ tenant, user int64 }

// HandleCallEvent acts on a provider's call event: a ringing incoming call is pushed to the
// user it rings with the record the number belongs to; an ended call becomes a call record
// (once per provider id) whose recording a queued job fetches.
func (mod *Module) HandleCallEvent(ctx context.Context, ev CallEvent) (map[string]any, error) {
	m, cl, err := mod.callLog()
	if err != nil {
		return nil, err
	}
	if ev.Tenant == 0 {
		ev.Tenant = 1
	}
	if ev.CallID == "" || len(ev.CallID) > 100 {
		return nil, engine.BadRequest("call_id", "call_id: give the provider's id of the call (at most 100 characters)")
	}
	if ev.Direction != "in" && ev.Direction != "out" {
		return nil, engine.BadRequest("call_direction", "direction: %q is not a call direction (in, out)", ev.Direction).With(map[string]any{"Value": ev.Direction})
	}
	p, err := mod.Engine().PrincipalOf(ctx, ev.Tenant, ev.User)
	if err != nil {
		return nil, engine.BadRequest("call_user", "user: %d is not a user who may take calls", ev.User).With(map[string]any{"Value": ev.User})
	}
	caller, err := mod.callerByPhone(ctx, p, m, cl, ev.Phone)
	if err != nil {
		return nil, err
	}
	key := userKey{p.TenantID, p.UserID}
	switch ev.Event {
	case "ringing":
		if ev.Direction != "in" {
			return nil, engine.BadRequest("call_ringing_out", "direction: only an incoming call rings a user's line")
		}
		// Without proxy calling the tenant shows no pop-ups, so nothing is pushed or kept.
		if !mod.proxyCalling(ctx, p.TenantID) {
			return map[string]any{"pushed": false, "candidate": caller != nil}, nil
		}
		shown := caller
		if caller != nil {
			// The pop-up names only a record the user may see whole.
			if see, err := mod.Engine().CanSee(ctx, p, mod.Engine().Reg().Model(m.Field(cl.Caller).To), caller["id"].(int64)); err != nil || !see {
				shown = nil
			}
		}
		call := IncomingCall{Sig: ev.CallID, Phone: ev.Phone, Model: m.Field(cl.Caller).To, Candidate: shown, At: mod.Engine().Now()}
		if cur, ok := mod.ringing.get(key, mod.Engine().Now()); ok && cur.Sig != ev.CallID {
			call.Busy = true
		} else {
			mod.ringing.set(key, call)
		}
		mod.Engine().Push.Deliver(p.TenantID, []int64{p.UserID}, engine.Push{Event: PushIncomingCall, Data: call})
		return map[string]any{"pushed": true, "candidate": caller != nil}, nil
	case "ended":
		mod.ringing.end(key, ev.CallID)
		id, created, err := mod.recordCall(ctx, p, m, cl, ev, caller)
		if err != nil {
			return nil, err
		}
		return map[string]any{"id": id, "created": created}, nil
	}
	return nil, engine.BadRequest("call_event", "event: %q is not a call event (ringing, ended)", ev.Event).With(map[string]any{"Value": ev.Event})
}

// callerByPhone finds the tenant's record one of whose phone fields holds the number, written
// as the field would store it; nil when none does. The call links to it whoever took it (the
// call is about that person); the pop-up shows it only to a user who may see it.
func (mod *Module) callerByPhone(ctx context.Context, p engine.Principal, m *meta.Model, cl *CallLog, phone string) (map[string]any, error) {
	cm := mod.Engine().Reg().Model(m.Field(cl.Caller).To)
	if phone == "" {
		return nil, nil
	}
	c := mod.Engine().Unscoped(p.TenantID, p.UserID)
	for _, name := range cl.CallerPhones {
		f := cm.Field(name)
		value := phone
		if t, ok := meta.LookupType(f.Type); ok {
			if v, err := t.Normalize(f, phone, mod.Engine().Env(ctx, p)); err == nil {
				value, _ = v.(string)
			}
		}
		if value == "" {
			continue
		}
		found, err := mod.Engine().FindIDs(ctx, c, gql.Query{Model: cm, Filter: &gql.Cond{Path: []string{name}, Raw: url.QueryEscape(value), HasValue: true}, Ordering: "-id", Limit: 1})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			continue
		}
		rec, err := mod.Engine().Store.Get(ctx, cm, p.TenantID, found[0])
		if err != nil {
			return nil, err
		}
		out := map[string]any{"id": rec.ID, "__name__": rec.Name, "avatar": nil}
		if cl.Avatar != "" {
			out["avatar"] = rec.Data[cl.Avatar]
		}
		return out, nil
	}
	return nil, nil
}

// recordCall writes the call record of an ended call, or answers the one already written
// for the same provider id (providers repeat events they think were lost).
func (mod *Module) recordCall(ctx context.Context, p engine.Principal, m *meta.Model, cl *CallLog, ev CallEvent, caller map[string]any) (int64, bool, error) {
	if ev.Duration < 0 {
		return 0, false, engine.BadRequest("call_duration", "duration: %d is not a number of seconds", ev.Duration).With(map[string]any{"Value": ev.Duration})
	}
	filter := &gql.Cond{Path: []string{cl.ProviderID}, Raw: url.QueryEscape(ev.CallID), HasValue: true}
	found, err := mod.Engine().FindIDs(ctx, mod.Engine().Unscoped(p.TenantID, 0), gql.Query{Model: m, Filter: filter, Ordering: "id", Limit: 1})
	if err != nil {
		return 0, false, err
	}
	if len(found) > 0 {
		return found[0], false, nil
	}
	direction := CallOut
	if ev.Direction == "in" {
		direction = CallIn
	}
	set := map[string]any{
		cl.CallType: int64(direction), cl.Phone: ev.Phone, cl.Duration: ev.Duration,
		cl.Finished: true, cl.ProviderID: ev.CallID, cl.User: p.UserID,
	}
	if caller != nil {
		set[cl.Caller] = caller["id"]
	}
	// The provider's event and the engine's look-up, not the user's choice.
	id, err := mod.Engine().CreateAsSystem(ctx, p, m, set)
	if err != nil {
		return 0, false, err
	}
	if ev.Duration > 0 {
		if _, err := mod.Engine().Jobs.Enqueue(ctx, p, recordingJob, map[string]any{"id": id, "call_id": ev.CallID}); err != nil {
			return id, true, fmt.Errorf("telephony: queue recording of call %d: %w", id, err)
		}
	}
	return id, true, nil
}

// LoopWatch answers GET .../plugins/loop_watch_calling: whether proxy calling is on for the
// tenant, and the call ringing the user's line now, if any.
func (mod *Module) LoopWatch(ctx context.Context, p engine.Principal) map[string]any {
	out := map[string]any{"enabled": mod.proxyCalling(ctx, p.TenantID), "calling": nil}
	if c, ok := mod.ringing.get(userKey{p.TenantID, p.UserID}, mod.Engine().Now()); ok {
		out["calling"] = c
	}
	return out
}
