package rest_test

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"
)

// exportSheet downloads an export and answers its first sheet: the shown texts of each row
// and the stored cell values (an Excel date is a serial number there).
func exportSheet(t *testing.T, h *harness, path string) (shown, raw [][]string) {
	t.Helper()
	resp, err := h.Client.Get(h.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
	}
	f, err := excelize.OpenReader(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not an xlsx file: %v", err)
	}
	defer f.Close()
	sheet := f.GetSheetName(0)
	if shown, err = f.GetRows(sheet); err != nil {
		t.Fatal(err)
	}
	if raw, err = f.GetRows(sheet, excelize.Options{RawCellValue: true}); err != nil {
		t.Fatal(err)
	}
	return shown, raw
}

// cell answers row r's cell under the header named label ("" when there is no such column).
func cell(rows [][]string, r int, label string) (string, bool) {
	i := slices.Index(rows[0], label)
	if i < 0 {
		return "", false
	}
	if i >= len(rows[r]) {
		return "", true
	}
	return rows[r][i], true
}

// "All fields I may see" exports every field the reader may read, labelled in the reader's
// language, tree values in that language, dates as Excel dates and numbers as numbers; while
// the tenant hides contact details they are left out, as the detail leaves them out.
func TestExportAllFields(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.SetConfig(map[string]any{"candidate_export": true})
		city := h.Create("city", map[string]any{"name": "上海", "name_en": "Shanghai"})
		id := h.Create("candidate", map[string]any{"chineseName": "王小明", "englishName": "Xiaoming Wang", "mobile": "13800138000",
			"city": city, "status": "active", "experience": 7, "dateOfBirth": "1990-05-01", "lastContacted": "2026-01-02T03:04:05Z"})
		path := fmt.Sprintf("/rest/candidate/list/export?columns=all&gql=%s", q(fmt.Sprintf("id=%d", id)))

		shown, raw := exportSheet(t, h, path)
		for _, c := range []struct{ label, shown string }{
			{"Chinese Name", "王小明"}, {"Location", "Shanghai"}, {"Mobile", "13800138000"}, {"Years of Experience", "7"},
			{"Date of Birth", "1990-05-01"}, {"Status", "Actively Looking"},
		} {
			if got, ok := cell(shown, 1, c.label); !ok || got != c.shown {
				t.Errorf("admin, %s: %q (column there: %v), want %q; header %q", c.label, got, ok, c.shown, shown[0])
			}
		}
		if v, _ := cell(raw, 1, "Date of Birth"); v != "32994" {
			t.Errorf("date of birth stored as %q, want the Excel date 32994", v)
		}
		if v, _ := cell(raw, 1, "Years of Experience"); v != "7" {
			t.Errorf("experience stored as %q, want the number 7", v)
		}
		if v, _ := cell(raw, 1, "Last Contacted"); v == "" {
			t.Error("last contacted missing")
		} else if _, err := strconv.ParseFloat(v, 64); err != nil {
			t.Errorf("last contacted stored as %q, want an Excel date-time", v)
		}
		for _, label := range []string{"Date Added", "Added By"} {
			if _, ok := cell(shown, 1, label); !ok {
				t.Errorf("no %s column: %q", label, shown[0])
			}
		}

		h.SetConfig(map[string]any{"hide_contact_info": 1})
		zh := h.As("zh.consultant@huntline.test", map[string]any{"user_type": "consultant", "lang": "zh_CN"})
		shown, _ = exportSheet(t, zh, path)
		if got, _ := cell(shown, 1, "所在城市"); got != "上海" {
			t.Errorf("zh_CN city: %q; header %q", got, shown[0])
		}
		if _, ok := cell(shown, 1, "中文名"); !ok {
			t.Errorf("zh_CN labels: %q", shown[0])
		}
		for _, row := range shown {
			if slices.Contains(row, "13800138000") {
				t.Errorf("a hidden mobile was exported: %q", row)
			}
		}
	})
}

// A tree value (a city) reads in the reader's language wherever it is named: a linked
// record's name, a facet's buckets, the tree's own records and quick search; a record with
// no name in that language keeps its own.
func TestTreeNamesInLanguage(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		sh := h.Create("city", map[string]any{"name": "上海", "name_en": "Shanghai"})
		wx := h.Create("city", map[string]any{"name": "无锡"}) // no English name yet
		h.Create("candidate", map[string]any{"chineseName": "王小明", "city": sh, "status": "active", "email": "xiaoming@trees.test"})
		h.Create("candidate", map[string]any{"chineseName": "李娜", "city": wx, "status": "active", "email": "lina@trees.test"})
		for _, c := range []struct {
			lang   string
			sh, wx string
		}{{"en", "Shanghai", "无锡"}, {"zh_CN", "上海", "无锡"}, {"zh_TW", "上海", "无锡"}} {
			u := h.As(c.lang+".reader@huntline.test", map[string]any{"user_type": "consultant", "lang": c.lang})
			_, facets := u.Get("/rest/candidate/list/facet?demandFacets=" + q(`["city"]`))
			labels := map[float64]string{}
			for _, b := range facets["data"].(map[string]any)["city"].([]any) {
				bm := b.(map[string]any)
				if k, ok := bm["key"].(float64); ok {
					labels[k] = bm["label"].(string)
				}
			}
			if labels[float64(sh)] != c.sh || labels[float64(wx)] != c.wx {
				t.Errorf("%s facet labels: %v", c.lang, labels)
			}
			_, list := u.Get("/rest/candidate/list?ordering=id&demandKeys=" + q(`["city"]`))
			var cities []string
			for _, it := range list["list"].([]any) {
				cities = append(cities, it.(map[string]any)["city"].(map[string]any)["__name__"].(string))
			}
			if !slices.Equal(cities, []string{c.sh, c.wx}) {
				t.Errorf("%s linked names: %q", c.lang, cities)
			}
			if _, rec := u.Get(fmt.Sprintf("/rest/city/%d", sh)); rec["data"].(map[string]any)["__name__"] != c.sh {
				t.Errorf("%s city detail: %v", c.lang, rec["data"])
			}
		}
	})
}
