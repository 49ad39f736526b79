package reportshare

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// checkSaved holds a saved report's filter and view to JSON objects (what the report page
// posts and reads back as the report's parameters), so a mailing never fails on a value
// a write let through.
func checkSaved(_ context.Context, _ *store.Tx, _ engine.Principal, _ *meta.Model, _ int64, doc map[string]any, changed []string) error {
	for _, field := range []string{"filter", "viewconfig"} {
		raw := strings.TrimSpace(text(doc[field]))
		if raw == "" {
			continue
		}
		var obj map[string]any
		if err := json.Unmarshal([]byte(raw), &obj); err != nil || obj == nil {
			return engine.BadRequest("reportsaved_json", "%s: expected a JSON object such as {\"daterange\": \"this_month\"}", field).With(map[string]any{"Field": field})
		}
	}
	return nil
}

// reportParams answers the report call's parameters a saved report stands for: its type,
// its filter's keys (gql, groupby_x/y/z, datetype, daterange, filter_basic as JSON) and its
// view's column set (suffix, suffix_user_id). They are what the report page passes when it
// opens #report/{type}?saved={id}.
func reportParams(it map[string]any) url.Values {
	v := url.Values{"type": {text(it["type"])}}
	for _, field := range []string{"filter", "viewconfig"} {
		var obj map[string]any
		if json.Unmarshal([]byte(text(it[field])), &obj) != nil {
			continue
		}
		for k, x := range obj {
			if field == "viewconfig" && k != "suffix" && k != "suffix_user_id" {
				continue // the view type is the page's business; a spreadsheet is the table
			}
			switch x := x.(type) {
			case nil:
			case string:
				v.Set(k, x)
			case float64, bool:
				v.Set(k, fmt.Sprint(x))
			default:
				raw, _ := json.Marshal(x)
				v.Set(k, string(raw))
			}
		}
	}
	return v
}
