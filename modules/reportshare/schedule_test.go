package reportshare

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"huntline/engine"
)

// Next run times at awkward moments: the tenant's day is not UTC's (23:00 in Shanghai is
// 15:00 UTC of the same day, and 01:00 in Shanghai is the evening before in UTC), months
// end on different days, years turn, and daylight saving skips an hour.
func TestNextRun(t *testing.T) {
	shanghai, _ := time.LoadLocation("Asia/Shanghai")
	newYork, _ := time.LoadLocation("America/New_York")
	utc := func(s string) time.Time {
		at, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return at
	}
	cases := []struct {
		name  string
		after string
		s     Schedule
		loc   *time.Location
		want  string // UTC; "" for none
	}{
		{"daily 23:00 Shanghai, later today", "2026-01-31T14:30:00Z", Schedule{Frequency: Daily, Hour: 23}, shanghai, "2026-01-31T15:00:00Z"},
		{"daily 23:00 Shanghai, exactly at the time: the next day", "2026-01-31T15:00:00Z", Schedule{Frequency: Daily, Hour: 23}, shanghai, "2026-02-01T15:00:00Z"},
		{"daily 01:00 Shanghai from 23:30 Shanghai (15:30 UTC)", "2026-03-10T15:30:00Z", Schedule{Frequency: Daily, Hour: 1}, shanghai, "2026-03-10T17:00:00Z"},
		{"daily 08:00 Shanghai on 31 December: next year", "2026-12-31T01:00:00Z", Schedule{Frequency: Daily, Hour: 8}, shanghai, "2027-01-01T00:00:00Z"},
		{"weekly Monday 09:00 Shanghai from Sunday 23:00 Shanghai", "2026-11-29T15:00:00Z", Schedule{Frequency: Weekly, Weekday: 1, Hour: 9}, shanghai, "2026-11-30T01:00:00Z"},
		{"weekly Sunday (7) 23:00 Shanghai from Monday", "2026-11-23T02:00:00Z", Schedule{Frequency: Weekly, Weekday: 7, Hour: 23}, shanghai, "2026-11-29T15:00:00Z"},
		{"weekly Monday 09:00 Shanghai, on Monday after 09:00: a week on", "2026-11-30T02:00:00Z", Schedule{Frequency: Weekly, Weekday: 1, Hour: 9}, shanghai, "2026-12-07T01:00:00Z"},
		{"monthly 28th from 31 January: 28 February", "2026-01-31T04:00:00Z", Schedule{Frequency: Monthly, Day: 28, Hour: 8}, shanghai, "2026-02-28T00:00:00Z"},
		{"monthly 1st 00:00 Shanghai from the month's last evening in UTC", "2026-02-28T15:59:00Z", Schedule{Frequency: Monthly, Day: 1, Hour: 0}, shanghai, "2026-02-28T16:00:00Z"},
		{"monthly 28th 23:00 Shanghai in a leap February", "2028-02-28T14:00:00Z", Schedule{Frequency: Monthly, Day: 28, Hour: 23}, shanghai, "2028-02-28T15:00:00Z"},
		{"monthly 15th from 15 December after the hour: 15 January", "2026-12-15T10:00:00Z", Schedule{Frequency: Monthly, Day: 15, Hour: 9}, shanghai, "2027-01-15T01:00:00Z"},
		{"daily 02:00 New York on the day clocks spring forward", "2026-03-08T05:00:00Z", Schedule{Frequency: Daily, Hour: 2}, newYork, "2026-03-08T07:00:00Z"},
		{"daily 09:00 New York after the change: EDT", "2026-03-08T12:00:00Z", Schedule{Frequency: Daily, Hour: 9}, newYork, "2026-03-08T13:00:00Z"},
		{"off: never", "2026-01-31T14:30:00Z", Schedule{Frequency: Off}, shanghai, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := NextRun(utc(c.after), c.s, c.loc)
			if c.want == "" {
				if !got.IsZero() {
					t.Fatalf("got %s, want none", got.UTC().Format(time.RFC3339))
				}
				return
			}
			if !got.Equal(utc(c.want)) {
				t.Fatalf("got %s (%s local), want %s", got.UTC().Format(time.RFC3339), got.In(c.loc).Format(time.RFC3339), c.want)
			}
		})
	}
}

// Every field of a schedule is checked and a refusal names it.
func TestReadSchedule(t *testing.T) {
	cases := []struct {
		body  string
		field string // "" when valid
	}{
		{`{"frequency": "daily", "hour": 8, "recipients": [1]}`, ""},
		{`{"frequency": "weekly", "weekday": 7, "hour": 0, "recipients": [1, 1, 2]}`, ""},
		{`{"frequency": "monthly", "day": 28, "hour": 23, "recipients": ["3"]}`, ""},
		{`{"frequency": "off"}`, ""},
		{`{}`, "frequency"},
		{`{"frequency": "hourly", "hour": 8, "recipients": [1]}`, "frequency"},
		{`{"frequency": "daily", "recipients": [1]}`, "hour"},
		{`{"frequency": "daily", "hour": 24, "recipients": [1]}`, "hour"},
		{`{"frequency": "daily", "hour": -1, "recipients": [1]}`, "hour"},
		{`{"frequency": "daily", "hour": 7.5, "recipients": [1]}`, "hour"},
		{`{"frequency": "weekly", "hour": 8, "recipients": [1]}`, "weekday"},
		{`{"frequency": "weekly", "weekday": 0, "hour": 8, "recipients": [1]}`, "weekday"},
		{`{"frequency": "weekly", "weekday": 8, "hour": 8, "recipients": [1]}`, "weekday"},
		{`{"frequency": "monthly", "day": 29, "hour": 8, "recipients": [1]}`, "day"},
		{`{"frequency": "monthly", "day": 0, "hour": 8, "recipients": [1]}`, "day"},
		{`{"frequency": "daily", "hour": 8}`, "recipients"},
		{`{"frequency": "daily", "hour": 8, "recipients": []}`, "recipients"},
		{`{"frequency": "daily", "hour": 8, "recipients": ["ada"]}`, "recipients"},
		{`{"frequency": "daily", "hour": 8, "recipients": [0]}`, "recipients"},
	}
	for _, c := range cases {
		dec := json.NewDecoder(strings.NewReader(c.body))
		dec.UseNumber() // as the request body is read
		var data map[string]any
		if err := dec.Decode(&data); err != nil {
			t.Fatal(err)
		}
		s, err := readSchedule(data)
		if c.field == "" {
			if err != nil {
				t.Errorf("%s: %v", c.body, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: accepted as %+v", c.body, s)
			continue
		}
		if e := engine.AsError(err); e.Status != 400 || !strings.HasPrefix(e.Msg, c.field+":") {
			t.Errorf("%s: %d %q, want a 400 naming %s", c.body, e.Status, e.Msg, c.field)
		}
	}
}
