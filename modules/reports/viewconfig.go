package reports

import (
	"context"
	"encoding/json"
	"strings"

	"huntline/engine"
)

// A user's view config of a report (what it opens on next time) is a user setting
// "report.viewconfig.{type}". A report an admin placed for everyone (the tenant setting
// report_admin_viewconfigs: {type: viewconfig}) is read only: it opens on the admin's view
// config, and saving another is refused with the spec's 'From Admin Setting, Can not edit'.

const (
	adminViewConfigs = "report_admin_viewconfigs"
	userConfigPrefix = "report.viewconfig."
)

func defaultViewConfig() ViewConfig {
	return ViewConfig{ViewType: defaultView, SuffixUserID: defaultSuffixUID}
}

// viewConfig answers the view config p's report opens on, and whether an admin placed it.
func (mod *Module) viewConfig(ctx context.Context, p engine.Principal, t *Template) (ViewConfig, bool, error) {
	vc := defaultViewConfig()
	if placed, ok := mod.adminViewConfig(ctx, p, t); ok {
		return placed, true, nil
	}
	cfg, err := mod.Engine().UserConfig(ctx, p)
	if err != nil {
		return vc, false, err
	}
	if v, ok := cfg[userConfigPrefix+t.Name]; ok {
		decodeInto(v, &vc)
	}
	if !contains(t.Views, vc.ViewType) {
		vc.ViewType = t.Views[0]
	}
	return vc, false, nil
}

// adminViewConfig answers the view config an admin placed for t, if any.
func (mod *Module) adminViewConfig(ctx context.Context, p engine.Principal, t *Template) (ViewConfig, bool) {
	placed, _ := mod.Engine().ModuleSetting(ctx, p.TenantID, adminViewConfigs).(map[string]any)
	v, ok := placed[t.Name]
	if !ok {
		return ViewConfig{}, false
	}
	vc := defaultViewConfig()
	decodeInto(v, &vc)
	if !contains(t.Views, vc.ViewType) {
		vc.ViewType = t.Views[0]
	}
	return vc, true
}

// ViewConfigIn is the payload of POST /rest/reporttemplate/viewconfig.
type ViewConfigIn struct {
	Type string `json:"type"`
	ViewConfig
}

// SaveViewConfig remembers how p's report opens next time.
func (mod *Module) SaveViewConfig(ctx context.Context, p engine.Principal, in ViewConfigIn) (ViewConfig, error) {
	t, err := mod.template(ctx, p, in.Type)
	if err != nil {
		return ViewConfig{}, err
	}
	if _, placed := mod.adminViewConfig(ctx, p, t); placed {
		return ViewConfig{}, engine.Forbidden("report_from_admin", "From Admin Setting, Can not edit")
	}
	vc := in.ViewConfig
	if vc.ViewType == "" {
		vc.ViewType = defaultView
	}
	if !contains(t.Views, vc.ViewType) {
		return ViewConfig{}, badParam("viewType", "%q is not one of %s", vc.ViewType, strings.Join(t.Views, ", "))
	}
	for name, v := range map[string]string{"suffix": vc.Suffix, "config_name": vc.ConfigName, "score_config_name": vc.ScoreConfigName} {
		if len(v) > 100 {
			return ViewConfig{}, badParam(name, "at most 100 characters")
		}
	}
	if vc.SuffixUserID == 0 {
		vc.SuffixUserID = defaultSuffixUID
	}
	var asMap map[string]any
	decodeInto(vc, &asMap)
	if _, err := mod.Engine().SetUserConfig(ctx, p, map[string]any{userConfigPrefix + t.Name: asMap}); err != nil {
		return ViewConfig{}, err
	}
	return vc, nil
}

// decodeInto copies a JSON-shaped value into out through JSON; a value of the wrong shape
// leaves out as it was.
func decodeInto(v any, out any) {
	raw, err := json.Marshal(v)
	if err == nil {
		_ = json.Unmarshal(raw, out)
	}
}
