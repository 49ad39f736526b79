package rest_test

import (
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"huntline/store/storetest"
)

// referencecheck is what a partner drops into a metadata folder: one JSON file, no Go.
const referencecheck = `{
  "name": "referencecheck",
  "label": {"en": "Reference Check", "zh_CN": "背景调查"},
  "name_template": "{{referee}} ({{candidate}})",
  "nav": {"order": 45, "add_menu": true},
  "fields": [
    {"name": "candidate", "type": "foreignkey", "to": "candidate", "required": true, "indexed": true, "facet_able": true, "label": {"en": "Candidate"}},
    {"name": "referee", "type": "char", "required": true, "searchable": true, "indexed": true, "label": {"en": "Referee"}},
    {"name": "relationship", "type": "dropdown", "facet_able": true, "indexed": true, "label": {"en": "Relationship"},
     "options": [{"code": "manager", "en_US": "Former manager", "zh_CN": "前上级"}, {"code": "peer", "en_US": "Peer", "zh_CN": "同事"}]},
    {"name": "score", "type": "rate", "facet_able": true, "label": {"en": "Score"}},
    {"name": "checkedOn", "type": "date", "indexed": true, "facet_able": true, "label": {"en": "Checked On"}},
    {"name": "notes", "type": "richtext", "label": {"en": "Notes"}}
  ],
  "views": {"list": {"columns": ["referee", "candidate", "relationship", "score", "checkedOn"]}}
}`

func TestPartnerModelNeedsNoCode(t *testing.T) {
	partner := fstest.MapFS{"models/referencecheck.json": {Data: []byte(referencecheck)}}
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url, partner).LoginAdmin()
		// The model's own file puts it in the header and the add menu, after Job (order 40).
		_, nav := h.Get("/rest/user/navbar_config/1")
		navData := nav
		var keys []string
		for _, l := range navData["link_list"].([]any) {
			keys = append(keys, fmt.Sprint(l.(map[string]any)["key"]))
		}
		if got := strings.Join(keys, ","); !strings.Contains(got, "joborder,referencecheck,jobsubmission") {
			t.Errorf("header links: %s", got)
		}
		added := false
		for _, a := range navData["add_menu"].([]any) {
			if am := a.(map[string]any); am["model_name"] == "referencecheck" && am["label"] == "Reference Check" {
				added = true
			}
		}
		if !added {
			t.Errorf("the add menu has no Reference Check: %v", navData["add_menu"])
		}
		wang := h.Create("candidate", map[string]any{"mobile": "13900751030", "chineseName": "王伟", "status": "active"})
		li := h.Create("candidate", map[string]any{"mobile": "13900751031", "chineseName": "李娜", "status": "passive"})
		h.Create("referencecheck", map[string]any{"candidate": wang, "referee": "Zhang San", "relationship": "manager", "score": 5, "checkedOn": "2026-11-01"})
		h.Create("referencecheck", map[string]any{"candidate": wang, "referee": "Li Si", "relationship": "peer", "score": 4})
		h.Create("referencecheck", map[string]any{"candidate": li, "referee": "Wang Wu", "relationship": "manager", "score": 2})
		if status, body := h.Post("/rest/referencecheck/add", map[string]any{"candidate": wang, "referee": "X", "relationship": "friend"}); status != 400 {
			t.Errorf("partner option list not enforced: %d %v", status, body)
		}

		_, body := h.Get("/rest/referencecheck/list?gql=" + q("candidate__status=active&score__gte=4") + "&ordering=-score&demandKeys=" + q(`["candidate"]`))
		if body["count"].(float64) != 2 || body["list"].([]any)[0].(map[string]any)["candidate"].(map[string]any)["chineseName"] != "王伟" {
			t.Errorf("filter through the link: %v", body)
		}
		if name := body["list"].([]any)[0].(map[string]any)["__name__"]; name != "Zhang San (王伟)" {
			t.Errorf("name template: %v", name)
		}
		// The reverse relation exists on candidate without touching candidate.json.
		_, body = h.Get("/rest/candidate/list?gql=" + q("referencecheck_set__relationship=manager&referencecheck_set__score__lte=3"))
		if got := ids(body); !reflect.DeepEqual(got, []int64{li}) {
			t.Errorf("reverse traversal: %v", got)
		}
		_, body = h.Get("/rest/candidate/list?gql=" + q("referencecheck_set__isnull="))
		if got := ids(body); len(got) != 0 {
			t.Errorf("candidates without checks: %v", got)
		}
		_, body = h.Get("/rest/referencecheck/list/facet?demandFacets=" + q(`["relationship","candidate","score"]`))
		rel := body["data"].(map[string]any)["relationship"].([]any)[0].(map[string]any)
		if rel["label"] != "Former manager" || rel["value"].(float64) != 2 {
			t.Errorf("facet: %v", rel)
		}
		resp, err := h.Client.Get(h.URL + "/rest/referencecheck/list/export?ordering=id")
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		rows := sheetRows(t, raw)
		if len(rows) != 4 || strings.Join(rows[1], "|") != fmt.Sprintf("1|Zhang San|王伟|Former manager|5|2026-11-01") {
			t.Errorf("export: %v", rows)
		}
		_, body = h.Get("/rest/data/quick_search?name=zhang&models=referencecheck")
		if len(body["data"].(map[string]any)["referencecheck"].([]any)) != 1 {
			t.Errorf("search: %v", body)
		}
	})
}
