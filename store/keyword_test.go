package store

import (
	"reflect"
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
