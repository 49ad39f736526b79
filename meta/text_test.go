package meta

import "testing"

func TestFindBadText(t *testing.T) {
	cases := []struct {
		v          any
		path, rule string
	}{
		{"fine 文字", "", ""},
		{"a\x00", "", RuleNUL},
		{"a\xff", "", RuleUTF8},
		{[]any{"ok", map[string]any{"b": "ok", "a": []any{1, "x\x00"}}}, "1.a.1", RuleNUL},
		{map[string]any{"k\x00": "v"}, `k\x00`, RuleNUL},
		{map[string]any{"z": "\x00", "a": "\x00"}, "a", RuleNUL}, // the first in key order
		{[]string{"a", "b\xff"}, "1", RuleUTF8},
	}
	for _, c := range cases {
		path, p := FindBadText(c.v)
		rule := ""
		if p != nil {
			rule = p.Rule
		}
		if path != c.path || rule != c.rule {
			t.Errorf("%q: %q %q, want %q %q", c.v, path, rule, c.path, c.rule)
		}
	}
}
