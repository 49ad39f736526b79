package rest_test

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
)

// namesWorld is the fixture of the name tests: a consultant narrowed to his own candidates
// (a data access group owner={{user.id}}), a colleague in no group, and submissions of a
// candidate hidden from the first, of a limited candidate the second is outside of, and of
// one of the first's own candidates, all to one job.
type namesWorld struct {
	admin, narrowed, colleague *harness
	hidden, limited, mine      int64 // candidates
	job, client                int64
	subHidden, subLimited      int64
	subMine                    int64
	cvsentHidden               int64 // the stage record of subHidden's move to cvsent
}

func newNamesWorld(h *harness) *namesWorld {
	h.T.Helper()
	h.SetConfig(map[string]any{"candidate_export": true})
	w := &namesWorld{admin: h}
	w.narrowed = h.As("narrowed@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Nora Narrowed"})
	w.colleague = h.As("colleague@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Cole Colleague"})
	h.Create("dataaccessmodelquery", map[string]any{"name": "Own candidates", "model": "candidate", "query": "owner={{user.id}}", "users": []int64{w.narrowed.UserID}})
	w.hidden = h.Create("candidate", map[string]any{"englishName": "Hugo Hidden", "chineseName": "何秘", "status": "active", "email": "hugo@hidden.test"})
	w.limited = h.Create("candidate", map[string]any{"englishName": "Larry Limited", "status": "active", "islimited": true, "email": "larry@limited.test"})
	w.mine = h.Create("candidate", map[string]any{"englishName": "Mia Mine", "status": "active", "owner": w.narrowed.UserID, "email": "mia@mine.test"})
	w.client = h.Create("client", map[string]any{"name": "Initech"})
	w.job = h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": w.client})
	w.subHidden = h.Create("jobsubmission", map[string]any{"candidate": w.hidden, "joborder": w.job})
	w.subLimited = h.Create("jobsubmission", map[string]any{"candidate": w.limited, "joborder": w.job})
	w.subMine = h.Create("jobsubmission", map[string]any{"candidate": w.mine, "joborder": w.job, "owner": w.narrowed.UserID})
	status, body := move(h, w.subHidden, "cvsent", 1, map[string]any{"feedback": "sent"})
	if status != 200 {
		h.T.Fatalf("move: %d %v", status, body)
	}
	w.cvsentHidden = int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
	move(h, w.subLimited, "cvsent", 1, map[string]any{})
	// A note on the hidden candidate's submission, shown on the job's feed.
	h.Create("note", map[string]any{"content": "Client liked the CV", "joborder": w.job, "jobsubmission": w.subHidden})
	h.Create("note", map[string]any{"content": "Also liked", "joborder": w.job, "jobsubmission": w.subLimited})
	return w
}

// leak answers where in an answer one of the secret names shows, or "".
func leak(answer any, secrets ...string) string {
	raw, _ := json.Marshal(answer)
	for _, s := range secrets {
		if i := strings.Index(string(raw), s); i >= 0 {
			return fmt.Sprintf("%q in …%s…", s, string(raw)[max(i-80, 0):min(i+40, len(raw))])
		}
	}
	return ""
}

