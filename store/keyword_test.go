package store

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"王伟", []string{"王", "伟", "王伟"}},
		{"Li", []string{"l", "li"}},
		{"John", []string{"j", "jo", "joh", "john"}},
		{"王伟 Li", []string{"王", "伟", "王伟", "l", "li"}},
		{"Ｗａｎｇ", []string{"w", "wa", "wan", "wang"}},
		{"5678", []string{"56", "67", "78", "567", "678"}},
		{"a.b", []string{"a", "b"}},
		{"x1", []string{"x"}},
	}
	for _, c := range cases {
		if got := Tokens(c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Tokens(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestParseKeyword(t *testing.T) {
	cases := []struct {
		term   string
		tokens []string
		like   []string
	}{
		{"王", []string{"王"}, nil},
		{"王伟", []string{"王伟"}, nil},
		{"王伟明", []string{"王伟", "伟明"}, []string{"%王伟明%"}},
		{"li", []string{"li"}, nil},
		{"Smith", []string{"smith"}, nil},
		{"wang wei", []string{"wang", "wei"}, nil},
		{"x", []string{"x"}, nil},
		{"5", nil, []string{"%5%"}},
		{"138", []string{"138"}, nil},
		{"5678", []string{"567", "678"}, []string{"%5678%"}},
		{"john.smith@", []string{"john", "smith"}, nil},
		{"王伟 wang", []string{"王伟", "wang"}, nil},
		{"@@", nil, []string{"%@@%"}},
	}
	for _, c := range cases {
		q := ParseKeyword(c.term)
		if !reflect.DeepEqual(q.Tokens, c.tokens) || !reflect.DeepEqual(q.Like, c.like) {
			t.Errorf("ParseKeyword(%q) = %v %q, want %v %q", c.term, q.Tokens, q.Like, c.tokens, c.like)
		}
	}
}

// describe writes a parsed term as text: leaves as {tokens|likes}, operators in prefix form.
func describe(x *KeywordExpr) string {
	switch x.Op {
	case KeywordLeaf:
		return fmt.Sprintf("{%s|%s}", strings.Join(x.Leaf.Tokens, " "), strings.Join(x.Leaf.Like, " "))
	case KeywordNot:
		return "NOT " + describe(x.Items[0])
	}
	op := map[KeywordOp]string{KeywordAnd: "AND", KeywordOr: "OR"}[x.Op]
	var parts []string
	for _, it := range x.Items {
		parts = append(parts, describe(it))
	}
	return op + "(" + strings.Join(parts, ", ") + ")"
}

func TestParseKeywordExpr(t *testing.T) {
	cases := []struct {
		term, want string
		plain      bool
		positive   []string
	}{
		{"wang wei", "{wang wei|}", true, []string{"wang", "wei"}},
		{"王伟明", "{王伟 伟明|%王伟明%}", true, []string{"王伟明"}},
		{"and or not", "{and or not|}", true, []string{"and", "or", "not"}},
		{"Java AND Go", "{java go|}", false, []string{"Java", "Go"}},
		{"Java AND (上海 OR 杭州) NOT 外包", "AND({java|}, OR({上海|}, {杭州|}), NOT {外包|})", false, []string{"Java", "上海", "杭州"}},
		{"NOT 外包", "NOT {外包|}", false, nil},
		{`"machine learning" python`, "{python machine learning|%machine learning%}", false, []string{"machine learning", "python"}},
		{"“上海 浦东” OR （北京）", "OR({上海 浦东|%上海 浦东%}, {北京|})", false, []string{"上海 浦东", "北京"}},
		{"a OR b c", "OR({a|}, {b c|})", false, []string{"a", "b", "c"}},
		{"NOT NOT a", "NOT NOT {a|}", false, []string{"a"}},
		{"((a))", "{a|}", false, []string{"a"}},
		{"a NOT (b OR c)", "AND({a|}, NOT OR({b|}, {c|}))", false, []string{"a"}},
	}
	for _, c := range cases {
		x, err := ParseKeywordExpr(c.term)
		if err != nil {
			t.Errorf("%q: %v", c.term, err)
			continue
		}
		var positive []string
		for _, p := range x.Positive() {
			positive = append(positive, p.Text)
		}
		if got := describe(x); got != c.want || x.Plain != c.plain || !reflect.DeepEqual(positive, c.positive) {
			t.Errorf("%q = %s plain %v positive %q, want %s plain %v positive %q", c.term, got, x.Plain, positive, c.want, c.plain, c.positive)
		}
	}
}

// A plain term parses to the leaf ParseKeyword makes of it: its SQL stays what it was.
func TestPlainTermIsTodaysLeaf(t *testing.T) {
	for _, term := range []string{"王伟", "wang  wei", "5678", "@@", "john.smith@", "x1 王"} {
		x, err := ParseKeywordExpr(term)
		if err != nil || x.Op != KeywordLeaf || !reflect.DeepEqual(x.Leaf, ParseKeyword(term)) {
			t.Errorf("%q: %+v %v, want %+v", term, x, err, ParseKeyword(term))
		}
	}
}

func TestKeywordSyntaxErrors(t *testing.T) {
	cases := []struct{ term, rule string }{
		{`"java`, "quote"},
		{"(java", "paren"},
		{"java)", "paren"},
		{"java AND", "operator"},
		{"OR java", "operator"},
		{"NOT", "operator"},
		{"java AND OR go", "operator"},
		{"(a OR )", "operator"},
		{"()", "empty"},
		{`""`, "empty"},
	}
	for _, c := range cases {
		_, err := ParseKeywordExpr(c.term)
		se, ok := err.(*KeywordSyntaxError)
		if !ok || se.Rule != c.rule {
			t.Errorf("%q: %v, want the rule %s", c.term, err, c.rule)
		}
	}
}
