package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// postFile posts a file as the import screen does: multipart with "file" and, for the
// import itself, "mapping".
func postFile(h *harness, path, filename string, content []byte, mapping any) (int, map[string]any) {
	h.T.Helper()
	var fields map[string]string
	if mapping != nil {
		raw, _ := json.Marshal(mapping)
		fields = map[string]string{"mapping": string(raw)}
	}
	return h.PostFile(path, filename, content, fields)
}

// candidatesXLSX builds the workbook an agency would bring: Chinese and English headers,
// option labels, a city and an owner by name, a real date cell.
func candidatesXLSX(t *testing.T) []byte {
	f := excelize.NewFile()
	rows := [][]any{
		{"中文名", "English Name", "Email", "状态", "所在城市", "负责人", "出生日期", "Unused"},
		{"王伟", "Wei Wang", "wei@example.com", "Actively Looking", "上海", "Ada Admin 管理员", time.Date(1990, 5, 1, 0, 0, 0, 0, time.UTC), "x"},
		{"李娜", "Na Li", "na@example.com", "主动求职", "上海", "", "1988/2/3", ""},
		{"张敏", "Min Zhang", "min@example.com", "passive", "", "", "1992年7月8日", ""},
	}
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := f.SetSheetRow("Sheet1", cell, &r); err != nil {
			t.Fatal(err)
		}
	}
	style, _ := f.NewStyle(&excelize.Style{NumFmt: 14})
	f.SetCellStyle("Sheet1", "G2", "G2", style)
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestImportCandidates(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		shanghai := h.Create("city", map[string]any{"name": "上海", "name_en": "Shanghai"})
		h.Create("city", map[string]any{"name": "Springfield"})
		h.Create("city", map[string]any{"name": "Springfield"})
		xlsx := candidatesXLSX(t)

		status, body := postFile(h, "/rest/candidate/import/preview", "people.xlsx", xlsx, nil)
		if status != 200 {
			t.Fatalf("preview: %d %v", status, body)
		}
		pv := body["data"].(map[string]any)
		wantMap := map[string]any{"0": "chineseName", "1": "englishName", "2": "email", "3": "status", "4": "city", "5": "owner", "6": "dateOfBirth"}
		if !reflect.DeepEqual(pv["mapping"], wantMap) || pv["count"].(float64) != 3 || len(pv["rows"].([]any)) != 3 {
			t.Fatalf("preview: mapping %v count %v rows %v", pv["mapping"], pv["count"], pv["rows"])
		}
		fields := map[string]bool{}
		for _, f := range pv["fields"].([]any) {
			fields[f.(map[string]any)["name"].(string)] = true
		}
		for name, want := range map[string]bool{"chineseName": true, "owner": true, "annualSalary": false, "submissionCount": false, "jobsubmission_set": false, "workexperience_set": false, "id": false, "dateAdded": false} {
			if fields[name] != want {
				t.Errorf("field %s offered: %v, want %v", name, fields[name], want)
			}
		}

		status, body = postFile(h, "/rest/candidate/import", "people.xlsx", xlsx, pv["mapping"])
		if status != 200 || body["data"].(float64) != 3 || !strings.Contains(body["message"].(string), "3 records imported") {
			t.Fatalf("import: %d %v", status, body)
		}
		_, list := h.Get("/rest/candidate/list?ordering=id")
		got := list["list"].([]any)
		if len(got) != 3 {
			t.Fatalf("imported %d candidates", len(got))
		}
		_, me := h.Get("/rest/user/current")
		adminID := me["data"].(map[string]any)["id"]
		want := []map[string]any{
			{"chineseName": "王伟", "email": "wei@example.com", "status": "active", "city": float64(shanghai), "owner": adminID, "dateOfBirth": "1990-05-01"},
			{"chineseName": "李娜", "status": "active", "city": float64(shanghai), "dateOfBirth": "1988-02-03"},
			{"chineseName": "张敏", "status": "passive", "dateOfBirth": "1992-07-08"},
		}
		for i, w := range want {
			rec := got[i].(map[string]any)
			for k, v := range w {
				if !reflect.DeepEqual(rec[k], v) {
					t.Errorf("row %d %s = %#v, want %#v", i+2, k, rec[k], v)
				}
			}
		}

		// CSV with a byte-order mark and an empty row, mapped by the caller.
		csv := "\ufeffName,Mail\n陈静,jing@example.com\n,\n刘洋,yang@example.com\n"
		status, body = postFile(h, "/rest/candidate/import", "more.csv", []byte(csv), map[string]any{"0": "chineseName", "1": "email"})
		if status != 200 || body["data"].(float64) != 2 {
			t.Fatalf("csv import: %d %v", status, body)
		}
		if _, list := h.Get("/rest/candidate/list"); list["count"].(float64) != 5 {
			t.Errorf("after csv: %v candidates", list["count"])
		}
	})
}

