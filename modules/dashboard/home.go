package dashboard

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strconv"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The user's settings the dashboard keeps (GET /rest/data/userconfig shows them).
const (
	ownKey    = "dashboard.own"    // true once the user changed their home: it is theirs, no longer the role's
	hiddenKey = "dashboard.hidden" // ids of the dashlets for everyone the user hid
)

// Home is a user's dashboard: the dashlets admins placed for everyone (but those the user
// hid), then the user's own, or the role's home while the user has not changed it.
type Home struct {
	Name     string    `json:"home"`  // the role's home (homes/*.json)
	Label    string    `json:"label"` // its name in the reader's language
	Own      bool      `json:"own"`   // the user changed it: the dashlets below are their records
	Dashlets []Dashlet `json:"dashlets"`
	Hidden   []Dashlet `json:"hidden"` // dashlets for everyone the user hid, to show again
}

// Mine resolves p's home (GET /rest/dashboard/mine).
func (mod *Module) Mine(ctx context.Context, p engine.Principal) (*Home, error) {
	h, err := mod.roleHome(ctx, p)
	if err != nil {
		return nil, err
	}
	cfg, err := mod.Engine().UserConfig(ctx, p)
	if err != nil {
		return nil, err
	}
	out := &Home{Name: h.Name, Label: label(h.Label, p.Lang), Dashlets: []Dashlet{}, Hidden: []Dashlet{}}
	hidden := hiddenIDs(cfg)
	company, err := mod.list(ctx, p, "fromAdmin=true")
	if err != nil {
		return nil, err
	}
	for _, d := range company {
		d.ReadOnly = !p.IsAdmin
		if slices.Contains(hidden, d.ID) {
			out.Hidden = append(out.Hidden, d)
		} else {
			out.Dashlets = append(out.Dashlets, d)
		}
	}
	if own, _ := cfg[ownKey].(bool); own {
		out.Own = true
		mine, err := mod.list(ctx, p, "owner={{user.id}}&fromAdmin=false")
		if err != nil {
			return nil, err
		}
		out.Dashlets = append(out.Dashlets, mine...)
		return out, nil
	}
	for _, d := range h.Dashlets {
		if mod.shows(ctx, p, d) {
			out.Dashlets = append(out.Dashlets, d.dashlet(p.Lang))
		}
	}
	return out, nil
}

// shows tells whether a home's dashlet can show for p: a list of a model p may view (a
// report dashlet checks its own report when it loads).
func (mod *Module) shows(ctx context.Context, p engine.Principal, d homeDashlet) bool {
	if d.Module != "listWidget" {
		return true
	}
	m, err := mod.Engine().Model(d.Type)
	return err == nil && mod.Engine().Access.Allow(ctx, p, m, engine.ActView) == nil
}

// roleHome answers the home of p's role.
func (mod *Module) roleHome(ctx context.Context, p engine.Principal) (home, error) {
	e := mod.Engine()
	rec, err := e.Store.Get(ctx, e.Reg().Model("user"), p.TenantID, p.UserID)
	if err != nil {
		return home{}, err
	}
	return homeFor(p, rec.Data), nil
}

// list answers the dashlets p reads under filter, in their order.
func (mod *Module) list(ctx context.Context, p engine.Principal, filter string) ([]Dashlet, error) {
	res, err := mod.Engine().List(ctx, p, model, engine.ListParams{GQL: filter, Ordering: "position,id", Unlimited: true})
	if err != nil {
		return nil, err
	}
	out := make([]Dashlet, 0, len(res.List))
	for _, it := range res.List {
		out = append(out, fromItem(it))
	}
	return out, nil
}

// adopt makes p's home p's own: the role's dashlets become p's records, in order, the first
// time p changes anything.
func (mod *Module) adopt(ctx context.Context, p engine.Principal) error {
	mod.adopting.Lock()
	defer mod.adopting.Unlock()
	cfg, err := mod.Engine().UserConfig(ctx, p)
	if err != nil {
		return err
	}
	if own, _ := cfg[ownKey].(bool); own {
		return nil
	}
	h, err := mod.roleHome(ctx, p)
	if err != nil {
		return err
	}
	for i, hd := range h.Dashlets {
		if !mod.shows(ctx, p, hd) {
			continue
		}
		rec := hd.dashlet(p.Lang).record()
		rec["owner"], rec["position"] = p.UserID, i+1
		if _, err := mod.Engine().Save(ctx, p, model, rec); err != nil {
			return err
		}
	}
	_, err = mod.Engine().SetUserConfig(ctx, p, map[string]any{ownKey: true})
	return err
}

