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
		{"tags with an option list", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "tags", "option_key": "gender", "label": {"en": "A"}}]}`,
			"field a: a tags field holds free text"},
		{"collection on a plain field", `{"name": "x", "label": {"en": "X"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "char", "collection": {"fields": ["a"]}, "label": {"en": "A"}}]}`,
			"field a: collection: only a reverse_foreignkey"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/x.json": {Data: []byte(c.file)}}
		_, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// A collection's definition is checked against its child model when the parent loads.
func TestCollectionChecks(t *testing.T) {
	child := `{"name": "line", "label": {"en": "Line"}, "name_template": "{{item}}", "fields": [
		{"name": "order", "type": "foreignkey", "to": "order", "required": true, "label": {"en": "Order"}},
		{"name": "item", "type": "char", "required": true, "label": {"en": "Item"}},
		{"name": "qty", "type": "integer", "label": {"en": "Qty"}},
		{"name": "total", "type": "expressions", "expression": "qty * 2", "result_type": "integer", "label": {"en": "Total"}}]}`
	parent := func(fields string) string {
		return `{"name": "order", "label": {"en": "Order"}, "name_template": "{{ref}}", "fields": [{"name": "ref", "type": "char", "label": {"en": "Ref"}},
			{"name": "line_set", "type": "reverse_foreignkey", "to": "line", "via": "order", "collection": {"fields": [` + fields + `]}, "label": {"en": "Lines"}}]}`
	}
	cases := []struct{ fields, want string }{
		{`"item", "qty"`, ""},
		{`"item", "nope"`, `collection.fields: "nope" is not a field of line`},
		{`"qty"`, `collection.fields must include "item"`},
		{`"item", "order"`, `"order" is the link back`},
		{`"item", "total"`, `"total" of line cannot be written`},
		{`"item", "item"`, `"item" is listed twice`},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/order.json": {Data: []byte(parent(c.fields))}, "models/line.json": {Data: []byte(child)}}
		_, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("fields %s: %v, want %q", c.fields, err, c.want)
		}
	}
}
