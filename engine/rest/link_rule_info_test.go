package rest_test

import (
	"testing"
)

// The screens' pickers offer only what a save accepts, so the field metadata carries each
// foreignkey's link_rule filter (meta field link_rule).
func TestModelInfoCarriesLinkRules(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		_, body := h.Get("/rest/custom_field/jobsubmission/list")
		rules := map[string]string{}
		for _, f := range body["list"].([]any) {
			fm := f.(map[string]any)
			if r, ok := fm["link_rule"].(map[string]any); ok {
				rules[fm["name"].(string)], _ = r["filter"].(string)
			}
		}
		for _, c := range []struct{ field, filter string }{
			{"hunter", "user_type=hunter&status=active"},
			{"joborder", "status__ns=closed,filled,cancelled"},
			{"candidate", ""},
			{"owner", ""},
		} {
			if rules[c.field] != c.filter {
				t.Errorf("%s: link_rule filter %q, want %q", c.field, rules[c.field], c.filter)
			}
		}
	})
}
