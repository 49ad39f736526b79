package reports

import (
	"fmt"
	"strings"
	"time"

	"huntline/gql"
	"huntline/meta"
)

// The named ranges a report takes (daterange), each a gql relative period in the
// tenant's zone, weeks from Monday as lists count them.
var rangeNames = []string{"today", "yesterday", "this_week", "last_week", "this_month", "last_month",
	"this_quarter", "last_quarter", "this_year", "last_year"}

var rangeLabels = map[string]meta.Label{
	"today":        {"en": "Today", "zh_CN": "今天", "zh_TW": "今天"},
	"yesterday":    {"en": "Yesterday", "zh_CN": "昨天", "zh_TW": "昨天"},
	"this_week":    {"en": "This week", "zh_CN": "本周", "zh_TW": "本週"},
	"last_week":    {"en": "Last week", "zh_CN": "上周", "zh_TW": "上週"},
	"this_month":   {"en": "This month", "zh_CN": "本月", "zh_TW": "本月"},
	"last_month":   {"en": "Last month", "zh_CN": "上月", "zh_TW": "上月"},
	"this_quarter": {"en": "This quarter", "zh_CN": "本季度", "zh_TW": "本季度"},
	"last_quarter": {"en": "Last quarter", "zh_CN": "上季度", "zh_TW": "上季度"},
	"this_year":    {"en": "This year", "zh_CN": "今年", "zh_TW": "今年"},
	"last_year":    {"en": "Last year", "zh_CN": "去年", "zh_TW": "去年"},
}

var customRange = meta.Label{"en": "Custom range", "zh_CN": "自定义时间段", "zh_TW": "自訂時間段"}

// MaxRangeDays bounds a custom range (ten years): a report is a period's figures.
const MaxRangeDays = 3660

// Range is a report's period: whole days From to To inclusive, in the tenant's zone.
type Range struct {
	From, To time.Time // midnights in the tenant's zone; To is the last day
	Label    string
}

// Days answers how many days the range covers.
func (r Range) Days() int { return int(r.To.Sub(r.From).Hours()/24+0.5) + 1 }

// End answers the midnight after the last day.
func (r Range) End() time.Time { return r.To.AddDate(0, 0, 1) }

// Condition answers the gql condition selecting field within the range.
func (r Range) Condition(field string) string {
	return fmt.Sprintf("%s__day_range=%s,%s", field, r.From.Format(time.DateOnly), r.To.Format(time.DateOnly))
}

// parseRange reads a daterange: a named period around now (in the tenant's zone, as now
// is) or "YYYY-MM-DD,YYYY-MM-DD".
func parseRange(v string, now time.Time, lang string) (Range, error) {
	if from, to, ok := gql.Period(v, now); ok {
		return Range{From: from, To: to.AddDate(0, 0, -1), Label: rangeLabels[v].In(lang)}, nil
	}
	a, b, ok := strings.Cut(v, ",")
	if !ok {
		return Range{}, fmt.Errorf("%q is not one of %s, nor YYYY-MM-DD,YYYY-MM-DD", v, strings.Join(rangeNames, ", "))
	}
	from, err1 := time.ParseInLocation(time.DateOnly, strings.TrimSpace(a), now.Location())
	to, err2 := time.ParseInLocation(time.DateOnly, strings.TrimSpace(b), now.Location())
	if err1 != nil || err2 != nil {
		return Range{}, fmt.Errorf("%q: give two dates YYYY-MM-DD,YYYY-MM-DD", v)
	}
	if to.Before(from) {
		return Range{}, fmt.Errorf("%q: the range ends before it starts", v)
	}
	r := Range{From: from, To: to}
	if r.Days() > MaxRangeDays {
		return Range{}, fmt.Errorf("%q: a range covers at most %d days", v, MaxRangeDays)
	}
	r.Label = customRange.In(lang) // the dates themselves are from and to
	return r, nil
}
