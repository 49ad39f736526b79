package reportshare

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"huntline/engine"
	"huntline/meta"
)

// Frequencies of a schedule; "off" stops the mailings and keeps the saved report.
const (
	Off     = "off"
	Daily   = "daily"
	Weekly  = "weekly"
	Monthly = "monthly"
)

var frequencies = []string{Daily, Weekly, Monthly, Off}

// maxRecipients bounds one schedule's mailing list: a report mailed to the whole agency is
// a dashboard's work, and a mail server refuses long lists anyway.
const maxRecipients = 50

// Schedule is when a saved report is mailed and to whom (POST /rest/reportsaved/{id}/schedule).
// Weekday follows ISO 8601 (1 Monday … 7 Sunday); Day stops at 28 so that every month has it.
type Schedule struct {
	Frequency  string  `json:"frequency"`
	Weekday    int     `json:"weekday,omitempty"`
	Day        int     `json:"day,omitempty"`
	Hour       int     `json:"hour"`
	Recipients []int64 `json:"recipients"`
}

// readSchedule reads and checks the posted schedule; every refusal names its field. The
// recipients are checked against the users by the caller.
func readSchedule(data map[string]any) (Schedule, error) {
	var s Schedule
	freq, _ := data["frequency"].(string)
	s.Frequency = strings.TrimSpace(freq)
	if !slices.Contains(frequencies, s.Frequency) {
		return s, engine.BadRequest("reportsaved_frequency", "frequency: must be one of %s", strings.Join(frequencies, ", ")).
			With(map[string]any{"Choices": strings.Join(frequencies, ", ")})
	}
	if s.Frequency == Off {
		return s, nil
	}
	var err error
	if s.Hour, err = whole(data, "hour", 0, 23); err != nil {
		return s, err
	}
	switch s.Frequency {
	case Weekly:
		if s.Weekday, err = whole(data, "weekday", 1, 7); err != nil {
			return s, err
		}
	case Monthly:
		if s.Day, err = whole(data, "day", 1, 28); err != nil {
			return s, err
		}
	}
	list, ok := data["recipients"].([]any)
	if !ok || len(list) == 0 {
		return s, engine.BadRequest("reportsaved_recipients", "recipients: choose at least one user to mail the report to")
	}
	if len(list) > maxRecipients {
		return s, engine.BadRequest("reportsaved_recipients_max", "recipients: at most %d users", maxRecipients).With(map[string]any{"Max": maxRecipients})
	}
	for _, v := range list {
		id, err := meta.AsInt(number(v))
		if err != nil || id < 1 {
			return s, engine.BadRequest("reportsaved_recipient_id", "recipients: expected user ids, got %v", v).With(map[string]any{"Value": v})
		}
		if !slices.Contains(s.Recipients, id) {
			s.Recipients = append(s.Recipients, id)
		}
	}
	return s, nil
}

// whole reads a required whole number between lo and hi.
func whole(data map[string]any, field string, lo, hi int) (int, error) {
	n, err := meta.AsInt(number(data[field]))
	if data[field] == nil || err != nil || n < int64(lo) || n > int64(hi) {
		return 0, engine.BadRequest("reportsaved_range", "%s: give a whole number from %d to %d", field, lo, hi).
			With(map[string]any{"Field": field, "Min": lo, "Max": hi})
	}
	return int(n), nil
}

// number unwraps the json.Number a request body decodes numbers to.
func number(v any) any {
	if n, ok := v.(json.Number); ok {
		return n.String()
	}
	return v
}

// NextRun answers the first moment strictly after `after` at which s mails its report: the
// full hour s.Hour of a matching day in the tenant's zone loc. Days are counted on the
// calendar of loc, so 23:00 in Shanghai is 15:00 UTC of the same day and a monthly run on
// the 28th is the 28th in Shanghai. An hour a daylight-saving change skips runs when the
// clocks reach it (02:00 becomes 03:00). The zero time for "off".
func NextRun(after time.Time, s Schedule, loc *time.Location) time.Time {
	if s.Frequency == Off || s.Frequency == "" {
		return time.Time{}
	}
	local := after.In(loc)
	y, m, d := local.Date()
	// At most a month and a week ahead: the loop always ends well before.
	for i := 0; i < 40; i++ {
		at := time.Date(y, m, d+i, s.Hour, 0, 0, 0, loc)
		if at.Hour() < s.Hour {
			at = at.Add(time.Hour) // the hour a spring-forward skips: the first moment after it
		}
		if !at.After(after) {
			continue
		}
		switch s.Frequency {
		case Weekly:
			if isoWeekday(at) != s.Weekday {
				continue
			}
		case Monthly:
			if at.Day() != s.Day {
				continue
			}
		}
		return at
	}
	return time.Time{}
}

// isoWeekday answers 1 for Monday … 7 for Sunday.
func isoWeekday(t time.Time) int {
	if w := int(t.Weekday()); w != 0 {
		return w
	}
	return 7
}

// scheduleOf reads a saved report's stored schedule.
func scheduleOf(it map[string]any) Schedule {
	s := Schedule{Frequency: text(it["frequency"]), Recipients: engine.IDs(it["recipients"])}
	s.Weekday = int(engine.AsInt64(it["weekday"]))
	s.Day = int(engine.AsInt64(it["day"]))
	s.Hour = int(engine.AsInt64(it["hour"]))
	if s.Frequency == "" {
		s.Frequency = Off
	}
	return s
}

func text(v any) string { s, _ := v.(string); return s }
