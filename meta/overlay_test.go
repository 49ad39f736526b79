package meta

import (
	"encoding/json"
	"strings"
	"testing"
)

func change(kind, model, key, doc string) Change {
	return Change{Kind: kind, Model: model, Key: key, Doc: json.RawMessage(doc)}
}

func TestLoadWithChanges(t *testing.T) {
	builtin := Source{Name: "meta", FS: Builtin}
	for _, tc := range []struct {
		name    string
		changes []Change
		check   func(t *testing.T, r *Registry)
		refused string // part of the load error, when the changes must not load
		key     string // the definition key the refusal names
	}{
		{name: "a custom field is added and marked",
			changes: []Change{change(ChangeField, "candidate", "grade", `{"type": "char", "label": {"en": "Grade"}}`)},
			check: func(t *testing.T, r *Registry) {
				if f := r.Model("candidate").Field("grade"); f == nil || !f.Custom {
					t.Errorf("grade: %+v", f)
				}
			}},
		{name: "a shipped field keeps what the change does not name",
			changes: []Change{change(ChangeField, "candidate", "school", `{"hidden": true, "label": {"en": "University"}}`)},
			check: func(t *testing.T, r *Registry) {
				f := r.Model("candidate").Field("school")
				if !f.Hidden || f.Custom || f.Label.In("en") != "University" || f.Type != "char" {
					t.Errorf("school: %+v", f)
				}
			}},
		{name: "a suffix with its own scene view",
			changes: []Change{
				change(ChangeSuffix, "candidate", "hot", `{"code": "hot", "group": -1, "value": {"en": "Hot"}}`),
				change(ChangeView, "candidate", ViewKey("hot", "dashboard", "list"), `{"columns": ["englishName"]}`),
			},
			check: func(t *testing.T, r *Registry) {
				m := r.Model("candidate")
				if v := m.View("dashboard", "list", "hot"); v == nil || strings.Join(v.Columns, ",") != "englishName" {
					t.Errorf("hot dashboard list: %+v", v)
				}
				if v := m.View("normal", "list", "hot"); v == nil || v.Columns[0] == "englishName" {
					t.Errorf("hot normal list falls back to the default: %+v", v)
				}
			}},
		{name: "a deleted suffix takes its views along",
			changes: []Change{
				change(ChangeSuffix, "candidate", "pipeline", `{"deleted": true}`),
				change(ChangeView, "candidate", ViewKey("pipeline", "normal", "list"), `{"columns": ["englishName"]}`),
			},
			check: func(t *testing.T, r *Registry) {
				for _, s := range r.Model("candidate").Suffixes {
					if s.Code == "pipeline" {
						t.Error("pipeline is still there")
					}
				}
			}},
		// client, as job order now ships views of its own (My jobs)
		{name: "a model without views keeps loading once its only personal view is deleted",
			changes: []Change{change(ChangeSuffix, "client", "mine", `{"deleted": true}`)},
			check: func(t *testing.T, r *Registry) {
				if len(r.Model("client").Suffixes) != 0 {
					t.Errorf("client suffixes: %+v", r.Model("client").Suffixes)
				}
			}},
		{name: "tabs replaced in order",
			changes: []Change{change(ChangeDetailTab, "candidate", AllTabs, `[{"name": "feed", "type": "feed", "label": {"en": "Feed"}}, {"name": "detail", "type": "detail", "label": {"en": "Details"}, "defaultTab": true}]`)},
			check: func(t *testing.T, r *Registry) {
				if tabs := r.Model("candidate").DetailTabs; len(tabs) != 2 || tabs[0].Name != "feed" {
					t.Errorf("tabs: %+v", tabs)
				}
			}},
		{name: "a package model with its options",
			changes: []Change{
				change(ChangeModel, "thing", "", `{"name": "thing", "label": {"en": "Thing"}, "name_template": "{{title}}", "fields": [{"name": "title", "type": "char", "label": {"en": "Title"}}, {"name": "kind", "type": "dropdown", "option_key": "thing_kind", "label": {"en": "Kind"}}]}`),
				change(ChangeOptions, "", "pkg", `{"lists": [{"key": "thing_kind", "label": {"en": "Kind"}, "options": [{"code": "a", "en_US": "A", "zh_CN": "甲"}]}]}`),
			},
			check: func(t *testing.T, r *Registry) {
				if r.Model("thing") == nil || r.OptionList("thing_kind") == nil {
					t.Error("the package's model or list is missing")
				}
			}},
		{name: "a rollup over a tree reading itself",
			changes: []Change{change(ChangeField, "team", "total", `{"type": "rollupfield", "label": {"en": "Total"}, "rollup": {"relation": "team_set", "function": "sum", "field": "total"}}`)},
			refused: "cannot be aggregated"}, // a rollup never reads a computed field, so rollups cannot go round
		{name: "formulas reading each other",
			changes: []Change{
				change(ChangeField, "candidate", "a", `{"type": "expressions", "label": {"en": "A"}, "expression": "b + 1", "result_type": "integer"}`),
				change(ChangeField, "candidate", "b", `{"type": "expressions", "label": {"en": "B"}, "expression": "a + 1", "result_type": "integer"}`),
			},
			refused: "circular reference", key: "expression"},
		{name: "a view naming a missing field",
			changes: []Change{change(ChangeView, "candidate", ViewKey("", "normal", "list"), `{"columns": ["nosuch"]}`)},
			refused: "not a field of candidate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := LoadWith(tc.changes, builtin)
			if tc.refused != "" {
				le, _ := err.(*LoadError)
				if err == nil || !strings.Contains(err.Error(), tc.refused) || (tc.key != "" && (le == nil || le.Key != tc.key)) {
					t.Fatalf("want a refusal with %q at %q, got %v", tc.refused, tc.key, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, r)
		})
	}
}