// own answers the id of p's dashlet known by key (an id, or a home dashlet's uuid), making
// the home p's own first.
func (mod *Module) own(ctx context.Context, p engine.Principal, key string) (int64, error) {
	if err := mod.adopt(ctx, p); err != nil {
		return 0, err
	}
	if id, err := strconv.ParseInt(key, 10, 64); err == nil && id > 0 {
		return id, nil
	}
	mine, err := mod.list(ctx, p, "owner={{user.id}}&fromAdmin=false")
	if err != nil {
		return 0, err
	}
	for _, d := range mine {
		if d.UUID == key && key != "" {
			return d.ID, nil
		}
	}
	return 0, engine.NotFound("dashlet_missing", "id: dashlet %s does not exist", key).With(map[string]any{"ID": key})
}

// Save creates a dashlet of p's, or changes one (its id, or a home dashlet's uuid), and
// answers its id. An admin's dashlet for everyone (fromAdmin) leaves p's home as it is.
func (mod *Module) Save(ctx context.Context, p engine.Principal, d Dashlet) (int64, error) {
	rec := d.record()
	switch {
	case d.ID > 0:
		rec["id"] = d.ID
	case d.UUID != "" && !d.FromAdmin:
		id, err := mod.own(ctx, p, d.UUID)
		if err == nil {
			rec["id"] = id
			break
		}
		if !isMissing(err) {
			return 0, err
		}
		fallthrough // a new dashlet with a uuid of its own
	default:
		if !d.FromAdmin {
			if err := mod.adopt(ctx, p); err != nil {
				return 0, err
			}
		}
		if rec["uuid"] == "" {
			rec["uuid"] = newUUID()
		}
		rec["owner"], rec["position"] = p.UserID, mod.nextPosition(ctx, p, d.FromAdmin)
	}
	if id, _ := rec["id"].(int64); id > 0 {
		version, err := mod.writable(ctx, p, id)
		if err != nil {
			return 0, err
		}
		rec["version"] = version
	}
	res, err := mod.Engine().Save(ctx, p, model, rec)
	if err != nil {
		return 0, err
	}
	return res.ID, nil
}

// nextPosition is after the last of p's dashlets (of the admin's for everyone, for those).
func (mod *Module) nextPosition(ctx context.Context, p engine.Principal, fromAdmin bool) int64 {
	filter := "owner={{user.id}}&fromAdmin=false"
	if fromAdmin {
		filter = "fromAdmin=true"
	}
	ds, _ := mod.list(ctx, p, filter)
	var last int64
	for _, d := range ds {
		last = max(last, d.Position)
	}
	return last + 1
}

// Remove deletes one of p's dashlets; an admin's dashlet for everyone is hidden, not removed
// (Hide), except by an admin.
func (mod *Module) Remove(ctx context.Context, p engine.Principal, key string) error {
	if _, err := mod.company(ctx, p, key); err == nil && !p.IsAdmin {
		return fromAdminRefused()
	}
	id, err := mod.own(ctx, p, key)
	if err != nil {
		return err
	}
	if _, err := mod.writable(ctx, p, id); err != nil {
		return err
	}
	_, err = mod.Engine().Delete(ctx, p, model, []int64{id}, 1)
	return err
}

// company answers the dashlet for everyone known by key, or a 404.
func (mod *Module) company(ctx context.Context, p engine.Principal, key string) (*Dashlet, error) {
	id, err := strconv.ParseInt(key, 10, 64)
	if err != nil || id < 1 {
		return nil, engine.NotFound("dashlet_missing", "id: dashlet %s does not exist", key).With(map[string]any{"ID": key})
	}
	it, err := mod.Engine().Get(ctx, p, model, id, nil)
	if err != nil {
		return nil, err
	}
	d := fromItem(it)
	if !d.FromAdmin {
		return nil, engine.NotFound("dashlet_missing", "id: dashlet %s does not exist", key).With(map[string]any{"ID": key})
	}
	return &d, nil
}

