package dashboard

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// home answers the reader's resolved home.
func mine(t *testing.T, b *resttest.Harness) map[string]any {
	t.Helper()
	status, body := b.Get("/rest/dashboard/mine")
	if status != 200 {
		t.Fatalf("mine: %d %v", status, body)
	}
	return body["data"].(map[string]any)
}

// dashlets answers the home's dashlets as key → dashlet, and the keys in order.
func dashlets(h map[string]any) (map[string]map[string]any, []string) {
	by, keys := map[string]map[string]any{}, []string{}
	for _, d := range h["dashlets"].([]any) {
		d := d.(map[string]any)
		by[d["key"].(string)] = d
		keys = append(keys, d["key"].(string))
	}
	return by, keys
}

// Each role lands on its own home, resolved from homes/*.json: the admin on the agency's,
// a team leader or line manager on the team's, anyone else on a consultant's day.
func TestHomesPerRole(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		for _, tc := range []struct {
			who   *resttest.Harness
			home  string
			first string
		}{
			{admin, "admin", "admin-activity"},
			{admin.As("amy@huntline.test", map[string]any{"user_type": "consultant"}), "consultant", "consultant-todos"},
			{admin.As("lee@huntline.test", map[string]any{"user_type": "consultant", "isleader": true}), "lead", "lead-activity"},
			{admin.As("hao@huntline.test", map[string]any{"user_type": "linemgr"}), "lead", "lead-activity"},
		} {
			h := mine(t, tc.who)
			_, keys := dashlets(h)
			if h["home"] != tc.home || h["own"] != false || len(keys) == 0 || keys[0] != tc.first {
				t.Errorf("user %d: home %v own %v keys %v, want %s first %s", tc.who.Browser.UserID, h["home"], h["own"], keys, tc.home, tc.first)
			}
			// Every list dashlet of the home is one its user may save (its query compiles for them).
			if status, body := tc.who.Post("/rest/dashboard/order", map[string]any{"keys": keys}); status != 200 {
				t.Errorf("%s home made one's own: %d %v", tc.home, status, body)
			}
			if _, now := dashlets(mine(t, tc.who)); len(now) != len(keys) {
				t.Errorf("%s home made one's own: %d dashlets, want %d", tc.home, len(now), len(keys))
			}
		}
		cn := admin.As("li@huntline.test", map[string]any{"user_type": "consultant", "lang": "zh_CN"})
		if by, _ := dashlets(mine(t, cn)); by["consultant-jobs"]["name"] != "我的开放职位" {
			t.Errorf("a zh_CN reader's home names its dashlets in Chinese: %v", by["consultant-jobs"])
		}
	})
}

