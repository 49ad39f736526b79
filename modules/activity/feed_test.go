package activity_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"huntline/resttest"
	"huntline/resttest/everymodule"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is the administrator's browser on a server running every module, as the binary
// does: the feed shows what other modules write (calls, mails, approvals), and mentions
// are told through the notifications module.
type harness = resttest.Harness

func q(s string) string { return url.QueryEscape(s) }

func TestFeedRules(t *testing.T) {
	resttest.Each(t, everymodule.Admin, func(t *testing.T, h *harness) {
		cand := h.Create("candidate", map[string]any{"mobile": "13900625067", "chineseName": "李雷", "status": "new"})
		note := h.Create("note", map[string]any{"content": "<p>Called, keen on fintech</p>", "category": "candidate_call", "candidate": cand})
		h.Update("candidate", cand, map[string]any{"status": "active"})
		h.Update("candidate", cand, map[string]any{"tags": []string{"Java", "看机会"}})
		h.Update("candidate", cand, map[string]any{"tags": []string{"看机会"}})
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
			status, items := h.Feed(tc.query)
			if status != tc.status || (tc.status == 200 && resttest.FeedTypes(items) != tc.want) {
				t.Errorf("%s: %d %q, want %d %q", tc.name, status, resttest.FeedTypes(items), tc.status, tc.want)
			}
		}

		// Cells carry what they show: the note with its author and operations, the change
		// groups with labels and display values, tag changes as added and removed.
		_, items := h.Feed(feed)
		n := items[2]
		target := n["target"].(map[string]any)
		if n["external_id"] != float64(note) || target["content"] != "<p>Called, keen on fintech</p>" || target["candidate"].(map[string]any)["__name__"] != "李雷" || !strings.HasPrefix(fmt.Sprint(n["addedBy"].(map[string]any)["__name__"]), "Ada Admin") || fmt.Sprint(n["operations"]) != "[edit delete]" {
			t.Errorf("the note cell: %v", n)
		}
		removed := items[0]["data"].(map[string]any)["changes"].([]any)[0].(map[string]any)
		if removed["label"] != "Tags" || fmt.Sprint(removed["removed"]) != "[Java]" || removed["added"] != nil {
			t.Errorf("the newest tag change: %v", removed)
		}
		_, items = h.Feed(feed + "&external_type=updateloggroup")
		status := items[2]["data"].(map[string]any)["changes"].([]any)[0].(map[string]any)
		if status["label"] != "Status" || status["old"] != "New" || status["new"] != "Actively Looking" {
			t.Errorf("the status change reads %v", status)
		}

		// Telephone calls offer no operations, even to an admin (spec 000 §6).
		h.Create("telephone", map[string]any{"call_type": 1, "phone": "13800000000", "duration": 75, "candidate": cand})
		if _, calls := h.Feed(feed + "&external_type=telephone"); len(calls) != 1 || calls[0]["type"] != "telephone_call" || fmt.Sprint(calls[0]["operations"]) != "[]" {
			t.Errorf("the call cell: %v", calls)
		}

		// The tabs after All, in the spec's order, the update log without a label.
		_, tabs := h.Get("/rest/feedcontent/list/facet?" + feed)
		var got []string
		for _, tab := range tabs["data"].(map[string]any)["external_type"].([]any) {
			tab := tab.(map[string]any)
			got = append(got, fmt.Sprintf("%v=%v(%v)", tab["key"], tab["value"], tab["label"]))
		}
		if !strings.HasPrefix(strings.Join(got, " "), "note=1(Note)") || !strings.Contains(strings.Join(got, " "), "updateloggroup=3()") {
			t.Errorf("tabs: %v", got)
		}

		// A deleted note leaves the feed, a recovered one comes back.
		h.Post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1})
		if _, items := h.Feed(feed + "&external_type=note"); len(items) != 0 {
			t.Errorf("the deleted note is still on the feed: %v", resttest.FeedTypes(items))
		}
		h.Post("/rest/note/add", map[string]any{"id": note, "version": h.Record("note", note)["version"], "is_deleted": false})
		if _, items := h.Feed(feed + "&external_type=note"); len(items) != 1 {
			t.Errorf("the recovered note is not back: %v", resttest.FeedTypes(items))
		}

		// The followed-items feed: the creator follows what they create, until they stop.
		if _, items := h.Feed("followed=1&external_type=note"); len(items) != 1 {
			t.Errorf("followed feed: %v", resttest.FeedTypes(items))
		}
		if status, body := h.Post("/rest/feedcontent/follow", map[string]any{"model_name": "candidate", "model_id": cand, "follow": false}); status != 200 {
			t.Fatalf("unfollow: %d %v", status, body)
		}
		if _, items := h.Feed("followed=1"); len(items) != 0 {
			t.Errorf("still followed: %v", resttest.FeedTypes(items))
		}
		if _, body := h.Get("/rest/feedcontent/follow?" + feed); body["data"].(map[string]any)["following"] != false {
			t.Errorf("following: %v", body)
		}
	})
}

