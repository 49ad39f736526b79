package mailer

import (
	"reflect"
	"testing"
)

func TestAddress(t *testing.T) {
	cases := []struct {
		tag, want string
		ok        bool
	}{
		{"ada@example.com", "ada@example.com", true},
		{"  ada.l+cv@mail.example.co.uk ", "ada.l+cv@mail.example.co.uk", true},
		{"Ada Lovelace <ada@example.com>", "ada@example.com", true},
		{"\"Lovelace, Ada\" <ada@example.com>", "ada@example.com", true},
		{"ada", "ada", false},
		{"ada@", "ada@", false},
		{"@example.com", "@example.com", false},
		{"ada@example", "ada@example", false},
		{"ada@@example.com", "ada@@example.com", false},
		{"ada example@x.com", "ada example@x.com", false},
		{"Ada <ada@example.com", "Ada <ada@example.com", false},
		{"Ada <not-an-address>", "not-an-address", false},
		{"ada@-example.com", "ada@-example.com", false},
	}
	for _, c := range cases {
		got, ok := Address(c.tag)
		if got != c.want || ok != c.ok {
			t.Errorf("Address(%q) = %q, %v; want %q, %v", c.tag, got, ok, c.want, c.ok)
		}
	}
}

func TestSplitTags(t *testing.T) {
	cases := []struct {
		in   any
		want []string
		ok   bool
	}{
		{nil, nil, true},
		{"", []string{}, true},
		{"a@x.com, b@x.com;c@x.com\nd@x.com", []string{"a@x.com", "b@x.com", "c@x.com", "d@x.com"}, true},
		{[]any{" a@x.com ", "", "B <b@x.com>"}, []string{"a@x.com", "B <b@x.com>"}, true},
		{[]any{"a@x.com", 3.0}, nil, false},
		{42.0, nil, false},
	}
	for _, c := range cases {
		got, ok := SplitTags(c.in)
		if ok != c.ok || (ok && !reflect.DeepEqual(got, c.want) && !(len(got) == 0 && len(c.want) == 0)) {
			t.Errorf("SplitTags(%#v) = %#v, %v; want %#v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestMaxAddresses(t *testing.T) {
	for ct, want := range map[string]int{"FA": 5, "fa": 5, "HT": 100, "HR": 100, "": 100} {
		if got := MaxAddresses(ct); got != want {
			t.Errorf("MaxAddresses(%q) = %d, want %d", ct, got, want)
		}
	}
}
