package gql

import "time"

// Period answers the half-open span [from, to) of a relative date operator, in the
// location of now: the grain bucket holding now (this_week) or the one before it
// (last_week). Weeks start on Monday (spec 000 §9: week start default 1).
func Period(op string, now time.Time) (from, to time.Time, ok bool) {
	p, known := periods[op]
	if !known {
		return time.Time{}, time.Time{}, false
	}
	from, _ = GrainStart(p.grain, now)
	if p.back {
		from, _ = GrainStart(p.grain, from.Add(-time.Nanosecond))
	}
	return from, GrainNext(p.grain, from), true
}

// periods are the relative date operators: a grain, and whether the bucket before now's.
var periods = map[string]struct {
	grain string
	back  bool
}{
	"today": {"day", false}, "yesterday": {"day", true},
	"this_week": {"week", false}, "last_week": {"week", true},
	"this_month": {"month", false}, "last_month": {"month", true},
	"this_quarter": {"quarter", false}, "last_quarter": {"quarter", true},
	"this_year": {"year", false}, "last_year": {"year", true},
}
