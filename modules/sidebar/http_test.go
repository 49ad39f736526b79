package sidebar

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

func entryNames(list any) []string {
	var out []string
	items, _ := list.([]any)
	for _, it := range items {
		out = append(out, it.(map[string]any)["name"].(string))
	}
	return out
}

// Saved filters: a user's own are theirs to change and order; shared ones are read only;
// a filter the model does not accept is refused naming the problem.
func TestSavedFilters(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		team := h.Create("team", map[string]any{"name": "Shanghai"})
		h.Create("candidate", map[string]any{"mobile": "13900438087", "chineseName": "王伟", "status": "active"})
		h.Create("candidate", map[string]any{"mobile": "13900438088", "chineseName": "李娜", "status": "passive"})
		carl := h.As("carl@huntline.test", map[string]any{"team": team})

		bad := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"no name", map[string]any{"name": "  ", "type": "candidate", "query": "status=active"}, 400, "name: required"},
			{"no query", map[string]any{"name": "A", "type": "candidate"}, 400, "query: required"},
			{"unknown field", map[string]any{"name": "A", "type": "candidate", "query": "nosuch=1"}, 400, "nosuch"},
			{"unknown model", map[string]any{"name": "A", "type": "nosuchmodel", "query": "id=1"}, 404, "nosuchmodel"},
			{"bad share", map[string]any{"name": "A", "type": "candidate", "query": "id=1", "share": []any{map[string]any{"type": "galaxy"}}}, 400, "share: type must be"},
		}
		for _, c := range bad {
			if status, body := h.Post("/rest/queryfilter/add", c.data); status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		active := h.Create("queryfilter", map[string]any{"name": "  Active  ", "type": "candidate", "query": "status=active"})
		_, body := h.Get("/rest/queryfilter/get_type?type=candidate")
		mine := body["data"].(map[string]any)["from_me"].([]any)
		if len(mine) != 1 || mine[0].(map[string]any)["name"] != "Active" || mine[0].(map[string]any)["count"] != 1.0 || mine[0].(map[string]any)["from_key"] != "from_me" {
			t.Fatalf("admin's filters: %v", body)
		}
		if _, body := carl.Get("/rest/queryfilter/get_type?type=candidate"); len(body["data"].(map[string]any)["from_share"].([]any)) != 0 {
			t.Errorf("an unshared filter is visible to Carl: %v", body)
		}
		if status, _ := carl.Get(fmt.Sprintf("/rest/queryfilter/%d", active)); status != 404 {
			t.Errorf("Carl reading an unshared filter: %d, want 404", status)
		}

		// Shared with Carl's team: he sees it, read only.
		if status, body := h.Post("/rest/queryfilter/add", map[string]any{"id": active, "name": "Active", "query": "status=active", "share": []any{map[string]any{"type": "team", "value": team}}}); status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		_, body = carl.Get("/rest/queryfilter/get_type?type=candidate")
		if got := entryNames(body["data"].(map[string]any)["from_share"]); fmt.Sprint(got) != "[Active]" {
			t.Errorf("Carl's shared filters: %v", got)
		}
		if status, body := carl.Post("/rest/queryfilter/candidate/delete", map[string]any{"id": active}); status != 403 || !strings.Contains(resttest.Message(body), "only its owner") {
			t.Errorf("Carl deleting a shared filter: %d %v", status, body)
		}

		// Carl's own filters, reordered.
		a := carl.Create("queryfilter", map[string]any{"name": "A", "type": "candidate", "query": "status=passive"})
		b := carl.Create("queryfilter", map[string]any{"name": "B", "type": "candidate", "query": "chineseName__icontains=王"})
		if status, body := carl.Post("/rest/data/reorder", map[string]any{"type": "queryfilter", "ids": []int64{b, a}}); status != 200 {
			t.Fatalf("reorder: %d %v", status, body)
		}
		_, body = carl.Get("/rest/queryfilter/get_type?type=candidate&counts=0")
		if got := entryNames(body["data"].(map[string]any)["from_me"]); fmt.Sprint(got) != "[B A]" {
			t.Errorf("after reordering: %v", got)
		}
		if status, _ := carl.Post("/rest/data/reorder", map[string]any{"type": "queryfilter", "ids": []int64{active, a}}); status != 403 {
			t.Errorf("reordering another's filter: %d, want 403", status)
		}
		if status, _ := carl.Post("/rest/queryfilter/candidate/delete", map[string]any{"id": a}); status != 200 {
			t.Errorf("deleting one's own filter: %d", status)
		}
	})
}

