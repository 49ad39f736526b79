package rest_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"huntline/store/storetest"
)

// feedPage reads a page of a feed as "type:what" lines, newest first.
func (h *harness) feedPage(query string) (int, []map[string]any) {
	h.t.Helper()
	status, body := h.postRaw("/rest/feedcontent/list?"+query, "", "")
	var out []map[string]any
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, it.(map[string]any))
	}
	return status, out
}

func feedTypes(items []map[string]any) string {
	var out []string
	for _, it := range items {
		out = append(out, fmt.Sprint(it["type"]))
	}
	return strings.Join(out, " ")
}

func (h *harness) version(model string, id int64) any {
	h.t.Helper()
	_, rec := h.get(fmt.Sprintf("/rest/%s/%d", model, id))
	return rec["data"].(map[string]any)["version"]
}

func (h *harness) update(model string, id int64, set map[string]any) {
	h.t.Helper()
	set["id"], set["version"] = id, h.version(model, id)
	if status, body := h.post("/rest/"+model+"/add", set); status != 200 {
		h.t.Fatalf("update %s %d: %d %v", model, id, status, body)
	}
}

func TestFeedRules(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		cand := h.create("candidate", map[string]any{"chineseName": "李雷", "status": "new"})
		note := h.create("note", map[string]any{"content": "<p>Called, keen on fintech</p>", "category": "candidate_call", "candidate": cand})
		h.update("candidate", cand, map[string]any{"status": "active"})
		h.update("candidate", cand, map[string]any{"tags": []string{"Java", "看机会"}})
		h.update("candidate", cand, map[string]any{"tags": []string{"看机会"}})
		feed := fmt.Sprintf("model_name=candidate&model_id=%d", cand)

		for _, tc := range []struct {
			name, query string
			status      int
			want        string
		}{
			{"All: notes and tag changes, no plain updates", feed, 200, "candidate_tag candidate_tag candidate_note"},
			{"the note tab", feed + "&external_type=note", 200, "candidate_note"},
			{"the update log tab: every group, as updates", feed + "&external_type=updateloggroup", 200, "candidate_updated candidate_updated candidate_updated"},
			{"the tag tab: only tag changes", feed + "&external_type=candidatetag", 200, "candidate_tag candidate_tag"},
			{"a page of one", feed + "&paginate_by=1&page=3", 200, "candidate_note"},
			{"an unknown tab", feed + "&external_type=fax", 400, ""},
			{"no record named", "external_type=note", 400, ""},
			{"a record that does not exist", "model_name=candidate&model_id=999999", 404, ""},
			{"a model without a feed", "model_name=title&model_id=1", 400, ""},
		} {
			status, items := h.feedPage(tc.query)
			if status != tc.status || (tc.status == 200 && feedTypes(items) != tc.want) {
				t.Errorf("%s: %d %q, want %d %q", tc.name, status, feedTypes(items), tc.status, tc.want)
			}
		}

		// Cells carry what they show: the note with its author and operations, the change
		// groups with labels and display values, tag changes as added and removed.
		_, items := h.feedPage(feed)
		n := items[2]
		target := n["target"].(map[string]any)
		if n["external_id"] != float64(note) || target["content"] != "<p>Called, keen on fintech</p>" || target["candidate"].(map[string]any)["__name__"] != "李雷" || !strings.HasPrefix(fmt.Sprint(n["addedBy"].(map[string]any)["__name__"]), "Ada Admin") || fmt.Sprint(n["operations"]) != "[edit delete]" {
			t.Errorf("the note cell: %v", n)
		}
		removed := items[0]["data"].(map[string]any)["changes"].([]any)[0].(map[string]any)
		if removed["label"] != "Tags" || fmt.Sprint(removed["removed"]) != "[Java]" || removed["added"] != nil {
			t.Errorf("the newest tag change: %v", removed)
		}
		_, items = h.feedPage(feed + "&external_type=updateloggroup")
		status := items[2]["data"].(map[string]any)["changes"].([]any)[0].(map[string]any)
		if status["label"] != "Status" || status["old"] != "New" || status["new"] != "Actively Looking" {
			t.Errorf("the status change reads %v", status)
		}

		// Telephone calls offer no operations, even to an admin (spec 000 §6).
		h.create("telephone", map[string]any{"call_type": 1, "phone": "13800000000", "duration": 75, "candidate": cand})
		if _, calls := h.feedPage(feed + "&external_type=telephone"); len(calls) != 1 || calls[0]["type"] != "telephone_call" || fmt.Sprint(calls[0]["operations"]) != "[]" {
			t.Errorf("the call cell: %v", calls)
		}

		// The tabs after All, in the spec's order, the update log without a label.
		_, tabs := h.get("/rest/feedcontent/list/facet?" + feed)
		var got []string
		for _, tab := range tabs["data"].(map[string]any)["external_type"].([]any) {
			tab := tab.(map[string]any)
			got = append(got, fmt.Sprintf("%v=%v(%v)", tab["key"], tab["value"], tab["label"]))
		}
		if !strings.HasPrefix(strings.Join(got, " "), "note=1(Note)") || !strings.Contains(strings.Join(got, " "), "updateloggroup=3()") {
			t.Errorf("tabs: %v", got)
		}

		// A deleted note leaves the feed, a recovered one comes back.
		h.post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1})
		if _, items := h.feedPage(feed + "&external_type=note"); len(items) != 0 {
			t.Errorf("the deleted note is still on the feed: %v", feedTypes(items))
		}
		h.post("/rest/note/add", map[string]any{"id": note, "version": h.version("note", note), "is_deleted": false})
		if _, items := h.feedPage(feed + "&external_type=note"); len(items) != 1 {
			t.Errorf("the recovered note is not back: %v", feedTypes(items))
		}

		// The followed-items feed: the creator follows what they create, until they stop.
		if _, items := h.feedPage("followed=1&external_type=note"); len(items) != 1 {
			t.Errorf("followed feed: %v", feedTypes(items))
		}
		if status, body := h.post("/rest/feedcontent/follow", map[string]any{"model_name": "candidate", "model_id": cand, "follow": false}); status != 200 {
			t.Fatalf("unfollow: %d %v", status, body)
		}
		if _, items := h.feedPage("followed=1"); len(items) != 0 {
			t.Errorf("still followed: %v", feedTypes(items))
		}
		if _, body := h.get("/rest/feedcontent/follow?" + feed); body["data"].(map[string]any)["following"] != false {
			t.Errorf("following: %v", body)
		}
	})
}

