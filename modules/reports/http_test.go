package reports

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

func data(t *testing.T, body map[string]any) map[string]any {
	t.Helper()
	d, ok := body["data"].(map[string]any)
	if !ok {
		t.Fatalf("no data: %v", body)
	}
	return d
}

// A wrong parameter answers 4xx with a message naming it, before anything is counted.
func TestReportParamsRefused(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		cases := []struct {
			query  string
			status int
			msg    string
		}{
			{"", 400, "type: name the report"},
			{"type=nosuch", 404, `type: there is no report "nosuch"`},
			{"type=submissions&groupby_x=galaxy", 400, `groupby_x: "galaxy" is not one of status, user`},
			{"type=submissions&datetype=hour", 400, "datetype:"},
			{"type=submissions&daterange=someday", 400, "daterange:"},
			{"type=submissions&filter_basic=nope", 400, "filter_basic:"},
			{"type=operationlog&groupby_y=user", 400, "groupby_y:"},
		}
		for _, path := range []string{"/rest/reporttemplate/report", "/rest/reporttemplate/report/chart/echarts", "/rest/reporttemplate/report/chart/trends", "/rest/reporttemplate/report/export"} {
			for _, c := range cases {
				status, body := h.Get(path + "?" + c.query)
				if status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
					t.Errorf("%s?%s: %d %v, want %d %q", path, c.query, status, body, c.status, c.msg)
				}
			}
		}
		if status, body := h.Get("/rest/reporttemplate/report/chart/echarts?type=operationlog&viewType=trend"); status != 400 || !strings.HasPrefix(resttest.Message(body), "viewType:") {
			t.Errorf("chart of a trend: %d %v", status, body)
		}
		if status, body := h.Get("/rest/reporttemplate/report/chart/trends?type=stale_submissions"); status != 400 || !strings.Contains(resttest.Message(body), "has no trend") {
			t.Errorf("trend of a snapshot: %d %v", status, body)
		}
	})
}

// get_type answers the basic filters and the choices of each axis; search/all the fields
// of the report's gql model.
func TestReportChoices(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		status, body := h.Get("/rest/reportdetail/activity/search/get_type")
		if status != 200 {
			t.Fatalf("get_type: %d %v", status, body)
		}
		d := data(t, body)
		fields := d["fields"].([]any)
		if len(fields) != 2 || fields[0].(map[string]any)["name"] != "user" || fields[0].(map[string]any)["to"] != "user" || fields[0].(map[string]any)["multiple"] != true {
			t.Errorf("fields: %v", fields)
		}
		x := d["groupby"].(map[string]any)["x"].([]any)
		if len(x) != 2 || x[1].(map[string]any)["name"] != "team" || x[0].(map[string]any)["label"] != "Consultant" {
			t.Errorf("groupby x: %v", x)
		}
		if len(d["datetypes"].([]any)) != 5 || len(d["dateranges"].([]any)) != 10 || d["dateranges"].([]any)[2].(map[string]any)["code"] != "this_week" {
			t.Errorf("choices: %v", d)
		}
		status, body = h.Get("/rest/reportdetail/activity/search/all")
		names := map[string]bool{}
		for _, f := range body["list"].([]any) {
			names[f.(map[string]any)["name"].(string)] = true
		}
		if status != 200 || !names["team"] || !names["englishName"] {
			t.Errorf("search/all of activity (users): %d %v", status, body)
		}
		if status, body := h.Get("/rest/reportdetail/nosuch/search/get_type"); status != 404 || !strings.Contains(resttest.Message(body), "nosuch") {
			t.Errorf("unknown report: %d %v", status, body)
		}
		status, body = h.Get("/rest/reporttemplate/list?name=invoiceassignment&type=__all__")
		var got []string
		for _, it := range body["list"].([]any) {
			got = append(got, it.(map[string]any)["name"].(string))
		}
		if status != 200 || strings.Join(got, ",") != "activity,revenue" {
			t.Errorf("list of reports counting invoice assignments: %v", got)
		}
	})
}

