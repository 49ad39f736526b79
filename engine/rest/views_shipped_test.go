package rest_test

import (
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"huntline/clock"
	"huntline/store/storetest"
)

// suffixesOf answers the views GET /rest/custom_field/{model}/list offers the browser's user,
// by code.
func suffixesOf(t *testing.T, h interface {
	Get(string) (int, map[string]any)
}, model string) map[string]map[string]any {
	t.Helper()
	status, body := h.Get("/rest/custom_field/" + model + "/list")
	if status != 200 {
		t.Fatalf("describe %s: %d %v", model, status, body)
	}
	out := map[string]map[string]any{}
	for _, s := range body["data"].(map[string]any)["suffixes"].([]any) {
		m := s.(map[string]any)
		out[fmt.Sprint(m["code"])] = m
	}
	return out
}

// The views shipped in metadata (My candidates, Added this week ...) name the signed-in user
// and this week in their gql, so one view serves every user on any day; each is offered to
// the user types it names and opens the list of those its default_for names.
func TestShippedViews(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).LoginAdmin()
		// The engine's clock, shifted at will: the store stamps dateAdded from the real one.
		var shift atomic.Int64
		h.E.Now = func() time.Time { return clock.Now().Add(time.Duration(shift.Load())) }

		// Every shipped filter reads on its model for the admin, who is offered all views.
		for _, m := range h.E.Reg().Models() {
			for _, s := range m.Suffixes {
				if s.Filter != "" && s.UserID() == 0 {
					h.Count(m.Name, s.Filter) // fails the test on a refusal
				}
			}
		}

		carl := h.As("carl@huntline.test", map[string]any{"user_type": "consultant"})
		dora := h.As("dora@huntline.test", map[string]any{"user_type": "consultant"})
		hugo := h.As("hugo@huntline.test", map[string]any{"user_type": "hunter"})
		hana := h.As("hana@huntline.test", map[string]any{"user_type": "hr"})

		views := suffixesOf(t, carl, "candidate")
		mine := views["mine"]
		if mine == nil || mine["default"] != true || mine["filter"] != "owner={{user.id}}" {
			t.Fatalf("a consultant's candidate views: %v", views)
		}
		if views["this_week"] == nil || views["this_week"]["default"] == true {
			t.Errorf("Added this week: %v", views["this_week"])
		}
		if v := suffixesOf(t, hana, "candidate"); v["mine"] != nil || v["this_week"] == nil {
			t.Errorf("client HR is offered %v", v)
		}
		if v := suffixesOf(t, hana, "joborder"); v["mine"] != nil {
			t.Errorf("client HR is offered My jobs: %v", v)
		}
		if v := suffixesOf(t, h.Browser, "jobsubmission"); v["mine"] == nil || v["hunted"] == nil {
			t.Errorf("the admin, who looks after the views, is not offered them all: %v", v)
		}
		if v := suffixesOf(t, h.Browser, "candidate")["mine"]; v == nil || v["default"] == true {
			t.Errorf("the admin (a consultant by type) opens My candidates, not Default: %v", v)
		}
		sub := suffixesOf(t, hugo, "jobsubmission")
		if sub["hunted"] == nil || sub["hunted"]["default"] != true || sub["mine"] != nil {
			t.Errorf("a hunter's submission views: %v", sub)
		}
		if v := suffixesOf(t, carl, "joborder")["mine"]; v == nil || v["default"] != true {
			t.Errorf("a consultant's My jobs: %v", v)
		}

		// My candidates: each consultant sees their own.
		carl.Create("candidate", map[string]any{"chineseName": "柯一", "mobile": "13800000001"})
		carl.Create("candidate", map[string]any{"chineseName": "柯二", "mobile": "13800000002"})
		dora.Create("candidate", map[string]any{"chineseName": "杜一", "mobile": "13800000003"})
		filter := fmt.Sprint(mine["filter"])
		if got := carl.Count("candidate", filter); got != 2 {
			t.Errorf("carl's My candidates: %d, want 2", got)
		}
		if got := dora.Count("candidate", filter); got != 1 {
			t.Errorf("dora's My candidates: %d, want 1", got)
		}
		// Added this week: the three, this week; none when the clock reads three weeks
		// earlier (later, the sessions would have expired).
		week := fmt.Sprint(views["this_week"]["filter"])
		if got := carl.Count("candidate", week+"&"+filter); got != 2 {
			t.Errorf("carl's candidates added this week: %d, want 2", got)
		}
		shift.Store(-int64(21 * 24 * time.Hour))
		if got := h.Count("candidate", week); got != 0 {
			t.Errorf("added this week, three weeks earlier: %d, want 0", got)
		}
	})
}

// A filter the server cannot read is a 400 whose body names, besides the message, what was
// not understood (gql: key and field), so the list can say it in a person's words next to
// the filter box, without the field list the message carries for API clients.
func TestFilterRefusalNamesTheWord(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		status, body := h.Get("/rest/candidate/list?gql=" + url.QueryEscape("Java"))
		if status != 400 {
			t.Fatalf("gql=Java: %d %v", status, body)
		}
		g, _ := body["gql"].(map[string]any)
		if g == nil || g["key"] != "gql.unknown_field" || g["field"] != "Java" {
			t.Errorf("gql=Java: %v", body)
		}
		if _, listed := g["choices"]; listed {
			t.Errorf("the refusal's parts list the fields: %v", g)
		}
		_, body = h.Get("/rest/candidate/list?gql=" + url.QueryEscape("status=new&(owner=1"))
		if g, _ := body["gql"].(map[string]any); g == nil || g["key"] != "gql.syntax" || g["pos"] == nil {
			t.Errorf("an unclosed bracket: %v", body)
		}
	})
}

// A model's metadata says whether its records come from a spreadsheet: the description tells
// the list (which offers Import only then) and the import refuses the others, in the user's
// language. A job submission comes from its flow.
func TestImportOnlyWhereMetadataAllows(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		for model, want := range map[string]bool{"candidate": true, "client": true, "jobsubmission": false, "offersign": false} {
			_, body := h.Get("/rest/custom_field/" + model + "/list")
			if got := body["data"].(map[string]any)["importable"]; got != want {
				t.Errorf("%s importable: %v, want %v", model, got, want)
			}
		}
		status, body := postFile(h, "/rest/jobsubmission/import/preview", "s.csv", []byte("candidate,joborder\n1,2\n"), nil)
		if status != 400 || !strings.Contains(message(body), "Job Submission records are not imported") {
			t.Errorf("a job submission import: %d %v", status, body)
		}
		zh := h.As("zh@huntline.test", map[string]any{"lang": "zh_CN", "isAdmin": true})
		if _, body := postFile(zh, "/rest/jobsubmission/import", "s.csv", []byte("candidate,joborder\n1,2\n"), map[string]any{"0": "candidate"}); message(body) != "推荐流程不能从文件导入" {
			t.Errorf("in Chinese: %v", body)
		}
	})
}
