package meta

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/vm"

	"huntline/clock"
)

// Action is a button on a record ("actions") or on a selection of records ("mass_actions").
// It is either one of the built-in actions the screens already know (BuiltinActions), or a
// custom action of type "update" that sets fields (Set) through the normal update path.
// Condition (enabled only when true) and Hidden (hidden when true) are expr-lang expressions
// over the record and the user (ActionEnvKeys), compiled here at load and run by the engine.
type Action struct {
	Name      string         `json:"name"`
	Label     Label          `json:"label"`
	Icon      string         `json:"icon,omitempty"`
	Type      string         `json:"type,omitempty"`
	Access    string         `json:"access,omitempty"`
	Condition string         `json:"condition,omitempty"`
	Hidden    string         `json:"hidden,omitempty"`
	Reason    Label          `json:"reason,omitempty"` // why the action is disabled when Condition is false
	Confirm   Label          `json:"confirm,omitempty"`
	Set       map[string]any `json:"set,omitempty"`

	condition, hidden *vm.Program
}

// ActionUpdate is the custom action type that sets fields of the record.
const ActionUpdate = "update"

// BuiltinActions are the actions the screens implement themselves, each with the access
// action it takes when the metadata names none.
var BuiltinActions = map[string]map[string]string{
	// send_email and retry_email are a module's screen and call about the record (writing a
	// message, sending a failed one again); the module decides who may.
	"actions":      {"edit": "edit", "delete": "delete", "recover": "delete", "send_email": "view", "retry_email": "view"},
	"mass_actions": {"mass_edit": "massedit", "delete": "delete", "export": "export"},
}

// ActionTemplates are the values of "set" that are filled when the action runs, as in
// default_value.
var ActionTemplates = []string{"{{user.id}}", "{{today}}", "{{now}}"}

// UserKeys are what a condition may read of the signed-in user: user.id, user.isAdmin,
// user.user_type (a code of the user_type list), user.team (their own team id), user.teams
// (their team and every team above it) and user.title.
var UserKeys = []string{"id", "isAdmin", "team", "teams", "title", "user_type"}

// Custom reports whether the action is run by the engine rather than a built-in screen.
func (a *Action) Custom() bool { return a.Type == ActionUpdate }

// AccessAction answers the action access a user needs for a: its "access", else the
// built-in's own action, else "edit" (a custom update changes the record).
func (a *Action) AccessAction(list string) string {
	if a.Access != "" {
		return a.Access
	}
	if acc, ok := BuiltinActions[list][a.Name]; ok {
		return acc
	}
	return "edit"
}

// Programs answers the compiled condition and hidden expressions (nil when not given).
func (a *Action) Programs() (condition, hidden *vm.Program) { return a.condition, a.hidden }

