package studio

import (
	"context"
	"testing"

	"huntline/engine"
	"huntline/store/storetest"
)

// A non-admin, or an admin of another company on the same installation, cannot change the
// installation's metadata.
func TestMetadataChangesNeedTheCompanyAdmin(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx := context.Background()
		e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		svc := NewService(e)
		doc := func() map[string]any { return map[string]any{"name": "grade", "type": "char"} }
		for _, p := range []engine.Principal{{TenantID: 1, UserID: 5, Lang: "en"}, {TenantID: 2, UserID: 9, IsAdmin: true, Lang: "en"}} {
			if _, err := svc.SaveField(ctx, p, "candidate", FieldSave{New: true, Doc: doc()}); engine.AsError(err).Status != 403 {
				t.Errorf("%+v adding a field: %v", p, err)
			}
		}
	})
}

// The module's messages come in the user's language from its own catalogues.
func TestMessagesInChinese(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		h.AcceptLanguage = "zh-CN"
		if _, body := h.post("/rest/viewconfig/add", map[string]any{"model": "candidate", "value": "  ", "group": -1}); message(body) != "请输入视图名称！" {
			t.Errorf("zh_CN: %v", body)
		}
		h.post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"})
		if _, body := h.post("/rest/options/delete_after_remove", map[string]any{"type": "language_skill", "code": "nope", "merge_to": "japanese"}); message(body) != "code：列表 language_skill 中沒有選項「nope」" {
			t.Errorf("zh_TW: %v", body)
		}
		if _, body := h.post("/rest/custom_field/candidate/field/save", map[string]any{"new": true, "name": "2x", "type": "char"}); message(body) != "name：欄位名須以字母開頭，只能包含字母、數字和 _" {
			t.Errorf("zh_TW field rule: %v", body)
		}
	})
}
