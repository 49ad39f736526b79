package rest_test

import (
	"bytes"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

func TestFacets(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		for i, s := range []string{"active", "active", "passive", "new"} {
			h.Create("candidate", map[string]any{"mobile": fmt.Sprintf("1390098001%d", i), "chineseName": fmt.Sprintf("候选人%d", i), "status": s, "tags": []string{"Bilingual"}, "willRelocate": i%2 == 0})
		}
		status, body := h.Get("/rest/candidate/list/facet?gql=" + q("status=active") + "&demandFacets=" + q(`["status","owner","tags","willRelocate","dateAdded"]`))
		if status != 200 {
			t.Fatalf("facets: %d %v", status, body)
		}
		data := body["data"].(map[string]any)
		got := map[string]float64{}
		for _, v := range data["status"].([]any) {
			b := v.(map[string]any)
			got[b["label"].(string)] = b["value"].(float64)
		}
		// The status facet ignores the status condition itself, so every status shows.
		if !reflect.DeepEqual(got, map[string]float64{"Actively Looking": 2, "Open to Offers": 1, "New": 1}) {
			t.Errorf("status facet: %v", data["status"])
		}
		owner := data["owner"].([]any)[0].(map[string]any)
		if owner["value"].(float64) != 2 || owner["label"] != "Ada Admin 管理员" || owner["query"] != "owner=1" {
			t.Errorf("owner facet under the filter: %v", owner)
		}
		if tags := data["tags"].([]any)[0].(map[string]any); tags["label"] != "Bilingual" || tags["query"] != "tags__s=Bilingual" || tags["value"].(float64) != 2 {
			t.Errorf("tags facet: %v", tags)
		}
		if today := data["dateAdded"].([]any)[0].(map[string]any); today["query"] != "dateAdded__today" || today["value"].(float64) != 2 {
			t.Errorf("date facet: %v", data["dateAdded"])
		}
		// A bucket's query selects exactly its records.
		_, list := h.Get("/rest/candidate/list?gql=" + q(owner["query"].(string)+"&status=active"))
		if list["count"].(float64) != 2 {
			t.Errorf("owner bucket query: %v", list["count"])
		}
		if status, body := h.Get("/rest/candidate/list/facet?demandFacets=" + q(`["summary"]`)); status != 400 || !strings.Contains(body["message"].(string), "not a facet of candidate") {
			t.Errorf("facet on rich text: %d %v", status, body)
		}
		_, body = h.Get("/rest/candidate/facet/fields")
		names := []string{}
		for _, f := range body["data"].([]any) {
			names = append(names, f.(map[string]any)["name"].(string))
		}
		if !strings.Contains(strings.Join(names, ","), "status") || strings.Contains(strings.Join(names, ","), "summary") {
			t.Errorf("facet fields: %v", names)
		}
	})
}

func TestExport(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.SetConfig(map[string]any{"candidate_export": true}) // off by default (spec)
		for i := 0; i < 3; i++ {
			h.Create("candidate", map[string]any{"mobile": fmt.Sprintf("1390098002%d", i), "chineseName": fmt.Sprintf("导出%d", i), "status": "active", "tags": []string{"Bilingual", "Startup"}})
		}
		resp, err := h.Client.Get(h.URL + "/rest/candidate/list/export?ordering=id&fields=" + q(`["chineseName","status","tags","owner"]`))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), ".xlsx") {
			t.Fatalf("export: %d %s", resp.StatusCode, raw)
		}
		rows := sheetRows(t, raw)
		want := [][]string{{"ID", "Chinese Name", "Status", "Tags", "Owner"}, {"1", "导出0", "Actively Looking", "Bilingual, Startup", "Ada Admin 管理员"}}
		if len(rows) != 4 || !reflect.DeepEqual(rows[:2], want) {
			t.Errorf("sheet: %v", rows)
		}
		// async=1 (the client's choice above 200 rows) goes to a background task.
		status, body := h.Get("/rest/candidate/list/export?async=1")
		if status != 200 || body["message"] != "Excel export has been added to async task" {
			t.Fatalf("async export: %d %v", status, body)
		}
		task := int64(body["data"].(float64))
		var done map[string]any
		for i := 0; i < 100 && done == nil; i++ {
			_, list := h.Get("/rest/asynctask/list")
			for _, it := range list["list"].([]any) {
				if m := it.(map[string]any); int64(m["id"].(float64)) == task && m["status"] == "done" {
					done = m
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
		if done == nil {
			t.Fatal("export task did not finish")
		}
		resp, err = h.Client.Get(fmt.Sprintf("%s/rest/asynctask/%d/download", h.URL, task))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || len(sheetRows(t, raw)) != 4 {
			t.Errorf("download: %d", resp.StatusCode)
		}
		if status, _ := h.Get("/rest/asynctask/999/download"); status != 404 {
			t.Errorf("someone else's task: %d", status)
		}
		if status, body := h.Get("/rest/candidate/list/export?fields=" + q(`["jobsubmission_set"]`)); status != 400 {
			t.Errorf("export of a relation list: %d %v", status, body)
		}
	})
}

