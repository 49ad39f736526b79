package rest_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// The feed's own tests are in modules/activity; the access tests here read feeds through
// resttest's Feed, and change records through its Update.

var onePixelPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7\x35\x81\x84\x00\x00\x00\x00IEND\xaeB`\x82")

func TestAttachments(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		other := h.As("oz@huntline.test", map[string]any{"englishName": "Oz Other", "user_type": "consultant"})
		for _, tc := range []struct {
			name    string
			file    string
			content []byte
			status  int
		}{
			{"an image", "cv photo.png", onePixelPNG, 200},
			{"a program", "setup.exe", []byte("MZ"), 400},
			{"a web page in disguise", "cv.txt", []byte("<html><script>alert(1)</script></html>"), 400},
			{"too large", "big.pdf", bytes.Repeat([]byte("a"), 20<<20+1), 413},
		} {
			if status, body := postFile(h, "/rest/file/upload", tc.file, tc.content, nil); status != tc.status {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		_, up := postFile(h, "/rest/file/upload", "cv photo.png", onePixelPNG, nil)
		file := up["data"].(map[string]any)
		cand := h.Create("candidate", map[string]any{"mobile": "13900332028", "chineseName": "附件", "status": "new"})
		note := h.Create("note", map[string]any{"content": "<p>photo</p>", "candidate": cand, "attachments": []any{file["id"]}})
		_, rec := h.Get(fmt.Sprintf("/rest/note/%d", note))
		files := rec["data"].(map[string]any)["attachments"].([]any)
		if len(files) != 1 || files[0].(map[string]any)["originname"] != "cv photo.png" || files[0].(map[string]any)["ext"] != "png" {
			t.Errorf("the note's attachments read %v", files)
		}
		// Someone else's upload cannot be attached by guessing its id.
		if status, body := other.Post("/rest/note/add", map[string]any{"content": "<p>x</p>", "candidate": cand, "attachments": []any{file["id"]}}); status != 400 || !strings.Contains(message(body), "not yours to attach") {
			t.Errorf("attaching another's file: %d %v", status, body)
		}
		resp := h.Send("GET", "/rest/file/preview/"+file["uuidname"].(string), "", "")
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Disposition"), "inline") || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "sandbox") || resp.Header.Get("Content-Type") != "image/png" {
			t.Errorf("preview: %d %v", resp.StatusCode, resp.Header)
		}
		if resp := h.Send("GET", "/rest/file/preview/nosuch.png", "", ""); resp.StatusCode != http.StatusNotFound {
			t.Errorf("a missing file: %d", resp.StatusCode)
		}
	})
}

func TestNotifyRules(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		ann := h.As("ann@huntline.test", map[string]any{"englishName": "Ann", "user_type": "consultant"})
		bob := h.As("bob@huntline.test", map[string]any{"englishName": "Bob", "user_type": "consultant"})
		cand := h.Create("candidate", map[string]any{"mobile": "13900332029", "chineseName": "张三", "status": "new", "owner": ann.UserID})
		inbox := func(u *harness) string {
			_, body := u.Get(fmt.Sprintf("/rest/notification/list?gql=%s&ordering=id", q(fmt.Sprintf("user=%d", u.UserID))))
			var out []string
			for _, it := range body["list"].([]any) {
				it := it.(map[string]any)
				out = append(out, fmt.Sprintf("%v:%v", it["type"], it["content"]))
			}
			return strings.Join(out, " | ")
		}
		h.Update("candidate", cand, map[string]any{"status": "active"})
		h.Update("candidate", cand, map[string]any{"owner": bob.UserID})
		ann.Update("candidate", cand, map[string]any{"status": "new"}) // one's own change: not told
		h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{cand}, "count": 1})
		for _, tc := range []struct {
			who  string
			u    *harness
			want string
		}{
			{"the first owner", ann, "candidate_edited:张三: Status | candidate_owner_changed:张三: Owner"},
			{"the new owner", bob, "candidate_owner_changed:张三: Owner | candidate_edited:张三: Status | candidate_deleted:张三"},
		} {
			if got := inbox(tc.u); got != tc.want {
				t.Errorf("%s: %s\nwant %s", tc.who, got, tc.want)
			}
		}
	})
}

func TestUserList(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		leo := h.As("leo@huntline.test", map[string]any{"englishName": "Leo Cao", "user_type": "consultant"})
		h.As("hana@huntline.test", map[string]any{"englishName": "Hana", "user_type": "hr"})
		for _, tc := range []struct {
			query  string
			status int
			want   string
		}{
			{"name=leo", 200, "Leo Cao"},
			{"user_type=hr", 200, "Hana"},
			{fmt.Sprintf("id__s=%d", leo.UserID), 200, "Leo Cao"},
			{"id__s=x", 400, ""},
		} {
			status, body := h.Get("/rest/data/userlist?" + tc.query)
			var names []string
			list, _ := body["list"].([]any)
			for _, u := range list {
				names = append(names, fmt.Sprint(u.(map[string]any)["englishName"]))
			}
			if status != tc.status || strings.Join(names, ",") != tc.want {
				t.Errorf("%s: %d %v", tc.query, status, names)
			}
		}
	})
}

// System e-mail templates (no owner) are kept to admins, as system SMS templates are.
func TestEmailTemplateOwners(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		amy := h.As("amy@huntline.test", map[string]any{"englishName": "Amy", "user_type": "consultant"})
		tpl := map[string]any{"name": "Hello", "type": "general", "title": "Hello {{candidate.englishName}}", "content": "<p>Hi</p>"}
		with := func(owner any) map[string]any {
			out := map[string]any{}
			for k, v := range tpl {
				out[k] = v
			}
			if owner != "absent" {
				out["owner"] = owner
			}
			return out
		}
		for _, tc := range []struct {
			name   string
			who    *harness
			data   map[string]any
			status int
		}{
			{"a consultant's own template", amy, with(amy.UserID), 200},
			{"a consultant's system template", amy, with("absent"), 403},
			{"a consultant's template for someone else", amy, with(userIDOf(h, "admin@huntline.test")), 403},
			{"an admin's system template", h, with("absent"), 200},
		} {
			if status, body := tc.who.Post("/rest/emailtemplate/add", tc.data); status != tc.status {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
	})
}