func TestNotePermissionsAndMentions(t *testing.T) {
	resttest.Each(t, everymodule.Admin, func(t *testing.T, h *harness) {
		author := h.As("ann@huntline.test", map[string]any{"englishName": "Ann Author", "user_type": "consultant"})
		other := h.As("oz@huntline.test", map[string]any{"englishName": "Oz Other", "user_type": "consultant"})
		mentioned := h.As("mo@huntline.test", map[string]any{"englishName": "Mo Mentioned", "user_type": "consultant"})
		quiet := h.As("qu@huntline.test", map[string]any{"englishName": "Qu Quiet", "user_type": "consultant"})
		if status, body := quiet.Post("/rest/data/userconfig", map[string]any{"messageconfig": map[string]any{"mention": false}}); status != 200 {
			t.Fatalf("switching mentions off: %d %v", status, body)
		}
		cand := h.Create("candidate", map[string]any{"mobile": "13900625068", "chineseName": "韩梅梅", "status": "new"})
		events, stop := h.E.Push.Subscribe(1, mentioned.UserID)
		defer stop()

		// Malformed mention suffixes are written back in the one form; the mentioned users
		// join the note's users and are told, except one who switched mentions off.
		content := fmt.Sprintf("<p>@Mo Mentioned(id: %d) and @Qu Quiet（id：%d） please call</p>", mentioned.UserID, quiet.UserID)
		note := author.Create("note", map[string]any{"content": content, "candidate": cand})
		_, rec := author.Get(fmt.Sprintf("/rest/note/%d", note))
		data := rec["data"].(map[string]any)
		want := fmt.Sprintf("<p>@Mo Mentioned(id:%d) and @Qu Quiet(id:%d) please call</p>", mentioned.UserID, quiet.UserID)
		if data["content"] != want || fmt.Sprint(data["noteuser_set"]) != fmt.Sprintf("[%d %d]", mentioned.UserID, quiet.UserID) {
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
			_, body := u.Get(fmt.Sprintf("/rest/notification/list?gql=%s", q(fmt.Sprintf("user=%d", u.UserID))))
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
		author.Update("note", note, map[string]any{"content": want + fmt.Sprintf("<p>cc @Oz Other(id:%d)</p>", other.UserID)})
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
			status, body := author.Post("/rest/note/add", map[string]any{"content": tc.content, "candidate": cand})
			if status != tc.status || !strings.Contains(resttest.Message(body), tc.message) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
			if status == 200 {
				_, rec := author.Get(fmt.Sprintf("/rest/note/%v", body["data"]))
				if c := rec["data"].(map[string]any)["content"]; strings.Contains(fmt.Sprint(c), "script") {
					t.Errorf("%s: stored %v", tc.name, c)
				}
			}
		}

		// '@all' tells every active user but the author.
		author.Create("note", map[string]any{"content": "<p>@all(id:0) standup moved</p>", "candidate": cand})
		if got := inbox(other); len(got) != 2 {
			t.Errorf("@all did not reach another user: %v", got)
		}

		// Edit and delete: the author and the note's users, holding the actions; admins.
		feed := fmt.Sprintf("model_name=candidate&model_id=%d&external_type=note", cand)
		ops := func(u *harness) string {
			_, items := u.Feed(feed)
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
		stranger := h.As("st@huntline.test", map[string]any{"englishName": "St Ranger", "user_type": "consultant"})
		if got := ops(stranger); got != "[]" {
			t.Errorf("a user outside the note: operations %s", got)
		}
		if status, _ := stranger.Post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1}); status != 403 {
			t.Errorf("a user outside the note deleted it: %d", status)
		}
		h.Post("/rest/actionaccess/note", map[string]any{"note_operation_delete": []string{"hr"}})
		if got := ops(mentioned); got != "[edit]" {
			t.Errorf("without note_operation_delete: %s", got)
		}
		if status, _ := mentioned.Post("/rest/note/delete", map[string]any{"ids": []int64{note}, "count": 1}); status != 403 {
			t.Errorf("deleting without note_operation_delete: %d", status)
		}
		if status, body := mentioned.Post("/rest/note/add", map[string]any{"id": note, "version": mentioned.Record("note", note)["version"], "category": "candidate_call"}); status != 200 {
			t.Errorf("a mentioned user editing: %d %v", status, body)
		}
	})
}
