package meta

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A broken action stops loading with the file, model and action named, and the problem.
func TestActionLoadErrors(t *testing.T) {
	model := func(actions string) string {
		return `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [
			{"name": "a", "type": "char", "label": {"en": "A"}},
			{"name": "state", "type": "dropdown", "label": {"en": "S"}, "options": [{"code": "open", "en_US": "Open"}, {"code": "shut", "en_US": "Shut"}]},
			{"name": "owner", "type": "foreignkey", "to": "user", "label": {"en": "O"}},
			{"name": "due", "type": "date", "label": {"en": "D"}},
			{"name": "n", "type": "integer", "label": {"en": "N"}}],
			"actions": ` + actions + `}`
	}
	const file = "partner/models/x.json: model x, action "
	cases := []struct {
		name, actions, want string
	}{
		{"fine", `{"actions": [{"name": "edit", "label": {"en": "E"}, "hidden": "record.is_deleted"},
			{"name": "take", "type": "update", "label": {"en": "T"}, "set": {"owner": "{{user.id}}", "due": "{{today}}", "state": "shut", "n": 3},
			 "condition": "record.owner != user.id && (record.n == nil || record.n < 5) && user.user_type in ['consultant'] && !user.isAdmin", "hidden": "record.state == 'shut' || record.due > today"}],
			"mass_actions": [{"name": "export", "label": {"en": "X"}}, {"name": "take", "type": "update", "label": {"en": "T"}, "set": {"state": "open"}}]}`, ""},
		{"expression does not compile", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}, "condition": "record.a =="}]}`,
			file + "actions.t: condition: \"record.a ==\" does not compile"},
		{"not a boolean", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}, "hidden": "'shut'"}]}`,
			file + "actions.t: hidden: \"'shut'\" does not compile: expected bool"},
		{"unknown record field", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}, "condition": "record.stat == 'open'"}]}`,
			file + "actions.t: condition: record.stat is not a field of x"},
		{"unknown user key", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}, "condition": "user.role == 'x'"}]}`,
			file + "actions.t: condition: user.role is not known"},
		{"unknown name", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}, "condition": "owner == 1"}]}`,
			"unknown name owner"},
		{"unknown field in set", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"nope": 1}}]}`,
			file + `actions.t, field nope: set: "nope" is not a field of x`},
		{"system field in set", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"version": 1}}]}`,
			`set: "version" is not a field of x`},
		{"unknown option", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"state": "gone"}}]}`,
			`field state: set: "gone" is not an option of x.state (options: open, shut)`},
		{"bad literal", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"n": "many"}}]}`,
			"field n: set: many:"},
		{"template on the wrong field", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "{{user.id}}"}}]}`,
			"field a: set: {{user.id}} does not fit a char field"},
		{"update without set", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}}]}`,
			file + `actions.t: an update action needs "set"`},
		{"custom name without a type", `{"actions": [{"name": "t", "label": {"en": "T"}, "set": {"a": "x"}}]}`,
			file + `actions.t: not a built-in action (delete, edit, recover, retry_email, send_email); a custom action needs "type": "update"`},
		{"a built-in as a mass action of another list", `{"mass_actions": [{"name": "recover", "label": {"en": "T"}}]}`,
			"mass_actions.recover: not a built-in action (delete, export, mass_edit)"},
		{"twice", `{"actions": [{"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "x"}}, {"name": "t", "type": "update", "label": {"en": "T"}, "set": {"a": "y"}}]}`,
			"actions.t: the name appears twice"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/x.json": {Data: []byte(model(c.actions))}}
		_, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v\nwant %s", c.name, err, c.want)
		}
	}
}
