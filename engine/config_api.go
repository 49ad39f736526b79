package engine

import (
	"context"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"time"

	"huntline/meta"
)

// PublicConfig is what every signed-in user's screens read of the tenant configuration
// (GET /rest/data/config): layout switches, flags and the expiry warning.
func (e *Engine) PublicConfig(ctx context.Context, p Principal) map[string]any {
	c := e.Tenants.Config(ctx, p.TenantID)
	out := map[string]any{
		"clientType": c.ClientType, "CLIENT_CODE": c.ClientCode, "nav_color": e.Tenants.Setting(ctx, p.TenantID, "nav_color"),
		"enablejobrequest": c.EnableJobRequest, "can_edit_option_code": c.CanEditOptionCode, "inner_option_delete_able": c.InnerOptionDeleteAble,
		"disable_flow_detail_note": c.DisableFlowDetailNote, "flow_detail_layout": c.FlowDetailLayout, "hide_forget_password": c.HideForgetPassword,
		"hide_contact_info": c.HideContactInfo, "candidate_export": c.CandidateExport, "time_zone": c.TimeZone,
		"calendar_week_start":    c.CalendarWeekStart,
		"mail_attachment_max_mb": c.MailAttachmentMB, // the composer checks attachments before sending
	}
	for k, v := range e.ExpireData(ctx, p.TenantID) {
		if v != nil {
			out[k] = v
		}
	}
	for k := range e.Modules.settings() {
		out[k] = e.ModuleSetting(ctx, p.TenantID, k)
	}
	out["modules"] = e.Modules.On() // the web app shows the screens of these (ui/src/modules)
	return out
}

// configKeys are the settings admins may change through the API: the typed configuration's
// keys and the screens' nav colour.
func configKeys() []string {
	raw, _ := json.Marshal(TenantConfig{})
	var m map[string]any
	json.Unmarshal(raw, &m)
	keys := []string{"nav_color", "expire_date", "login_agreement", "login_background", "icp_record", "portal_domain", "portal_active"}
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
	modSettings := e.Modules.settings()
	keys := configKeys()
	for k := range modSettings {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(patch) == 0 {
		return badRequest("config_empty", "data: give the settings to change (%s)", strings.Join(keys, ", ")).with(map[string]any{"Choices": strings.Join(keys, ", ")})
	}
	for k, v := range patch {
		if !slices.Contains(keys, k) {
			return badRequest("config_key", "%s: not a setting (settings: %s)", k, strings.Join(keys, ", ")).with(map[string]any{"Key": k, "Choices": strings.Join(keys, ", ")})
		}
		if def, isModule := modSettings[k]; isModule {
			if err := checkModuleSetting(k, def, v); err != nil {
				return err
			}
		} else if err := checkSetting(k, v); err != nil {
			return err
		}
	}
	return e.Tenants.SetSettings(ctx, p.TenantID, patch)
}

// checkSetting refuses a value the typed configuration would not read, so a setting never
// silently falls back to its default.
func checkSetting(key string, v any) error {
	bad := func(rule string) error {
		return badRequest("config_value", "%s: %s", key, rule).with(map[string]any{"Key": key, "Rule": rule})
	}
	switch key {
	case "expire_date":
		if s, ok := v.(string); v != nil && (!ok || !isDate(s)) {
			return bad("a date YYYY-MM-DD")
		}
		return nil
	case "hide_contact_info":
		if n, err := meta.AsInt(v); err != nil || (n != ContactShown && n != ContactOnView && n != ContactExclusive) {
			return bad("0, 1 or 3")
		}
		return nil
	case "login_security":
		if x, _ := v.(string); x != "" && x != "token" && x != "request_token" {
			return bad(`"", "token" or "request_token"`)
		}
		return nil
	case "login_agreement", "login_background", "icp_record", "portal_domain":
		if _, ok := v.(string); !ok && v != nil {
			return bad("text")
		}
		return nil
	case "nav_color", "clientType", "CLIENT_CODE":
		if _, ok := v.(string); !ok {
			return bad("text")
		}
		return nil
	case "flow_detail_layout":
		if n, err := meta.AsInt(v); err != nil || (n != 1 && n != 2) {
			return bad("1 or 2")
		}
		return nil
	case "login_chance", "mail_attachment_max_mb":
		if n, err := meta.AsInt(v); err != nil || n < 0 {
			return bad("a whole number, 0 or more")
		}
		return nil
	}
	if _, err := meta.AsBool(v); err != nil {
		return bad("true or false")
	}
	return nil
}

func isDate(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// LoginConfig is what the sign-in page may know before anyone signs in (GET /rest/data/config
// without a session): how the page looks and behaves, nothing about the data.
func (e *Engine) LoginConfig(ctx context.Context, tenant int64) map[string]any {
	c := e.Tenants.Config(ctx, tenant)
	return map[string]any{
		"clientType": c.ClientType, "CLIENT_CODE": c.ClientCode, "nav_color": e.Tenants.Setting(ctx, tenant, "nav_color"),
		"hide_forget_password": c.HideForgetPassword, "system_expired": c.Expired(e.Now()),
		// login_agreement (text shown beside a checkbox that must be ticked to sign in) and
		// login_background (an image URL) are free settings; absent, the page uses its defaults.
		"login_agreement": e.Tenants.Setting(ctx, tenant, "login_agreement"), "login_background": e.Tenants.Setting(ctx, tenant, "login_background"),
		// icp_record is the ICP filing number (备案号) Chinese law asks sites to show on their
		// sign-in page; the footer links it to the MIIT registry. Absent, no number is shown.
		"icp_record": e.Tenants.Setting(ctx, tenant, "icp_record"),
	}
}

// ExpireData answers the subscription's expiry for the sign-in page and the header's warning
// (GET /rest/data/get_expire_data).
func (e *Engine) ExpireData(ctx context.Context, tenant int64) map[string]any {
	c := e.Tenants.Config(ctx, tenant)
	now := e.Now()
	out := map[string]any{"expire_date": nil, "system_expired": c.Expired(now), "expire_warning": nil}
	if c.ExpiresAt != nil {
		out["expire_date"] = c.ExpiresAt.AddDate(0, 0, -1).Format("2006-01-02")
	}
	if c.ExpiresSoon(now) {
		out["expire_warning"] = int(c.ExpiresAt.Sub(now).Hours()/24) + 1
	}
	return out
}
