package engine

import "testing"

func TestMaskContactValue(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"13812345678", "138****5678"},
		{"+86 138 1234 5678", "+86****5678"},
		{"wang.wei@acme.cn", "w***@acme.cn"},
		{"12345", "***"},
	} {
		if got := maskContactValue(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
