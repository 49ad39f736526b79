package meta

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

func f64(v float64) *float64 { return &v }

// Every field type normalises what clients send and refuses what it cannot store.
func TestNormalize(t *testing.T) {
	sh, _ := time.LoadLocation("Asia/Shanghai")
	env := Env{Loc: sh, Now: time.Date(2026, 11, 22, 10, 0, 0, 0, sh), UserID: 7}
	opts := []Option{{Code: "a"}}
	cases := []struct {
		name  string
		field Field
		in    any
		want  any
		err   string
	}{
		{"char trims and collapses", Field{Type: "char"}, "  Wei   Wang ", "Wei Wang", ""},
		{"char number", Field{Type: "char"}, json.Number("12"), "12", ""},
		{"char too long", Field{Type: "char", MaxLength: 3}, "王伟伟伟", nil, "at most 3 characters"},
		{"char default limit", Field{Type: "char"}, strings.Repeat("x", 256), nil, "at most 255"},
		{"char empty clears", Field{Type: "char"}, "   ", nil, ""},
		{"email", Field{Type: "char", Format: "email"}, "Wei.Wang@Example.COM", "wei.wang@example.com", ""},
		{"email with name", Field{Type: "char", Format: "email"}, "Wei <wei@x.com>", "wei@x.com", ""},
		{"bad email", Field{Type: "char", Format: "email"}, "wei@", nil, "not an e-mail address"},
		{"phone", Field{Type: "char", Format: "phone"}, "+86 138-1234 5678", "+8613812345678", ""},
		{"bad phone", Field{Type: "char", Format: "phone"}, "call me", nil, "not a phone number"},
		{"url gets scheme", Field{Type: "char", Format: "url"}, "acme.com/jobs", "https://acme.com/jobs", ""},
		{"bad url", Field{Type: "char", Format: "url"}, "javascript:alert(1)", nil, "not a web address"},
		{"model name", Field{Type: "char", Format: "model"}, "invoice", "invoice", ""},
		{"model name as the schema allows", Field{Type: "char", Format: "model"}, "referenceCheck_2", "referenceCheck_2", ""},
		{"bad model name", Field{Type: "char", Format: "model"}, "Invoice Flow", nil, "not a model's name"},
		{"multiline keeps lines", Field{Type: "multiline"}, "a\r\nb ", "a\nb", ""},
		{"richtext sanitised", Field{Type: "richtext"}, `<p style="color:red" onclick="x">hi<script>bad()</script></p>`, `<p style="color: red">hi</p>`, ""},
		{"richtext empty markup clears", Field{Type: "richtext"}, "<p> </p>", nil, ""},
		// What the TipTap editor writes survives the policy unchanged (links get bluemonday's rel).
		{"richtext editor font size and colour", Field{Type: "richtext"}, `<p><span style="font-size: 8pt;">a</span><span style="color: #dc2626; font-size: 48pt;">b</span><span style="color: rgb(37, 99, 235);">c</span></p>`, `<p><span style="font-size: 8pt">a</span><span style="color: #dc2626; font-size: 48pt">b</span><span style="color: rgb(37, 99, 235)">c</span></p>`, ""},
		{"richtext editor marks and blocks", Field{Type: "richtext"}, `<p><strong>b</strong><em>i</em><u>u</u><s>s</s>a<br>b</p><ul><li><p>x</p></li></ul><ol><li><p>y</p></li></ol><blockquote><p>q</p></blockquote>`, `<p><strong>b</strong><em>i</em><u>u</u><s>s</s>a<br>b</p><ul><li><p>x</p></li></ul><ol><li><p>y</p></li></ol><blockquote><p>q</p></blockquote>`, ""},
		{"richtext editor links", Field{Type: "richtext"}, `<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://x.com">l</a><a href="mailto:a@b.c">m</a></p>`, `<p><a target="_blank" href="https://x.com" rel="nofollow noopener">l</a><a href="mailto:a@b.c" rel="nofollow">m</a></p>`, ""},
		{"integer from string", Field{Type: "integer"}, "42", int64(42), ""},
		{"integer from whole float", Field{Type: "integer"}, 42.0, int64(42), ""},
		{"integer fraction", Field{Type: "integer"}, 4.5, nil, "not a whole number"},
		{"integer min", Field{Type: "integer", Min: f64(0)}, -1, nil, "at least 0"},
		{"integer max", Field{Type: "integer", Max: f64(60)}, json.Number("61"), nil, "at most 60"},
		{"double", Field{Type: "double"}, "3.5", 3.5, ""},
		{"double not a number", Field{Type: "double"}, "NaN", nil, "not a number"},
		{"range object", Field{Type: "number-range"}, map[string]any{"min": json.Number("1"), "max": "2"}, map[string]any{"min": 1.0, "max": 2.0}, ""},
		{"range text", Field{Type: "number-range"}, "300000-400000", map[string]any{"min": 300000.0, "max": 400000.0}, ""},
		{"range open end", Field{Type: "number-range"}, []any{nil, 5}, map[string]any{"max": 5.0}, ""},
		{"range reversed", Field{Type: "number-range"}, []any{5, 1}, nil, "min must not be greater than max"},
		{"tick box", Field{Type: "checkbox"}, "1", true, ""},
		{"tick box no", Field{Type: "checkbox"}, false, false, ""},
		{"tick box bad", Field{Type: "checkbox"}, "maybe", nil, "not true or false"},
		{"checkbox with options", Field{Type: "checkbox", Options: opts}, "a,b,a", []string{"a", "b"}, ""},
		{"dropdown", Field{Type: "dropdown", Options: opts}, " a ", "a", ""},
		{"dropdown object", Field{Type: "dropdown", Options: opts}, map[string]any{}, nil, "expected an option code"},
		{"checkboxdropdown list", Field{Type: "checkboxdropdown", Options: opts}, []any{"x", "y"}, []string{"x", "y"}, ""},
		{"date loose", Field{Type: "date"}, "2026-1-5", "2026-01-05", ""},
		{"date from instant", Field{Type: "date"}, "2026-01-04T20:00:00Z", "2026-01-05", ""},
		{"bad date", Field{Type: "date"}, "05/01/2026", nil, "not a date"},
		{"datetime local", Field{Type: "datetime"}, "2026-11-22 10:00", "2026-11-22T02:00:00Z", ""},
		{"datetime zoned", Field{Type: "datetime"}, "2026-11-22T10:00:00+08:00", "2026-11-22T02:00:00Z", ""},
		{"rate", Field{Type: "rate"}, 5, int64(5), ""},
		{"rate over", Field{Type: "rate"}, 6, nil, "from 0 to 5"},
		{"rate custom max", Field{Type: "rate", Max: f64(10)}, 9, int64(9), ""},
		{"foreignkey", Field{Type: "foreignkey", To: "user"}, "12", int64(12), ""},
		{"foreignkey object", Field{Type: "foreignkey", To: "user"}, map[string]any{"id": json.Number("3"), "__name__": "x"}, int64(3), ""},
		{"foreignkey zero", Field{Type: "foreignkey", To: "user"}, 0, nil, "not a record id"},
		{"comtree many", Field{Type: "comtree", To: "city", Multiple: true}, []any{1, "2", 1}, []int64{1, 2}, ""},
		{"reverse is read only", Field{Type: "reverse_foreignkey"}, 1, nil, "cannot be written"},
		{"rollup is read only", Field{Type: "rollupfield"}, 1, nil, "cannot be written"},
		{"originaltext", Field{Type: "originaltext"}, " resume ", "resume", ""},
		// tags: free text, spaces inside kept (collapsed), blanks and repeats dropped.
		{"tags list", Field{Type: "tags"}, []any{" Open  to offers ", "Java", "", "Java", "看机会"}, []string{"Open to offers", "Java", "看机会"}, ""},
		{"tags comma text", Field{Type: "tags"}, "Go, People Manager,", []string{"Go", "People Manager"}, ""},
		{"tags legacy codes", Field{Type: "tags"}, []any{"key_talent"}, []string{"key_talent"}, ""},
		{"tags all blank", Field{Type: "tags"}, []any{" ", ""}, nil, ""},
		{"tags too long", Field{Type: "tags", MaxLength: 3}, []any{"Java"}, nil, "at most 3 characters"},
		{"tags too many", Field{Type: "tags", Max: f64(2)}, []any{"a", "b", "c"}, nil, "at most 2 tags"},
		{"tags not text", Field{Type: "tags"}, []any{map[string]any{}}, nil, "expected tags as text"},
	}
	for _, c := range cases {
		f := c.field
		got, err := f.Kind().Normalize(&f, c.in, env)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %#v, %v; want %#v", c.name, got, err, c.want)
		}
	}
}

