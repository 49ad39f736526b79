package engine

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"

	"huntline/meta"
	"huntline/store"
)

// Actions runs the buttons metadata puts on records: which a user sees and may press,
// pressing one on a record or on many, mass edit (massedit.go), and who may run which action
// (action_access.go).
type Actions struct{ e *Engine }

// Metadata actions (spec 000 §3, §5, §6). A model lists record actions and mass actions; each
// is shown, hidden or disabled by its expressions over the stored record and the user. This
// file is the one place those expressions run: the detail page asks Actions.OfRecord and draws
// what it answers, and Run/RunMass evaluate the same expressions again, inside
// the write's transaction, before they change anything.

// MaxMassAction bounds the records one mass action changes, as a mass edit does.
const MaxMassAction = MaxMassEdit

// ActionState is one record action as the signed-in user sees it now.
type ActionState struct {
	Name    string `json:"name"`
	Label   string `json:"label"`
	Type    string `json:"type,omitempty"` // "update" for a custom action, "" for a built-in
	Icon    string `json:"icon,omitempty"`
	Shown   bool   `json:"shown"`
	Enabled bool   `json:"enabled"`
	Reason  string `json:"reason,omitempty"` // why it is disabled
	Confirm string `json:"confirm,omitempty"`
}

// ActionRefusal is a record a mass action may not run on, and why.
type ActionRefusal struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// OfRecord answers the record actions of a record the user may see, those their action
// access allows, each shown or hidden and enabled or disabled for this record and user, with
// the record's version (what a run must send back).
func (ac *Actions) OfRecord(ctx context.Context, p Principal, model string, id int64) ([]ActionState, int, error) {
	m, err := ac.e.model(model)
	if err != nil {
		return nil, 0, err
	}
	if err := ac.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, 0, err
	}
	items, err := ac.e.reads.byIDs(ctx, ac.e.compiler(ctx, p), m, []int64{id}, false)
	if err != nil {
		return nil, 0, err
	}
	if len(items) == 0 {
		return nil, 0, recordNotFound(m, id)
	}
	rec, err := ac.e.Store.Get(ctx, m, p.TenantID, id)
	if store.IsNotFound(err) {
		return nil, 0, recordNotFound(m, id)
	}
	if err != nil {
		return nil, 0, err
	}
	env := ac.env(ctx, p, m, rec)
	// Every record action writes, so one the user may not write is disabled, saying why.
	var notWritable string
	if err := ac.e.writes.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		ee := AsError(err)
		if ee.Status >= 500 {
			return nil, 0, err
		}
		notWritable = T(p.Lang, ee.Key, ee.Args, ee.Msg)
		if ee.Status == http.StatusNotFound { // readable, but outside what they may change
			notWritable = T(p.Lang, "action_not_writable", nil, "You may not change this record")
		}
	}
	out := []ActionState{}
	for _, a := range m.Actions.Actions {
		if ac.e.Access.Allow(ctx, p, m, a.AccessAction("actions")) != nil {
			continue
		}
		st := ActionState{Name: a.Name, Label: a.Label.In(p.Lang), Type: a.Type, Icon: a.Icon, Confirm: a.Confirm.In(p.Lang)}
		shown, enabled, reason := ac.eval(p, a, env)
		st.Shown, st.Enabled, st.Reason = shown, enabled, reason
		if st.Enabled && notWritable != "" {
			st.Enabled, st.Reason = false, notWritable
		}
		out = append(out, st)
	}
	return out, rec.Version, nil
}

// Run runs the custom record action name on one record: the user needs the action's
// access and the right to write the record, version must be the one they read, and the
// action must be shown and enabled for the record as it is now. The fields it sets go
// through the normal update (validation, change log, new version).
func (ac *Actions) Run(ctx context.Context, p Principal, model string, id int64, name string, version *int) (*SaveResult, error) {
	m, a, in, err := ac.prepare(ctx, p, model, "actions", name)
	if err != nil {
		return nil, err
	}
	if version == nil {
		return nil, badRequest("action_version_required", "version: send the version of the record you read, so the action does not act on a record changed meanwhile")
	}
	if err := ac.e.writes.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		return nil, err
	}
	var result *SaveResult
	err = ac.e.writes.recordTx(ctx, p, m, id, version, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if store.IsNotFound(err) {
			return recordNotFound(m, id)
		}
		if err != nil {
			return err
		}
		if cur.Version != *version {
			return ac.e.writes.staleError(ctx, tx, p, m, cur)
		}
		if shown, enabled, reason := ac.eval(p, a, ac.env(ctx, p, m, cur)); !shown || !enabled {
			return actionRefused(p, m, a, cur, shown, reason)
		}
		result, err = ac.e.writes.updateIn(ctx, tx, p, m, &input{id: id, version: version, set: in.set})
		return err
	})
	if err != nil {
		return nil, err
	}
	ac.e.writes.written(p.TenantID, m)
	return result, nil
}

