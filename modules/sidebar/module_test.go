package sidebar

import (
	"strings"
	"testing"

	"huntline/engine"
	"huntline/modules/studio"
	"huntline/resttest"
)

// withStudio runs the module beside the studio, whose custom fields its filters name.
func withStudio() []engine.Module { return []engine.Module{studio.New(), New()} }

// A custom field a saved filter's query names is not removed from under it: the refusal
// names the filter (the module's FieldUses); once the filter is gone the field goes. Fields
// are added and removed in the studio, which the server runs beside this module.
func TestFieldNamedBySavedFilterIsKept(t *testing.T) {
	resttest.Each(t, resttest.Running(withStudio), func(t *testing.T, h *resttest.Harness) {
		if status, body := h.Post("/rest/custom_field/candidate/field/save", map[string]any{"new": true, "name": "seniority", "type": "char",
			"label": map[string]any{"en": "Seniority", "zh_CN": "资历", "zh_TW": "資歷"}}); status != 200 {
			t.Fatalf("add field: %d %v", status, body)
		}
		h.Create("queryfilter", map[string]any{"name": "Active", "type": "candidate", "query": "status=active"})
		senior := h.Create("queryfilter", map[string]any{"name": "Senior", "type": "candidate", "query": "status=active&seniority__icontains=lead"})
		status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "seniority"})
		if msg := resttest.Message(body); status != 400 || !strings.Contains(msg, "the saved filter Senior") || strings.Contains(msg, "Active") {
			t.Fatalf("removing a field a saved filter names: %d %v", status, body)
		}
		if status, body := h.Post("/rest/queryfilter/candidate/delete", map[string]any{"id": senior}); status != 200 {
			t.Fatalf("delete filter: %d %v", status, body)
		}
		if status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "seniority"}); status != 200 {
			t.Errorf("removing the field once no filter names it: %d %v", status, body)
		}
	})
}

// The module's messages come in the user's language from its own catalogues.
func TestMessagesInChinese(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		h.AcceptLanguage = "zh-CN"
		if _, body := h.Post("/rest/queryfilter/add", map[string]any{"name": " ", "type": "candidate", "query": "status=active"}); resttest.Message(body) != "name：必填，最多 100 个字符" {
			t.Errorf("zh_CN: %v", body)
		}
		if _, body := h.Post("/rest/folder/delete", map[string]any{"id": 99999}); resttest.Message(body) != "id：文件夹 99999 不存在" {
			t.Errorf("zh_CN: %v", body)
		}
	})
}
