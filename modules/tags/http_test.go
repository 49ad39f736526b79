package tags

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// The tag library's calls: groups with their counts, adding tags in one go (duplicates and
// blanks skipped, long names refused naming the field), view-only groups kept to admins.
func TestTagLibrary(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		skills := admin.Create("taggroup", map[string]any{"name": "技能 Skills", "permission": "edit", "ordering": 1})
		intent := admin.Create("taggroup", map[string]any{"name": "意向 Intent", "permission": "view", "ordering": 2})
		admin.Create("taglibrary", map[string]any{"taggroup": skills, "name": "Java"})
		consultant := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})

		adds := []struct {
			name   string
			who    *resttest.Harness
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
			{"view-only group, admin", admin, map[string]any{"taggroup": intent, "tags": []string{"看机会", "Open to offers"}}, 200, []string{"Open to offers", "看机会"}, ""},
			{"view-only, one record the generic way", consultant, map[string]any{"taggroup": intent, "name": "x"}, 403, nil, "view only"},
			{"no group", consultant, map[string]any{"tags": []string{"a"}}, 400, nil, "taggroup"},
			{"unknown group", consultant, map[string]any{"taggroup": 999, "tags": []string{"a"}}, 404, nil, ""},
			{"tags not a list", consultant, map[string]any{"taggroup": skills, "tags": "a,b"}, 400, nil, "list of tag names"},
		}
		for _, c := range adds {
			status, body := c.who.Post("/rest/taglibrary/add", c.data)
			if status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
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
		if _, body := admin.Get("/rest/taglibrary/list?taggroup=" + fmt.Sprint(skills) + "&unlimited=1"); body["count"] != 4.0 {
			t.Errorf("skills after adds: %v", body)
		}

		status, body := consultant.Get("/rest/taggroup/get_type")
		if status != 200 {
			t.Fatalf("get_type: %d %v", status, body)
		}
		want := fmt.Sprintf("[map[count:4 id:%d name:技能 Skills permission:edit] map[count:2 id:%d name:意向 Intent permission:view]]", skills, intent)
		if got := fmt.Sprint(body["list"]); got != want {
			t.Errorf("get_type: %s, want %s", got, want)
		}
	})
}

// The module's messages come translated from its own catalogues.
func TestTagMessagesTranslated(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		skills := admin.Create("taggroup", map[string]any{"name": "Skills", "permission": "edit"})
		intent := admin.Create("taggroup", map[string]any{"name": "Intent", "permission": "view"})
		zhCN := admin.As("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		zhCN.AcceptLanguage = "zh-CN"
		zhTW := admin.As("consultant2@huntline.test", map[string]any{"user_type": "consultant", "lang": "zh_TW"})
		long := strings.Repeat("长", 51)
		cases := []struct {
			who  *resttest.Harness
			data map[string]any
			want string
		}{
			{zhCN, map[string]any{"taggroup": skills, "tags": []string{" "}}, "tags：请至少填写一个标签"},
			{zhCN, map[string]any{"taggroup": skills, "tags": []string{long}}, "标签“" + long + "”最多 50 个字符"},
			{zhCN, map[string]any{"taggroup": intent, "tags": []string{"看机会"}}, "标签组 Intent 仅可查看：只有管理员可以向其添加标签。"},
			{zhTW, map[string]any{"taggroup": intent, "tags": []string{"看机会"}}, "標籤組 Intent 僅可查看：只有管理員可以向其添加標籤。"},
		}
		for _, c := range cases {
			if _, body := c.who.Post("/rest/taglibrary/add", c.data); !strings.Contains(resttest.Message(body), c.want) {
				t.Errorf("%v: %q, want %q", c.data, resttest.Message(body), c.want)
			}
		}
	})
}

// A tags field tells its input where the library is (GET /rest/custom_field/{model}/list):
// the field info the module adds, and no other field carries it.
func TestTagsFieldNamesTheLibrary(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		status, body := admin.Get("/rest/custom_field/candidate/list")
		if status != 200 {
			t.Fatalf("fields: %d %v", status, body)
		}
		want := "map[group_field:taggroup group_model:taggroup model:taglibrary name_field:name]"
		tagsFields := 0
		for _, it := range body["list"].([]any) {
			f := it.(map[string]any)
			lib, has := f["tag_library"]
			if f["type"] != "tags" {
				if has {
					t.Errorf("%s (%s) names the tag library", f["name"], f["type"])
				}
				continue
			}
			tagsFields++
			if got := fmt.Sprint(lib); got != want {
				t.Errorf("%s: tag_library %s, want %s", f["name"], got, want)
			}
			if f["max_length"] == nil || f["name"] == nil {
				t.Errorf("%s: the core's keys are kept beside the module's: %v", f["name"], f)
			}
		}
		if tagsFields == 0 {
			t.Fatalf("candidate has no tags field: %v", body)
		}
	})
}
