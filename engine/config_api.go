package engine

import (
	"context"
	"encoding/json"
	"slices"
	"sort"
	"strings"
)

// PublicConfig is what every signed-in user's screens read of the tenant configuration
// (GET /rest/data/config): layout switches, flags and the expiry warning.
func (e *Engine) PublicConfig(ctx context.Context, p Principal) map[string]any {
	c := e.Tenants.Config(ctx, p.TenantID)
	now := e.Now()
	out := map[string]any{
		"clientType": c.ClientType, "CLIENT_CODE": c.ClientCode, "nav_color": e.Tenants.entry(ctx, p.TenantID).settings["nav_color"],
		"enablejobrequest": c.EnableJobRequest, "can_edit_option_code": c.CanEditOptionCode, "inner_option_delete_able": c.InnerOptionDeleteAble,
		"disable_flow_detail_note": c.DisableFlowDetailNote, "hide_forget_password": c.HideForgetPassword,
		"hide_contact_info": c.HideContactInfo, "candidate_export": c.CandidateExport, "time_zone": c.TimeZone,
		"system_expired": c.Expired(now),
	}
	if c.ExpiresAt != nil {
		out["expire_date"] = c.ExpiresAt.AddDate(0, 0, -1).Format("2006-01-02")
	}
	if c.ExpiresSoon(now) {
		out["expire_warning"] = int(c.ExpiresAt.Sub(now).Hours()/24) + 1 // days left, shown under 14
	}
	return out
}

// configKeys are the settings admins may change through the API: the typed configuration's
// keys and the screens' nav colour.
func configKeys() []string {
	raw, _ := json.Marshal(TenantConfig{})
	var m map[string]any
	json.Unmarshal(raw, &m)
	keys := []string{"nav_color", "expire_date"}
	for k := range m {
		if k != "time_zone" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return slices.Compact(keys)
}

// SetConfig changes tenant settings (POST /rest/data/config), admins only; unknown keys are
// refused, naming the known ones.
func (e *Engine) SetConfig(ctx context.Context, p Principal, patch map[string]any) error {
	if !p.IsAdmin {
		return adminOnly("change the configuration")
	}
	keys := configKeys()
	if len(patch) == 0 {
		return badRequest("config_empty", "data: give the settings to change (%s)", strings.Join(keys, ", ")).with(map[string]any{"Choices": strings.Join(keys, ", ")})
	}
	for k := range patch {
		if !slices.Contains(keys, k) {
			return badRequest("config_key", "%s: not a setting (settings: %s)", k, strings.Join(keys, ", ")).with(map[string]any{"Key": k, "Choices": strings.Join(keys, ", ")})
		}
	}
	return e.Tenants.SetSettings(ctx, p.TenantID, patch)
}
