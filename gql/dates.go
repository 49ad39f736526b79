package gql

import "time"

// Period answers the half-open span [from, to) of a relative date operator, in the
// location of now. Weeks start on Monday (spec 000 §9: week start default 1).
func Period(op string, now time.Time) (from, to time.Time, ok bool) {
	y, m, d := now.Date()
	loc := now.Location()
	day := time.Date(y, m, d, 0, 0, 0, 0, loc)
	weekday := (int(day.Weekday()) + 6) % 7 // Monday 0
	monday := day.AddDate(0, 0, -weekday)
	month := time.Date(y, m, 1, 0, 0, 0, 0, loc)
	quarter := time.Date(y, time.Month((int(m)-1)/3*3+1), 1, 0, 0, 0, 0, loc)
	year := time.Date(y, 1, 1, 0, 0, 0, 0, loc)
	switch op {
	case "today":
		return day, day.AddDate(0, 0, 1), true
	case "yesterday":
		return day.AddDate(0, 0, -1), day, true
	case "this_week":
		return monday, monday.AddDate(0, 0, 7), true
	case "last_week":
		return monday.AddDate(0, 0, -7), monday, true
	case "this_month":
		return month, month.AddDate(0, 1, 0), true
	case "last_month":
		return month.AddDate(0, -1, 0), month, true
	case "this_quarter":
		return quarter, quarter.AddDate(0, 3, 0), true
	case "last_quarter":
		return quarter.AddDate(0, -3, 0), quarter, true
	case "this_year":
		return year, year.AddDate(1, 0, 0), true
	case "last_year":
		return year.AddDate(-1, 0, 0), year, true
	}
	return time.Time{}, time.Time{}, false
}
