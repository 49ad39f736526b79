package rest_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"huntline/store/storetest"
)

// filesWorld is the fixture of the file access tests: dossiers carry files; a consultant and
// his colleague are narrowed to their own dossiers and candidates (data access groups
// owner={{user.id}}), and the consultant also reads Acme's dossiers, so a limited Acme
// dossier is in his scope but he is outside it.
type filesWorld struct {
	admin, u, col                       *harness
	mine, theirs, shared, limited, acme int64
}

type upload struct {
	id   int64
	uuid string
}

func uploadFile(h *harness, name, content string) upload {
	h.T.Helper()
	id, uuid := h.Upload(name, []byte(content))
	return upload{id: id, uuid: uuid}
}

// listedFiles answers the ids GET /rest/file/list?id__s= describes.
func listedFiles(h *harness, want ...int64) []int64 {
	h.T.Helper()
	var s []string
	for _, id := range want {
		s = append(s, fmt.Sprint(id))
	}
	status, body := h.Get("/rest/file/list?id__s=" + strings.Join(s, ","))
	if status != 200 {
		h.T.Fatalf("file list: %d %v", status, body)
	}
	return ids(body)
}

// dossier is a partner's model of documents kept for candidates: narrowed by data access
// groups, limited to its owner, sharable, with files. Nothing in the engine names it: the
// file rule must follow from its metadata alone.
const dossier = `{
  "name": "dossier",
  "label": {"en": "Dossier", "zh_CN": "档案", "zh_TW": "檔案"},
  "name_template": "{{title}}",
  "sharable": true,
  "limited": {"flag": "islimited", "members": ["owner"]},
  "fields": [
    {"name": "title", "type": "char", "required": true, "label": {"en": "Title"}},
    {"name": "company", "type": "char", "indexed": true, "label": {"en": "Company"}},
    {"name": "owner", "type": "foreignkey", "to": "user", "default_value": "{{user.id}}", "indexed": true, "label": {"en": "Owner"}},
    {"name": "islimited", "type": "checkbox", "default_value": false, "label": {"en": "Limited"}},
    {"name": "files", "type": "attachments", "label": {"en": "Files"}}
  ],
  "views": {"list": {"columns": ["title", "company", "owner"]}}
}`

func newFilesWorld(t *testing.T, url string) *filesWorld {
	h := newHarness(t, url, fstest.MapFS{"models/dossier.json": {Data: []byte(dossier)}}).LoginAdmin()
	h.SetConfig(map[string]any{"candidate_export": true})
	w := &filesWorld{admin: h}
	w.u = h.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
	w.col = h.As("colleague@huntline.test", map[string]any{"user_type": "consultant"})
	for _, model := range []string{"dossier", "candidate"} {
		h.Create("dataaccessmodelquery", map[string]any{"name": "Own " + model, "model": model, "query": "owner={{user.id}}", "users": []int64{w.u.UserID, w.col.UserID}})
	}
	h.Create("dataaccessmodelquery", map[string]any{"name": "Acme", "model": "dossier", "query": "company=Acme", "users": []int64{w.u.UserID}})
	w.mine = h.Create("dossier", map[string]any{"title": "Mia Mine", "company": "Initech", "owner": w.u.UserID})
	w.theirs = h.Create("dossier", map[string]any{"title": "Theo Theirs", "company": "Globex", "owner": w.col.UserID})
	w.shared = h.Create("dossier", map[string]any{"title": "Sha Shared", "company": "Globex", "owner": w.col.UserID})
	w.limited = h.Create("dossier", map[string]any{"title": "Larry Limited", "company": "Acme", "islimited": true})
	w.acme = h.Create("dossier", map[string]any{"title": "Alice Acme", "company": "Acme"})
	if status, body := h.Post(fmt.Sprintf("/rest/dossier/%d/share", w.shared), map[string]any{"type": "people", "value": w.u.UserID, "permission": "view"}); status != 200 {
		t.Fatalf("share: %d %v", status, body)
	}
	for _, c := range []struct {
		owner int64
		name  string
	}{{w.u.UserID, "Ulla"}, {w.col.UserID, "Cole"}, {w.col.UserID, "Cora"}} {
		h.Create("candidate", map[string]any{"mobile": fmt.Sprintf("1390035%04d", int(c.name[0])+int(c.name[2])), "englishName": c.name, "owner": c.owner})
	}
	return w
}