// The operation log is an admin's and a permitted user's: others get 403 and do not see
// it listed. Its figures are the change log's, counted by hand here.
func TestOperationLogReport(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		carl := h.As("carl@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Carl"})
		dora := h.As("dora@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Dora"})
		h.SetUser(dora.UserID, map[string]any{UserActivitiesField: true})
		c1 := h.Create("client", map[string]any{"name": "Initech"})
		h.Create("client", map[string]any{"name": "Globex"})
		h.Update("client", c1, map[string]any{"name": "Initech Ltd", "phone": "021-5555"}) // one action, two fields
		carl.Create("client", map[string]any{"name": "Umbrella"})

		listed := func(b *resttest.Harness) bool {
			_, body := b.Get("/rest/reporttemplate/list?type=__all__")
			for _, it := range body["list"].([]any) {
				if it.(map[string]any)["name"] == "operationlog" {
					return true
				}
			}
			return false
		}
		if listed(carl) || !listed(dora) || !listed(h) {
			t.Errorf("listed to carl %v, dora %v, admin %v", listed(carl), listed(dora), listed(h))
		}
		if status, body := carl.Get("/rest/reporttemplate/report?type=operationlog"); status != 403 || !strings.Contains(resttest.Message(body), "User Activities Permission") {
			t.Errorf("carl: %d %v", status, body)
		}
		loc := h.E.Tenants.Location(t.Context(), 1)
		today := h.E.Now().In(loc).Format(time.DateOnly)
		q := "/rest/reporttemplate/report?type=operationlog&filter_basic=%7B%7D&daterange=" + url.QueryEscape(today+","+today)
		status, body := dora.Get(q)
		if status != 200 {
			t.Fatalf("dora: %d %v", status, body)
		}
		rep := data(t, body)
		from, _ := time.ParseInLocation(time.DateOnly, today, loc)
		st := h.E.Store
		want := func(user int64, action string) float64 {
			var n float64
			err := st.DB().QueryRowContext(t.Context(), st.Rebind(`SELECT COUNT(*) FROM (SELECT DISTINCT model, record_id, created_at FROM change_log
				WHERE tenant_id = 1 AND user_id = ? AND action = ? AND created_at >= ? AND created_at < ?) x`),
				user, action, st.Dialect().TimeArg(from), st.Dialect().TimeArg(from.AddDate(0, 0, 1))).Scan(&n)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		seen := 0
		for _, r := range rep["rows"].([]any) {
			row := r.(map[string]any)
			user := int64(row["keys"].([]any)[0].(float64))
			cells := row["cells"].(map[string]any)
			for key, action := range map[string]string{"created": "create", "updated": "update", "deleted": "delete"} {
				if got := cells[key].(map[string]any)["value"].(float64); got != want(user, action) {
					t.Errorf("user %d %s: %v, want %v", user, key, got, want(user, action))
				}
			}
			if user == h.UserID {
				seen++
				if cells["created"].(map[string]any)["value"].(float64) < 2 || cells["updated"].(map[string]any)["value"].(float64) < 1 {
					t.Errorf("admin's actions: %v", cells)
				}
			}
			if user == carl.UserID {
				seen++
				if row["labels"].([]any)[0] != "Carl" {
					t.Errorf("label: %v", row["labels"])
				}
			}
		}
		if seen != 2 {
			t.Errorf("rows: %v", rep["rows"])
		}
		if status, body := h.Get(strings.Replace(q, "filter_basic=%7B%7D", "filter_basic="+url.QueryEscape(fmt.Sprintf(`{"user":[%d]}`, carl.UserID)), 1)); status != 200 || len(data(t, body)["rows"].([]any)) != 1 {
			t.Errorf("filtered to carl: %d %v", status, body)
		}

		// The export opens as a spreadsheet with the same numbers and a total row.
		resp := dora.Send("GET", strings.Replace(q, "/report?", "/report/export?", 1)+"&timestamp=1", "", "")
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), url.PathEscape("User activities "+today+"–"+today+".xlsx")) {
			t.Fatalf("export: %d %v %s", resp.StatusCode, resp.Header, raw[:min(len(raw), 200)])
		}
		f, err := excelize.OpenReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := f.GetRows(f.GetSheetName(0))
		if len(rows) != len(rep["rows"].([]any))+2 || strings.Join(rows[0], "|") != "User|Created|Changed|Deleted|All actions" || rows[len(rows)-1][0] != "Total" {
			t.Errorf("sheet: %v", rows)
		}
		total := rep["total"].(map[string]any)["cells"].(map[string]any)["actions"].(map[string]any)["value"].(float64)
		cell, _ := excelize.CoordinatesToCellName(5, len(rows))
		if v, _ := f.GetCellValue(f.GetSheetName(0), cell); v != fmt.Sprint(total) {
			t.Errorf("total in the sheet %s = %q, want %v", cell, v, total)
		}
		if typ, _ := f.GetCellType(f.GetSheetName(0), cell); typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
			t.Errorf("total cell type %v: numbers must be numbers", typ)
		}
	})
}