// FindAction answers the action of list ("actions" or "mass_actions") named name, or nil.
func (m *Model) FindAction(list, name string) *Action {
	for _, a := range m.actionList(list) {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// CustomActionNames lists the custom actions of list, for error messages.
func (m *Model) CustomActionNames(list string) []string {
	var out []string
	for _, a := range m.actionList(list) {
		if a.Custom() {
			out = append(out, a.Name)
		}
	}
	return out
}

func (m *Model) actionList(list string) []*Action {
	if list == "mass_actions" {
		return m.Actions.MassActions
	}
	return m.Actions.Actions
}

// actionEnv is the shape of what conditions read; the engine fills the same keys.
var actionEnv = map[string]any{"record": map[string]any{}, "user": map[string]any{}, "tenant": map[string]any{}, "today": "", "now": ""}

// TenantKeys are what conditions may read of the tenant: its client code (fa, ht ...) and
// client type (HT, HR), as variants of the product hang on them.
var TenantKeys = []string{"client_code", "client_type"}

// checkActions compiles every action's expressions and checks its "set" against the model,
// so a broken action stops start-up instead of failing when a user clicks it.
func (r *Registry) checkActions(m *Model) error {
	for _, list := range []string{"actions", "mass_actions"} {
		seen := map[string]bool{}
		for _, a := range m.actionList(list) {
			fail := func(field, format string, args ...any) error {
				return &LoadError{File: m.File, Model: m.Name, Action: list + "." + a.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
			}
			if seen[a.Name] {
				return fail("", "the name appears twice in %s", list)
			}
			seen[a.Name] = true
			_, builtin := BuiltinActions[list][a.Name]
			switch {
			case a.Type == "" && !builtin:
				return fail("", "not a built-in action (%s); a custom action needs \"type\": %q and \"set\"", strings.Join(sortedKeys(BuiltinActions[list]), ", "), ActionUpdate)
			case a.Type != "" && a.Type != ActionUpdate:
				return fail("", "type %q must be %q", a.Type, ActionUpdate)
			case a.Type != "" && builtin:
				return fail("", "%s is a built-in action; give a custom action another name", a.Name)
			case a.Custom() && len(a.Set) == 0:
				return fail("", "an update action needs \"set\": {field: value}")
			case !a.Custom() && len(a.Set) > 0:
				return fail("", "only an update action takes \"set\"")
			}
			var err error
			if a.condition, err = compileCondition(m, a.Condition); err != nil {
				return fail("", "condition: %s", err)
			}
			if a.hidden, err = compileCondition(m, a.Hidden); err != nil {
				return fail("", "hidden: %s", err)
			}
			for _, name := range sortedKeys(a.Set) {
				if err := r.checkSet(m, m.byName[name], name, a.Set[name]); err != nil {
					return fail(name, "set: %s", err)
				}
			}
		}
	}
	return nil
}

// compileCondition compiles a condition to a bool over actionEnv, and checks that it reads
// only fields of m and known user keys.
func compileCondition(m *Model, text string) (*vm.Program, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	prog, err := expr.Compile(text, expr.Env(actionEnv), expr.AsBool())
	if err != nil {
		return nil, fmt.Errorf("%q does not compile: %s", text, firstLine(err.Error()))
	}
	var unknown []string
	ast.Find(prog.Node(), func(n ast.Node) bool {
		mem, ok := n.(*ast.MemberNode)
		if !ok {
			return false
		}
		id, ok := mem.Node.(*ast.IdentifierNode)
		prop, isStr := mem.Property.(*ast.StringNode)
		if !ok || !isStr {
			return false
		}
		switch {
		case id.Value == "record" && !isRecordKey(m, prop.Value):
			unknown = append(unknown, fmt.Sprintf("record.%s is not a field of %s", prop.Value, m.Name))
		case id.Value == "user" && !slices.Contains(UserKeys, prop.Value):
			unknown = append(unknown, fmt.Sprintf("user.%s is not known (user: %s)", prop.Value, strings.Join(UserKeys, ", ")))
		case id.Value == "tenant" && !slices.Contains(TenantKeys, prop.Value):
			unknown = append(unknown, fmt.Sprintf("tenant.%s is not known (tenant: %s)", prop.Value, strings.Join(TenantKeys, ", ")))
		}
		return false
	})
	if len(unknown) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(unknown, "; "))
	}
	return prog, nil
}

// isRecordKey reports whether a condition may read name of a record: a stored field or a
// system field (computed-when-read relations and rollups are not in the stored record).
func isRecordKey(m *Model, name string) bool {
	if _, sys := systemByName[name]; sys {
		return true
	}
	f := m.byName[name]
	return f != nil && f.Kind().Storage(f) != StoreVirtual
}

// checkSet checks one field an update action sets: a writable field of m, and a value its
// type takes (a template only where it fits: {{user.id}} for a link to user, {{today}} and
// {{now}} for dates).
func (r *Registry) checkSet(m *Model, f *Field, name string, v any) error {
	if f == nil {
		return fmt.Errorf("%q is not a field of %s", name, m.Name)
	}
	if !f.IsEditable() || f.Collection != nil {
		return fmt.Errorf("%q cannot be written", name)
	}
	if s, ok := v.(string); ok && strings.Contains(s, "{{") {
		switch {
		case s == "{{user.id}}" && (f.Type == "foreignkey" && f.To == UserModel):
		case (s == "{{today}}" || s == "{{now}}") && (f.Type == "date" || f.Type == "datetime"):
		default:
			return fmt.Errorf("%s does not fit a %s field (templates: %s)", s, f.Type, strings.Join(ActionTemplates, ", "))
		}
		return nil
	}
	if v == nil {
		if f.Required {
			return fmt.Errorf("%q is required and cannot be cleared", name)
		}
		return nil
	}
	if _, err := f.Kind().Normalize(f, v, Env{Loc: time.UTC, Now: clock.Now()}); err != nil {
		return fmt.Errorf("%v: %s", v, err)
	}
	if list := r.OptionList(f.OptionList()); list != nil && len(list.Options) > 0 {
		codes := map[string]bool{}
		for _, o := range list.Options {
			codes[o.Code] = true
		}
		vals, isList := v.([]any)
		if !isList {
			vals = []any{v}
		}
		for _, x := range vals {
			if s := fmt.Sprint(x); !codes[s] {
				return fmt.Errorf("%q is not an option of %s (options: %s)", s, f.OptionList(), strings.Join(sortedKeys(codes), ", "))
			}
		}
	}
	return nil
}
