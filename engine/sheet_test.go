package engine

import (
	"reflect"
	"strings"
	"testing"

	"huntline/meta"
)

func TestReadSheet(t *testing.T) {
	cases := []struct {
		name, file, content string
		header              []string
		rows                []int // row numbers kept
		err                 string
	}{
		{"csv with BOM, empty rows skipped", "a.csv", "\ufeffName,Email\nA,a@x.io\n,\n\nB,b@x.io\n", []string{"Name", "Email"}, []int{2, 5}, ""},
		{"a cell over two lines is one row", "a.csv", "n,m\n\"a\nb\",x\n\nc,y\n", []string{"n", "m"}, []int{2, 4}, ""},
		{"semicolons", "a.csv", "Name;Email\nA;a@x.io\n", []string{"Name", "Email"}, []int{2}, ""},
		{"tabs, trailing empty headers cut", "a.CSV", "Name\tEmail\t\nA\ta@x.io\n", []string{"Name", "Email"}, []int{2}, ""},
		{"no header", "a.csv", "\nA,b\n", nil, nil, "row 1 must hold the column headers"},
		{"not UTF-8", "a.csv", "\xd6\xd0\n", nil, nil, "not UTF-8"},
		{"wrong type", "a.xls", "x", nil, nil, "only .xlsx and .csv"},
		{"broken xlsx", "a.xlsx", "PK nope", nil, nil, "not a readable .xlsx"},
		{"too many rows", "a.csv", "n\n" + strings.Repeat("x\n", MaxImportRows+1), nil, nil, "at most 5000 data rows"},
		{"exactly the limit", "a.csv", "n\n" + strings.Repeat("x\n", MaxImportRows), []string{"n"}, nil, ""},
	}
	for _, c := range cases {
		sh, err := ReadSheet(c.file, []byte(c.content))
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !reflect.DeepEqual(sh.Header, c.header) {
			t.Errorf("%s: header %q, want %q", c.name, sh.Header, c.header)
		}
		if c.rows != nil {
			var got []int
			for _, r := range sh.Rows {
				got = append(got, r.Num)
			}
			if !reflect.DeepEqual(got, c.rows) {
				t.Errorf("%s: rows %v, want %v", c.name, got, c.rows)
			}
		}
	}
}

func TestSuggestMapping(t *testing.T) {
	fields := []*meta.Field{
		{Name: "chineseName", Label: meta.Label{"en": "Chinese Name", "zh_CN": "中文名", "zh_TW": "中文名"}},
		{Name: "email", Label: meta.Label{"en": "Private email", "zh_CN": "私人邮箱"}},
		{Name: "email1", Label: meta.Label{"en": "Work email", "zh_CN": "工作邮箱", "zh_TW": "工作郵箱"}},
		{Name: "status", Label: meta.Label{"en": "Status", "zh_CN": "状态", "zh_TW": "狀態"}},
	}
	cases := []struct {
		header []string
		want   map[string]string
	}{
		{[]string{"中文名", "Email", "狀態"}, map[string]string{"0": "chineseName", "1": "email", "2": "status"}},
		{[]string{"chinese_name", " WORK EMAIL ", "Status*"}, map[string]string{"0": "chineseName", "1": "email1", "2": "status"}},
		{[]string{"Email", "email", "", "Notes"}, map[string]string{"0": "email"}}, // each field once, first column wins
	}
	for _, c := range cases {
		if got := SuggestMapping(c.header, fields); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %v, want %v", c.header, got, c.want)
		}
	}
}
