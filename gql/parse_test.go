package gql

import (
	"strings"
	"testing"
)

// show prints a tree compactly: and(...), or(...), key=raw.
func show(n Node) string {
	switch x := n.(type) {
	case nil:
		return "<nil>"
	case *And:
		return "and(" + showAll(x.Items) + ")"
	case *Or:
		return "or(" + showAll(x.Items) + ")"
	case *Not:
		return "not(" + show(x.Item) + ")"
	case *Cond:
		if !x.HasValue {
			return x.Key()
		}
		return x.Key() + "=" + x.Raw
	}
	return "?"
}

func showAll(items []Node) string {
	var parts []string
	for _, it := range items {
		parts = append(parts, show(it))
	}
	return strings.Join(parts, " ")
}

func TestParse(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "<nil>"},
		{"status=live", "status=live"},
		{"a=1&b=2", "and(a=1 b=2)"},
		{"a=1|b=2&c=3", "or(a=1 and(b=2 c=3))"},
		{"(a=1|b=2)&c=3", "and(or(a=1 b=2) c=3)"},
		{"dateAdded__this_week", "dateAdded__this_week"},
		{"note_set__isnull=", "note_set__isnull="},
		{"name=Acme (China)&x=1", "and(name=Acme (China) x=1)"},
		{"(name=Acme (China))", "name=Acme (China)"},
		{"a=1&", "a=1"},
		{"a=x%26y", "a=x%26y"},
		{" a = 1 & b=2 ", "and(a=1 b=2)"},
		{"client__name__icontains=acme", "client__name__icontains=acme"},
		{"!a=1&b=2", "and(not(a=1) b=2)"},
		{"a=1|! (b=2&c=3)", "or(a=1 not(and(b=2 c=3)))"},
		{"!owner__team__isnull=0", "not(owner__team__isnull=0)"},
		{"a=x!y", "a=x!y"},
	}
	for _, c := range cases {
		n, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got := show(n); got != c.want {
			t.Errorf("Parse(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"(a=1", "unclosed parenthesis"},
		{"a=1)", "unexpected \")\""},
		{"=1", "needs a field name"},
		{"a____b=1", "empty part"},
		{"a=1&!", `"!" needs a condition`},
		{"!|a=1", `"!" needs a condition`},
		{strings.Repeat("(", 40) + "a=1" + strings.Repeat(")", 40), "nested deeper"},
		{strings.Repeat("a=1&", 300), "more than 200 conditions"},
		{"a=" + strings.Repeat("x", MaxLength), "the limit is"},
	}
	for _, c := range cases {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%.40q) error %v, want %q", c.in, err, c.want)
		}
	}
}