// attach sets a record's files, as h.
func attach(h *harness, model string, id int64, field string, files ...upload) {
	h.T.Helper()
	list := []int64{}
	for _, f := range files {
		list = append(list, f.id)
	}
	if status, body := h.Post("/rest/"+model+"/add", map[string]any{"id": id, "version": h.Record(model, id)["version"], field: list}); status != 200 {
		h.T.Fatalf("attach to %s %d: %d %v", model, id, status, body)
	}
}

// holding uploads a file as h and attaches it to a dossier of the world, as h.
func holding(h *harness, dossier int64, name, content string) upload {
	h.T.Helper()
	f := uploadFile(h, name, content)
	attach(h, "dossier", dossier, "files", f)
	return f
}

// sameAnswer tells whether two refusals are the same once the name each was asked about is
// taken out: the answer for a hidden file must not tell it from a missing one.
func sameAnswer(a, b string, aName, bName string) bool {
	return strings.ReplaceAll(a, aName, "NAME") == strings.ReplaceAll(b, bName, "NAME")
}

func TestFilesFollowTheRecordsThatHoldThem(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newFilesWorld(t, url)
		h, u, col := w.admin, w.u, w.col

		mineFile := holding(h, w.mine, "mine.txt", "my candidate's cv")
		theirFile := holding(col, w.theirs, "theirs.txt", "a colleague's candidate's cv")
		sharedFile := holding(col, w.shared, "shared.txt", "a shared candidate's cv")
		limitedFile := holding(h, w.limited, "limited.txt", "a limited candidate's cv")
		loose := uploadFile(col, "loose.txt", "an upload not attached yet")

		type want struct{ u, col, admin bool }
		for _, c := range []struct {
			what string
			f    upload
			want want
		}{
			{"a file of a record in his scope", mineFile, want{true, false, true}},
			{"a file of a record outside his scope", theirFile, want{false, true, true}},
			{"a file of a record shared with him", sharedFile, want{true, true, true}},
			{"a file of a limited record he is outside of", limitedFile, want{false, false, true}},
			{"another's upload not attached to any record", loose, want{false, true, true}},
		} {
			for _, who := range []struct {
				name string
				h    *harness
				may  bool
			}{{"the consultant", u, c.want.u}, {"the colleague", col, c.want.col}, {"the admin", h, c.want.admin}} {
				status, body := who.h.Preview(c.f.uuid)
				if who.may && (status != 200 || !strings.Contains(body, "cv") && !strings.Contains(body, "upload")) {
					t.Errorf("%s: %s previews %d %.80s, want the file", c.what, who.name, status, body)
				}
				if !who.may && status != 404 {
					t.Errorf("%s: %s previews %d %.80s, want 404", c.what, who.name, status, body)
				}
				listed := listedFiles(who.h, c.f.id)
				if who.may != (len(listed) == 1) {
					t.Errorf("%s: %s lists %v by id", c.what, who.name, listed)
				}
			}
		}

		// A hidden file answers exactly like a missing one, on every path.
		missing := "0123456789abcdef0123456789abcdef.txt"
		s1, b1 := u.Preview(theirFile.uuid)
		s2, b2 := u.Preview(missing)
		if s1 != s2 || !sameAnswer(b1, b2, theirFile.uuid, missing) {
			t.Errorf("preview: hidden %d %s, missing %d %s", s1, b1, s2, b2)
		}
		if got := listedFiles(u, theirFile.id, loose.id, limitedFile.id, 999999, mineFile.id); fmt.Sprint(got) != fmt.Sprint([]int64{mineFile.id}) {
			t.Errorf("list by id: %v, want only %d", got, mineFile.id)
		}
		for _, path := range []string{"/rest/email/send", "/rest/note/add"} {
			data := func(id int64) map[string]any {
				if path == "/rest/note/add" {
					return map[string]any{"content": "<p>x</p>", "attachments": []int64{id}}
				}
				return map[string]any{"to": "alice@acme.test", "subject": "CV", "content": "<p>x</p>", "attachment": fmt.Sprint(id)}
			}
			s1, hidden := u.Post(path, data(theirFile.id))
			s2, gone := u.Post(path, data(999999))
			if s1 != 400 || s1 != s2 || !sameAnswer(message(hidden), message(gone), fmt.Sprint(theirFile.id), "999999") {
				t.Errorf("%s with a hidden file %d %v, with a missing one %d %v", path, s1, hidden, s2, gone)
			}
		}

		// A file held by several records is readable through any of them: the colleague
		// attaches his file to a note, which every consultant reads.
		note := col.Create("note", map[string]any{"content": "<p>see the cv</p>", "attachments": []int64{theirFile.id}})
		if status, _ := u.Preview(theirFile.uuid); status != 200 {
			t.Errorf("a file also held by a note he reads: %d", status)
		}
		col.Post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1})
		_, n := u.Get(fmt.Sprintf("/rest/note/%d", note))
		if status, _ := u.Preview(theirFile.uuid); (status == 200) != (n["status"] == true) {
			t.Errorf("after the note is deleted the file follows the note's reading rights: %d (note %v)", status, n["status"])
		}

		// Taking a file off a record takes away what the record gave: the shared
		// dossier's file is the colleague's upload again.
		attach(col, "dossier", w.shared, "files")
		if status, _ := u.Preview(sharedFile.uuid); status != 404 {
			t.Errorf("a file taken off the shared record: %d", status)
		}
		if status, _ := col.Preview(sharedFile.uuid); status != 200 {
			t.Errorf("the uploader of a file taken off every record: %d", status)
		}

		// The uploader reads his upload only while it is unattached: once on a record, the
		// record decides. The consultant's file on his dossier, handed to the colleague.
		own := uploadFile(u, "own.txt", "my upload, cv")
		if status, _ := u.Preview(own.uuid); status != 200 {
			t.Errorf("one's own upload: %d", status)
		}
		attach(u, "dossier", w.mine, "files", mineFile, own)
		h.Post("/rest/dossier/add", map[string]any{"id": w.mine, "version": h.Record("dossier", w.mine)["version"], "owner": col.UserID})
		if status, _ := u.Preview(own.uuid); status != 404 {
			t.Errorf("one's upload on a record one no longer reads: %d", status)
		}
		if status, _ := col.Preview(own.uuid); status != 200 {
			t.Errorf("the new owner: %d", status)
		}
	})
}

