package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/resttest/everymodule"
)

// The module's messages come translated from its own catalogues.
func TestActivityMessagesTranslated(t *testing.T) {
	resttest.Each(t, everymodule.Admin, func(t *testing.T, h *harness) {
		cand := h.Create("candidate", map[string]any{"mobile": "13900104069", "chineseName": "韩梅梅", "status": "new"})
		zhCN := h.As("cn@huntline.test", map[string]any{"user_type": "consultant"})
		zhCN.AcceptLanguage = "zh-CN"
		zhTW := h.As("tw@huntline.test", map[string]any{"user_type": "consultant", "lang": "zh_TW"})
		for _, c := range []struct {
			name string
			who  *harness
			call func(b *harness) map[string]any
			want string
		}{
			{"a model without a feed", zhCN, func(b *harness) map[string]any {
				_, body := b.PostRaw("/rest/feedcontent/list?model_name=title&model_id=1", "", "")
				return body
			}, "model_name：title 记录没有动态"},
			{"a model without a feed", zhTW, func(b *harness) map[string]any {
				_, body := b.PostRaw("/rest/feedcontent/list?model_name=title&model_id=1", "", "")
				return body
			}, "model_name：title 記錄沒有動態"},
			{"a mention of no user", zhCN, func(b *harness) map[string]any {
				_, body := b.Post("/rest/note/add", map[string]any{"content": "<p>@Ghost(id:987654)</p>", "candidate": cand})
				return body
			}, "@(id:987654) 不是系统用户"},
			{"a mention of no user", zhTW, func(b *harness) map[string]any {
				_, body := b.Post("/rest/note/add", map[string]any{"content": "<p>@Ghost(id:987654)</p>", "candidate": cand})
				return body
			}, "@(id:987654) 不是系統用戶"},
		} {
			if got := resttest.Message(c.call(c.who)); !strings.Contains(got, c.want) {
				t.Errorf("%s (%s): %q, want %q", c.name, fmt.Sprint(c.who.AcceptLanguage), got, c.want)
			}
		}
	})
}