func TestNotePermissionsAndMentions(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		author := h.as("ann@huntline.test", map[string]any{"englishName": "Ann Author", "user_type": "consultant"})
		other := h.as("oz@huntline.test", map[string]any{"englishName": "Oz Other", "user_type": "consultant"})
		mentioned := h.as("mo@huntline.test", map[string]any{"englishName": "Mo Mentioned", "user_type": "consultant"})
		quiet := h.as("qu@huntline.test", map[string]any{"englishName": "Qu Quiet", "user_type": "consultant"})
		if status, body := quiet.post("/rest/data/userconfig", map[string]any{"messageconfig": map[string]any{"mention": false}}); status != 200 {
			t.Fatalf("switching mentions off: %d %v", status, body)
		}
		cand := h.create("candidate", map[string]any{"chineseName": "韩梅梅", "status": "new"})
		events, stop := h.e.Push.Subscribe(1, mentioned.userID)
		defer stop()

		// Malformed mention suffixes are written back in the one form; the mentioned users
		// join the note's users and are told, except one who switched mentions off.
		content := fmt.Sprintf("<p>@Mo Mentioned(id: %d) and @Qu Quiet（id：%d） please call</p>", mentioned.userID, quiet.userID)
		note := author.create("note", map[string]any{"content": content, "candidate": cand})
		_, rec := author.get(fmt.Sprintf("/rest/note/%d", note))
		data := rec["data"].(map[string]any)
		want := fmt.Sprintf("<p>@Mo Mentioned(id:%d) and @Qu Quiet(id:%d) please call</p>", mentioned.userID, quiet.userID)
		if data["content"] != want || fmt.Sprint(data["noteuser_set"]) != fmt.Sprintf("[%d %d]", mentioned.userID, quiet.userID) {
			t.Errorf("stored note: %v / %v", data["content"], data["noteuser_set"])
		}
		select {
		case ev := <-events:
			d := ev.Data.(map[string]any)
			if ev.Event != "notification" || d["type"] != "mention" || d["model_name"] != "candidate" || d["detail_id"] != cand || d["content"] != "@Mo Mentioned and @Qu Quiet please call" {
				t.Errorf("pushed: %+v", ev)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("the mentioned user was not pushed the notification")
		}
		inbox := func(u *harness) []map[string]any {
			_, body := u.get(fmt.Sprintf("/rest/notification/list?gql=%s", q(fmt.Sprintf("user=%d", u.userID))))
			var out []map[string]any
			for _, it := range body["list"].([]any) {
				out = append(out, it.(map[string]any))
			}
			return out
		}
		if got := inbox(mentioned); len(got) != 1 || got[0]["type"] != "mention" || got[0]["status"] != float64(1) || got[0]["candidate"] != float64(cand) {
			t.Errorf("the mentioned user's inbox: %v", got)
		}
		if got := inbox(quiet); len(got) != 0 {
			t.Errorf("a user who switched mentions off was told: %v", got)
		}

		// An edit tells only the newly mentioned.
		author.update("note", note, map[string]any{"content": want + fmt.Sprintf("<p>cc @Oz Other(id:%d)</p>", other.userID)})
		if got := inbox(mentioned); len(got) != 1 {
			t.Errorf("re-told on edit: %v", got)
		}
		if got := inbox(other); len(got) != 1 {
			t.Errorf("the newly mentioned user was not told: %v", got)
		}

		// Bad mentions and script are refused or stripped.
		for _, tc := range []struct {
			name    string
			content string
			status  int
			message string
		}{
			{"an unknown user", "<p>@Ghost(id:987654)</p>", 400, "@(id:987654) mentions no user"},
			{"script", "<p>hi</p><script>alert(1)</script>", 200, ""},
		} {
			status, body := author.post("/rest/note/add", map[string]any{"content": tc.content, "candidate": cand})
			if status != tc.status || !strings.Contains(message(body), tc.message) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
			if status == 200 {
				_, rec := author.get(fmt.Sprintf("/rest/note/%v", body["data"]))
				if c := rec["data"].(map[string]any)["content"]; strings.Contains(fmt.Sprint(c), "script") {
					t.Errorf("%s: stored %v", tc.name, c)
				}
			}
		}

		// '@all' tells every active user but the author.
		author.create("note", map[string]any{"content": "<p>@all(id:0) standup moved</p>", "candidate": cand})
		if got := inbox(other); len(got) != 2 {
			t.Errorf("@all did not reach another user: %v", got)
		}

		// Edit and delete: the author and the note's users, holding the actions; admins.
		feed := fmt.Sprintf("model_name=candidate&model_id=%d&external_type=note", cand)
		ops := func(u *harness) string {
			_, items := u.feedPage(feed)
			for _, it := range items {
				if it["external_id"] == float64(note) {
					return fmt.Sprint(it["operations"])
				}
			}
			return "missing"
		}
		for _, tc := range []struct {
			who  string
			u    *harness
			want string
		}{
			{"admin", h, "[edit delete]"},
			{"author", author, "[edit delete]"},
			{"mentioned", mentioned, "[edit delete]"},
			{"someone else", quiet, "[edit delete]"}, // quiet is among the note's users too
		} {
			if got := ops(tc.u); got != tc.want {
				t.Errorf("%s: operations %s, want %s", tc.who, got, tc.want)
			}
		}
		stranger := h.as("st@huntline.test", map[string]any{"englishName": "St Ranger", "user_type": "consultant"})
		if got := ops(stranger); got != "[]" {
			t.Errorf("a user outside the note: operations %s", got)
		}
		if status, _ := stranger.post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1}); status != 403 {
			t.Errorf("a user outside the note deleted it: %d", status)
		}
		h.post("/rest/actionaccess/note", map[string]any{"note_operation_delete": []string{"hr"}})
		if got := ops(mentioned); got != "[edit]" {
			t.Errorf("without note_operation_delete: %s", got)
		}
		if status, _ := mentioned.post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1}); status != 403 {
			t.Errorf("deleting without note_operation_delete: %d", status)
		}
		if status, body := mentioned.post("/rest/note/add", map[string]any{"id": note, "version": mentioned.version("note", note), "category": "candidate_call"}); status != 200 {
			t.Errorf("a mentioned user editing: %d %v", status, body)
		}
	})
}

var onePixelPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7\x35\x81\x84\x00\x00\x00\x00IEND\xaeB`\x82")

func TestAttachments(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		other := h.as("oz@huntline.test", map[string]any{"englishName": "Oz Other", "user_type": "consultant"})
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
			if status, body := h.upload("/rest/file/upload", tc.file, tc.content, nil); status != tc.status {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		_, up := h.upload("/rest/file/upload", "cv photo.png", onePixelPNG, nil)
		file := up["data"].(map[string]any)
		cand := h.create("candidate", map[string]any{"chineseName": "附件", "status": "new"})
		note := h.create("note", map[string]any{"content": "<p>photo</p>", "candidate": cand, "attachments": []any{file["id"]}})
		_, rec := h.get(fmt.Sprintf("/rest/note/%d", note))
		files := rec["data"].(map[string]any)["attachments"].([]any)
		if len(files) != 1 || files[0].(map[string]any)["originname"] != "cv photo.png" || files[0].(map[string]any)["ext"] != "png" {
			t.Errorf("the note's attachments read %v", files)
		}
		// Someone else's upload cannot be attached by guessing its id.
		if status, body := other.post("/rest/note/add", map[string]any{"content": "<p>x</p>", "candidate": cand, "attachments": []any{file["id"]}}); status != 400 || !strings.Contains(message(body), "not yours to attach") {
			t.Errorf("attaching another's file: %d %v", status, body)
		}
		resp := h.send("GET", "/rest/file/preview/"+file["uuidname"].(string), "", "")
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Disposition"), "inline") || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "sandbox") || resp.Header.Get("Content-Type") != "image/png" {
			t.Errorf("preview: %d %v", resp.StatusCode, resp.Header)
		}
		if resp := h.send("GET", "/rest/file/preview/nosuch.png", "", ""); resp.StatusCode != http.StatusNotFound {
			t.Errorf("a missing file: %d", resp.StatusCode)
		}
	})
}

func TestNotifyRules(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		ann := h.as("ann@huntline.test", map[string]any{"englishName": "Ann", "user_type": "consultant"})
		bob := h.as("bob@huntline.test", map[string]any{"englishName": "Bob", "user_type": "consultant"})
		cand := h.create("candidate", map[string]any{"chineseName": "张三", "status": "new", "owner": ann.userID})
		inbox := func(u *harness) string {
			_, body := u.get(fmt.Sprintf("/rest/notification/list?gql=%s&ordering=id", q(fmt.Sprintf("user=%d", u.userID))))
			var out []string
			for _, it := range body["list"].([]any) {
				it := it.(map[string]any)
				out = append(out, fmt.Sprintf("%v:%v", it["type"], it["content"]))
			}
			return strings.Join(out, " | ")
		}
		h.update("candidate", cand, map[string]any{"status": "active"})
		h.update("candidate", cand, map[string]any{"owner": bob.userID})
		ann.update("candidate", cand, map[string]any{"status": "new"}) // one's own change: not told
		h.post("/rest/candidate/delete", map[string]any{"ids": []int64{cand}, "count": 1})
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
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		leo := h.as("leo@huntline.test", map[string]any{"englishName": "Leo Cao", "user_type": "consultant"})
		h.as("hana@huntline.test", map[string]any{"englishName": "Hana", "user_type": "hr"})
		for _, tc := range []struct {
			query  string
			status int
			want   string
		}{
			{"name=leo", 200, "Leo Cao"},
			{"user_type=hr", 200, "Hana"},
			{fmt.Sprintf("id__s=%d", leo.userID), 200, "Leo Cao"},
			{"id__s=x", 400, ""},
		} {
			status, body := h.get("/rest/data/userlist?" + tc.query)
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
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		amy := h.as("amy@huntline.test", map[string]any{"englishName": "Amy", "user_type": "consultant"})
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
			{"a consultant's own template", amy, with(amy.userID), 200},
			{"a consultant's system template", amy, with("absent"), 403},
			{"a consultant's template for someone else", amy, with(h.userIDOf("admin@huntline.test")), 403},
			{"an admin's system template", h, with("absent"), 200},
		} {
			if status, body := tc.who.post("/rest/emailtemplate/add", tc.data); status != tc.status {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
	})
}
