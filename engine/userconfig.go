package engine

import (
	"context"
	"encoding/json"
	"regexp"
	"sort"
)

// Limits on a user's settings: they are small preferences, not a document store.
const (
	MaxUserConfigKeys  = 200
	MaxUserConfigValue = 16 << 10 // bytes of JSON per value
)

var userConfigKey = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_.:-]{0,63}$`)

// UserConfig answers p's settings (GET /rest/data/userconfig).
func (e *Engine) UserConfig(ctx context.Context, p Principal) (map[string]any, error) {
	return e.Store.UserConfig(ctx, p.TenantID, p.UserID)
}

// SetUserConfig merges settings into p's (POST /rest/data/userconfig); null removes a key.
// Every key and value is checked before anything is written.
func (e *Engine) SetUserConfig(ctx context.Context, p Principal, patch map[string]any) (map[string]any, error) {
	if len(patch) == 0 {
		return nil, badRequest("userconfig_empty", "data: give at least one setting")
	}
	cur, err := e.Store.UserConfig(ctx, p.TenantID, p.UserID)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(patch))
	for k := range patch {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !userConfigKey.MatchString(k) {
			return nil, badRequest("userconfig_key", "%s: a setting name is a letter followed by up to 63 letters, digits or _ . : -", k).with(map[string]any{"Key": k})
		}
		if patch[k] == nil {
			delete(cur, k)
			continue
		}
		raw, err := json.Marshal(patch[k])
		if err != nil || len(raw) > MaxUserConfigValue {
			return nil, badRequest("userconfig_value", "%s: the value must be JSON of at most %d bytes", k, MaxUserConfigValue).with(map[string]any{"Key": k, "Max": MaxUserConfigValue})
		}
		if clean := e.userSettings[k]; clean != nil {
			patch[k] = clean(patch[k]) // a module's setting, as it wants it kept
		}
		cur[k] = patch[k]
	}
	if len(cur) > MaxUserConfigKeys {
		return nil, badRequest("userconfig_full", "data: at most %d settings per user", MaxUserConfigKeys).with(map[string]any{"Max": MaxUserConfigKeys})
	}
	if err := e.Store.SetUserConfig(ctx, p.TenantID, p.UserID, patch, e.Now().UTC()); err != nil {
		return nil, err
	}
	return cur, nil
}
