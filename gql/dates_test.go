package gql

import (
	"testing"
	"time"
)

func TestPeriod(t *testing.T) {
	sh, _ := time.LoadLocation("Asia/Shanghai")
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, sh) // a Sunday
	cases := []struct{ op, from, to string }{
		{"today", "2026-11-22", "2026-11-23"},
		{"yesterday", "2026-11-21", "2026-11-22"},
		{"this_week", "2026-11-16", "2026-11-23"},
		{"last_week", "2026-11-09", "2026-11-16"},
		{"this_month", "2026-11-01", "2026-12-01"},
		{"last_month", "2026-10-01", "2026-11-01"},
		{"this_quarter", "2026-10-01", "2027-01-01"},
		{"last_quarter", "2026-07-01", "2026-10-01"},
		{"this_year", "2026-01-01", "2027-01-01"},
		{"last_year", "2025-01-01", "2026-01-01"},
	}
	for _, c := range cases {
		from, to, ok := Period(c.op, now)
		if !ok || from.Format("2006-01-02") != c.from || to.Format("2006-01-02") != c.to {
			t.Errorf("%s: %v..%v, want %s..%s", c.op, from, to, c.from, c.to)
		}
	}
}