// Display names of records that show a linked record (a submission named "candidate - job")
// follow the reader's scope and the limited rule wherever they appear: a reader who may not
// read the candidate sees the name with the candidate's part masked, the admin sees it whole.
func TestNamesOfLinkedRecordsFollowTheReader(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newNamesWorld(h)
		for _, r := range []struct {
			who      string
			h        *harness
			secret   []string
			masked   int64   // a submission whose candidate the reader may not read
			readable []int64 // the submissions whose candidate the reader may read
		}{
			{"narrowed", w.narrowed, []string{"Hugo", "何秘", "Larry"}, w.subHidden, []int64{w.subMine}}, // Larry is limited to the admin: outside for both
			{"colleague", w.colleague, []string{"Larry"}, w.subLimited, []int64{w.subHidden, w.subMine}},
		} {
			u := r.h
			check := func(where string, answer any) {
				t.Helper()
				if l := leak(answer, r.secret...); l != "" {
					t.Errorf("%s: %s shows a hidden name: %s", r.who, where, l)
				}
			}
			_, list := u.Get("/rest/jobsubmission/list?ordering=id")
			check("list", list)
			if n := len(list["list"].([]any)); n != 3 {
				t.Fatalf("%s: the submissions themselves are not narrowed: %d", r.who, n)
			}
			for _, it := range list["list"].([]any) {
				it := it.(map[string]any)
				if name := fmt.Sprint(it["__name__"]); !strings.Contains(name, "Engineer") {
					t.Errorf("%s: the job's part stays: %q", r.who, name)
				}
				if int64(it["id"].(float64)) == w.subMine && !strings.Contains(fmt.Sprint(it["__name__"]), "Mia Mine") {
					t.Errorf("%s: a readable candidate's name stays: %v", r.who, it["__name__"])
				}
			}
			_, detail := u.Get(fmt.Sprintf("/rest/jobsubmission/%d", r.masked))
			check("detail", detail)
			_, stages := u.Get("/rest/cvsent/list")
			check("stage list", stages)
			if len(stages["list"].([]any)) != 2 {
				t.Errorf("%s: stage list %v", r.who, stages["list"])
			}
			_, stage := u.Get(fmt.Sprintf("/rest/cvsent/list?demandKeys=%s", q(`["jobsubmission"]`)))
			check("stage list expanding its submission", stage)
			_, notes := u.Get("/rest/note/list?demandKeys=" + q(`["jobsubmission"]`))
			check("demandKeys expansion", notes)
			_, board := u.Get(fmt.Sprintf("/rest/jobsubmission/list?gql=%s&paginate_by=100&demandKeys=%s", q(fmt.Sprintf("joborder=%d", w.job)), q(`["candidate","owner","hunter"]`)))
			check("board", board)
			_, feed := u.Feed(fmt.Sprintf("model_name=joborder&model_id=%d&page=1&paginate_by=100", w.job))
			check("feed", feed)
			if len(feed) == 0 {
				t.Errorf("%s: the job's feed is empty", r.who)
			}
			_, found := u.Get("/rest/data/quick_search?name=Engineer&models=" + q(`["jobsubmission","cvsent"]`))
			check("quick search", found)
			if got := ids(map[string]any{"list": found["data"].(map[string]any)["jobsubmission"]}); fmt.Sprint(sorted(got...)) != fmt.Sprint(r.readable) {
				t.Errorf("%s: quick search by the job finds %v, want the submissions of readable candidates %v", r.who, got, r.readable)
			}
			// A keyword does not match the part of a name the reader may not read, so a
			// search cannot tie a hidden candidate to a word.
			for _, secret := range r.secret {
				_, found := u.Get("/rest/data/quick_search?name=" + q(secret) + "&models=" + q(`["jobsubmission","cvsent","invoice"]`))
				for model, list := range found["data"].(map[string]any) {
					if len(list.([]any)) != 0 {
						t.Errorf("%s: searching %s for %q finds %v", r.who, model, secret, list)
					}
				}
				for _, path := range []string{"/rest/jobsubmission/list?gql=" + q("keyword="+q(secret)), "/rest/joborder/list?gql=" + q("jobsubmission_set__keyword="+q(secret))} {
					if status, body := u.Get(path); status != 200 || body["count"].(float64) != 0 {
						t.Errorf("%s: %s answers %d, count %v", r.who, path, status, body["count"])
					}
				}
			}
			_, picked := u.Get("/rest/data/autocomplete?type=jobsubmission&name=Engineer")
			check("picker", picked)
			resp := u.Send("GET", "/rest/note/list/export?ordering=id&fields="+q(`["content","jobsubmission"]`), "", "")
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			check("export of notes naming the submission", sheetRows(t, raw))
			resp = u.Send("GET", "/rest/cvsent/list/export?ordering=id&fields="+q(`["jobsubmission","candidate"]`), "", "")
			raw, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
			check("export of stage records", sheetRows(t, raw))
			_, browsed := u.Get("/rest/data/browse_log?model=jobsubmission")
			check("recently opened", browsed)
			if n := len(browsed["list"].([]any)); n == 0 {
				t.Errorf("%s: the opened submission is in the browse log: %v", r.who, browsed)
			}
		}
		// An approval flow keeps a copy of its record's name; it reads as that name would.
		def, _ := json.Marshal(map[string]any{"approvalflowType": "system", "approvalflowNoticeAfterPass": "0",
			"approvals": []any{map[string]any{"approvalType": "special", "approvalUser": []int64{w.colleague.UserID}}}})
		w.admin.Create("workflowdefinition", map[string]any{"name": "Invoices", "model": "invoice", "active": true, "rawjson": string(def)})
		adminID := userIDOf(w.admin, "admin@huntline.test")
		for i, step := range []struct {
			to   string
			data map[string]any
		}{
			{"offersign", map[string]any{"offerDate": "2026-11-12", "annualSalary": 600000}},
			{"onboard", map[string]any{"onboardDate": "2026-12-01"}},
			{"invoice", map[string]any{"invoiceAmount": 1000, "invoiceassignment_set": []any{map[string]any{"user": adminID, "percent": 100}}}},
		} {
			if status, body := move(w.admin, w.subHidden, step.to, 2+i, step.data); status != 200 {
				t.Fatalf("move to %s: %d %v", step.to, status, body)
			}
		}
		for _, path := range []string{"/rest/approvalflow/list", "/rest/invoice/list", "/rest/data/quick_search?name=Engineer&models=" + q(`["approvalflow","invoice"]`)} {
			status, body := w.narrowed.Get(path)
			if l := leak(body, "Hugo", "何秘"); status != 200 || l != "" {
				t.Errorf("%s: %d %s", path, status, l)
			}
		}
		if _, flows := w.admin.Get("/rest/approvalflow/list"); !strings.Contains(fmt.Sprint(flows["list"].([]any)[0].(map[string]any)["record_name"]), "Hugo Hidden") {
			t.Errorf("the admin reads the flow's record name whole: %v", flows["list"])
		}

		// A notification naming a record reads as its recipient may read that name: the
		// narrowed consultant owns a submission of the hidden candidate and hears of its CV.
		job2 := w.admin.Create("joborder", map[string]any{"jobTitle": "Architect", "client": w.client})
		sub2 := w.admin.Create("jobsubmission", map[string]any{"candidate": w.hidden, "joborder": job2, "owner": w.narrowed.UserID})
		if status, body := move(w.admin, sub2, "cvsent", 1, map[string]any{}); status != 200 {
			t.Fatalf("move: %d %v", status, body)
		}
		_, inbox := w.narrowed.Get("/rest/notification/list")
		if l := leak(inbox, "Hugo", "何秘"); l != "" || !strings.Contains(fmt.Sprint(inbox["list"]), fmt.Sprintf("#%d - Architect", w.hidden)) {
			t.Errorf("notification: %s in %v", l, inbox["list"])
		}

		// A share opens a limited record's name as it opens the record.
		if status, body := w.admin.Post(fmt.Sprintf("/rest/candidate/%d/share", w.limited), map[string]any{"type": "people", "value": w.colleague.UserID, "permission": "view"}); status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		if _, d := w.colleague.Get(fmt.Sprintf("/rest/jobsubmission/%d", w.subLimited)); d["data"].(map[string]any)["__name__"] != "Larry Limited - Engineer" {
			t.Errorf("shared: %v", d["data"].(map[string]any)["__name__"])
		}

		// The admin reads every name whole, and finds by it.
		if _, body := w.admin.Get("/rest/jobsubmission/list?gql=" + q("keyword=Hugo")); body["count"].(float64) != 2 {
			t.Errorf("admin search: %v", body["count"])
		}
		_, list := w.admin.Get(fmt.Sprintf("/rest/jobsubmission/%d", w.subHidden))
		if name := list["data"].(map[string]any)["__name__"]; name != "何秘 Hugo Hidden - Engineer" {
			t.Errorf("admin: %q", name)
		}
		_, stage := w.admin.Get(fmt.Sprintf("/rest/cvsent/%d", w.cvsentHidden))
		if name := stage["data"].(map[string]any)["__name__"]; name != "何秘 Hugo Hidden - Engineer" {
			t.Errorf("admin, stage record: %q", name)
		}
		// A masked part reads as the linked record's id, as a record without a name does.
		_, detail := w.narrowed.Get(fmt.Sprintf("/rest/jobsubmission/%d", w.subHidden))
		if name := detail["data"].(map[string]any)["__name__"]; name != fmt.Sprintf("#%d - Engineer", w.hidden) {
			t.Errorf("masked name: %q", name)
		}
	})
}

