package studio

import (
	"context"
	"testing"

	"huntline/engine"
	"huntline/store/storetest"
)

// A non-admin, or an admin of another company on the same installation, cannot change the
// installation's metadata: the first through the call, the second (who cannot sign in to
// this company) through the service.
func TestMetadataChangesNeedTheCompanyAdmin(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		field := map[string]any{"new": true, "name": "grade", "type": "char"}
		hunter := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		if status, body := hunter.Post("/rest/custom_field/candidate/field/save", field); status != 403 {
			t.Errorf("a hunter adding a field: %d %v", status, body)
		}
		other := engine.Principal{TenantID: 2, UserID: 9, IsAdmin: true, Lang: "en"}
		_, err := NewService(h.e).SaveField(context.Background(), other, "candidate", FieldSave{New: true, Doc: field})
		if engine.AsError(err).Status != 403 {
			t.Errorf("another company's admin adding a field: %v", err)
		}
		if h.e.Reg().Model("candidate").Field("grade") != nil {
			t.Error("a refused field was put in force")
		}
	})
}

// The module's messages come in the user's language from its own catalogues.
func TestMessagesInChinese(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		h.AcceptLanguage = "zh-CN"
		if _, body := h.Post("/rest/viewconfig/add", map[string]any{"model": "candidate", "value": "  ", "group": -1}); message(body) != "请输入视图名称！" {
			t.Errorf("zh_CN: %v", body)
		}
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"})
		if _, body := h.Post("/rest/options/delete_after_remove", map[string]any{"type": "language_skill", "code": "nope", "merge_to": "japanese"}); message(body) != "code：列表 language_skill 中沒有選項「nope」" {
			t.Errorf("zh_TW: %v", body)
		}
		if _, body := h.Post("/rest/custom_field/candidate/field/save", map[string]any{"new": true, "name": "2x", "type": "char"}); message(body) != "name：欄位名須以字母開頭，只能包含字母、數字和 _" {
			t.Errorf("zh_TW field rule: %v", body)
		}
	})
}
