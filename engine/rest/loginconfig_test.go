package rest_test

import (
	"testing"
)

// The sign-in page reads how it should look before anyone signs in, and nothing about the
// data; once signed in the same call answers the screens' configuration.
func TestLoginPageConfig(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		// Through the administrators' call, as a real tenant would set them.
		if status, body := h.Post("/rest/data/config", map[string]any{"clientType": "HR", "login_agreement": "I accept the terms", "login_background": "https://cdn.example.com/bg.jpg", "icp_record": "京ICP备12345678号-1", "expire_date": "2099-12-31"}); status != 200 {
			t.Fatalf("set config: %d %v", status, body)
		}
		if status, body := h.Post("/rest/data/config", map[string]any{"login_security": "fingerprint"}); status != 400 {
			t.Errorf("an unknown login_security: %d %v", status, body)
		}
		anon := h.NewBrowser()

		status, body := anon.Get("/rest/data/config")
		cfg, _ := body["data"].(map[string]any)
		if status != 200 || cfg["clientType"] != "HR" || cfg["login_agreement"] != "I accept the terms" || cfg["system_expired"] != false {
			t.Fatalf("signed out: %d %v", status, body)
		}
		for _, private := range []string{"candidate_export", "hide_contact_info", "enablejobrequest", "expire_date"} {
			if _, ok := cfg[private]; ok {
				t.Errorf("the sign-in page is told %s", private)
			}
		}
		if cfg["icp_record"] != "京ICP备12345678号-1" {
			t.Errorf("signed out, the ICP record number: %v", cfg["icp_record"])
		}
		if status, body := h.Post("/rest/data/config", map[string]any{"icp_record": 12345}); status != 400 {
			t.Errorf("an ICP record number that is not text: %d %v", status, body)
		}
		if _, body := h.Get("/rest/data/config"); body["data"].(map[string]any)["candidate_export"] == nil {
			t.Errorf("signed in, the configuration lacks candidate_export: %v", body)
		}
		if status, body := anon.Get("/rest/data/get_expire_data"); status != 200 || body["data"].(map[string]any)["expire_date"] != "2099-12-31" {
			t.Errorf("expire data: %d %v", status, body)
		}
		if status, body := anon.Get("/rest/data/get_login_background"); status != 200 || body["data"] != "https://cdn.example.com/bg.jpg" {
			t.Errorf("login background: %d %v", status, body)
		}
		if status, _ := anon.Post("/rest/data/config", map[string]any{"clientType": "HT"}); status != 401 {
			t.Errorf("changing the configuration signed out: %d, want 401", status)
		}
	})
}
