package reports

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
)

// Filter is a report's filter (spec 001 §3 "Report filter"), as the calls take it.
type Filter struct {
	GQL         string             `json:"gql"`
	GroupByX    string             `json:"groupby_x"`
	GroupByY    string             `json:"groupby_y"`
	GroupByZ    string             `json:"groupby_z"`
	DateType    string             `json:"datetype"`
	DateRange   string             `json:"daterange"`
	FilterBasic map[string][]int64 `json:"filter_basic"`
}

// ViewConfig is how a report shows (spec 001 §3 "Report view config").
type ViewConfig struct {
	ViewType        string `json:"viewType"`
	Suffix          string `json:"suffix"`
	SuffixUserID    int64  `json:"suffix_user_id"`
	ConfigName      string `json:"config_name"`
	ScoreConfigName string `json:"score_config_name"`
}

// Report defaults of spec 001 §9: the table view, trend by day, this week, the system
// column view (-99).
const (
	defaultView      = "table"
	defaultDateType  = "date"
	defaultRange     = "this_week"
	defaultSuffixUID = -99
)

// MaxGQL bounds the report's extra filter, as lists bound theirs.
const MaxGQL = 4000

var dateTypes = []string{"date", "week", "month", "quarter", "year"}

var dateTypeLabels = map[string]meta.Label{
	"date":    {"en": "Day", "zh_CN": "日", "zh_TW": "日"},
	"week":    {"en": "Week", "zh_CN": "周", "zh_TW": "週"},
	"month":   {"en": "Month", "zh_CN": "月", "zh_TW": "月"},
	"quarter": {"en": "Quarter", "zh_CN": "季度", "zh_TW": "季度"},
	"year":    {"en": "Year", "zh_CN": "年", "zh_TW": "年"},
}

// grainOf answers the engine's grain of a datetype.
func grainOf(datetype string) string {
	if datetype == "date" {
		return "day"
	}
	return datetype
}

// badParam refuses a request naming the parameter at fault (translated by key).
func badParam(param, format string, args ...any) *engine.Error {
	return engine.BadRequest("report_param", "%s: %s", param, fmt.Sprintf(format, args...)).With(map[string]any{"Param": param, "Problem": fmt.Sprintf(format, args...)})
}

// parseFilter reads and checks a report's parameters against its template; what is not
// given takes the template's default.
func parseFilter(t *Template, q url.Values) (Filter, error) {
	f := Filter{
		GQL:       strings.TrimSpace(q.Get("gql")),
		GroupByX:  strings.TrimSpace(q.Get("groupby_x")),
		GroupByY:  strings.TrimSpace(q.Get("groupby_y")),
		GroupByZ:  strings.TrimSpace(q.Get("groupby_z")),
		DateType:  strings.TrimSpace(q.Get("datetype")),
		DateRange: strings.TrimSpace(q.Get("daterange")),
	}
	if len(f.GQL) > MaxGQL {
		return f, badParam("gql", "at most %d characters", MaxGQL)
	}
	if f.GroupByX == "" {
		f.GroupByX = t.X[0]
	}
	for _, ax := range []struct {
		param, v string
		allowed  []string
	}{{"groupby_x", f.GroupByX, t.X}, {"groupby_y", f.GroupByY, t.Y}, {"groupby_z", f.GroupByZ, t.Z}} {
		if ax.v != "" && !contains(ax.allowed, ax.v) {
			if len(ax.allowed) == 0 {
				return f, badParam(ax.param, "%q: this report has no %s dimension", ax.v, ax.param[len(ax.param)-1:])
			}
			return f, badParam(ax.param, "%q is not one of %s", ax.v, strings.Join(ax.allowed, ", "))
		}
	}
	if f.GroupByZ != "" && f.GroupByY == "" {
		return f, badParam("groupby_z", "give groupby_y before groupby_z")
	}
	if f.GroupByY != "" && (f.GroupByY == f.GroupByX || f.GroupByY == f.GroupByZ) || f.GroupByZ != "" && f.GroupByZ == f.GroupByX {
		return f, badParam("groupby_y", "each dimension once: %s, %s, %s", f.GroupByX, f.GroupByY, f.GroupByZ)
	}
	if f.DateType == "" {
		f.DateType = defaultDateType
	}
	if !contains(dateTypes, f.DateType) {
		return f, badParam("datetype", "%q is not one of %s", f.DateType, strings.Join(dateTypes, ", "))
	}
	if f.DateRange == "" {
		f.DateRange = firstOf(t.DateRange, defaultRange)
	}
	basic, err := parseBasic(t, q.Get("filter_basic"))
	if err != nil {
		return f, err
	}
	f.FilterBasic = basic
	return f, nil
}

// parseBasic reads filter_basic: {"user": [12, 13], "team": [3]}, keyed by the template's
// basic filters, ids as numbers or numeric strings.
func parseBasic(t *Template, raw string) (map[string][]int64, error) {
	out := map[string][]int64{}
	if strings.TrimSpace(raw) == "" {
		return out, nil
	}
	var in map[string]any
	if err := json.Unmarshal([]byte(raw), &in); err != nil {
		return nil, badParam("filter_basic", "a JSON object of id lists, e.g. {\"user\":[12]}")
	}
	keys := make([]string, 0, len(in))
	for k := range in {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !contains(t.Basic, k) {
			return nil, badParam("filter_basic", "%q is not one of %s", k, strings.Join(t.Basic, ", "))
		}
		var list []any
		switch v := in[k].(type) {
		case []any:
			list = v
		case nil:
		default:
			list = []any{v}
		}
		for _, v := range list {
			id, ok := asID(v)
			if !ok {
				return nil, badParam("filter_basic", "%s: %v is not an id", k, v)
			}
			out[k] = append(out[k], id)
		}
		if len(out[k]) == 0 {
			delete(out, k)
		}
	}
	return out, nil
}

func asID(v any) (int64, bool) {
	switch x := v.(type) {
	case float64:
		if x > 0 && x == float64(int64(x)) {
			return int64(x), true
		}
	case string:
		n, err := strconv.ParseInt(strings.TrimSpace(x), 10, 64)
		return n, err == nil && n > 0
	}
	return 0, false
}

// parseViewType reads viewType for the chart call (bar, pie, stack) against the template.
func parseViewType(t *Template, v, def string) (string, error) {
	if v == "" {
		v = def
	}
	if !contains(t.Views, v) {
		return "", badParam("viewType", "%q is not one of %s", v, strings.Join(t.Views, ", "))
	}
	return v, nil
}
