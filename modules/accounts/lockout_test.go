package accounts

import (
	"testing"
	"time"
)

// The n-th lock in a row lasts longer than the one before, up to a cap, and a lock ends by
// itself: nobody can keep an account (an administrator's included) locked for good.
func TestLockedUntil(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		name          string
		failed, limit int
		lockedAt      *time.Time
		want          time.Duration // after at; -1: not locked
	}{
		{"no failures", 0, 5, nil, -1},
		{"under the limit", 4, 5, nil, -1},
		{"first lock", 5, 5, &at, time.Minute},
		{"after a first lock, counting again", 7, 5, &at, time.Minute},
		{"second lock", 10, 5, &at, 5 * time.Minute},
		{"third lock", 15, 5, &at, 15 * time.Minute},
		{"fourth lock", 20, 5, &at, time.Hour},
		{"the cap", 500, 5, &at, time.Hour},
		{"a limit of 3", 6, 3, &at, 5 * time.Minute},
		{"lockout turned off", 50, 0, &at, -1},
		{"a count without a lock time", 5, 5, nil, -1},
	}
	for _, c := range cases {
		got := lockedUntil(c.failed, c.limit, c.lockedAt)
		if c.want < 0 {
			if !got.IsZero() {
				t.Errorf("%s: locked until %v, want not locked", c.name, got)
			}
			continue
		}
		if !got.Equal(at.Add(c.want)) {
			t.Errorf("%s: locked until %v, want %v", c.name, got, at.Add(c.want))
		}
	}
}