func sheetRows(t *testing.T, raw []byte) [][]string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("not an xlsx file: %v", err)
	}
	rows, err := f.GetRows(f.GetSheetName(0))
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestOptionsAndFields(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		_, body := h.Get("/rest/options/list?type=note_category&ext=client")
		var codes []string
		for _, o := range body["list"].([]any) {
			codes = append(codes, o.(map[string]any)["code"].(string))
		}
		if !reflect.DeepEqual(codes, []string{"client_visit", "client_call", "client_contract"}) {
			t.Errorf("note categories of clients: %v", codes)
		}
		req, _ := h.Client.Get(h.URL + "/rest/options/list?type=jobsubmission_status")
		req.Body.Close()
		if status, body := h.Get("/rest/options/list?type=nosuch"); status != 400 {
			t.Errorf("unknown list: %d %v", status, body)
		}
		_, body = h.Get("/rest/custom_field/candidate/list?scene=dashboard")
		fields := map[string]map[string]any{}
		for _, f := range body["list"].([]any) {
			m := f.(map[string]any)
			fields[m["name"].(string)] = m
		}
		if f := fields["owner"]; f["type"] != "foreignkey" || f["to"] != "user" || f["default_value"] != "{{user.id}}" || f["facet_able"] != true {
			t.Errorf("owner meta: %v", f)
		}
		if f := fields["rating"]; f["max"].(float64) != 5 {
			t.Errorf("rate defaults to 5 stars: %v", f)
		}
		if f := fields["status"]; len(f["options"].([]any)) != 6 {
			t.Errorf("status options: %v", f["options"])
		}
		if f := fields["annualSalary"]; f["editable"] != false {
			t.Errorf("computed field editable: %v", f)
		}
		info := body["data"].(map[string]any)
		if cols := info["views"].(map[string]any)["list"].(map[string]any)["columns"].([]any); len(cols) != 5 {
			t.Errorf("dashboard scene list view: %v", cols)
		}
		if _, has := info["tree"]; has {
			t.Errorf("candidate is no tree: %v", info["tree"])
		}
		_, body = h.Get("/rest/custom_field/city/list")
		if tree, _ := body["data"].(map[string]any)["tree"].(map[string]any); tree["parent"] != "parent" {
			t.Errorf("city tree names its parent field for the tree picker: %v", body["data"])
		}
	})
}

func TestSearch(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		wang := h.Create("candidate", map[string]any{"chineseName": "王伟", "englishName": "Wei Wang", "mobile": "13912345678", "company": "华信科技"})
		h.Create("candidate", map[string]any{"email": "na.li@example.com", "chineseName": "李娜", "englishName": "Na Li"})
		client := h.Create("client", map[string]any{"name": "华信科技有限公司", "name1": "Huaxin Tech"})
		cases := []struct {
			term  string
			model string
			want  []int64
		}{
			{"王伟", "candidate", []int64{wang}},
			{"王", "candidate", []int64{wang}},
			{"wang", "candidate", []int64{wang}},
			{"5678", "candidate", []int64{wang}},
			{"华信", "client", []int64{client}},
			{"huaxin", "client", []int64{client}},
			{fmt.Sprint(wang), "candidate", []int64{wang}},
		}
		for _, c := range cases {
			_, body := h.Get("/rest/data/quick_search?name=" + q(c.term))
			var got []int64
			for _, it := range body["data"].(map[string]any)[c.model].([]any) {
				got = append(got, int64(it.(map[string]any)["id"].(float64)))
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("quick search %q in %s: %v", c.term, c.model, got)
			}
		}
		_, body := h.Get("/rest/data/quick_search?name=" + q("王伟"))
		it := body["data"].(map[string]any)["candidate"].([]any)[0].(map[string]any)
		if it["__name__"] != "王伟 Wei Wang" || it["company"] != "华信科技" || it["mobile"] != "13912345678" {
			t.Errorf("suggestion: %v", it)
		}
		// Two people of one name are told apart by the line under it: company, title, city
		// by name, the phone masked.
		city := h.Create("city", map[string]any{"name": "成都"})
		h.Create("candidate", map[string]any{"chineseName": "王伟", "englishName": "Wei Wang", "mobile": "13687654321", "company": "博远", "title": "架构师", "city": city})
		_, body = h.Get("/rest/data/autocomplete?type=candidate&name=" + q("王伟"))
		var details []string
		for _, it := range body["data"].([]any) {
			details = append(details, fmt.Sprint(it.(map[string]any)["__detail__"]))
		}
		sort.Strings(details)
		if want := []string{"华信科技 · 139****5678", "博远 · 架构师 · 成都 · 136****4321"}; !reflect.DeepEqual(details, want) {
			t.Errorf("picker details: %q, want %q", details, want)
		}
		_, body = h.Get("/rest/data/autocomplete?type=client&name=" + q("华信"))
		if list := body["data"].([]any); len(list) != 1 || list[0].(map[string]any)["__name__"] != "华信科技有限公司" {
			t.Errorf("autocomplete: %v", body)
		}
		if status, _ := h.Get("/rest/data/autocomplete?type=nosuch&name=x"); status != 404 {
			t.Errorf("autocomplete of an unknown model: %d", status)
		}
	})
}
