package mail

import (
	"testing"

	"huntline/resttest"
)

// The screens read a model's e-mail role from its description: the message model's add form
// is the composer; a model without a role says nothing.
func TestMailRoleInModelInfo(t *testing.T) {
	resttest.Each(t, resttest.Running(unconfigured), func(t *testing.T, h *resttest.Harness) {
		for model, want := range map[string]any{"email": "message", "emailtemplate": "template", "candidate": nil} {
			status, body := h.Get("/rest/custom_field/" + model + "/list")
			if status != 200 {
				t.Fatalf("%s: %d %v", model, status, body)
			}
			if got := body["data"].(map[string]any)["mail_role"]; got != want {
				t.Errorf("%s: mail_role %v, want %v", model, got, want)
			}
		}
	})
}
