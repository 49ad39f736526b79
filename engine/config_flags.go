package engine

import (
	"context"
	"encoding/json"
	"net/http"

	"huntline/meta"
)

// Flag answers a tenant setting that metadata names (such as a model's export switch): the
// typed configuration's value with its default when the key is one of TenantConfig's,
// otherwise the stored setting, off when absent.
func (t *TenantService) Flag(ctx context.Context, tenant int64, key string) bool {
	raw, _ := json.Marshal(t.Config(ctx, tenant))
	var typed map[string]any
	json.Unmarshal(raw, &typed)
	if v, ok := typed[key]; ok {
		return flag(v, false)
	}
	return flag(t.entry(ctx, tenant).settings[key], false)
}

// checkSwitch refuses the export of a model whose metadata names a tenant setting that is
// off (spec: candidate export is disabled by default).
func (ex *Exports) checkSwitch(ctx context.Context, p Principal, m *meta.Model) error {
	if m.ExportFlag == "" || ex.e.Tenants.Flag(ctx, p.TenantID, m.ExportFlag) {
		return nil
	}
	return &Error{Status: http.StatusForbidden, Key: "export_disabled", Msg: "Disable by default, Contact the provider to enable", Args: map[string]any{"Model": m.Name}}
}
