package engine

import (
	"context"
	"strings"
	"time"

	"huntline/meta"
)

// TenantConfig is a tenant's configuration as every part of the product reads it: the client
// type and code that switch layout variants, the subscription's expiry, and the feature
// flags of the specification. It is read through TenantService (cached a minute) from the
// tenant's settings document; a key that is absent takes the default written here, the one
// place defaults live.
type TenantConfig struct {
	ClientType            string     `json:"clientType"`  // HT (agency, default), HR (in-house), MP, LinkedIn
	ClientCode            string     `json:"CLIENT_CODE"` // a customer code that switches small variants (fa, ht, kelly, tencent ...)
	ExpiresAt             *time.Time `json:"expire_date,omitempty"`
	LoginChances          int        `json:"login_chance"`      // failed sign-ins before an account locks
	HideContactInfo       int        `json:"hide_contact_info"` // 0 shown; 1 revealed on View; 3 revealed on View, one at a time
	CandidateExport       bool       `json:"candidate_export"`  // candidates may be exported at all
	EnableJobRequest      bool       `json:"enablejobrequest"`
	CanEditOptionCode     bool       `json:"can_edit_option_code"`
	InnerOptionDeleteAble bool       `json:"inner_option_delete_able"`
	DisableFlowDetailNote bool       `json:"disable_flow_detail_note"`
	HideForgetPassword    bool       `json:"hide_forget_password"`
	MailAttachmentMB      int        `json:"mail_attachment_max_mb"`
	TimeZone              string     `json:"time_zone"`
	// CalendarWeekStart is the first day of the calendar's weeks, 0 Sunday to 6 Saturday
	// (spec 000 §9: default 1, Monday).
	CalendarWeekStart int `json:"calendar_week_start"`
	// LoginSecurity asks for a security token at sign-in: "" none, "token" from the
	// security helper (answer next=token_login), "request_token" issued by an administrator
	// (answer next=request_token). Tokens are checked with LoginTokenSecret by the module
	// that signs users in (modules/accounts).
	LoginSecurity    string `json:"login_security"`
	LoginTokenSecret string `json:"-"` // never sent to browsers
	// FlowDetailLayout picks the job submission flow page's layout (spec 000 §2): 1 the flow
	// heading, feedback and action menu (default), 2 base info, resume and interview table.
	FlowDetailLayout int `json:"flow_detail_layout"`
	// ForgetPasswordRevealUnknown makes the forgotten-password call answer an address with
	// no account "This account does not exist" (the spec's message) instead of the same
	// success as for a real one. Off by default: on, anyone can test which addresses have an
	// account, so an administrator turns it on knowingly.
	ForgetPasswordRevealUnknown bool `json:"forget_password_reveal_unknown"`
}

// ExpiryWarningDays is how close the expiry date must be for the product to warn.
const ExpiryWarningDays = 14

// Config answers the tenant's configuration with defaults filled in.
func (t *TenantService) Config(ctx context.Context, tenant int64) TenantConfig {
	en := t.entry(ctx, tenant)
	s := en.settings
	c := TenantConfig{
		ClientType:            strings.TrimSpace(str(s["clientType"], "HT")),
		ClientCode:            strings.ToLower(strings.TrimSpace(str(s["CLIENT_CODE"], ""))),
		LoginChances:          posInt(s["login_chance"], 5),
		HideContactInfo:       posInt(s["hide_contact_info"], 0),
		CandidateExport:       flag(s["candidate_export"], false),
		EnableJobRequest:      flag(s["enablejobrequest"], false),
		CanEditOptionCode:     flag(s["can_edit_option_code"], false),
		InnerOptionDeleteAble: flag(s["inner_option_delete_able"], false),
		DisableFlowDetailNote: flag(s["disable_flow_detail_note"], false),
		FlowDetailLayout:      flowLayout(s["flow_detail_layout"]),
		HideForgetPassword:    flag(s["hide_forget_password"], false),
		MailAttachmentMB:      posInt(s["mail_attachment_max_mb"], 20),
		TimeZone:              en.loc.String(),
		CalendarWeekStart:     weekday(s["calendar_week_start"], 1),
		LoginSecurity:         strings.TrimSpace(str(s["login_security"], "")),
		LoginTokenSecret:      str(s["login_token_secret"], ""),
	}
	c.ForgetPasswordRevealUnknown = flag(s["forget_password_reveal_unknown"], false)
	if raw, ok := s["expire_date"].(string); ok && raw != "" {
		if d, err := time.ParseInLocation("2006-01-02", raw, en.loc); err == nil {
			end := d.AddDate(0, 0, 1) // the expiry date is the last day of use
			c.ExpiresAt = &end
		}
	}
	return c
}

// Expired tells whether the subscription has ended at now.
func (c TenantConfig) Expired(now time.Time) bool {
	return c.ExpiresAt != nil && !now.Before(*c.ExpiresAt)
}

// ExpiresSoon tells whether the expiry is under ExpiryWarningDays away (and not past).
func (c TenantConfig) ExpiresSoon(now time.Time) bool {
	return c.ExpiresAt != nil && !c.Expired(now) && c.ExpiresAt.Sub(now) < ExpiryWarningDays*24*time.Hour
}

// SetSettings merges keys into the tenant's settings document and drops the cache in every
// process, so the next read sees them.
func (t *TenantService) SetSettings(ctx context.Context, tenant int64, patch map[string]any) error {
	if err := t.st.MergeTenantSettings(ctx, tenant, patch); err != nil {
		return err
	}
	t.drop(tenant, false)
	if t.announce != nil {
		t.announce(Drop{Kind: DropTenant, Tenant: tenant})
	}
	return nil
}

// drop forgets a tenant's cached settings (every tenant's with all) in this process.
func (t *TenantService) drop(tenant int64, all bool) {
	t.mu.Lock()
	if all {
		clear(t.by)
	} else {
		delete(t.by, tenant)
	}
	t.mu.Unlock()
}

func str(v any, def string) string {
	if s, ok := v.(string); ok && s != "" {
		return s
	}
	return def
}

func posInt(v any, def int) int {
	if n, err := meta.AsInt(v); err == nil && n >= 0 {
		return int(n)
	}
	return def
}

// weekday reads a day of the week, 0 Sunday to 6 Saturday.
func weekday(v any, def int) int {
	if n := posInt(v, def); n <= 6 {
		return n
	}
	return def
}

// flowLayout reads the flow page's layout, 1 or 2; anything else is the default 1.
func flowLayout(v any) int {
	if n := posInt(v, 1); n == 2 {
		return 2
	}
	return 1
}

func flag(v any, def bool) bool {
	if v == nil {
		return def
	}
	if b, err := meta.AsBool(v); err == nil {
		return b
	}
	return def
}
