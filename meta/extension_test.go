package meta

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
)

// partnerKey and partnerHint stand for a partner module's keys: declared with their schema,
// decoded into the module's type and checked when the registry loads.
type partnerKey struct {
	Field string `json:"field"`
}

func init() {
	RegisterKey(Key{Name: "x_partner", Schema: `{"type": "object", "additionalProperties": false, "required": ["field"], "properties": {"field": {"type": "string"}}}`,
		Decode: Decoder[partnerKey](),
		Check: func(r *Registry, m *Model, v any) error {
			if k := v.(*partnerKey); m.Field(k.Field) == nil {
				return Fail(m, k.Field, "x_partner.field: not a field of %s", m.Name)
			}
			return nil
		}})
	RegisterFieldKey(FieldKey{Name: "x_hint", Schema: `{"type": "string", "minLength": 1}`,
		Decode: Decoder[string](),
		Check: func(r *Registry, m *Model, f *Field, v any) error {
			if f.Type != "char" {
				return Fail(m, f.Name, "x_hint: only a char field takes a hint")
			}
			return nil
		}})
}

func TestModuleKeys(t *testing.T) {
	doc := func(key, hint string) string {
		return `{"name": "deal", "label": {"en": "Deal"}, "name_template": "{{ref}}", "x_partner": ` + key + `, "fields": [
			{"name": "ref", "type": "char", "label": {"en": "Ref"}},
			{"name": "n", "type": "integer", "label": {"en": "N"}` + hint + `}]}`
	}
	load := func(file string) (*Registry, error) {
		return Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: fstest.MapFS{"models/deal.json": {Data: []byte(file)}}})
	}
	cases := []struct{ name, key, hint, want string }{
		{"bad value", `{"field": 3}`, "", "at /x_partner/field"},
		{"refused by the module", `{"field": "nope"}`, "", "partner/models/deal.json: model deal, field nope: x_partner.field: not a field of deal"},
		{"field key refused", `{"field": "ref"}`, `, "x_hint": "count"`, "model deal, field n: x_hint: only a char field takes a hint"},
		{"field key against its schema", `{"field": "ref"}`, `, "x_hint": ""`, "at /fields/1/x_hint"},
	}
	for _, c := range cases {
		if _, err := load(doc(c.key, c.hint)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	r, err := load(strings.Replace(doc(`{"field": "ref"}`, ""), `{"name": "ref", "type": "char", "label": {"en": "Ref"}}`, `{"name": "ref", "type": "char", "label": {"en": "Ref"}, "x_hint": "DL-1"}`, 1))
	if err != nil {
		t.Fatal(err)
	}
	m := r.Model("deal")
	if k := ExtensionOf[partnerKey](m, "x_partner"); k == nil || k.Field != "ref" {
		t.Errorf("the decoded key: %+v", k)
	}
	// No module owns "pipeline" in this package's tests: the shipped schema describes it and
	// the value is kept raw.
	if raw, ok := r.Model("jobsubmission").Extension("pipeline").(json.RawMessage); !ok || !strings.Contains(string(raw), `"stages"`) {
		t.Errorf("a key nobody registered is kept raw: %v", r.Model("jobsubmission").Extension("pipeline"))
	}
	if got := r.ModelsWith("x_partner"); len(got) != 1 || got[0] != m || r.ModelWith("x_partner", nil) != m {
		t.Errorf("ModelsWith: %v", got)
	}
	f := m.Field("ref")
	if h := FieldExtensionOf[string](f, "x_hint"); h == nil || *h != "DL-1" {
		t.Errorf("the field key: %v", h)
	}
	raw, _ := json.Marshal(f)
	if !strings.Contains(string(raw), `"x_hint":"DL-1"`) || !strings.HasPrefix(string(raw), `{"name":"ref"`) {
		t.Errorf("a field's definition keeps its module keys: %s", raw)
	}
	plain, _ := json.Marshal(m.Field("n"))
	if strings.Contains(string(plain), "x_hint") {
		t.Errorf("a field without module keys: %s", plain)
	}
}
