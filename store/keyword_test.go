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
		{"Li", []string{"li"}},
		{"John", []string{"jo", "oh", "hn", "joh", "ohn"}},
		{"王伟 Li", []string{"王", "伟", "王伟", "li"}},
		{"Ｗａｎｇ", []string{"wa", "an", "ng", "wan", "ang"}},
		{"a.b", nil},
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
		like   string
	}{
		{"王", []string{"王"}, ""},
		{"王伟", []string{"王伟"}, ""},
		{"王伟明", []string{"王伟", "伟明"}, "%王伟明%"},
		{"li", []string{"li"}, ""},
		{"Smi", []string{"smi"}, ""},
		{"smith", []string{"smi", "mit", "ith"}, "%smith%"},
		{"x", nil, "%x%"},
		{"john.smith@", []string{"joh", "ohn", "smi", "mit", "ith"}, "%john.smith@%"},
		{"100%", []string{"100"}, `%100\%%`},
	}
	for _, c := range cases {
		q := ParseKeyword(c.term)
		if !reflect.DeepEqual(q.Tokens, c.tokens) || q.Like != c.like {
			t.Errorf("ParseKeyword(%q) = %v %q, want %v %q", c.term, q.Tokens, q.Like, c.tokens, c.like)
		}
	}
}
