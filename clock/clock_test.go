package clock

import (
	"testing"
	"time"
)

func TestSetKeepsRunning(t *testing.T) {
	saved := offset.Load()
	defer offset.Store(saved)
	at := time.Date(2028, 2, 29, 15, 59, 0, 0, time.UTC)
	Set(at)
	if got := Now(); got.Sub(at) < 0 || got.Sub(at) > time.Second {
		t.Fatalf("Now after Set: %v, want about %v", got, at)
	}
	time.Sleep(20 * time.Millisecond)
	if got := Now(); got.Sub(at) < 20*time.Millisecond {
		t.Fatalf("the clock stopped: %v", got)
	}
	if !Moved() {
		t.Fatal("Moved answers false after Set")
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		in   string
		want time.Time
		ok   bool
	}{
		{"2028-02-29T23:59:00+08:00", time.Date(2028, 2, 29, 15, 59, 0, 0, time.UTC), true},
		{"2026-12-31T23:59:30Z", time.Date(2026, 12, 31, 23, 59, 30, 0, time.UTC), true},
		{"2026-11-29T15:59", time.Date(2026, 11, 29, 15, 59, 0, 0, time.UTC), true},
		{"2027-01-31", time.Date(2027, 1, 31, 0, 0, 0, 0, time.UTC), true},
		{"next tuesday", time.Time{}, false},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if (err == nil) != c.ok || (c.ok && !got.Equal(c.want)) {
			t.Errorf("Parse(%q) = %v, %v; want %v (ok %v)", c.in, got, err, c.want, c.ok)
		}
	}
}