// Hide hides a dashlet an admin placed for everyone from p's home, or shows it again.
func (mod *Module) Hide(ctx context.Context, p engine.Principal, key string, hide bool) error {
	d, err := mod.company(ctx, p, key)
	if err != nil {
		return err
	}
	cfg, err := mod.Engine().UserConfig(ctx, p)
	if err != nil {
		return err
	}
	hidden := slices.DeleteFunc(hiddenIDs(cfg), func(id int64) bool { return id == d.ID })
	if hide {
		hidden = append(hidden, d.ID)
	}
	_, err = mod.Engine().SetUserConfig(ctx, p, map[string]any{hiddenKey: hidden})
	return err
}

// Order puts p's dashlets in the order of keys (ids, or home dashlets' uuids); an admin
// orders the dashlets for everyone the same way. Dashlets for everyone in a user's list
// keep their place: only admins move them.
func (mod *Module) Order(ctx context.Context, p engine.Principal, keys []string) error {
	if len(keys) == 0 {
		return engine.BadRequest("dashboard_order", "keys: give the dashlets in their new order")
	}
	// Every key is resolved before anything moves, so a bad one leaves the order as it was.
	var ids []int64
	for _, key := range keys {
		if d, err := mod.company(ctx, p, key); err == nil {
			if p.IsAdmin {
				ids = append(ids, d.ID)
			}
			continue
		}
		id, err := mod.own(ctx, p, key)
		if err != nil {
			return err
		}
		ids = append(ids, id)
	}
	for i, id := range ids {
		if err := mod.place(ctx, p, id, int64(i+1)); err != nil {
			return err
		}
	}
	return nil
}

// place moves dashlet id to pos.
func (mod *Module) place(ctx context.Context, p engine.Principal, id, pos int64) error {
	version, err := mod.writable(ctx, p, id)
	if err != nil {
		return err
	}
	_, err = mod.Engine().Save(ctx, p, model, map[string]any{"id": id, "version": version, "position": pos})
	return err
}

// Reset gives p the role's home again: p's own dashlets go, the hidden ones show again.
func (mod *Module) Reset(ctx context.Context, p engine.Principal) error {
	mine, err := mod.list(ctx, p, "owner={{user.id}}&fromAdmin=false")
	if err != nil {
		return err
	}
	if len(mine) > 0 {
		ids := make([]int64, len(mine))
		for i, d := range mine {
			ids[i] = d.ID
		}
		if _, err := mod.Engine().Delete(ctx, p, model, ids, len(ids)); err != nil {
			return err
		}
	}
	_, err = mod.Engine().SetUserConfig(ctx, p, map[string]any{ownKey: nil, hiddenKey: nil})
	return err
}

func newUUID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// hiddenIDs reads the ids of the dashlets for everyone the user hid.
func hiddenIDs(cfg map[string]any) []int64 {
	var out []int64
	list, _ := cfg[hiddenKey].([]any)
	for _, v := range list {
		if id, err := meta.AsInt(v); err == nil {
			out = append(out, id)
		}
	}
	return out
}

// writable answers the version of dashlet id when p may change it: their own, or any for an
// admin. Another's is a 403 (not the 404 of a record out of sight: the dashboard's calls
// name dashlets the user was shown), an admin's for everyone the spec's refusal.
func (mod *Module) writable(ctx context.Context, p engine.Principal, id int64) (int64, error) {
	e := mod.Engine()
	rec, err := e.Store.Get(ctx, e.Reg().Model(model), p.TenantID, id)
	if store.IsNotFound(err) || (err == nil && rec.IsDeleted) {
		return 0, engine.NotFound("dashlet_missing", "id: dashlet %d does not exist", id).With(map[string]any{"ID": id})
	}
	if err != nil {
		return 0, err
	}
	if !p.IsAdmin {
		if fromAdmin, _ := rec.Data["fromAdmin"].(bool); fromAdmin {
			return 0, fromAdminRefused()
		}
		if owner, _ := engine.AsID(rec.Data["owner"]); owner != p.UserID {
			return 0, engine.Forbidden("dashlet_not_owner", "owner: a dashlet is its user's own; only administrators place one for another user")
		}
	}
	return int64(rec.Version), nil
}

// isMissing tells whether err is a 404.
func isMissing(err error) bool {
	var e *engine.Error
	return errors.As(err, &e) && e.Status == http.StatusNotFound
}
