package meta

import (
	"strings"
	"testing"
	"testing/fstest"
)

// name_in names a text field of the model per language; a record without a value there
// keeps the template's name.
func TestNameIn(t *testing.T) {
	model := func(nameIn string) string {
		return `{"name": "place", "label": {"en": "Place"}, "name_template": "{{name}}", "name_in": ` + nameIn + `, "fields": [
			{"name": "name", "type": "char", "label": {"en": "Name"}}, {"name": "name_en", "type": "char", "label": {"en": "English Name"}},
			{"name": "size", "type": "integer", "label": {"en": "Size"}}]}`
	}
	for _, c := range []struct{ nameIn, want string }{
		{`{"en": "name_en"}`, ""},
		{`{"en": "nosuch"}`, "name_in: must name a text field of place"},
		{`{"en": "size"}`, "name_in: must name a text field of place"},
		{`{"fr": "name_en"}`, "fr"},
	} {
		reg, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: fstest.MapFS{"models/place.json": {Data: []byte(model(c.nameIn))}}})
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.nameIn, err, c.want)
		}
		if err != nil {
			continue
		}
		m := reg.Model("place")
		for _, n := range []struct{ lang, en, want string }{{"en", "Shanghai", "Shanghai"}, {"en", "", "上海"}, {"zh_CN", "Shanghai", "上海"}} {
			if got := m.NameInLang(n.lang, map[string]any{"name": "上海", "name_en": n.en}, "上海"); got != n.want {
				t.Errorf("%s with name_en %q: %q, want %q", n.lang, n.en, got, n.want)
			}
		}
	}
	if city := mustBuiltin(t).Model("city"); city.NameFieldIn("en") == nil || city.NameFieldIn("zh_CN") != nil {
		t.Error("the city tree names its records in English by name_en, and in Chinese by the template")
	}
}

func mustBuiltin(t *testing.T) *Registry {
	t.Helper()
	reg, err := Load(Source{Name: "meta", FS: Builtin})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}
