package engine

import (
	"context"

	"huntline/meta"
)

// A module's tenant settings (ModuleInfo.Settings) live with the tenant's others: read in
// GET /rest/data/config, changed by admins with POST /rest/data/config, checked against the
// type of their default. A plugin's settings are gone while it is off.

// ModuleSetting answers the tenant's value of a setting a module declares, or its default.
func (e *Engine) ModuleSetting(ctx context.Context, tenant int64, key string) any {
	if v := e.Tenants.Setting(ctx, tenant, key); v != nil {
		return v
	}
	def, _ := e.Modules.settings()[key]
	return def
}

// settings answers the settings of the modules in force with their defaults.
func (ms *Modules) settings() map[string]any {
	out := map[string]any{}
	for _, m := range ms.e.mods.list {
		info := m.Info()
		if !ms.e.ModuleOn(info.Name) {
			continue
		}
		for k, v := range info.Settings {
			out[k] = v
		}
	}
	return out
}

// checkModuleSetting refuses a value of another type than the setting's default.
func checkModuleSetting(key string, def, v any) error {
	bad := func(rule string) error {
		return badRequest("config_value", "%s: %s", key, rule).with(map[string]any{"Key": key, "Rule": rule})
	}
	switch def.(type) {
	case bool:
		if _, err := meta.AsBool(v); err != nil {
			return bad("true or false")
		}
	case int, int64, float64:
		if _, err := meta.AsFloat(v); err != nil {
			return bad("a number")
		}
	case string:
		if _, ok := v.(string); !ok {
			return bad("text")
		}
	}
	return nil
}
