package rest_test

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"huntline/engine"
)

// hiddenWorld is the fixture of the hidden-field tests: contact hiding on, a consultant who
// is in no data access group (so every candidate is in his scope), a candidate whose mobile
// ends in 3743, another whose visible company holds those digits, a limited candidate the
// consultant is outside of, and a submission of each to one job.
type hiddenWorld struct {
	admin, consultant           *harness
	alice, bob, larry, zed, job int64
	aliceSub, larrySub, zedSub  int64
}

func newHiddenWorld(h *harness) *hiddenWorld {
	w := &hiddenWorld{admin: h}
	w.alice = h.Create("candidate", map[string]any{"englishName": "Alice Acme", "company": "Acme", "status": "active",
		"mobile": "15856023743", "email": "alice@secretmail.test"})
	w.bob = h.Create("candidate", map[string]any{"mobile": "13900697019", "englishName": "Bob Digits", "company": "3743 Ventures", "status": "active"})
	w.larry = h.Create("candidate", map[string]any{"mobile": "13900697020", "englishName": "Larry Limited", "company": "Acme", "status": "active", "title": "CFO", "islimited": true})
	w.zed = h.Create("candidate", map[string]any{"mobile": "13900697021", "englishName": "Zed Zulu", "company": "Acme", "status": "passive"})
	client := h.Create("client", map[string]any{"name": "Initech"})
	w.job = h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
	w.aliceSub = h.Create("jobsubmission", map[string]any{"candidate": w.alice, "joborder": w.job})
	w.larrySub = h.Create("jobsubmission", map[string]any{"candidate": w.larry, "joborder": w.job})
	w.zedSub = h.Create("jobsubmission", map[string]any{"candidate": w.zed, "joborder": w.job})
	h.SetConfig(map[string]any{"hide_contact_info": 1})
	w.consultant = h.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
	return w
}

// count answers the count of a list call that must succeed.
func count(h *harness, path string) int {
	h.T.Helper()
	status, body := h.Get(path)
	if status != 200 {
		h.T.Fatalf("%s: %d %v", path, status, body)
	}
	return int(body["count"].(float64))
}

// refused checks a call answers 400 with a message naming field.
func refused(t *testing.T, h *harness, path, field string) {
	t.Helper()
	status, body := h.Get(path)
	if msg, _ := body["message"].(string); status != 400 || !strings.Contains(msg, field) {
		t.Errorf("%s: %d %v, want 400 naming %s", path, status, body, field)
	}
}

// With contact hiding on, a condition or an ordering on a contact field is refused with a
// 400 naming the field, for every reader (admins reveal like everyone else): a prefix
// filter would otherwise read a hidden mobile digit by digit with nothing in the reveal log.
func TestHiddenContactFieldsCannotBeFiltered(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		for _, reader := range []*harness{w.consultant, w.admin} {
			for _, c := range []struct{ gql, field string }{
				{"mobile__startswith=1585602", "mobile"},
				{fmt.Sprintf("id=%d&mobile__startswith=1", w.alice), "mobile"},
				{"mobile=15856023743", "mobile"},
				{"email__icontains=secretmail", "email"},
				{"mobile1__isnull=1", "mobile1"},
				{"englishName=x|email2__endswith=test", "email2"},
			} {
				refused(t, reader, "/rest/candidate/list?gql="+q(c.gql), c.field)
				refused(t, reader, "/rest/candidate/list/facet?demandFacets="+q(`["status"]`)+"&gql="+q(c.gql), c.field)
			}
			for _, c := range []struct{ ordering, field string }{
				{"email", "email"},
				{"-mobile,id", "mobile"},
				{"englishName,-email1", "email1"},
			} {
				refused(t, reader, "/rest/candidate/list?ordering="+q(c.ordering), c.field)
			}
		}
		// Nothing was revealed, so nothing is logged.
		if _, log := w.admin.Get("/rest/data/contact_reveal_log?model=candidate"); len(log["list"].([]any)) != 0 {
			t.Errorf("reveal log: %v", log["list"])
		}
		// With hiding off the same filters work again.
		w.admin.SetConfig(map[string]any{"hide_contact_info": 0})
		if n := count(w.consultant, "/rest/candidate/list?gql="+q("mobile__startswith=1585602")); n != 1 {
			t.Errorf("hiding off: %d matches", n)
		}
		if status, _ := w.consultant.Get("/rest/candidate/list?ordering=email"); status != 200 {
			t.Errorf("hiding off: ordering by email %d", status)
		}
	})
}

