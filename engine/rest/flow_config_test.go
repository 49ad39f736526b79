package rest_test

import (
	"testing"
)

// The flow page's tenant settings (spec 000 §2, §6) reach every user's screens through
// GET /rest/data/config; flow_detail_layout takes 1 or 2 only.
func TestFlowPageConfig(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cases := []struct {
			name        string
			patch       map[string]any
			status      int
			layout      float64
			disableNote bool
			msg         string
		}{
			{"defaults", nil, 200, 1, false, ""},
			{"layout 2", map[string]any{"flow_detail_layout": 2}, 200, 2, false, ""},
			{"layout as text", map[string]any{"flow_detail_layout": "1"}, 200, 1, false, ""},
			{"no note area", map[string]any{"disable_flow_detail_note": "1"}, 200, 1, true, ""},
			{"layout 3", map[string]any{"flow_detail_layout": 3}, 400, 1, true, "flow_detail_layout: 1 or 2"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				if c.patch != nil {
					status, body := h.Post("/rest/data/config", c.patch)
					if status != c.status || (c.msg != "" && body["message"] != c.msg) {
						t.Fatalf("set %v: %d %v", c.patch, status, body)
					}
				}
				_, body := h.Get("/rest/data/config")
				cfg, _ := body["data"].(map[string]any)
				if cfg == nil {
					cfg = body
				}
				if cfg["flow_detail_layout"] != c.layout || cfg["disable_flow_detail_note"] != c.disableNote {
					t.Errorf("config: layout %v note off %v, want %v %v", cfg["flow_detail_layout"], cfg["disable_flow_detail_note"], c.layout, c.disableNote)
				}
			})
		}
	})
}
