package rest

import (
	"net/http/httptest"
	"testing"
)

func TestParseTrustedProxies(t *testing.T) {
	cases := []struct {
		list string
		in   []string
		out  []string
		bad  bool
	}{
		{"", nil, []string{"127.0.0.1", "10.0.0.1"}, false},
		{"10.0.0.0/8, 192.168.1.10", []string{"10.1.2.3", "192.168.1.10"}, []string{"192.168.1.11", "127.0.0.1"}, false},
		{"fd00::/8 ::1", []string{"fd00::1", "::1"}, []string{"fe80::1", "127.0.0.1"}, false},
		{"10.0.0.0/33", nil, nil, true},
		{"proxy.local", nil, nil, true},
	}
	for _, c := range cases {
		nets, err := ParseTrustedProxies(c.list)
		if (err != nil) != c.bad {
			t.Errorf("%q: error %v", c.list, err)
			continue
		}
		s := &Server{trustedProxies: nets}
		for _, ip := range c.in {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = "[" + ip + "]:4000"
			if !s.fromTrustedProxy(r) {
				t.Errorf("%q: %s not trusted", c.list, ip)
			}
		}
		for _, ip := range c.out {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = "[" + ip + "]:4000"
			if s.fromTrustedProxy(r) {
				t.Errorf("%q: %s trusted", c.list, ip)
			}
		}
	}
}