// Keyword search and quick search do not match hidden contact values for readers who do not
// see them, while what every reader sees (a company named 3743 Ventures) still matches.
func TestHiddenContactValuesDoNotMatchKeywords(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		u := w.consultant
		list := func(gql string) []int64 {
			t.Helper()
			status, body := u.Get("/rest/candidate/list?ordering=id&gql=" + q(gql))
			if status != 200 {
				t.Fatalf("%s: %d %v", gql, status, body)
			}
			return ids(body)
		}
		for _, c := range []struct {
			gql  string
			want []int64
		}{
			{"keyword=3743", []int64{w.bob}},
			{"keyword=023743", nil},
			{"keyword=158", nil},
			{"keyword=secretmail", nil},
			{"keyword=alice 3743", nil},
			{"keyword=alice", []int64{w.alice}},
			{"keyword=@", nil},
		} {
			if got := list(c.gql); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s: %v, want %v", c.gql, got, c.want)
			}
		}
		_, found := u.Get("/rest/data/quick_search?name=023743")
		if got := found["data"].(map[string]any)["candidate"].([]any); len(got) != 0 {
			t.Errorf("quick search by the last digits: %v", got)
		}
		_, found = u.Get("/rest/data/autocomplete?type=candidate&name=secretmail")
		if got := found["list"].([]any); len(got) != 0 {
			t.Errorf("autocomplete by the e-mail: %v", got)
		}
		// Through a relation too.
		if n := count(u, "/rest/jobsubmission/list?gql="+q("candidate__keyword=023743")); n != 0 {
			t.Errorf("candidate__keyword: %d", n)
		}
		// Readers who see contact details find them.
		w.admin.SetConfig(map[string]any{"hide_contact_info": 0})
		if got := list("keyword=023743"); fmt.Sprint(got) != fmt.Sprint([]int64{w.alice}) {
			t.Errorf("hiding off: %v", got)
		}
		if got := list("keyword=alice 3743"); fmt.Sprint(got) != fmt.Sprint([]int64{w.alice}) {
			t.Errorf("hiding off, name and digits: %v", got)
		}
	})
}

// Paths through relations obey the same rules: a submission's list cannot filter on its
// candidate's hidden mobile, and expanding the candidate shows no contact details.
func TestHiddenFieldsThroughRelations(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		u := w.consultant
		refused(t, u, "/rest/jobsubmission/list?gql="+q("candidate__mobile__startswith=158"), "mobile")
		refused(t, u, "/rest/jobsubmission/list?gql="+q("candidate__email__isnull=0"), "email")
		refused(t, u, "/rest/joborder/list?gql="+q("jobsubmission_set__candidate__mobile__startswith=158"), "mobile")
		_, subs := u.Get(fmt.Sprintf("/rest/jobsubmission/list?gql=%s&demandKeys=%s", q(fmt.Sprintf("id=%d", w.aliceSub)), q(`["candidate"]`)))
		c := subs["list"].([]any)[0].(map[string]any)["candidate"].(map[string]any)
		if c["englishName"] != "Alice Acme" || c["mobile"] != nil || c["email"] != nil {
			t.Errorf("expanded candidate: %v", c)
		}
	})
}

