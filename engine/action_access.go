package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"huntline/meta"
)

// ActionRule is how one action of a model is granted: the user types allowed ("*" all,
// none: admins only), whether the metadata names it, and whether the tenant overrides it.
type ActionRule struct {
	Action     string   `json:"action"`
	UserTypes  []string `json:"user_types"`
	Default    []string `json:"default"`
	Open       bool     `json:"open"` // the metadata leaves the action to every signed-in user
	Overridden bool     `json:"overridden"`
}

// Access lists the action rules of a model, for admins.
func (ac *Actions) Access(ctx context.Context, p Principal, model string) ([]ActionRule, error) {
	if !p.IsAdmin {
		return nil, adminOnly("manage action access")
	}
	m, err := ac.e.model(model)
	if err != nil {
		return nil, err
	}
	overrides, err := ac.e.Store.ActionAccess(ctx, p.TenantID)
	if err != nil {
		return nil, err
	}
	var out []ActionRule
	for _, a := range m.ActionNames() {
		def, named := m.DefaultAccess(a)
		if !named {
			def = []string{meta.AnyUser}
		}
		r := ActionRule{Action: a, UserTypes: def, Default: def, Open: !named}
		if o, ok := overrides[m.Name][a]; ok {
			r.UserTypes, r.Overridden = o, true
		}
		if r.UserTypes == nil {
			r.UserTypes = []string{}
		}
		out = append(out, r)
	}
	return out, nil
}

// SetAccess overrides action rules of a model for the tenant: action -> user types,
// null to go back to the metadata's default. All are checked before any is stored.
func (ac *Actions) SetAccess(ctx context.Context, p Principal, model string, set map[string]any) error {
	if !p.IsAdmin {
		return adminOnly("manage action access")
	}
	m, err := ac.e.model(model)
	if err != nil {
		return err
	}
	if len(set) == 0 {
		return badRequest("action_access", "data: give action -> user types, e.g. {\"export\": [\"consultant\"]}")
	}
	actions := m.ActionNames()
	types := ac.e.Options.For(ctx, p.TenantID)
	typeList := ac.e.Reg().Model(meta.UserModel).Field(meta.UserTypeField).OptionList()
	out := map[string][]string{}
	for action, raw := range set {
		if !slices.Contains(actions, action) {
			return badRequest("action_unknown", "%s: not an action of %s (actions: %s)", action, m.Name, strings.Join(actions, ", ")).
				with(map[string]any{"Action": action, "Model": m.Name, "Choices": strings.Join(actions, ", ")})
		}
		if raw == nil {
			out[action] = nil
			continue
		}
		list, ok := raw.([]any)
		if !ok {
			return badRequest("action_types", "%s: a list of user types (or null for the default)", action).with(map[string]any{"Action": action})
		}
		roles := []string{}
		for _, v := range list {
			s, _ := v.(string)
			if s != meta.AnyUser && !types.Has(typeList, s) {
				return badRequest("action_type_unknown", "%s: %s is not a user type (%s, or * for everyone)", action, fmt.Sprint(v), strings.Join(types.Codes(typeList), ", ")).
					with(map[string]any{"Action": action, "Value": fmt.Sprint(v), "Choices": strings.Join(types.Codes(typeList), ", ")})
			}
			roles = append(roles, s)
		}
		out[action] = roles
	}
	if err := ac.e.Store.SetActionAccess(ctx, p.TenantID, p.UserID, m.Name, out); err != nil {
		return err
	}
	if ra, ok := ac.e.Access.(*RoleAccess); ok {
		ra.changed(p.TenantID)
	}
	return nil
}
