package meta

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// A module's extends/ adds fields and tabs to another source's model, in place; a bad one
// stops loading with the reason.
func TestExtensions(t *testing.T) {
	ext := func(body string) Source {
		return Source{Name: "module", FS: fstest.MapFS{
			"models/call.json":       {Data: []byte(`{"name": "call", "label": {"en": "Call"}, "name_template": "{{candidate}}", "fields": [{"name": "candidate", "type": "foreignkey", "to": "candidate", "label": {"en": "C"}}]}`)},
			"extends/candidate.json": {Data: []byte(body)},
		}}
	}
	field := `{"name": "call_set", "type": "reverse_foreignkey", "to": "call", "via": "candidate", "label": {"en": "Calls"}}`
	tab := `{"after": "note_set", "name": "call_set", "label": {"en": "Calls"}, "type": "reverse_foreignkey", "data_model_name": "call", "param": "candidate"}`
	r, err := Load(Source{Name: "meta", FS: Builtin}, ext(`{"model": "candidate", "fields": [`+field+`], "detail_tabs": [`+tab+`]}`))
	if err != nil {
		t.Fatal(err)
	}
	c := r.Model("candidate")
	if c.Field("call_set") == nil {
		t.Error("the field was not added")
	}
	var names []string
	for _, dt := range c.DetailTabs {
		names = append(names, dt.Name)
	}
	if got := strings.Join(names, ","); !strings.Contains(got, "note_set,call_set") {
		t.Errorf("tabs %s: want call_set right after note_set", got)
	}
	r, err = Load(Source{Name: "meta", FS: Builtin}, ext(`{"model": "candidate", "fields": [`+field+`], "view_fields": {"edit": {"notes": ["call_set"]}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if g := r.Model("candidate").Views["edit"].Groups; !slices.ContainsFunc(g, func(g ViewGroup) bool { return g.Name == "notes" && slices.Contains(g.Fields, "call_set") }) {
		t.Errorf("view_fields: the edit view's notes group %v lacks call_set", g)
	}
	r, err = Load(Source{Name: "meta", FS: Builtin}, ext(`{"model": "candidate", "fields": [`+field+`], "view_groups": {"detail": [{"after": "experience", "name": "calls", "label": {"en": "Calls"}, "layout": 1, "fields": ["call_set"]}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	g := r.Model("candidate").Views["detail"].Groups
	if i := slices.IndexFunc(g, func(g ViewGroup) bool { return g.Name == "calls" }); i < 1 || g[i-1].Name != "experience" || !slices.Equal(g[i].Fields, []string{"call_set"}) {
		t.Errorf("view_groups: the detail view's groups %v: want calls with call_set right after experience", g)
	}
	for _, tc := range []struct{ name, body, want string }{
		{"no model", `{"fields": [` + field + `]}`, `"model": name the model this file extends`},
		{"a model there is not", `{"model": "spaceship", "fields": [` + field + `]}`, "extends a model there is not"},
		{"a view group there is not", `{"model": "candidate", "fields": [` + field + `], "view_fields": {"edit": {"nothing": ["call_set"]}}}`, `has no group "nothing"`},
		{"a group after one there is not", `{"model": "candidate", "fields": [` + field + `], "view_groups": {"edit": [{"after": "nothing", "name": "calls", "fields": ["call_set"]}]}}`, `has no group "nothing" to put calls after`},
		{"after a tab there is not", `{"model": "candidate", "detail_tabs": [` + strings.Replace(tab, "note_set", "nothing", 1) + `]}`, `there is no tab "nothing"`},
	} {
		if _, err := Load(Source{Name: "meta", FS: Builtin}, ext(tc.body)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// A company's tab order stored before a module came keeps the module's tab, where the module
// places it.
// Two plugins that embed the same library of metadata (the job boards' publications) can be
// on together: the model file overrides itself and the identical extension applies once.
func TestSharedMetadataOfTwoSources(t *testing.T) {
	shared := fstest.MapFS{
		"models/call.json":       {Data: []byte(`{"name": "call", "label": {"en": "Call"}, "name_template": "{{candidate}}", "fields": [{"name": "candidate", "type": "foreignkey", "to": "candidate", "label": {"en": "C"}}]}`)},
		"extends/candidate.json": {Data: []byte(`{"model": "candidate", "fields": [{"name": "call_set", "type": "reverse_foreignkey", "to": "call", "via": "candidate", "label": {"en": "Calls"}}], "detail_tabs": [{"after": "note_set", "name": "call_set", "label": {"en": "Calls"}, "type": "reverse_foreignkey", "data_model_name": "call", "param": "candidate"}]}`)},
	}
	r, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "module a", FS: shared}, Source{Name: "module b", FS: shared})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, dt := range r.Model("candidate").DetailTabs {
		if dt.Name == "call_set" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the shared tab shows %d times, want once", n)
	}
}

func TestModuleTabsJoinAStoredOrder(t *testing.T) {
	src := Source{Name: "module", FS: fstest.MapFS{
		"models/call.json":       {Data: []byte(`{"name": "call", "label": {"en": "Call"}, "name_template": "{{candidate}}", "fields": [{"name": "candidate", "type": "foreignkey", "to": "candidate", "label": {"en": "C"}}]}`)},
		"extends/candidate.json": {Data: []byte(`{"model": "candidate", "fields": [{"name": "call_set", "type": "reverse_foreignkey", "to": "call", "via": "candidate", "label": {"en": "Calls"}}], "detail_tabs": [{"after": "note_set", "name": "call_set", "label": {"en": "Calls"}, "type": "reverse_foreignkey", "data_model_name": "call", "param": "candidate"}]}`)},
	}}
	base, err := Load(Source{Name: "meta", FS: Builtin})
	if err != nil {
		t.Fatal(err)
	}
	tabs := base.Model("candidate").DetailTabs
	order := make([]DetailTab, 0, len(tabs)) // the company's order: reversed, without the module's tab
	for i := len(tabs) - 1; i >= 0; i-- {
		order = append(order, tabs[i])
	}
	raw, _ := json.Marshal(order)
	r, err := LoadWith([]Change{{Kind: ChangeDetailTab, Model: "candidate", Key: AllTabs, Doc: raw}}, Source{Name: "meta", FS: Builtin}, src)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, dt := range r.Model("candidate").DetailTabs {
		names = append(names, dt.Name)
	}
	if got := strings.Join(names, ","); !strings.Contains(got, "note_set,call_set") {
		t.Errorf("tabs %s: want call_set right after note_set in the stored order", got)
	}
}
