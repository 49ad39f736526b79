package main

import "testing"

func TestLinkBase(t *testing.T) {
	cases := []struct {
		public, addr, want string
		bad                bool
	}{
		{"https://crm.example.com/", "0.0.0.0:8080", "https://crm.example.com", false},
		{"https://example.com/huntline", ":8080", "https://example.com/huntline", false},
		{"", "127.0.0.1:8080", "http://127.0.0.1:8080", false},
		{"", "localhost:9000", "http://localhost:9000", false},
		{"", "0.0.0.0:8080", "", false},
		{"", "[::]:8080", "", false},
		{"", ":8080", "", false},
		{"crm.example.com", "", "", true},
		{"ftp://crm.example.com", "", "", true},
		{"https://crm.example.com/?next=x", "", "", true},
		{"https://user:pw@crm.example.com", "", "", true},
	}
	for _, c := range cases {
		got, err := linkBase(c.public, c.addr)
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("linkBase(%q, %q) = %q, %v; want %q (error %v)", c.public, c.addr, got, err, c.want, c.bad)
		}
	}
}
