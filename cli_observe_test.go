package main

import (
	"testing"
	"time"
)

func TestSlowThreshold(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
		bad  bool
	}{
		{"", 0, false}, // the server's default
		{"0", -1, false},
		{"250", 250 * time.Millisecond, false},
		{"-5", 0, true},
		{"half a second", 0, true},
	} {
		got, err := slowThreshold(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("slowThreshold(%q) = %v, %v", c.in, got, err)
		}
	}
}
