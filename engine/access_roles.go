package engine

import (
	"context"
	"slices"
	"sync"
	"time"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// RoleAccess is the access rule of the product:
//
//   - Action access: a model's metadata ("access") names the user types that may do each
//     action; a tenant's admins override it per action (table action_access). Admins may do
//     everything.
//   - Data access groups (records of the model with "data_access" in its metadata): a group
//     names a model, a gql filter over it and members (users, and teams with every team
//     below them). A non-admin member of one or more groups of a model reads only the
//     records matching any of them (OR), plus the records shared with them; a user in no
//     group of a model is not narrowed on it. Editing and deleting need the record inside
//     a group or shared with edit permission.
//   - Shares (sharable models): see above; a share opens a record to its targets even
//     outside their groups.
//
// Both rules are compiled into the SQL of every read, so lists stay index-driven; admins
// get no scope at all.
type RoleAccess struct {
	e   *Engine
	mu  sync.Mutex
	by  map[int64]*accessRules
	ttl time.Duration
}

// accessRules are one tenant's overrides and groups, cached until a write changes them here
// or in another process (relay.go), or a minute passes should a relayed drop be lost.
type accessRules struct {
	loaded    time.Time
	overrides map[string]map[string][]string
	groups    map[string][]accessGroup // by model
}

type accessGroup struct {
	id     int64
	filter gql.Node
	users  []int64
	teams  []int64
}

func newRoleAccess(e *Engine) *RoleAccess {
	return &RoleAccess{e: e, by: map[int64]*accessRules{}, ttl: time.Minute}
}

// Allow tells whether p may do action on m.
func (a *RoleAccess) Allow(ctx context.Context, p Principal, m *meta.Model, action string) error {
	if p.IsAdmin {
		return nil
	}
	action = m.CheckedAction(action)
	roles, ok := m.DefaultAccess(action)
	if r, err := a.rules(ctx, p.TenantID); err == nil {
		if o, set := r.overrides[m.Name][action]; set {
			roles, ok = o, true
		}
	} else {
		return err
	}
	if !ok || slices.Contains(roles, meta.AnyUser) || (p.UserType != "" && slices.Contains(roles, p.UserType)) {
		return nil
	}
	return denied(m, action)
}

// Scope narrows reads (ActView) or writes (ActEdit) of a non-admin to their data access
// groups and shares.
func (a *RoleAccess) Scope(ctx context.Context, p Principal, action string) gql.ScopeFunc {
	if p.IsAdmin {
		return nil
	}
	r, err := a.rules(ctx, p.TenantID)
	if err != nil {
		return func(*store.Builder, *meta.Model, string) error { return err }
	}
	return func(b *store.Builder, m *meta.Model, alias string) error {
		var mine []accessGroup
		for _, g := range r.groups[m.Name] {
			if g.has(p) {
				mine = append(mine, g)
			}
		}
		if len(mine) == 0 {
			return nil
		}
		// The groups' filters are the admin's, compiled without a scope of their own.
		c := a.e.compiler(ctx, Principal{TenantID: p.TenantID, UserID: p.UserID, IsAdmin: true})
		c.AliasPrefix = "s"
		c.Veil = nil // the rule may name any field; it is the admin's, not the reader's
		b.S(" AND (")
		for i, g := range mine {
			if i > 0 {
				b.S(" OR ")
			}
			b.S("(")
			if err := c.Where(b, m, alias, g.filter); err != nil {
				return err
			}
			b.S(")")
		}
		if m.Sharable {
			b.S(" OR ")
			store.WriteSharedIDs(b, p.TenantID, m.Name, alias, shareTargets(p), action != ActView)
		}
		b.S(")")
		return nil
	}
}

func (g accessGroup) has(p Principal) bool {
	if slices.Contains(g.users, p.UserID) {
		return true
	}
	for _, t := range p.Teams {
		if slices.Contains(g.teams, t) {
			return true
		}
	}
	return false
}

func shareTargets(p Principal) store.ShareTargets {
	return store.ShareTargets{UserID: p.UserID, Teams: p.Teams, Title: p.Title}
}

// changed drops a tenant's cached rules, after a write to groups or overrides, in every
// process.
func (a *RoleAccess) changed(tenant int64) {
	a.drop(tenant, false)
	a.e.Announce(context.Background(), Drop{Kind: DropAccess, Tenant: tenant})
}

// drop forgets a tenant's cached rules (every tenant's with all) in this process.
func (a *RoleAccess) drop(tenant int64, all bool) {
	a.mu.Lock()
	if all {
		clear(a.by)
	} else {
		delete(a.by, tenant)
	}
	a.mu.Unlock()
}

func (a *RoleAccess) rules(ctx context.Context, tenant int64) (*accessRules, error) {
	a.mu.Lock()
	r := a.by[tenant]
	a.mu.Unlock()
	if r != nil && time.Since(r.loaded) < a.ttl {
		return r, nil
	}
	r, err := a.load(ctx, tenant)
	if err != nil {
		return nil, err
	}
	a.mu.Lock()
	a.by[tenant] = r
	a.mu.Unlock()
	return r, nil
}

func (a *RoleAccess) load(ctx context.Context, tenant int64) (*accessRules, error) {
	r := &accessRules{loaded: time.Now(), groups: map[string][]accessGroup{}}
	var err error
	if r.overrides, err = a.e.Store.ActionAccess(ctx, tenant); err != nil {
		return nil, err
	}
	dm := a.e.Reg().DataAccessModel()
	if dm == nil {
		return r, nil
	}
	admin := Principal{TenantID: tenant, IsAdmin: true}
	items, err := a.e.reads.query(ctx, a.e.compiler(ctx, admin), gql.Query{Model: dm, Ordering: "id", Limit: 100000})
	if err != nil {
		return nil, err
	}
	d := dm.DataAccess
	for _, it := range items {
		model, _ := it[d.Model].(string)
		text, _ := it[d.Filter].(string)
		filter, err := gql.Parse(text)
		if err != nil || filter == nil {
			// A group whose filter no longer parses lets its members see nothing rather than everything.
			a.e.Log.Warn("data access group filter", "id", it["id"], "err", err)
			filter = &gql.Cond{Path: []string{"id"}, Raw: "0", HasValue: true}
		}
		g := accessGroup{id: it["id"].(int64), filter: filter, users: ids(it[d.Users]), teams: ids(it[d.Teams])}
		r.groups[model] = append(r.groups[model], g)
	}
	return r, nil
}
