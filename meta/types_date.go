package meta

import (
	"strings"
	"time"
)

// date is a calendar day stored as "YYYY-MM-DD"; datetime an instant stored as ISO-8601 UTC
// "YYYY-MM-DDTHH:MM:SSZ". Both order correctly as text, which is what their indexes hold.
// A datetime written without a zone is read in the tenant's time zone.
type dateType struct {
	base
	withTime bool
}

const (
	DateLayout     = "2006-01-02"
	DateTimeLayout = "2006-01-02T15:04:05Z"
)

var dateInputs = []string{"2006-01-02", "2006-1-2", "2006/01/02", "2006/1/2", "2006.1.2", "20060102"}
var dateTimeInputs = []string{"2006-01-02 15:04:05", "2006-01-02T15:04:05", "2006-01-02 15:04", "2006-01-02T15:04", "2006/01/02 15:04:05", "2006/1/2 15:04"}

func (t dateType) Normalize(f *Field, v any, env Env) (any, error) {
	s, ok := v.(string)
	if !ok {
		return nil, bad("type", "expected a date, got %s", describe(v))
	}
	tm, err := ParseTime(strings.TrimSpace(s), env.Loc, t.withTime)
	if err != nil {
		return nil, err
	}
	if t.withTime {
		return tm.UTC().Format(DateTimeLayout), nil
	}
	return tm.Format(DateLayout), nil
}

// ParseTime reads the date and datetime spellings clients send. A date-only value is
// midnight in loc; an instant with a zone keeps its zone.
func ParseTime(s string, loc *time.Location, withTime bool) (time.Time, error) {
	if loc == nil {
		loc = time.UTC
	}
	if tm, err := time.Parse(time.RFC3339, s); err == nil {
		if !withTime {
			tm = tm.In(loc)
			return time.Date(tm.Year(), tm.Month(), tm.Day(), 0, 0, 0, 0, loc), nil
		}
		return tm, nil
	}
	for _, layout := range dateInputs {
		if tm, err := time.ParseInLocation(layout, s, loc); err == nil {
			return tm, nil
		}
	}
	if withTime {
		for _, layout := range dateTimeInputs {
			if tm, err := time.ParseInLocation(layout, s, loc); err == nil {
				return tm, nil
			}
		}
		return time.Time{}, bad("format", "%q is not a date and time (YYYY-MM-DD HH:MM:SS)", s)
	}
	return time.Time{}, bad("format", "%q is not a date (YYYY-MM-DD)", s)
}

func init() {
	register(dateType{base{"date", StoreText, FacetDate, opsDate}, false})
	register(dateType{base{"datetime", StoreText, FacetDate, opsDate}, true})
}