// A user's first change makes the role's home theirs: its dashlets become their records in
// the same order, the change applied; order and removal stick; reset gives the role's back.
func TestHomeBecomesOwnOnFirstChange(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		amy := admin.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		before, keys := dashlets(mine(t, amy))
		d := before["consultant-jobs"]
		d["name"], d["width"] = "Jobs I run", "w-box-sp12"
		if status, body := amy.Post("/rest/dashboard/save", d); status != 200 {
			t.Fatalf("save a home dashlet: %d %v", status, body)
		}
		h := mine(t, amy)
		by, ids := dashlets(h)
		if h["own"] != true || len(ids) != len(keys) {
			t.Fatalf("after a change: own %v, %d dashlets, want own and %d", h["own"], len(ids), len(keys))
		}
		for i, k := range ids {
			if by[k]["uuid"] != keys[i] {
				t.Errorf("dashlet %d: uuid %v, want %s (the role's order kept)", i, by[k]["uuid"], keys[i])
			}
			if by[k]["uuid"] == "consultant-jobs" && (by[k]["name"] != "Jobs I run" || by[k]["width"] != "w-box-sp12") {
				t.Errorf("the change: %v", by[k])
			}
		}
		rev := []string{ids[len(ids)-1], ids[0]}
		if status, body := amy.Post("/rest/dashboard/order", map[string]any{"keys": rev}); status != 200 {
			t.Fatalf("order: %d %v", status, body)
		}
		if _, now := dashlets(mine(t, amy)); now[0] != rev[0] || now[1] != rev[1] {
			t.Errorf("order %v, want %v first", now, rev)
		}
		if status, body := amy.Post("/rest/dashboard/remove", map[string]any{"key": ids[0]}); status != 200 {
			t.Fatalf("remove: %d %v", status, body)
		}
		if by, now := dashlets(mine(t, amy)); len(now) != len(ids)-1 || by[ids[0]] != nil {
			t.Errorf("after remove: %v", now)
		}
		// A new dashlet: name required, a list of a model the user may read, under a query it accepts.
		for _, tc := range []struct {
			d      map[string]any
			status int
			msg    string
		}{
			{map[string]any{"name": "", "module": "listWidget", "type": "candidate", "query": ""}, 400, "This field is required"},
			{map[string]any{"name": "Nope", "module": "listWidget", "type": "nosuch", "query": ""}, 400, "nosuch is not a model"},
			{map[string]any{"name": "Bad", "module": "listWidget", "type": "candidate", "query": "nosuchfield=1"}, 400, "nosuchfield"},
			{map[string]any{"name": "Bad report", "module": "reportWidget", "type": "activity", "query": "[1"}, 400, "JSON object"},
			{map[string]any{"name": "Mine", "module": "listWidget", "type": "candidate", "query": "owner={{user.id}}", "viewconfig": map[string]any{"hide_paging": true, "bogus": 1}}, 200, ""},
		} {
			status, body := amy.Post("/rest/dashboard/save", tc.d)
			if status != tc.status || !strings.Contains(resttest.Message(body)+fmt.Sprint(body["fields"]), tc.msg) {
				t.Errorf("save %v: %d %v, want %d %q", tc.d["name"], status, body, tc.status, tc.msg)
			}
		}
		by, now := dashlets(mine(t, amy))
		last := by[now[len(now)-1]]
		if last["name"] != "Mine" || fmt.Sprint(last["viewconfig"]) != "map[hide_paging:true]" || last["width"] != "w-box-sp6" {
			t.Errorf("the new dashlet comes last with its known view settings: %v", last)
		}
		if status, body := amy.Post("/rest/dashboard/reset", map[string]any{}); status != 200 {
			t.Fatalf("reset: %d %v", status, body)
		}
		if h, again := dashlets(mine(t, amy)); len(again) != len(keys) || again[0] != keys[0] {
			t.Errorf("after reset: %v %v, want the role's home", again, h)
		}
	})
}

