package meta

import (
	"strings"
	"testing"
	"testing/fstest"
)

// link_rule, decimals and collection totals are checked where they are declared.
func TestFieldRuleChecks(t *testing.T) {
	model := func(fields string) string {
		return `{"name": "deal", "label": {"en": "Deal"}, "name_template": "{{ref}}", "fields": [{"name": "ref", "type": "char", "label": {"en": "Ref"}}, ` + fields + `]}`
	}
	share := `{"name": "share", "label": {"en": "Share"}, "name_template": "{{pct}}", "fields": [
		{"name": "deal", "type": "foreignkey", "to": "deal", "required": true, "label": {"en": "Deal"}},
		{"name": "pct", "type": "double", "decimals": 2, "label": {"en": "Pct"}},
		{"name": "who", "type": "char", "label": {"en": "Who"}}]}`
	cases := []struct{ fields, want string }{
		{`{"name": "boss", "type": "foreignkey", "to": "user", "link_rule": {"filter": "status=active", "message": {"en": "Active only"}}, "label": {"en": "Boss"}}`, ""},
		{`{"name": "n", "type": "char", "link_rule": {"filter": "status=active", "message": {"en": "x"}}, "label": {"en": "N"}}`, "link_rule: a foreignkey's rule needs a filter"},
		{`{"name": "n", "type": "integer", "decimals": 2, "label": {"en": "N"}}`, "decimals: a double rounds to 0 to 6 places"},
		{`{"name": "share_set", "type": "reverse_foreignkey", "to": "share", "via": "deal", "collection": {"fields": ["pct", "who"], "total": {"field": "pct", "equals": 100}}, "label": {"en": "S"}}`, ""},
		{`{"name": "share_set", "type": "reverse_foreignkey", "to": "share", "via": "deal", "collection": {"fields": ["pct", "who"], "total": {"field": "who", "equals": 100}}, "label": {"en": "S"}}`, "collection.total: who must be a number field"},
		{`{"name": "share_set", "type": "reverse_foreignkey", "to": "share", "via": "deal", "collection": {"fields": ["who"], "total": {"field": "pct", "equals": 100}}, "label": {"en": "S"}}`, "collection.total: pct must be a number field the sub-forms edit"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/deal.json": {Data: []byte(model(c.fields))}, "models/share.json": {Data: []byte(share)}}
		_, err := Load(Source{Name: "meta", FS: Builtin}, Source{Name: "partner", FS: partner})
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.fields, err, c.want)
		}
	}
}
