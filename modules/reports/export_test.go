package reports

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"huntline/resttest"
)

// The export is the table view as a spreadsheet in the reader's language: the same numbers
// as numbers, a total row, named after the report and its range.
func TestExportMatchesTheTable(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		zoe := h.As("zoe@huntline.test", map[string]any{"lang": "zh_CN", "isAdmin": true, "englishName": "Zoe"})
		q := url.Values{"type": {"activity"}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}}
		_, body := zoe.Get("/rest/reporttemplate/report?" + q.Encode())
		rep := data(t, body)
		resp := zoe.Send("GET", "/rest/reporttemplate/report/export?"+q.Encode()+"&timestamp=1", "", "")
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		name := "顾问工作量 " + strings.Replace(w.rangeParam, ",", "–", 1) + ".xlsx"
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), url.PathEscape(name)) || resp.Header.Get("Content-Type") != xlsxType {
			t.Fatalf("export: %d %v", resp.StatusCode, resp.Header)
		}
		f, err := excelize.OpenReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		sheet := f.GetSheetName(0)
		rows, _ := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if got := strings.Join(rows[0], "|"); got != "顾问|备注与电话|推荐|简历推荐|面试|Offer|入职|开票业绩" {
			t.Errorf("header: %s", got)
		}
		reportRows := rep["rows"].([]any)
		if len(rows) != len(reportRows)+2 || rows[len(rows)-1][0] != "合计" {
			t.Fatalf("rows: %v", rows)
		}
		cols := rep["columns"].([]any)
		check := func(sheetRow int, label string, cells map[string]any) {
			if rows[sheetRow][0] != label {
				t.Errorf("row %d label %q, want %q", sheetRow, rows[sheetRow][0], label)
			}
			for i, c := range cols {
				key := c.(map[string]any)["key"].(string)
				want := cells[key].(map[string]any)["value"].(float64)
				cell, _ := excelize.CoordinatesToCellName(i+2, sheetRow+1)
				got, err := strconv.ParseFloat(rows[sheetRow][i+1], 64)
				if err != nil || got != want {
					t.Errorf("%s (%s): %q, want %v", cell, key, rows[sheetRow][i+1], want)
				}
				if typ, _ := f.GetCellType(sheet, cell); typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString {
					t.Errorf("%s is text, not a number", cell)
				}
			}
		}
		for i, r := range reportRows {
			row := r.(map[string]any)
			check(i+1, row["labels"].([]any)[0].(string), row["cells"].(map[string]any))
		}
		check(len(rows)-1, "合计", rep["total"].(map[string]any)["cells"].(map[string]any))
		if fmt.Sprint(rep["label"]) != "顾问工作量" {
			t.Errorf("label in zh_CN: %v", rep["label"])
		}
	})
}
