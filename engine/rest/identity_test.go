package rest_test

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A record needs what identifies it, declared in metadata: a blank add is refused with the
// spec's field message, naming each field, and writes nothing; a candidate needs a name and
// a way to reach them (at least one of each group, required_any); a client its name. Edits
// that leave the groups alone pass, so older records stay editable.
func TestRecordsNeedTheirIdentity(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cases := []struct {
			name, model string
			data        map[string]any
			fields      []string
			message     string
		}{
			{"blank candidate", "candidate", map[string]any{}, []string{"chineseName", "englishName", "email", "mobile"}, "Please fill at least 1 of these fields."},
			{"blank values", "candidate", map[string]any{"chineseName": " ", "email": ""}, []string{"chineseName", "email"}, "Please fill at least 1 of these fields."},
			{"a name, no way to reach", "candidate", map[string]any{"chineseName": "王伟"}, []string{"mobile", "email1"}, "mobile1 / mobile2: Please fill at least 1 of these fields."},
			{"blank client", "client", map[string]any{}, []string{"name"}, "name: This field is required"},
			{"blank contact", "clientcontact", map[string]any{}, []string{"chineseName", "client"}, "This field is required"},
		}
		for _, c := range cases {
			before := h.Count(c.model, "")
			status, body := h.Post("/rest/"+c.model+"/add", c.data)
			errs, _ := body["errors"].(map[string]any)
			msg, _ := body["message"].(string)
			if status != 400 || !strings.Contains(msg, c.message) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
			for _, f := range c.fields {
				if errs[f] == nil {
					t.Errorf("%s: no message on %s: %v", c.name, f, errs)
				}
			}
			if h.Count(c.model, "") != before {
				t.Errorf("%s: a refused add wrote a record", c.name)
			}
		}
		id := h.Create("candidate", map[string]any{"englishName": "Wei Wang", "mobile1": "13812345678"})
		h.Update("candidate", id, map[string]any{"company": "Acme"}) // the groups untouched
		status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": h.Version("candidate", id), "mobile1": nil})
		if status != 400 || body["errors"].(map[string]any)["email"] == nil {
			t.Errorf("clearing the only way to reach them: %d %v", status, body)
		}

		// In Chinese the same refusal reads the spec's Chinese words, with the fields' labels.
		h.AcceptLanguage = "zh-CN"
		status, body = h.Post("/rest/candidate/add", map[string]any{"chineseName": "王伟"})
		if msg, _ := body["message"].(string); status != 400 || !strings.Contains(msg, "私人邮箱 / 工作邮箱 / 其他邮箱 / 手机 / 工作电话 / 其他电话：请至少填写其中一项。") {
			t.Errorf("candidate in Chinese: %d %v", status, body)
		}
		status, body = h.Post("/rest/client/add", map[string]any{})
		if errs, _ := body["errors"].(map[string]any); status != 400 || errs["name"] != "此字段必填" {
			t.Errorf("client in Chinese: %d %v", status, body)
		}
		h.AcceptLanguage = ""
	})
}

// chineseSheet is the spreadsheet a Chinese agency keeps: the headers people write.
func chineseSheet(t *testing.T, rows ...[]any) []byte {
	f := excelize.NewFile()
	all := append([][]any{{"姓名", "英文名", "手机", "邮箱", "公司", "职位", "城市"}}, rows...)
	for i, r := range all {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := f.SetSheetRow("Sheet1", cell, &r); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// An import recognises the headers people use (each field's aliases in three languages):
// a normal Chinese sheet maps all 7 columns. The preview names the identifying groups; an
// import leaving one unmapped is refused once, naming the fields, and writes nothing. The
// mapping a user chose is remembered for the next file with the same headers.
func TestImportRecognisesHeadersAndIdentity(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.Create("city", map[string]any{"name": "上海"})
		xlsx := chineseSheet(t, []any{"王伟", "Wei Wang", "13812345678", "wei@example.com", "腾讯", "高级工程师", "上海"})
		status, body := postFile(h, "/rest/candidate/import/preview", "people.xlsx", xlsx, nil)
		if status != 200 {
			t.Fatalf("preview: %d %v", status, body)
		}
		pv := body["data"].(map[string]any)
		want := map[string]any{"0": "chineseName", "1": "englishName", "2": "mobile", "3": "email", "4": "company", "5": "title", "6": "city"}
		if !reflect.DeepEqual(pv["mapping"], want) {
			t.Errorf("mapping of the Chinese sheet: %v", pv["mapping"])
		}
		groups := pv["identity"].([]any)
		if len(groups) != 2 || !reflect.DeepEqual(groups[0], []any{"chineseName", "englishName"}) {
			t.Errorf("identity groups: %v", groups)
		}

		// Without a column to reach them by, nothing is imported and the user hears why once.
		status, body = postFile(h, "/rest/candidate/import", "people.xlsx", xlsx, map[string]string{"0": "chineseName", "4": "company"})
		if msg, _ := body["message"].(string); status != 400 || !strings.Contains(msg, "Mobile") || !strings.Contains(msg, "Private email") {
			t.Errorf("unmapped contact columns: %d %v", status, body)
		}
		if n := h.Count("candidate", ""); n != 0 {
			t.Errorf("a refused import wrote %d records", n)
		}

		// The user's own choice (the company column left out) comes back for the same headers.
		mine := map[string]string{"0": "chineseName", "1": "englishName", "2": "mobile", "3": "email", "5": "title"}
		if status, body = postFile(h, "/rest/candidate/import", "people.xlsx", xlsx, mine); status != 200 {
			t.Fatalf("import: %d %v", status, body)
		}
		next := chineseSheet(t, []any{"李娜", "Na Li", "13912345678", "na@example.com", "阿里", "产品经理", "上海"})
		_, body = postFile(h, "/rest/candidate/import/preview", "next.xlsx", next, nil)
		pv = body["data"].(map[string]any)
		if pv["remembered"] != true || !reflect.DeepEqual(pv["mapping"], map[string]any{"0": "chineseName", "1": "englishName", "2": "mobile", "3": "email", "5": "title"}) {
			t.Errorf("remembered mapping: %v %v", pv["remembered"], pv["mapping"])
		}
	})
}