// idFree replaces the numbers of a message so that answers about two ids compare.
var digits = regexp.MustCompile(`[0-9]+`)

func idFree(v any) string {
	raw, _ := json.Marshal(v)
	return digits.ReplaceAllString(string(raw), "N")
}

// A write linking to a record its writer may not read (outside their groups, or a limited
// record they are outside of) is refused exactly as a link to a missing record: the same
// status and message, on create, update, mass edit, import, a move's stage data and a
// feed's follow. Links the engine copies (a move's candidate) are not the writer's choice.
func TestLinksToUnreadableRecordsAnswerAsMissing(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newNamesWorld(h)
		u, c := w.narrowed, w.colleague
		h.Create("dataaccessmodelquery", map[string]any{"name": "Own contacts", "model": "clientcontact", "query": "owner={{user.id}}", "users": []int64{u.UserID}})
		hiddenContact := h.Create("clientcontact", map[string]any{"client": w.client, "englishName": "Carl Contact"})
		limitedJob := h.Create("joborder", map[string]any{"jobTitle": "Secret Search", "client": w.client, "islimited": true})
		myNote := u.Create("note", map[string]any{"content": "mine", "candidate": w.mine})
		const missing = 999999
		same := func(what string, call func(id any) (int, map[string]any), hidden int64) {
			t.Helper()
			s1, b1 := call(hidden)
			s2, b2 := call(missing)
			if s1 < 400 || s1 != s2 || idFree(b1) != idFree(b2) {
				t.Errorf("%s: hidden answers %d %v; missing answers %d %v", what, s1, b1, s2, b2)
			}
		}
		post := func(who *harness, path string, data func(id any) map[string]any) func(any) (int, map[string]any) {
			return func(id any) (int, map[string]any) { return who.Post(path, data(id)) }
		}
		same("submitting a hidden candidate", post(u, "/rest/jobsubmission/add", func(id any) map[string]any {
			return map[string]any{"candidate": id, "joborder": w.job}
		}), w.hidden)
		same("a note on a hidden candidate", post(u, "/rest/note/add", func(id any) map[string]any {
			return map[string]any{"content": "x", "candidate": id}
		}), w.hidden)
		same("a note on a limited candidate", post(c, "/rest/note/add", func(id any) map[string]any {
			return map[string]any{"content": "x", "candidate": id}
		}), w.limited)
		same("a note on a limited job", post(c, "/rest/note/add", func(id any) map[string]any {
			return map[string]any{"content": "x", "joborder": id}
		}), limitedJob)
		same("submitting to a limited job", post(c, "/rest/jobsubmission/add", func(id any) map[string]any {
			return map[string]any{"candidate": w.mine, "joborder": id}
		}), limitedJob)
		same("moving one's note onto a hidden candidate", post(u, "/rest/note/add", func(id any) map[string]any {
			return map[string]any{"id": myNote, "version": 1, "candidate": id}
		}), w.hidden)
		same("mass edit", post(u, "/rest/note/massedit", func(id any) map[string]any {
			return map[string]any{"ids": []int64{myNote}, "count": 1, "data": map[string]any{"candidate": id}}
		}), w.hidden)
		same("a move's stage data", post(u, fmt.Sprintf("/rest/jobsubmission/%d/move", w.subMine), func(id any) map[string]any {
			return map[string]any{"to": "cvsent", "version": 1, "data": map[string]any{"contacts": []any{id}}}
		}), hiddenContact)
		same("following a hidden record's feed", post(u, "/rest/feedcontent/follow", func(id any) map[string]any {
			return map[string]any{"model_name": "candidate", "model_id": id, "follow": true}
		}), w.hidden)
		same("following a limited record's feed", post(c, "/rest/feedcontent/follow", func(id any) map[string]any {
			return map[string]any{"model_name": "candidate", "model_id": id, "follow": true}
		}), w.limited)
		same("reading a limited record's feed", func(id any) (int, map[string]any) {
			return c.PostRaw(fmt.Sprintf("/rest/feedcontent/list?model_name=candidate&model_id=%v", id), "", "")
		}, w.limited)
		folder := c.Create("folder", map[string]any{"name": "Mine", "type": "candidate"})
		same("putting a limited record in a folder", post(c, "/rest/folder/addto", func(id any) map[string]any {
			return map[string]any{"ids": []int64{folder}, "external_ids": []any{id}, "external_type": "candidate"}
		}), w.limited)
		importNote := func(who *harness, cell string) (int, map[string]any) {
			return postFile(who, "/rest/note/import", "notes.csv", []byte("content,candidate\nhello,"+cell+"\n"), map[string]any{"0": "content", "1": "candidate"})
		}
		same("import by id", func(id any) (int, map[string]any) { return importNote(u, fmt.Sprint(id)) }, w.hidden)
		for _, c := range []struct {
			who          *harness
			hidden, none string
		}{{u, "何秘 Hugo Hidden", "何秘 Nobody Such"}, {c, "Larry Limited", "Lenny Missing"}} {
			s1, b1 := importNote(c.who, c.hidden)
			s2, b2 := importNote(c.who, c.none)
			m1 := strings.ReplaceAll(fmt.Sprint(b1["message"]), c.hidden, "NAME")
			m2 := strings.ReplaceAll(fmt.Sprint(b2["message"]), c.none, "NAME")
			if s1 != 400 || s1 != s2 || m1 != m2 {
				t.Errorf("import by name: hidden answers %d %q; missing answers %d %q", s1, m1, s2, m2)
			}
		}
		if _, notes := h.Get("/rest/note/list"); notes["count"].(float64) != 3 {
			t.Errorf("refused writes wrote notes: %v", notes["count"])
		}
		// The engine's own links are not the writer's choice: the narrowed consultant moves a
		// submission whose candidate he may not read, and the stage record links it.
		status, body := move(u, w.subHidden, "clientinterview", 2, map[string]any{"round": "1", "interviewDate": "2026-11-05T10:00:00Z"})
		if status != 200 {
			t.Fatalf("moving a submission of a hidden candidate: %d %v", status, body)
		}
		stage := int64(body["data"].(map[string]any)["stage"].(map[string]any)["id"].(float64))
		if rec := h.Record("clientinterview", stage); rec["candidate"] != float64(w.hidden) {
			t.Errorf("the stage record links the candidate: %v", rec["candidate"])
		}
		// Readable links are accepted.
		u.Create("note", map[string]any{"content": "ok", "candidate": w.mine, "jobsubmission": w.subHidden})
		c.Create("note", map[string]any{"content": "ok", "candidate": w.hidden})
	})
}

