package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/textproto"
	"net/url"
	"strings"
	"testing"
)

// Text that no store can keep — a NUL character (PostgreSQL refuses it in text and JSON,
// SQLite keeps it) or bytes that are not UTF-8 — is refused with a 400 naming where it was,
// on both stores, wherever a request carries it: record writes of every kind, settings,
// sidebar entries, imports, filters, search terms, ordering and path parameters.
func TestBadTextRefused(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cand := h.Create("candidate", map[string]any{"mobile": "13900399012", "chineseName": "王伟"})
		version := func() any { return h.Record("candidate", cand)["version"] }
		nul := "a\x00b"

		multipartBody := func(fields map[string]string, filename string) (string, string) {
			var body bytes.Buffer
			w := multipart.NewWriter(&body)
			for k, v := range fields {
				w.WriteField(k, v)
			}
			if filename != "" { // RFC 2231 lets a file name carry any byte, percent-encoded
				hdr := textproto.MIMEHeader{}
				hdr.Set("Content-Disposition", `form-data; name="file"; filename*=UTF-8''`+url.PathEscape(filename))
				hdr.Set("Content-Type", "text/plain")
				part, _ := w.CreatePart(hdr)
				part.Write([]byte("hello"))
			}
			w.Close()
			return w.FormDataContentType(), body.String()
		}
		jsonBody := func(v any) string { raw, _ := json.Marshal(v); return string(raw) }
		form := func(data any) string { return url.Values{"data": {jsonBody(data)}}.Encode() }
		const formType = "application/x-www-form-urlencoded"
		userconfigType, userconfigBody := multipartBody(map[string]string{"data": jsonBody(map[string]any{"sig": nul})}, "")
		uploadType, uploadBody := multipartBody(nil, "a\x00b.txt")

		writes := []struct {
			name, path, contentType, body string
			field, rule                   string
		}{
			{"create: char", "/rest/candidate/add", formType, form(map[string]any{"chineseName": nul}), "chineseName", "NUL"},
			{"create: as a JSON body", "/rest/candidate/add", "application/json", jsonBody(map[string]any{"englishName": nul}), "englishName", "NUL"},
			{"create: a tag", "/rest/candidate/add", formType, form(map[string]any{"chineseName": "x", "tags": []any{"ok", nul}}), "tags.1", "NUL"},
			{"create: a key", "/rest/candidate/add", formType, form(map[string]any{"chinese\x00Name": "x"}), "chinese", "NUL"},
			{"create: a range", "/rest/candidate/add", formType, form(map[string]any{"expectedSalary": map[string]any{"min": nul}}), "expectedSalary.min", "NUL"},
			{"update: multiline", "/rest/candidate/add", formType, form(map[string]any{"id": cand, "version": version(), "remarks": nul}), "remarks", "NUL"},
			{"collection item", "/rest/candidate/add", formType, form(map[string]any{"id": cand, "version": version(), "workexperience_set": []any{map[string]any{"company": nul}}}), "workexperience_set.0.company", "NUL"},
			{"note", "/rest/note/add", formType, form(map[string]any{"content": "<p>" + nul + "</p>", "candidate": cand}), "content", "NUL"},
			{"mass edit", "/rest/candidate/massedit", formType, form(map[string]any{"ids": []int64{cand}, "count": 1, "data": map[string]any{"remarks": nul}}), "data.remarks", "NUL"},
			{"saved filter name", "/rest/queryfilter/add", formType, form(map[string]any{"name": nul, "type": "candidate", "query": "status=active"}), "name", "NUL"},
			{"saved filter query", "/rest/queryfilter/add", formType, form(map[string]any{"name": "A", "type": "candidate", "query": "chineseName=a%00b"}), "chineseName", "NUL"},
			{"folder name", "/rest/folder/add", formType, form(map[string]any{"name": nul, "type": "candidate"}), "name", "NUL"},
			{"user config", "/rest/data/userconfig", formType, form(map[string]any{"sig": nul}), "sig", "NUL"},
			{"user config as multipart", "/rest/data/userconfig", userconfigType, userconfigBody, "sig", "NUL"},
			{"tenant config", "/rest/data/config", formType, form(map[string]any{"login_agreement": nul}), "login_agreement", "NUL"},
			{"a form value", "/rest/user/changelanguage", formType, url.Values{"lang": {nul}}.Encode(), "lang", "NUL"},
			{"a file name", "/rest/file/upload", uploadType, uploadBody, "file", "NUL"},
		}
		for _, w := range writes {
			status, body := h.PostRaw(w.path, w.contentType, w.body)
			if status != 400 || !strings.Contains(message(body), w.field) || !strings.Contains(message(body), w.rule) {
				t.Errorf("%s: %d %v", w.name, status, body)
			}
		}

		// A spreadsheet cell, plain or naming a linked record, is refused with its row.
		for _, c := range []struct{ name, csv string }{
			{"a text cell", "中文名,负责人,手机\n王" + "\x00" + "伟,,13900000001\n"},
			{"a link cell", "中文名,负责人,手机\n王伟,Ada\x00Admin,13900000002\n"},
		} {
			status, body := postFile(h, "/rest/candidate/import", "people.csv", []byte(c.csv), map[string]any{"0": "chineseName", "1": "owner", "2": "mobile"})
			if status != 400 || !strings.Contains(message(body), "Row 2") || !strings.Contains(message(body), "NUL") {
				t.Errorf("import, %s: %d %v", c.name, status, body)
			}
		}

		reads := []struct{ name, path, field, rule string }{
			{"gql", "/rest/candidate/list?gql=" + q("chineseName="+nul), "gql", "NUL"},
			{"a gql literal", "/rest/candidate/list?gql=" + q("chineseName=a%00b"), "chineseName", "NUL"},
			{"a gql literal through a relation", "/rest/jobsubmission/list?gql=" + q("candidate__chineseName__icontains=a%00b"), "candidate__chineseName__icontains", "NUL"},
			{"keyword", "/rest/candidate/list?gql=" + q("keyword=%00"), "keyword", "NUL"},
			{"keyword between words", "/rest/candidate/list?gql=" + q("keyword=王%00伟"), "keyword", "NUL"},
			{"a field parameter", "/rest/candidate/list?chineseName=" + q(nul), "chineseName", "NUL"},
			{"ordering", "/rest/candidate/list?ordering=" + q("chineseName\x00"), "ordering", "NUL"},
			{"quick search", "/rest/data/quick_search?name=" + q("\x00"), "name", "NUL"},
			{"autocomplete", "/rest/data/autocomplete?type=candidate&name=" + q("王\x00"), "name", "NUL"},
			{"facets", "/rest/candidate/list/facet?demandFacets=status&gql=" + q("chineseName__icontains=a%00"), "chineseName__icontains", "NUL"},
			{"facet names", "/rest/candidate/list/facet?demandFacets=" + q("status\x00"), "demandFacets", "NUL"},
			{"export", "/rest/client/list/export?gql=" + q("name=a%00"), "name", "NUL"},
			{"a path parameter", "/rest/file/preview/ab%00cd", "uuid", "NUL"},
			{"not UTF-8 in gql", "/rest/candidate/list?gql=chineseName%3D%FF", "gql", "UTF-8"},
			{"not UTF-8 in a gql literal", "/rest/candidate/list?gql=" + q("chineseName=%FF"), "chineseName", "UTF-8"},
			{"not UTF-8 in a field parameter", "/rest/candidate/list?chineseName=%FF", "chineseName", "UTF-8"},
		}
		for _, r := range reads {
			resp := h.Send("GET", r.path, "", "")
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			status, body := resp.StatusCode, map[string]any{}
			json.Unmarshal(raw, &body) // an export answers a workbook, not JSON
			if status != 400 || !strings.Contains(message(body), r.field) || !strings.Contains(message(body), r.rule) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
		}

		// The refusal names the field and the rule in the reader's language.
		h.AcceptLanguage = "zh-CN"
		status, body := h.Post("/rest/candidate/add", map[string]any{"chineseName": nul})
		if status != 400 || !strings.Contains(message(body), "中文名") || !strings.Contains(message(body), "空字符") {
			t.Errorf("zh_CN: %d %v", status, body)
		}
		if errs, _ := body["errors"].(map[string]any); errs["chineseName"] == nil {
			t.Errorf("zh_CN: the form's errors name no field: %v", body)
		}
		h.AcceptLanguage = ""
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"})
		if _, body := h.Get("/rest/candidate/list?gql=" + q("chineseName=a%00")); !strings.Contains(message(body), "空字元") {
			t.Errorf("zh_TW: %v", body)
		}
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "en"})

		// Nothing was written: one candidate, unchanged, and no note, filter or folder.
		rec := h.Record("candidate", cand)
		if rec["version"] != 1.0 || rec["remarks"] != nil {
			t.Errorf("the candidate changed: %v", rec)
		}
		for model, want := range map[string]int{"candidate": 1, "note": 0, "workexperience": 0} {
			if got := h.Count(model, ""); got != want {
				t.Errorf("%d %s records, want %d", got, model, want)
			}
		}
		_, filters := h.Get("/rest/queryfilter/get_type?type=candidate")
		_, folders := h.Get("/rest/folder/list?type=candidate")
		if s := fmt.Sprint(filters["data"], folders["data"]); strings.Contains(s, "\x00") || strings.Contains(s, "name:A") {
			t.Errorf("a sidebar entry was saved: %s", s)
		}
	})
}