// A user outside a limited record learns nothing of its fields from filters: conditions on
// any field but its id (and its limited flag) never match it, a keyword never finds it, facets
// do not count it and an ordering by one of its fields leaves it out, on the record itself
// and through relations.
func TestLimitedRecordsAreNoOracle(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		u := w.consultant
		idIs := fmt.Sprintf("id=%d", w.larry)
		for _, c := range []struct {
			gql          string
			admin, other int
		}{
			{idIs, 1, 1},
			{idIs + "&islimited=1", 1, 1},
			{idIs + "&englishName__startswith=La", 1, 0},
			{idIs + "&englishName__startswith=Zz", 0, 0},
			{idIs + "&company=Acme", 1, 0},
			{idIs + "&status=active", 1, 0},
			{idIs + "&status__ne=active", 0, 0},
			{idIs + "&title__isnull=1", 0, 0},
			{idIs + "&owner__isnull=0", 1, 0},
			{idIs + "&dateAdded__lte=2999-01-01", 1, 1},
			{idIs + "&keyword=Larry", 1, 0},
			{idIs + "&keyword=cfo", 1, 0},
			{idIs + "&jobsubmission_set__joborder=" + fmt.Sprint(w.job), 1, 0},
			{fmt.Sprintf("(%s|company=Nowhere)", idIs), 1, 1},
		} {
			path := "/rest/candidate/list?gql=" + q(c.gql)
			if n := count(h, path); n != c.admin {
				t.Errorf("admin %s: %d, want %d", c.gql, n, c.admin)
			}
			if n := count(u, path); n != c.other {
				t.Errorf("outside %s: %d, want %d", c.gql, n, c.other)
			}
		}
		// Facets count only what the reader sees of it.
		_, facets := u.Get("/rest/candidate/list/facet?demandFacets=" + q(`["status","gender"]`) + "&gql=" + q(idIs))
		for name, buckets := range facets["data"].(map[string]any) {
			if len(buckets.([]any)) != 0 {
				t.Errorf("facet %s counts the limited record: %v", name, buckets)
			}
		}
		// An ordering by its name or title would place it among the others.
		for _, ordering := range []string{"englishName", "-title", "company,englishName"} {
			_, body := u.Get("/rest/candidate/list?ordering=" + q(ordering))
			if slices.Contains(ids(body), w.larry) || int(body["count"].(float64)) != len(ids(body)) {
				t.Errorf("ordering %s: %v (count %v)", ordering, ids(body), body["count"])
			}
		}
		// The default ordering (creation) still lists it, as a limited row.
		if _, body := u.Get("/rest/candidate/list"); !slices.Contains(ids(body), w.larry) {
			t.Errorf("default list: %v", ids(body))
		}
		// Through the submission's candidate.
		for _, c := range []struct {
			gql          string
			admin, other int
		}{
			{"candidate__englishName__startswith=Lar", 1, 0},
			{"candidate__company=Acme", 3, 2},
			{"candidate__keyword=Larry", 1, 0},
			{fmt.Sprintf("candidate=%d", w.larry), 1, 1},
		} {
			path := "/rest/jobsubmission/list?gql=" + q(c.gql)
			if n := count(h, path); n != c.admin {
				t.Errorf("admin %s: %d, want %d", c.gql, n, c.admin)
			}
			if n := count(u, path); n != c.other {
				t.Errorf("outside %s: %d, want %d", c.gql, n, c.other)
			}
		}
		// Ordering submissions by their candidate orders by its name, which the limited
		// candidate's submission must not reveal: it goes to an end, not between Alice and Zed.
		_, body := u.Get(fmt.Sprintf("/rest/jobsubmission/list?ordering=candidate&gql=%s", q(fmt.Sprintf("joborder=%d", w.job))))
		if got := ids(body); len(got) != 3 || got[1] == w.larrySub {
			t.Errorf("submissions by candidate: %v (Alice %d, Larry %d, Zed %d)", got, w.aliceSub, w.larrySub, w.zedSub)
		}
		// Its change log would tell every value it hides.
		if status, body := u.Get("/rest/operationlog/list?gql=" + q(fmt.Sprintf("type=update&table=candidate&external_id=%d", w.larry))); status != 404 {
			t.Errorf("change log of a limited record: %d %v", status, body)
		}
		// Inside the record (its owner), the filters work.
		h.Update("candidate", w.larry, map[string]any{"owner": u.UserID})
		if n := count(u, "/rest/candidate/list?gql="+q(idIs+"&englishName__startswith=La")); n != 1 {
			t.Errorf("owner: %d", n)
		}
	})
}