// A user's view config is remembered; a report an admin placed is read only.
func TestViewConfig(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		carl := h.As("carl@huntline.test", map[string]any{"user_type": "consultant"})
		q := "/rest/reporttemplate/report?type=operationlog"
		if status, body := carl.Post("/rest/reporttemplate/viewconfig", map[string]any{"type": "submissions", "viewType": "donut"}); status != 400 || !strings.HasPrefix(resttest.Message(body), "viewType:") {
			t.Errorf("bad view: %d %v", status, body)
		}
		if status, body := h.Post("/rest/reporttemplate/viewconfig", map[string]any{"type": "operationlog", "viewType": "bar", "suffix": "mine"}); status != 200 {
			t.Fatalf("save: %d %v", status, body)
		}
		_, body := h.Get(q)
		vc := data(t, body)["viewconfig"].(map[string]any)
		if vc["viewType"] != "bar" || vc["suffix"] != "mine" || vc["suffix_user_id"] != -99.0 || data(t, body)["editable"] != true {
			t.Errorf("remembered: %v", body)
		}
		h.SetConfig(map[string]any{"report_admin_viewconfigs": map[string]any{"operationlog": map[string]any{"viewType": "pie"}}})
		_, body = h.Get(q)
		d := data(t, body)
		if d["fromAdmin"] != true || d["editable"] != false || d["viewconfig"].(map[string]any)["viewType"] != "pie" {
			t.Errorf("placed by admin: %v", d)
		}
		if status, body := h.Post("/rest/reporttemplate/viewconfig", map[string]any{"type": "operationlog", "viewType": "bar"}); status != 403 || resttest.Message(body) != "From Admin Setting, Can not edit" {
			t.Errorf("save over an admin's: %d %v", status, body)
		}
		zoe := h.As("zoe@huntline.test", map[string]any{"lang": "zh_CN", "isAdmin": true})
		if status, body := zoe.Post("/rest/reporttemplate/viewconfig", map[string]any{"type": "operationlog", "viewType": "bar"}); status != 403 || resttest.Message(body) != "来自管理员设置，不能编辑" {
			t.Errorf("in zh_CN: %d %v", status, body)
		}
		if status, body := zoe.Get("/rest/reporttemplate/report?type=nosuch"); status != 404 || resttest.Message(body) != "type：没有名为 nosuch 的报表" {
			t.Errorf("in zh_CN: %d %v", status, body)
		}
		_, body = h.Get("/rest/reporttemplate/list?type=__all__")
		for _, it := range body["list"].([]any) {
			if m := it.(map[string]any); m["name"] == "operationlog" && (m["fromAdmin"] != true || m["editable"] != false) {
				t.Errorf("listed: %v", m)
			}
		}
	})
}
