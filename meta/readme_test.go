package meta

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// The example in README.md is a working model: a partner copying it gets a model that loads.
func TestReadmeExampleLoads(t *testing.T) {
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	start := strings.Index(doc, "## Adding a model")
	block := doc[start:]
	block = block[strings.Index(block, "```json\n")+len("```json\n"):]
	block = block[:strings.Index(block, "```")]
	partner := fstest.MapFS{"models/referencecheck.json": {Data: []byte(block)}}
	r, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
	if err != nil {
		t.Fatal(err)
	}
	if r.Model("referencecheck") == nil || r.Model("candidate").Field("referencecheck_set") == nil {
		t.Fatal("the example model or its reverse relation is missing")
	}
}

// Broken definitions stop loading with the file, model, field and problem named.
func TestLoadErrorsNameTheProblem(t *testing.T) {
	cases := []struct {
		name, file, want string
	}{
		{"bad JSON", `{"name": `, "partner/models/x.json: not valid JSON"},
		{"unknown type", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "text", "label": {"en": "A"}}]}`,
			"model x, field a: at /fields/0/type"},
		{"typo in a key", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "char", "lable": {"en": "A"}}]}`,
			"field a: at /fields/0"},
		{"unknown target", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "foreignkey", "to": "nobody", "label": {"en": "A"}}]}`,
			`model x, field a: foreignkey needs "to": a model name`},
		{"unknown option list", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "dropdown", "option_key": "nope", "label": {"en": "A"}}]}`,
			`field a: unknown option list "nope"`},
		{"template names a missing field", `{"name": "x", "label": {"en": "X"}, "name_template": "{{b}}", "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}]}`,
			`name_template: "b" is not a field`},
		{"bad expression", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "integer", "label": {"en": "A"}}, {"name": "b", "type": "expressions", "expression": "a * c", "label": {"en": "B"}}]}`,
			"field b: expression reads c"},
		{"double underscore", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a__b", "type": "char", "label": {"en": "A"}}]}`,
			"at /fields/0/name"},
		{"reserved name", `{"name": "data", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}]}`,
			"reserved"},
		{"view names a missing field", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}], "views": {"list": {"columns": ["zz"]}}}`,
			"field zz: views.list: not a field of x"},
		{"duplicate rule on an unindexed field", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}], "duplicates": [{"fields": ["a"]}]}`,
			"must be indexed"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/x.json": {Data: []byte(c.file)}}
		_, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