// A dashlet an admin places for everyone shows on every home, read only: a user can hide it
// (per user) and show it again, never change or remove it; only its user changes a dashlet.
func TestAdminDashletsReadOnlyAndHiddenPerUser(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		amy := admin.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		leo := admin.As("leo@huntline.test", map[string]any{"user_type": "consultant"})
		status, body := admin.Post("/rest/dashboard/save", map[string]any{"name": "Agency news", "module": "listWidget", "type": "candidate", "query": "dateAdded__this_week", "fromAdmin": true})
		if status != 200 {
			t.Fatalf("admin's dashlet for everyone: %d %v", status, body)
		}
		key := fmt.Sprint(int64(body["data"].(float64)))
		by, keys := dashlets(mine(t, amy))
		if keys[0] != key || by[key]["readonly"] != true || by[key]["fromAdmin"] != true {
			t.Fatalf("amy's home: %v, want the admin's dashlet first and read only", by[key])
		}
		if by, _ := dashlets(mine(t, admin)); by[key]["readonly"] != false {
			t.Errorf("the admin edits it: %v", by[key])
		}
		d := by[key]
		d["name"] = "Mine now"
		for _, call := range []struct {
			path string
			data any
		}{
			{"/rest/dashboard/save", d},
			{"/rest/dashboard/remove", map[string]any{"key": key}},
			{"/rest/dashboard/save", map[string]any{"name": "For all", "module": "listWidget", "type": "candidate", "fromAdmin": true}},
			{"/rest/dashlet/delete", map[string]any{"ids": []any{body["data"]}, "count": 1}},
		} {
			if status, body := amy.Post(call.path, call.data); status != 403 {
				t.Errorf("%s as a user: %d %v, want 403", call.path, status, body)
			} else if call.path == "/rest/dashboard/save" && resttest.Message(body) != "From Admin Setting, Can not edit" {
				t.Errorf("%s: %q", call.path, resttest.Message(body))
			}
		}
		if status, body := amy.Post("/rest/dashboard/hide", map[string]any{"key": key}); status != 200 {
			t.Fatalf("hide: %d %v", status, body)
		}
		h := mine(t, amy)
		if by, _ := dashlets(h); by[key] != nil || len(h["hidden"].([]any)) != 1 {
			t.Errorf("hidden for amy: %v", h)
		}
		if by, _ := dashlets(mine(t, leo)); by[key] == nil {
			t.Errorf("hiding is amy's alone: leo's home %v", by)
		}
		if status, body := amy.Post("/rest/dashboard/hide", map[string]any{"key": key, "hidden": false}); status != 200 {
			t.Fatalf("show again: %d %v", status, body)
		}
		if by, _ := dashlets(mine(t, amy)); by[key] == nil {
			t.Errorf("shown again: %v", by)
		}
		// amy's own dashlet is hers: leo can neither change nor remove it, nor read it.
		status, body = amy.Post("/rest/dashboard/save", map[string]any{"name": "Amy's", "module": "listWidget", "type": "candidate", "query": ""})
		if status != 200 {
			t.Fatalf("amy's dashlet: %d %v", status, body)
		}
		amys := fmt.Sprint(int64(body["data"].(float64)))
		for _, call := range []struct {
			path string
			data any
		}{
			{"/rest/dashboard/save", map[string]any{"id": body["data"], "name": "Leo's now", "module": "listWidget", "type": "candidate"}},
			{"/rest/dashboard/remove", map[string]any{"key": amys}},
			// The generic calls refuse it as a record out of leo's sight (limited: private).
			{"/rest/dashlet/add", map[string]any{"id": body["data"], "name": "Leo's now"}},
			{"/rest/dashlet/delete", map[string]any{"ids": []any{body["data"]}, "count": 1}},
		} {
			if status, body := leo.Post(call.path, call.data); status != 403 && (status != 404 || !strings.HasPrefix(call.path, "/rest/dashlet/")) {
				t.Errorf("%s on another's dashlet: %d %v, want 403 (404 from the generic calls)", call.path, status, body)
			}
		}
		if _, body := leo.Get("/rest/dashlet/" + amys); body["data"] != nil && body["data"].(map[string]any)["name"] != nil {
			t.Errorf("leo reads amy's dashlet: %v", body)
		}
	})
}

// A list dashlet is the generic list under its query, so it shows only what the reader's
// list would: a user narrowed by a data access group sees their part of the same query.
func TestListDashletObeysScope(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		amy := admin.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		for i, city := range []string{"north", "north", "south"} {
			admin.Create("candidate", map[string]any{"englishName": "Scope " + city, "mobile": fmt.Sprintf("1380000100%d", i)})
		}
		if status, body := admin.Post("/rest/dataaccessmodelquery/add", map[string]any{"name": "North", "model": "candidate",
			"query": "englishName__icontains=north", "users": []any{amy.Browser.UserID}}); status != 200 {
			t.Fatalf("data access group: %d %v", status, body)
		}
		status, body := amy.Post("/rest/dashboard/save", map[string]any{"name": "Scope", "module": "listWidget", "type": "candidate", "query": "englishName__icontains=scope"})
		if status != 200 {
			t.Fatalf("save: %d %v", status, body)
		}
		by, _ := dashlets(mine(t, amy))
		query := by[fmt.Sprint(int64(body["data"].(float64)))]["query"].(string)
		if n := amy.Count("candidate", query); n != 2 {
			t.Errorf("amy's dashlet lists %d candidates, want the 2 of her scope", n)
		}
		if n := admin.Count("candidate", query); n != 3 {
			t.Errorf("the admin's list of the same query: %d, want 3", n)
		}
	})
}
