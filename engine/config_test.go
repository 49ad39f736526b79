package engine_test

import (
	"context"
	"testing"
	"time"

	"huntline/engine"
)

func TestTenantConfig(t *testing.T) {
	engine.ForEachStore(t, func(t *testing.T, ctx context.Context, e *engine.Engine) {
		c := e.Tenants.Config(ctx, 1)
		if c.ClientType != "HT" || c.LoginChances != 5 || c.CandidateExport || c.ExpiresAt != nil || c.MailAttachmentMB != 20 || c.TimeZone != "Asia/Shanghai" {
			t.Fatalf("defaults: %+v", c)
		}
		if err := e.Tenants.SetSettings(ctx, 1, map[string]any{"clientType": "HR", "CLIENT_CODE": "FA", "login_chance": 3, "candidate_export": "1", "expire_date": "2026-12-01"}); err != nil {
			t.Fatal(err)
		}
		c = e.Tenants.Config(ctx, 1)
		if c.ClientType != "HR" || c.ClientCode != "fa" || c.LoginChances != 3 || !c.CandidateExport {
			t.Fatalf("after set: %+v", c)
		}
		shanghai, _ := time.LoadLocation("Asia/Shanghai")
		for _, tc := range []struct {
			now           time.Time
			expired, soon bool
		}{
			{time.Date(2026, 11, 1, 12, 0, 0, 0, shanghai), false, false},
			{time.Date(2026, 11, 20, 12, 0, 0, 0, shanghai), false, true},
			{time.Date(2026, 12, 1, 23, 59, 0, 0, shanghai), false, true}, // the expiry date is the last day of use
			{time.Date(2026, 12, 2, 0, 0, 0, 0, shanghai), true, false},
		} {
			if got := c.Expired(tc.now); got != tc.expired {
				t.Errorf("Expired(%v) = %v", tc.now, got)
			}
			if got := c.ExpiresSoon(tc.now); got != tc.soon {
				t.Errorf("ExpiresSoon(%v) = %v", tc.now, got)
			}
		}
	})
}