func TestEveryTypeIsRegistered(t *testing.T) {
	want := []string{"char", "checkbox", "checkboxdropdown", "comtree", "date", "datetime", "double", "dropdown", "expressions",
		"foreignkey", "integer", "multiline", "number-range", "originaltext", "radio", "rate", "reverse_foreignkey", "richtext", "rollupfield", "tags"}
	want = append([]string{"attachments"}, want...)
	if got := TypeNames(); !reflect.DeepEqual(got, want) {
		t.Errorf("types %v", got)
	}
}

func TestCompute(t *testing.T) {
	r, err := Load(Source{Name: "meta", FS: Builtin})
	if err != nil {
		t.Fatal(err)
	}
	f := r.Model("candidate").Field("annualSalary")
	cases := []struct {
		doc  map[string]any
		want any
	}{
		{map[string]any{"monthlySalary": 30000.0, "salaryMonths": int64(13)}, 390000.0},
		{map[string]any{"monthlySalary": 30000.0}, nil},
		{map[string]any{}, nil},
	}
	for _, c := range cases {
		if got, err := Compute(f, c.doc); err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("Compute(%v) = %v, %v", c.doc, got, err)
		}
	}
}

func TestRenderName(t *testing.T) {
	r, _ := Load(Source{Name: "meta", FS: Builtin})
	names := func(model string, id int64) string { return map[int64]string{1: "王伟", 2: "Engineer"}[id] }
	cases := []struct {
		model string
		doc   map[string]any
		want  string
	}{
		{"candidate", map[string]any{"chineseName": "王伟", "englishName": "Wei Wang"}, "王伟 Wei Wang"},
		{"candidate", map[string]any{"englishName": "Wei Wang"}, "Wei Wang"},
		{"candidate", map[string]any{}, "#9"},
		{"jobsubmission", map[string]any{"candidate": int64(1), "joborder": int64(2)}, "王伟 - Engineer"},
		{"jobsubmission", map[string]any{"candidate": int64(1)}, "王伟"},
		{"note", map[string]any{"content": "<p>" + strings.Repeat("好", 50) + "</p>"}, strings.Repeat("好", 40) + "…"},
	}
	for _, c := range cases {
		if got := r.Model(c.model).RenderName(9, c.doc, names); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.model, c.doc, got, c.want)
		}
	}
}
