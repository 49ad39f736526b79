package meta

import (
	"fmt"
	"slices"
	"strings"
)

// Fields of the user model that access rules read besides UserTypeField (the roles of
// action access): the team (a comtree) and the title.
const (
	UserTeamField  = "team"
	UserTitleField = "title"
)

// Standard actions every model has; a model's metadata may declare more (in "access" or as
// the "access" of its actions).
var StandardActions = []string{"view", "add", "edit", "delete", "export", "massedit", "note_operation_edit", "note_operation_delete"}

// AnyUser in an access list lets every signed-in user do the action.
const AnyUser = "*"

// Limited names the field that marks a record limited and the fields listing who is inside
// it: such a record shows only its id to everyone else (spec: islimited).
type Limited struct {
	Flag    string   `json:"flag"`
	Members []string `json:"members,omitempty"`
}

// EditAccess narrows who changes records of a model beyond the edit and delete actions:
// editing takes the action Edit and deleting the action Delete instead (notes:
// note_operation_edit, note_operation_delete), and a non-admin changes only records they
// created or are named in by one of the Editors fields (foreignkeys to user).
type EditAccess struct {
	Edit    string   `json:"edit,omitempty"`
	Delete  string   `json:"delete,omitempty"`
	Editors []string `json:"editors,omitempty"`
}

// CheckedAction answers the action Allow checks for action on m: edit and delete may be
// replaced by the model's edit_access.
func (m *Model) CheckedAction(action string) string {
	if m.EditAccess != nil {
		if action == "edit" && m.EditAccess.Edit != "" {
			return m.EditAccess.Edit
		}
		if action == "delete" && m.EditAccess.Delete != "" {
			return m.EditAccess.Delete
		}
	}
	return action
}

// DataAccess marks the model whose records are data access groups and names its fields: the
// model a group narrows, the gql filter, and the members (users, teams).
type DataAccess struct {
	Model  string `json:"model"`
	Filter string `json:"filter"`
	Users  string `json:"users"`
	Teams  string `json:"teams"`
}

// Actions lists the actions of m: the standard ones, then those its metadata declares.
func (m *Model) ActionNames() []string {
	out := append([]string{}, StandardActions...)
	add := func(a string) {
		if a != "" && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	for _, a := range sortedKeys(m.Access) {
		add(a)
	}
	for _, a := range m.Actions.Actions {
		add(a.Access)
	}
	if ea := m.EditAccess; ea != nil {
		add(ea.Edit)
		add(ea.Delete)
	}
	for _, a := range m.Actions.MassActions {
		add(a.Access)
	}
	return out
}

// DefaultAccess answers the user types the metadata lets do action, and whether it names
// the action at all; an action it does not name is open to every signed-in user.
func (m *Model) DefaultAccess(action string) ([]string, bool) {
	roles, ok := m.Access[action]
	return roles, ok
}

// ContactFields lists the fields flagged as contact details.
func (m *Model) ContactFields() []*Field {
	var out []*Field
	for _, f := range m.Fields {
		if f.Contact {
			out = append(out, f)
		}
	}
	return out
}

// checkAccess checks the access-related keys of m once the registry is linked.
func (r *Registry) checkAccess(m *Model) error {
	fail := func(field, format string, args ...any) error {
		return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	for _, f := range m.Fields {
		if f.Contact && f.Type != "char" && f.Type != "multiline" {
			// multiline: a list of addresses, as a message's recipients
			return fail(f.Name, "contact: only char and multiline fields hold contact details")
		}
		if f.FilterOf != "" {
			if f.Type != "char" && f.Type != "multiline" {
				return fail(f.Name, "filter_of: only a char or multiline field can hold a gql filter")
			}
			if src := m.byName[f.FilterOf]; src == nil || src.Type != "char" {
				return fail(f.Name, "filter_of: %q must name a char field of %s holding a model name", f.FilterOf, m.Name)
			}
		}
	}
	if l := m.Limited; l != nil {
		if f := m.byName[l.Flag]; f == nil || f.Type != "checkbox" || len(f.Options) > 0 || f.OptionKey != "" {
			return fail(l.Flag, "limited.flag must name a tick-box checkbox field of %s", m.Name)
		}
		for _, n := range l.Members {
			if f := m.Field(n); f == nil || f.Type != "foreignkey" || f.To != UserModel {
				return fail(n, "limited.members: %q must name a foreignkey to %s", n, UserModel)
			}
		}
	}
	if ea := m.EditAccess; ea != nil {
		for _, n := range ea.Editors {
			if f := m.Field(n); f == nil || f.Type != "foreignkey" || f.To != UserModel {
				return fail(n, "edit_access.editors: %q must name a foreignkey to %s", n, UserModel)
			}
		}
	}
	if d := m.DataAccess; d != nil {
		if f := m.byName[d.Filter]; f == nil || f.FilterOf != d.Model {
			return fail(d.Filter, "data_access.filter must name a field with \"filter_of\": %q", d.Model)
		}
		if f := m.byName[d.Users]; f == nil || f.Type != "foreignkey" || f.To != UserModel || !f.Multiple {
			return fail(d.Users, "data_access.users must name a multiple foreignkey to %s", UserModel)
		}
		if f := m.byName[d.Teams]; f == nil || f.Type != "comtree" || !f.Multiple {
			return fail(d.Teams, "data_access.teams must name a multiple comtree field")
		}
	}
	if m.ExportFlag != "" && strings.TrimSpace(m.ExportFlag) != m.ExportFlag {
		return fail("", "export_flag: no spaces around the setting name")
	}
	return nil
}

// DataAccessModel answers the model holding data access groups, or nil.
func (r *Registry) DataAccessModel() *Model {
	for _, m := range r.Models() {
		if m.DataAccess != nil {
			return m
		}
	}
	return nil
}
