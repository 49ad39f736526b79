package rest_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Messages follow the user's language, else the browser's (any Chinese → zh_CN).
func TestMessagesInChinese(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.Create("candidate", map[string]any{"chineseName": "王伟", "email": "wei@x.com"})
		cases := []struct {
			lang, data, want string
		}{
			{"zh-CN,zh;q=0.9", `{"englishName": "Wei", "email": "wei@x.com"}`, "重复信息：邮箱 wei@x.com 已属于 王伟 ID: 1"},
			{"zh-TW", `{"englishName": "Wei", "email": "wei@x.com"}`, "重复信息：邮箱 wei@x.com 已属于 王伟 ID: 1"}, // any Chinese browser → zh_CN (spec §5); zh_TW is chosen with changelanguage
			{"zh-CN", `{"rating": 9, "nope": 1}`, "不是 candidate 的字段；评级：不能大于 5"},
			{"en-US", `{"rating": 9}`, "rating: must be a rating from 0 to 5"},
		}
		for _, c := range cases {
			req, _ := http.NewRequest("POST", h.URL+"/rest/candidate/add", strings.NewReader(url.Values{"data": {c.data}}.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Accept-Language", c.lang)
			resp := h.Do(req)
			var body map[string]any
			json.NewDecoder(resp.Body).Decode(&body)
			resp.Body.Close()
			if msg, _ := body["message"].(string); !strings.Contains(msg, c.want) {
				t.Errorf("%s: %q, want %q", c.lang, msg, c.want)
			}
		}
		req, _ := http.NewRequest("GET", h.URL+"/rest/candidate/list?gql="+q("nosuch=1"), nil)
		req.Header.Set("Accept-Language", "zh-CN")
		resp, _ := h.Client.Do(req)
		var body map[string]any
		json.NewDecoder(resp.Body).Decode(&body)
		resp.Body.Close()
		if msg, _ := body["message"].(string); !strings.HasPrefix(msg, "“nosuch”不是 candidate 的字段（可选：") {
			t.Errorf("filter error in Chinese: %q", msg)
		}
	})
}