// RunMass runs the custom mass action name on every record of ids, all or nothing:
// when the action is hidden or disabled for any of them, nothing is changed and the
// refusal lists each such record with its reason (as data). count is the number the user
// confirmed. As with a mass edit, the user confirmed the records as they are now, so no
// versions are asked for; the conditions are evaluated on them inside the transaction.
func (ac *Actions) RunMass(ctx context.Context, p Principal, model, name string, ids []int64, count int) (int, error) {
	m, a, in, err := ac.prepare(ctx, p, model, "mass_actions", name)
	if err != nil {
		return 0, err
	}
	ids, err = massActionCall.confirmed(ids, count)
	if err != nil {
		return 0, err
	}
	if err := ac.e.writes.writable(ctx, p, m, ActEdit, ids); err != nil {
		return 0, err
	}
	err = ac.e.Store.Tx(ctx, func(tx *store.Tx) error {
		var refused []ActionRefusal
		for _, id := range ids {
			cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
			if store.IsNotFound(err) {
				return recordNotFound(m, id)
			}
			if err != nil {
				return err
			}
			if shown, enabled, reason := ac.eval(p, a, ac.env(ctx, p, m, cur)); !shown || !enabled {
				if !shown {
					reason = T(p.Lang, "action_hidden_reason", nil, "not offered for this record")
				}
				refused = append(refused, ActionRefusal{ID: id, Name: cur.Name, Reason: reason})
			}
		}
		if len(refused) > 0 {
			if err := ac.refusedNames(ctx, p, m, refused); err != nil {
				return err
			}
			return massRefused(p, m, a, refused, len(ids))
		}
		return ac.setOnEach(ctx, tx, p, m, ids, in.set, nil) // the metadata's values, not the user's
	})
	if err != nil {
		return 0, err
	}
	ac.e.writes.written(p.TenantID, m)
	return len(ids), nil
}

// prepare finds a custom action, checks the user's access to it, and normalises the
// values it sets (templates filled for this user) as a posted record would be.
func (ac *Actions) prepare(ctx context.Context, p Principal, model, list, name string) (*meta.Model, *meta.Action, *input, error) {
	m, err := ac.e.model(model)
	if err != nil {
		return nil, nil, nil, err
	}
	a := m.FindAction(list, name)
	if a == nil || !a.Custom() {
		choices := strings.Join(m.CustomActionNames(list), ", ")
		return nil, nil, nil, notFound("custom_action_unknown", "%s has no custom action %q (actions: %s)", m.Name, name, choices).
			with(map[string]any{"Model": m.Name, "Action": name, "Choices": choices})
	}
	if err := ac.e.Access.Allow(ctx, p, m, a.AccessAction(list)); err != nil {
		return nil, nil, nil, err
	}
	env := ac.e.env(ctx, p)
	raw := make(map[string]any, len(a.Set))
	for k, v := range a.Set {
		raw[k] = templateValue(v, env)
	}
	in, err := ac.e.writes.readInput(ctx, p, m, raw)
	if err != nil {
		return nil, nil, nil, err
	}
	return m, a, in, nil
}

// eval answers whether a is shown and enabled in env, and if not enabled why. An
// expression that fails when run (nil > 3) counts as false: shown, and disabled.
func (ac *Actions) eval(p Principal, a *meta.Action, env map[string]any) (shown, enabled bool, reason string) {
	condition, hidden := a.Programs()
	if hidden != nil && ac.runCondition(a, hidden, env) {
		return false, false, ""
	}
	if condition != nil && !ac.runCondition(a, condition, env) {
		if reason = a.Reason.In(p.Lang); reason == "" {
			reason = T(p.Lang, "action_unavailable", nil, "Not available for this record now")
		}
		return true, false, reason
	}
	return true, true, ""
}

func (ac *Actions) runCondition(a *meta.Action, prog *vm.Program, env map[string]any) bool {
	out, err := expr.Run(prog, env)
	if err != nil {
		ac.e.Log.Warn("action condition", "action", a.Name, "err", err)
		return false
	}
	b, _ := out.(bool)
	return b
}