// With contact hiding on, addresses and numbers of the people a record is about are hidden
// wherever they are kept: mail and SMS records, call logs, the feed, exports and the change
// log, and none of them is found by keyword.
func TestContactDataHiddenEverywhere(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		u := w.consultant
		ctx := context.Background()
		save := func(model string, data map[string]any) int64 {
			t.Helper()
			res, err := h.E.Save(ctx, engine.System(1), model, data)
			if err != nil {
				t.Fatalf("save %s: %v", model, err)
			}
			return res.ID
		}
		mail := save("email", map[string]any{"subject": "Offer", "to": "alice@secretmail.test", "cc": "boss@secretmail.test", "candidate": w.alice})
		sms := save("sms", map[string]any{"channel": "sms", "mobile": "15856023743", "content": "Call me", "candidate": w.alice})
		call := save("telephone", map[string]any{"call_type": 1, "phone": "15856023743", "duration": 30, "candidate": w.alice})
		leaks := func(where string, v any) {
			t.Helper()
			s := fmt.Sprint(v)
			if strings.Contains(s, "secretmail") || strings.Contains(s, "3743") {
				t.Errorf("%s shows a contact detail: %s", where, s)
			}
		}
		for _, reader := range []*harness{u, h} {
			for _, path := range []string{"/rest/email/list", fmt.Sprintf("/rest/email/%d", mail), "/rest/sms/list", fmt.Sprintf("/rest/sms/%d", sms),
				"/rest/telephone/list", fmt.Sprintf("/rest/telephone/%d", call)} {
				status, body := reader.Get(path)
				if status != 200 {
					t.Fatalf("%s: %d %v", path, status, body)
				}
				leaks(path, body)
			}
			for _, tab := range []string{"email", "sms", "telephone"} {
				_, items := reader.Feed(fmt.Sprintf("model_name=candidate&model_id=%d&external_type=%s", w.alice, tab))
				if len(items) == 0 {
					t.Errorf("feed %s: empty", tab)
				}
				leaks("feed "+tab, items)
			}
			refused(t, reader, "/rest/email/list?gql="+q("to__icontains=secret"), "to")
			refused(t, reader, "/rest/sms/list?gql="+q("mobile__startswith=158"), "mobile")
			refused(t, reader, "/rest/telephone/list?ordering=phone", "phone")
			refused(t, reader, "/rest/telephone/list?ordering=__name__", "telephone") // its name is its number
			refused(t, reader, "/rest/email/list/export?ordering=-cc", "cc")
			refused(t, reader, "/rest/email/list/export?gql="+q("bcc__isnull=0"), "bcc")
			for _, path := range []string{"/rest/email/list?gql=" + q("keyword=secretmail"), "/rest/telephone/list?gql=" + q("keyword=023743")} {
				if n := count(reader, path); n != 0 {
					t.Errorf("%s: %d", path, n)
				}
			}
			resp := reader.Send("GET", "/rest/email/list/export?fields="+q(`["subject","to","cc"]`), "", "")
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			leaks("email export", sheetRows(t, raw))
		}
		// The change log of a contact field tells that it changed, not from what to what.
		h.Update("candidate", w.alice, map[string]any{"mobile": "13900000000"})
		for _, reader := range []*harness{u, h} {
			_, body := reader.Get("/rest/operationlog/list?gql=" + q(fmt.Sprintf("type=update&table=candidate&external_id=%d", w.alice)))
			leaks("change log", body["list"])
		}
	})
}
