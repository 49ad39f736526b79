package dashboard

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// The two kinds of dashlet (spec 000 §3) and the two widths (§9).
var (
	modules = []string{"listWidget", "reportWidget"}
	widths  = []string{"w-box-sp6", "w-box-sp12"}
)

// viewConfigKeys are the settings a dashlet's viewconfig holds (spec 000 §3).
var viewConfigKeys = []string{"hide_toolbar", "hide_panelHeader", "hide_chartHeader", "hide_facet", "hide_checkbox",
	"hide_paging", "hide_operation", "scene", "hide_query", "origin_suffix", "user",
	"ordering"} // a list dashlet's order (a view config's ordering, spec 001 §3)

// Dashlet is a dashlet as the dashboard shows it: a record of the model dashlet, or a dashlet
// of the role's home the user has not made their own yet (ID 0, known by its UUID).
type Dashlet struct {
	ID              int64          `json:"id"`
	Key             string         `json:"key"` // the id, or the home dashlet's uuid
	Name            string         `json:"name"`
	Type            string         `json:"type"`   // listWidget: the model; reportWidget: the report template
	Module          string         `json:"module"` // listWidget or reportWidget
	Query           string         `json:"query"`  // listWidget: gql; reportWidget: JSON of the report filter and viewType
	Suffix          string         `json:"suffix"`
	SuffixUserID    int64          `json:"suffix_user_id"`
	Width           string         `json:"width"`
	FromAdmin       bool           `json:"fromAdmin"`
	FromQueryfilter int64          `json:"fromQueryfilter,omitempty"`
	UUID            string         `json:"uuid"`
	Purpose         string         `json:"purpose"`
	ConfigName      string         `json:"config_name"`
	ScoreConfigName string         `json:"score_config_name"`
	ViewConfig      map[string]any `json:"viewconfig"`
	Owner           int64          `json:"owner,omitempty"`
	Position        int64          `json:"position"`
	// ReadOnly: placed by an admin for everyone; the reader may hide it, not change it.
	ReadOnly bool `json:"readonly"`
}

// fromItem reads a dashlet record as the engine answers it.
func fromItem(it engine.Item) Dashlet {
	str := func(k string) string { s, _ := it[k].(string); return s }
	num := func(k string) int64 { n, _ := meta.AsInt(it[k]); return n }
	d := Dashlet{Name: str("name"), Type: str("type"), Module: str("module"), Query: str("query"), Suffix: str("suffix"),
		SuffixUserID: num("suffix_user_id"), Width: str("width"), UUID: str("uuid"), Purpose: str("purpose"),
		ConfigName: str("config_name"), ScoreConfigName: str("score_config_name"), Position: num("position"),
		FromQueryfilter: num("fromQueryfilter"), ViewConfig: map[string]any{}}
	d.ID, _ = engine.AsID(it["id"])
	d.Owner, _ = engine.AsID(it["owner"])
	d.FromAdmin, _ = it["fromAdmin"].(bool)
	_ = json.Unmarshal([]byte(str("viewconfig")), &d.ViewConfig)
	d.Key = keyOf(d)
	return d
}

func keyOf(d Dashlet) string {
	if d.ID > 0 {
		return strconv.FormatInt(d.ID, 10)
	}
	return d.UUID
}

// record answers the values a save writes (not the id, owner or position).
func (d Dashlet) record() map[string]any {
	vc, _ := json.Marshal(cleanViewConfig(d.ViewConfig))
	rec := map[string]any{"name": d.Name, "type": d.Type, "module": d.Module, "query": d.Query, "suffix": d.Suffix,
		"suffix_user_id": d.SuffixUserID, "width": d.Width, "fromAdmin": d.FromAdmin, "uuid": d.UUID, "purpose": d.Purpose,
		"config_name": d.ConfigName, "score_config_name": d.ScoreConfigName, "viewconfig": string(vc)}
	if d.FromQueryfilter > 0 {
		rec["fromQueryfilter"] = d.FromQueryfilter
	}
	if d.Width == "" {
		rec["width"] = widths[0]
	}
	if d.Module == "" {
		rec["module"] = modules[0]
	}
	if d.SuffixUserID == 0 {
		rec["suffix_user_id"] = -99
	}
	return rec
}

// cleanViewConfig keeps the known view settings.
func cleanViewConfig(vc map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range vc {
		if slices.Contains(viewConfigKeys, k) && v != nil {
			out[k] = v
		}
	}
	return out
}

// fromAdminRefused is the refusal of a change to a dashlet an admin placed for everyone.
func fromAdminRefused() *engine.Error {
	return engine.Forbidden("dashlet_from_admin", "From Admin Setting, Can not edit")
}

// prepare keeps dashlets their owners' own: only admins place a dashlet for everyone, or
// write another user's; an admin's dashlet for everyone is readable by all, the others only
// by their owners (the limited flag private); viewconfig is kept as JSON of known settings.
func (mod *Module) prepare(ctx context.Context, _ *store.Tx, p engine.Principal, _ *meta.Model, id int64, before, doc map[string]any) error {
	fromAdmin, _ := doc["fromAdmin"].(bool)
	if !p.IsAdmin {
		if was, _ := before["fromAdmin"].(bool); fromAdmin || was {
			return fromAdminRefused()
		}
		if owner, _ := engine.AsID(doc["owner"]); owner != p.UserID {
			return engine.Forbidden("dashlet_not_owner", "owner: a dashlet is its user's own; only administrators place one for another user")
		}
	}
	doc["private"] = !fromAdmin
	if raw, ok := doc["viewconfig"].(string); ok && strings.TrimSpace(raw) != "" {
		var vc map[string]any
		if err := json.Unmarshal([]byte(raw), &vc); err != nil {
			return engine.BadRequest("dashlet_viewconfig", "viewconfig: a JSON object of view settings (%s)", strings.Join(viewConfigKeys, ", ")).With(map[string]any{"Keys": strings.Join(viewConfigKeys, ", ")})
		}
		out, _ := json.Marshal(cleanViewConfig(vc))
		doc["viewconfig"] = string(out)
	}
	return nil
}

// check refuses a dashlet that cannot show: a list of a model the writer may not read, or a
// query the model does not accept; a report dashlet's query must be a JSON object.
func (mod *Module) check(ctx context.Context, _ *store.Tx, p engine.Principal, _ *meta.Model, _ int64, doc map[string]any, _ []string) error {
	kind, _ := doc["module"].(string)
	typ, _ := doc["type"].(string)
	query, _ := doc["query"].(string)
	switch kind {
	case "listWidget":
		m, err := mod.Engine().Model(typ)
		if err != nil {
			return engine.BadRequest("dashlet_model", "type: %s is not a model", typ).With(map[string]any{"Model": typ})
		}
		if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
			return err
		}
		n, err := gql.Parse(query)
		if err != nil {
			return err
		}
		if _, _, err := mod.Engine().Compiler(ctx, p).Count(gql.Query{Model: m, Filter: n}, 1); err != nil {
			return err
		}
	case "reportWidget":
		var filter map[string]any
		if strings.TrimSpace(query) != "" && json.Unmarshal([]byte(query), &filter) != nil {
			return engine.BadRequest("dashlet_report_query", "query: a report dashlet's query is a JSON object of the report's filter")
		}
	}
	return nil
}