// A duplicate is caught whoever holds the other record, but the refusal says no more than
// the user may read of it: the spec's message naming it for a record they may read; that one
// exists and who holds it for a record outside their groups; only that one exists for a
// limited record they are outside of.
func TestDuplicateRefusalsNameOnlyReadableRecords(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newNamesWorld(h)
		u, c := w.narrowed, w.colleague
		cases := []struct {
			who        string
			h          *harness
			model      string
			data       map[string]any
			message    string
			id         int64 // the data answered: the duplicate's id, 0 for none
			hiddenName string
		}{
			{"narrowed, own candidate", u, "candidate", map[string]any{"englishName": "Copy", "email": "mia@mine.test"},
				fmt.Sprintf("Duplicate Info: Email mia@mine.test already belongs to Mia Mine ID: %d", w.mine), w.mine, ""},
			{"narrowed, candidate outside the group", u, "candidate", map[string]any{"englishName": "Copy", "email": "hugo@hidden.test"},
				"Duplicate Info: Email hugo@hidden.test already exists on a record owned by Ada Admin 管理员", 0, "Hugo Hidden"},
			{"narrowed, limited candidate outside the group", u, "candidate", map[string]any{"englishName": "Copy", "email": "larry@limited.test"},
				"Duplicate Info: Email larry@limited.test already exists", 0, "Larry Limited"},
			{"colleague, limited candidate", c, "candidate", map[string]any{"englishName": "Copy", "email": "larry@limited.test"},
				"Duplicate Info: Email larry@limited.test already exists", 0, "Larry Limited"},
			{"colleague, candidate he may read", c, "candidate", map[string]any{"englishName": "Copy", "email": "hugo@hidden.test"},
				fmt.Sprintf("Duplicate Info: Email hugo@hidden.test already belongs to 何秘 Hugo Hidden ID: %d", w.hidden), w.hidden, ""},
			{"narrowed, own submission", u, "jobsubmission", map[string]any{"candidate": w.mine, "joborder": w.job},
				fmt.Sprintf("Duplicate Info: Candidate and Job %d / %d already belongs to Mia Mine - Engineer ID: %d", w.mine, w.job, w.subMine), w.subMine, ""},
		}
		for _, cs := range cases {
			status, body := cs.h.Post("/rest/"+cs.model+"/add", cs.data)
			if status != 409 || body["message"] != cs.message {
				t.Errorf("%s: %d %q, want 409 %q", cs.who, status, body["message"], cs.message)
			}
			if got, _ := body["data"].(float64); int64(got) != cs.id {
				t.Errorf("%s: data %v, want %d", cs.who, body["data"], cs.id)
			}
			if cs.hiddenName != "" {
				if l := leak(body, cs.hiddenName); l != "" {
					t.Errorf("%s: %s", cs.who, l)
				}
			}
		}
		// The reduced refusals speak the user's language.
		u.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_CN"})
		if _, body := u.Post("/rest/candidate/add", map[string]any{"englishName": "Copy", "email": "hugo@hidden.test"}); body["message"] != "重复信息：邮箱 hugo@hidden.test 已存在，负责人为 Ada Admin 管理员" {
			t.Errorf("zh_CN, outside the group: %q", body["message"])
		}
		if _, body := u.Post("/rest/candidate/add", map[string]any{"englishName": "Copy", "email": "larry@limited.test"}); body["message"] != "重复信息：邮箱 larry@limited.test 已存在" {
			t.Errorf("zh_CN, limited: %q", body["message"])
		}
		c.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"})
		if _, body := c.Post("/rest/candidate/add", map[string]any{"englishName": "Copy", "email": "larry@limited.test"}); body["message"] != "重複資訊：郵箱 larry@limited.test 已存在" {
			t.Errorf("zh_TW, limited: %q", body["message"])
		}
		if _, list := w.admin.Get("/rest/candidate/list"); list["count"].(float64) != 3 {
			t.Errorf("refused duplicates wrote candidates: %v", list["count"])
		}
	})
}

