package rest_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"huntline/store/storetest"
)

// The tag library's calls: groups with their counts, adding tags in one go (duplicates and
// blanks skipped, long names refused naming the field), view-only groups kept to admins.
func TestTagLibrary(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		skills := h.create("taggroup", map[string]any{"name": "技能 Skills", "permission": "edit", "ordering": 1})
		intent := h.create("taggroup", map[string]any{"name": "意向 Intent", "permission": "view", "ordering": 2})
		h.create("taglibrary", map[string]any{"taggroup": skills, "name": "Java"})
		consultant := h.as("consultant@huntline.test", map[string]any{"user_type": "consultant"})

		adds := []struct {
			name   string
			who    *harness
			data   map[string]any
			status int
			added  []string
			msg    string
		}{
			{"new, duplicate and blank", consultant, map[string]any{"taggroup": skills, "tags": []string{" Go ", "Java", "", "销售", "Go", "Open  to offers"}}, 200, []string{"Go", "Open to offers", "销售"}, ""},
			{"all present", consultant, map[string]any{"taggroup": skills, "tags": []string{"Java", "Go"}}, 200, nil, ""},
			{"only blanks", consultant, map[string]any{"taggroup": skills, "tags": []string{" ", ""}}, 400, nil, "at least one tag"},
			{"too long names the field", consultant, map[string]any{"taggroup": skills, "tags": []string{"ok", strings.Repeat("长", 51)}}, 400, nil, "name: \"长长"},
			{"view-only group refused", consultant, map[string]any{"taggroup": intent, "tags": []string{"看机会"}}, 403, nil, "view only"},
			{"view-only group, admin", h, map[string]any{"taggroup": intent, "tags": []string{"看机会", "Open to offers"}}, 200, []string{"Open to offers", "看机会"}, ""},
			{"view-only, one record the generic way", consultant, map[string]any{"taggroup": intent, "name": "x"}, 403, nil, "view only"},
			{"no group", consultant, map[string]any{"tags": []string{"a"}}, 400, nil, "taggroup"},
			{"unknown group", consultant, map[string]any{"taggroup": 999, "tags": []string{"a"}}, 404, nil, ""},
			{"tags not a list", consultant, map[string]any{"taggroup": skills, "tags": "a,b"}, 400, nil, "list of tag names"},
		}
		for _, c := range adds {
			status, body := c.who.post("/rest/taglibrary/add", c.data)
			if status != c.status || !strings.Contains(message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
				continue
			}
			if status != 200 || body["data"] == nil {
				continue
			}
			var got []string
			for _, a := range body["data"].(map[string]any)["added"].([]any) {
				got = append(got, a.(map[string]any)["name"].(string))
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.added) {
				t.Errorf("%s: added %v, want %v", c.name, got, c.added)
			}
		}
		// A refused call adds nothing: "ok" of the too-long call is not there.
		if _, body := h.get("/rest/taglibrary/list?taggroup=" + fmt.Sprint(skills) + "&unlimited=1"); body["count"] != 4.0 {
			t.Errorf("skills after adds: %v", body)
		}

		status, body := consultant.get("/rest/taggroup/get_type")
		if status != 200 {
			t.Fatalf("get_type: %d %v", status, body)
		}
		want := fmt.Sprintf("[map[count:4 id:%d name:技能 Skills permission:edit] map[count:2 id:%d name:意向 Intent permission:view]]", skills, intent)
		if got := fmt.Sprint(body["list"]); got != want {
			t.Errorf("get_type: %s, want %s", got, want)
		}
	})
}

// GET /rest/{model}/list takes field=value parameters as exact conditions beside gql, and
// unlimited=1 lifts the page size.
func TestListFieldParams(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		a := h.create("taggroup", map[string]any{"name": "A"})
		b := h.create("taggroup", map[string]any{"name": "B"})
		for i := 0; i < 30; i++ {
			h.create("taglibrary", map[string]any{"taggroup": a, "name": fmt.Sprintf("t%02d", i)})
		}
		h.create("taglibrary", map[string]any{"taggroup": b, "name": "t00"})
		cases := []struct {
			query string
			count float64
			rows  int
		}{
			{fmt.Sprintf("taggroup=%d", a), 30, 25},
			{fmt.Sprintf("taggroup=%d&unlimited=1", a), 30, 30},
			{fmt.Sprintf("taggroup=%d&gql=%s", b, q("name=t00|name=t01")), 1, 1},
			{"name=t00", 2, 2},
		}
		for _, c := range cases {
			status, body := h.get("/rest/taglibrary/list?" + c.query)
			if status != 200 || body["count"] != c.count || len(body["list"].([]any)) != c.rows {
				t.Errorf("%s: %d count %v rows %d", c.query, status, body["count"], len(body["list"].([]any)))
			}
		}
	})
}
