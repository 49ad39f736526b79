package engine

import (
	"encoding/json"
	"strings"
	"testing"

	"huntline/meta"
)

type fakeModule ModuleInfo

func (f fakeModule) Info() ModuleInfo { return ModuleInfo(f) }

// A module list that cannot start says why: a nameless module, two of one name, a module
// requiring one the binary lacks.
func TestModuleListChecks(t *testing.T) {
	for _, tc := range []struct {
		name string
		list []Module
		want string
	}{
		{"fine", []Module{fakeModule{Name: "a"}, fakeModule{Name: "b", Requires: []string{"a"}}}, ""},
		{"no name", []Module{fakeModule{}}, "has no name"},
		{"twice", []Module{fakeModule{Name: "a"}, fakeModule{Name: "a"}}, `two modules are named "a"`},
		{"missing requirement", []Module{fakeModule{Name: "b", Requires: []string{"a"}}}, `module "b" requires "a", which is not in the binary`},
	} {
		_, err := newModules(tc.list)
		if (err == nil) != (tc.want == "") || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// A plugin's switch is its stored change, else its default; other modules are always on.
func TestPluginStates(t *testing.T) {
	mods, err := newModules([]Module{fakeModule{Name: "core"}, fakeModule{Name: "p", Plugin: true}, fakeModule{Name: "q", Plugin: true, DefaultOn: true}})
	if err != nil {
		t.Fatal(err)
	}
	e := &Engine{mods: mods}
	wireParts(e)
	on, rest := e.Metadata.pluginStates(nil)
	if on["p"] || !on["q"] || len(rest) != 0 {
		t.Errorf("defaults: %v", on)
	}
	on, _ = e.Metadata.pluginStates(changesOf(t, map[string]bool{"p": true, "q": false, "unknown": true}))
	if !on["p"] || on["q"] || on["unknown"] {
		t.Errorf("switched: %v", on)
	}
}

func changesOf(t *testing.T, switches map[string]bool) []meta.Change {
	t.Helper()
	var out []meta.Change
	for name, on := range switches {
		raw, _ := json.Marshal(pluginSwitch{On: on})
		out = append(out, meta.Change{Kind: changePlugin, Key: name, Doc: raw})
	}
	return out
}
