package approvals

import (
	"testing"

	"huntline/resttest"
)

// The screens read a model's approval keys from its model info: the definition editor offers
// the models with approval, the detail screen draws the flow page for the flow model and the
// level editor for the definition model.
func TestModelInfoCarriesApprovalKeys(t *testing.T) {
	resttest.Each(t, newHarness, func(t *testing.T, h *harness) {
		for _, tc := range []struct {
			model, key string
			want       bool
		}{
			{"invoice", "approval", true},
			{"candidate", "approval", false},
			{"approvalflow", "approval_flow", true},
			{"invoice", "approval_flow", false},
			{"workflowdefinition", "approval_definition", true},
			{"approvalflow", "approval_definition", false},
		} {
			_, body := h.Get("/rest/custom_field/" + tc.model + "/list")
			data, _ := body["data"].(map[string]any)
			v, has := data[tc.key]
			if has != tc.want || (has && (v == nil || v == false)) {
				t.Errorf("%s model info %s = %v (present %v), want present %v", tc.model, tc.key, v, has, tc.want)
			}
		}
	})
}