func TestExportsAreTheirUsersOnly(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newFilesWorld(t, url)
		h, u, col := w.admin, w.u, w.col
		status, body := col.Get("/rest/candidate/list/export?async=1")
		if status != 200 {
			t.Fatalf("export: %d %v", status, body)
		}
		task := int64(body["data"].(float64))
		var file string
		for i := 0; i < 200 && file == ""; i++ {
			_, list := col.Get("/rest/asynctask/list")
			for _, it := range list["list"].([]any) {
				if m := it.(map[string]any); int64(m["id"].(float64)) == task && m["status"] == "done" {
					file, _ = m["result"].(map[string]any)["file"].(string)
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
		if file == "" {
			t.Fatal("the export did not finish")
		}
		blob, err := h.E.Store.Blob(context.Background(), 1, file)
		if err != nil {
			t.Fatal(err)
		}
		download := func(who *harness, id int64) (int, string) {
			resp := who.Send("GET", fmt.Sprintf("/rest/asynctask/%d/download", id), "", "")
			defer resp.Body.Close()
			raw, _ := io.ReadAll(resp.Body)
			return resp.StatusCode, string(raw)
		}
		for _, who := range []struct {
			name string
			h    *harness
			may  bool
		}{{"its user", col, true}, {"the admin", h, true}, {"a colleague", u, false}} {
			if status, _ := who.h.Preview(file); (status == 200) != who.may {
				t.Errorf("%s previews the export: %d", who.name, status)
			}
			if listed := listedFiles(who.h, blob.ID); (len(listed) == 1) != who.may {
				t.Errorf("%s lists the export by id: %v", who.name, listed)
			}
		}
		if status, _ := download(col, task); status != 200 {
			t.Errorf("its user downloads the task: %d", status)
		}
		s1, b1 := download(u, task)
		s2, b2 := download(u, 999999)
		if s1 != 404 || s1 != s2 || !sameAnswer(b1, b2, fmt.Sprint(task), "999999") {
			t.Errorf("another's task %d %s, a missing one %d %s", s1, b1, s2, b2)
		}
		// Nor can the colleague's export be mailed out by someone else.
		if _, body := u.Post("/rest/email/send", map[string]any{"to": "x@acme.test", "subject": "x", "attachment": fmt.Sprint(blob.ID)}); !strings.Contains(message(body), "does not exist") {
			t.Errorf("mailing another's export: %v", body)
		}
	})
}