// Folders hold records a user drops in; the list filters by them with folder=ID; the
// add-to-folder popup's ticks (justadd false) move records between one's folders.
func TestFolders(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		c1 := h.Create("candidate", map[string]any{"mobile": "13900438089", "chineseName": "王伟"})
		c2 := h.Create("candidate", map[string]any{"mobile": "13900438090", "chineseName": "李娜"})
		c3 := h.Create("candidate", map[string]any{"mobile": "13900438091", "chineseName": "张敏"})
		hot := h.Create("folder", map[string]any{"name": "Hot", "type": "candidate"})
		later := h.Create("folder", map[string]any{"name": "Later", "type": "candidate"})

		listed := func(folder int64) []int64 {
			t.Helper()
			status, body := h.Get("/rest/candidate/list?ordering=id&gql=" + url.QueryEscape(fmt.Sprintf("folder=%d", folder)))
			if status != 200 {
				t.Fatalf("list folder %d: %d %v", folder, status, body)
			}
			return resttest.IDs(body)
		}
		steps := []struct {
			name       string
			data       map[string]any
			hot, later []int64
		}{
			{"add two", map[string]any{"ids": []int64{hot}, "external_ids": []int64{c1, c2}, "external_type": "candidate"}, []int64{c1, c2}, nil},
			{"add again, no duplicates", map[string]any{"ids": []int64{hot, later}, "external_ids": []int64{c2}, "external_type": "candidate", "justadd": true}, []int64{c1, c2}, []int64{c2}},
			{"ticks move c1 to Later only", map[string]any{"ids": []int64{later}, "external_ids": []int64{c1}, "external_type": "candidate", "justadd": false}, []int64{c2}, []int64{c1, c2}},
		}
		for _, s := range steps {
			if status, body := h.Post("/rest/folder/addto", s.data); status != 200 {
				t.Fatalf("%s: %d %v", s.name, status, body)
			}
			if got := listed(hot); fmt.Sprint(got) != fmt.Sprint(s.hot) {
				t.Errorf("%s: Hot holds %v, want %v", s.name, got, s.hot)
			}
			if got := listed(later); fmt.Sprint(got) != fmt.Sprint(s.later) {
				t.Errorf("%s: Later holds %v, want %v", s.name, got, s.later)
			}
		}
		_, body := h.Get("/rest/folder/list?type=candidate")
		if list := body["list"].([]any); len(list) != 2 || list[1].(map[string]any)["count"] != 2.0 {
			t.Errorf("folder list: %v", body)
		}
		bad := []struct {
			name, path string
			data       map[string]any
			status     int
			msg        string
		}{
			{"a model without folders", "/rest/folder/add", map[string]any{"name": "X", "type": "clientcontact"}, 400, "cannot be put in folders"},
			{"a missing record", "/rest/folder/addto", map[string]any{"ids": []int64{hot}, "external_ids": []int64{c3, 99999}, "external_type": "candidate"}, 404, "external_ids"},
			{"a folder of another model", "/rest/folder/addto", map[string]any{"ids": []int64{hot}, "external_ids": []int64{h.Create("client", map[string]any{"name": "Acme"})}, "external_type": "client"}, 400, "holds candidate records"},
			{"no records", "/rest/folder/addto", map[string]any{"ids": []int64{hot}, "external_type": "candidate"}, 400, "external_ids"},
		}
		for _, c := range bad {
			if status, body := h.Post(c.path, c.data); status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if got := listed(hot); fmt.Sprint(got) != fmt.Sprint([]int64{c2}) {
			t.Errorf("a refused call changed Hot: %v", got)
		}
		if status, _ := h.Get("/rest/clientcontact/list?gql=" + url.QueryEscape("folder=1")); status != 400 {
			t.Errorf("folder on a model without folders: %d, want 400", status)
		}
		if status, _ := h.Post("/rest/folder/delete", map[string]any{"id": hot}); status != 200 {
			t.Fatal("delete folder")
		}
		if got := listed(hot); len(got) != 0 {
			t.Errorf("a deleted folder still lists %v", got)
		}
		if status, _ := h.Get(fmt.Sprintf("/rest/folder/%d", hot)); status != 404 {
			t.Errorf("a deleted folder: %d, want 404", status)
		}
	})
}

func TestSavedFilterViewConfig(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		status, body := h.Post("/rest/queryfilter/add", map[string]any{"name": "Active", "type": "candidate", "query": "status=active"})
		if status != 200 {
			t.Fatalf("save filter: %d %v", status, body)
		}
		id := body["data"]
		set := func(vc map[string]any) (int, map[string]any) {
			return h.Post("/rest/queryfilter/update/viewconfig", map[string]any{"queryfilter": id, "viewconfig": vc})
		}
		if status, body := set(map[string]any{"suffix": "pipeline", "ordering": "-dateAdded", "paginate_by": "50"}); status != 200 {
			t.Fatalf("set view config: %d %v", status, body)
		}
		_, got := h.Get(fmt.Sprintf("/rest/queryfilter/%v", id))
		if vc := fmt.Sprint(got["data"].(map[string]any)["viewconfig"]); vc != "map[ordering:-dateAdded paginate_by:50 suffix:pipeline]" {
			t.Errorf("stored view config: %s", vc)
		}
		for _, tc := range []struct {
			name string
			vc   map[string]any
			says string
		}{
			{"unknown key", map[string]any{"colour": "red"}, "not a view setting"},
			{"unknown view", map[string]any{"suffix": "nosuch"}, "no view nosuch"},
			{"ordering by a list", map[string]any{"ordering": "languages"}, "several values"},
			{"page too big", map[string]any{"paginate_by": 5000}, "at most"},
		} {
			if status, body := set(tc.vc); status/100 != 4 || !strings.Contains(fmt.Sprint(body["message"]), tc.says) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		other := h.As("c2@huntline.test", map[string]any{"user_type": "consultant"})
		if status, _ := other.Post("/rest/queryfilter/update/viewconfig", map[string]any{"queryfilter": id, "viewconfig": map[string]any{}}); status != 404 {
			t.Errorf("another user's filter: %d", status)
		}
	})
}