// env is what conditions read: the stored record (links as ids, system fields
// included), the user (meta.UserKeys) and today's date and the time now in the tenant's zone.
func (ac *Actions) env(ctx context.Context, p Principal, m *meta.Model, rec *store.Record) map[string]any {
	record := make(map[string]any, len(rec.Data)+7)
	for k, v := range rec.Data {
		record[k] = plainValue(v)
	}
	record["id"], record["version"], record["is_deleted"] = int(rec.ID), rec.Version, rec.IsDeleted
	record["addedBy"], record["lastUpdateBy"] = int(rec.CreatedBy), int(rec.UpdatedBy)
	record["dateAdded"], record["lastUpdateDate"] = rec.CreatedAt.UTC().Format("2006-01-02T15:04:05Z"), rec.UpdatedAt.UTC().Format("2006-01-02T15:04:05Z")
	teams := make([]any, len(p.Teams))
	for i, t := range p.Teams {
		teams[i] = int(t)
	}
	var team any
	if len(p.Teams) > 0 {
		team = teams[0]
	}
	var title any
	if p.Title != 0 {
		title = int(p.Title)
	}
	now := ac.e.env(ctx, p).Now
	cfg := ac.e.Tenants.Config(ctx, p.TenantID)
	return map[string]any{
		"tenant": map[string]any{"client_code": cfg.ClientCode, "client_type": cfg.ClientType},
		"record": record,
		"user":   map[string]any{"id": int(p.UserID), "isAdmin": p.IsAdmin, "user_type": p.UserType, "team": team, "teams": teams, "title": title},
		"today":  now.Format(meta.DateLayout),
		"now":    now.UTC().Format("2006-01-02T15:04:05Z"),
	}
}

// plainValue makes stored numbers comparable with the user's id (int) in expressions.
func plainValue(v any) any {
	switch x := v.(type) {
	case int64:
		return int(x)
	case float64:
		if x == float64(int(x)) {
			return int(x)
		}
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = plainValue(e)
		}
		return out
	}
	return v
}

func actionRefused(p Principal, m *meta.Model, a *meta.Action, cur *store.Record, shown bool, reason string) *Error {
	label := a.Label.In(p.Lang)
	if !shown {
		return (&Error{Status: http.StatusConflict, Key: "action_not_offered",
			Msg: fmt.Sprintf("%s is not offered for %s %d as it is now; reload it.", label, m.Name, cur.ID)}).
			with(map[string]any{"Action": label, "Model": m.Name, "ID": cur.ID})
	}
	return (&Error{Status: http.StatusConflict, Key: "action_not_allowed",
		Msg: fmt.Sprintf("%s cannot run on %s %d now: %s", label, m.Name, cur.ID, reason)}).
		with(map[string]any{"Action": label, "Model": m.Name, "ID": cur.ID, "Reason": reason})
}

// refusedNames names the refused records as p reads them (a submission's candidate p may not
// read stays masked), not by their stored names.
func (ac *Actions) refusedNames(ctx context.Context, p Principal, m *meta.Model, refused []ActionRefusal) error {
	list := make([]int64, len(refused))
	for i, r := range refused {
		list[i] = r.ID
	}
	names, err := ac.e.names.of(ctx, p, m.Name, list)
	if err != nil {
		return err
	}
	for i, r := range refused {
		refused[i].Name = names[r.ID]
		if refused[i].Name == "" {
			refused[i].Name = "#" + itoa64(r.ID)
		}
	}
	return nil
}

func massRefused(p Principal, m *meta.Model, a *meta.Action, refused []ActionRefusal, total int) *Error {
	label := a.Label.In(p.Lang)
	parts := make([]string, 0, len(refused))
	for i, r := range refused {
		if i == 10 {
			parts = append(parts, fmt.Sprintf("… (%d more)", len(refused)-10))
			break
		}
		parts = append(parts, fmt.Sprintf("%s (%d): %s", r.Name, r.ID, r.Reason))
	}
	list := strings.Join(parts, "; ")
	return (&Error{Status: http.StatusConflict, Key: "massaction_refused",
		Msg:  fmt.Sprintf("%s: %d of %d records refused, so nothing was changed: %s", label, len(refused), total, list),
		Args: map[string]any{"Action": label, "Refused": len(refused), "Total": total, "List": list},
		Data: map[string]any{"refused": refused}})
}