// Ordering by a display name that shows a linked record must not place records by the
// part the reader may not read: two submissions of hidden candidates to one job keep the
// order of their ids whatever the hidden names, in both directions.
func TestOrderingByNameFollowsTheReader(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newNamesWorld(h)
		zed := h.Create("candidate", map[string]any{"mobile": "13900362026", "englishName": "Zed Hidden", "status": "active"})
		aaron := h.Create("candidate", map[string]any{"mobile": "13900362027", "englishName": "Aaron Hidden", "status": "active"})
		first := h.Create("jobsubmission", map[string]any{"candidate": zed, "joborder": w.job})
		second := h.Create("jobsubmission", map[string]any{"candidate": aaron, "joborder": w.job})
		order := func(u *harness, ordering string) []int64 {
			t.Helper()
			status, body := u.Get(fmt.Sprintf("/rest/jobsubmission/list?paginate_by=100&ordering=%s&gql=%s", ordering, q(fmt.Sprintf("id__in=%d,%d", first, second))))
			if status != 200 {
				t.Fatalf("list ordered by %s: %d %v", ordering, status, body)
			}
			var ids []int64
			for _, it := range body["list"].([]any) {
				ids = append(ids, int64(it.(map[string]any)["id"].(float64)))
			}
			return ids
		}
		for _, c := range []struct {
			who      string
			u        *harness
			ordering string
			want     []int64
		}{
			{"admin", h, "__name__", []int64{second, first}}, // Aaron before Zed
			{"narrowed", w.narrowed, "__name__", []int64{first, second}},
			{"narrowed", w.narrowed, "-__name__", []int64{second, first}},
			{"narrowed by link", w.narrowed, "candidate", []int64{first, second}},
		} {
			if got := order(c.u, c.ordering); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s, ordering=%s: %v, want %v", c.who, c.ordering, got, c.want)
			}
		}
	})
}