func TestImportRefusals(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.Create("city", map[string]any{"name": "Springfield"})
		h.Create("city", map[string]any{"name": "Springfield"})
		h.Create("candidate", map[string]any{"chineseName": "旧人", "email": "old@example.com"})
		mapping := map[string]any{"0": "chineseName", "1": "email", "2": "status", "3": "city"}
		many := "name\n" + strings.Repeat("x\n", 5001)
		cases := []struct {
			name, path, file, content string
			mapping                   any
			status                    int
			want                      []string
		}{
			{"bad e-mail on row 3, unknown option on row 5", "import", "bad.csv",
				"中文名,Email,状态,城市\n甲,a@example.com,active,\n乙,not-an-email,active,\n丙,c@example.com,,\n丁,d@example.com,sleeping,\n",
				mapping, 400, []string{"Nothing was imported: 2 rows have errors.", "Row 3: Private email: ", "Row 5: Status: \"sleeping\" is not an option"}},
			{"duplicate inside the file and with a stored record", "import", "dup.csv",
				"n,e\n甲,a@example.com\n乙,A@example.com\n丙,old@example.com\n",
				mapping, 400, []string{"Nothing was imported: 2 rows have errors.", "Row 3: Duplicate Info: Email a@example.com is also on row 2 of this file", "Row 4: Duplicate Info: Email old@example.com already belongs to 旧人"}},
			{"ambiguous and missing link names", "import", "links.csv",
				"n,e,s,c\n甲,,,Springfield\n乙,,,Atlantis\n",
				mapping, 400, []string{"Row 2: Location: 2 city records are named \"Springfield\"", "Row 3: Location: no city is named \"Atlantis\""}},
			{"too many rows", "import/preview", "many.csv", many, nil, 400, []string{"at most 5000 data rows"}},
			{"wrong file type", "import/preview", "people.txt", "a,b\n1,2\n", nil, 400, []string{"only .xlsx and .csv files"}},
			{"not an xlsx", "import/preview", "people.xlsx", "a,b\n1,2\n", nil, 400, []string{"not a readable .xlsx file"}},
			{"not UTF-8", "import/preview", "gbk.csv", "\xd6\xd0\xce\xc4\n", nil, 400, []string{"not UTF-8"}},
			{"unknown field in mapping", "import", "ok.csv", "n\n甲\n", map[string]any{"0": "annualSalary"}, 400, []string{`mapping: "annualSalary" is not a field of candidate`}},
			{"empty mapping", "import", "ok.csv", "n\n甲\n", map[string]any{}, 400, []string{"mapping: choose"}},
		}
		for _, c := range cases {
			status, body := postFile(h, "/rest/candidate/"+c.path, c.file, []byte(c.content), c.mapping)
			msg, _ := body["message"].(string)
			if status != c.status {
				t.Errorf("%s: %d %v", c.name, status, body)
				continue
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%s: message %q lacks %q", c.name, msg, w)
				}
			}
		}
		if _, list := h.Get("/rest/candidate/list"); list["count"].(float64) != 1 {
			t.Errorf("refused imports wrote %v candidates", list["count"].(float64)-1)
		}
		// The refusal lists the problems as data too, and speaks the user's language.
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_CN"})
		status, body := postFile(h, "/rest/candidate/import", "bad.csv", []byte("n,e\n甲,bad\n"), mapping)
		data, _ := body["data"].(map[string]any)
		if status != 400 || data["rows"].(float64) != 1 || !strings.Contains(body["message"].(string), "第 2 行：私人邮箱：") {
			t.Errorf("zh_CN refusal: %d %v", status, body)
		}
	})
}

func TestImportNeedsAddAccess(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		if status, body := h.Post("/rest/actionaccess/candidate", map[string]any{"add": []string{"consultant"}}); status != 200 {
			t.Fatalf("override: %d %v", status, body)
		}
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		for _, path := range []string{"import/preview", "import"} {
			status, body := postFile(hunter, "/rest/candidate/"+path, "a.csv", []byte("n\n甲\n"), map[string]any{"0": "chineseName"})
			if status != 403 || !strings.Contains(fmt.Sprint(body["message"]), "add") {
				t.Errorf("%s as the hunter: %d %v", path, status, body)
			}
		}
		if _, list := h.Get("/rest/candidate/list"); list["count"].(float64) != 0 {
			t.Errorf("refused import wrote %v", list["count"])
		}
	})
}
