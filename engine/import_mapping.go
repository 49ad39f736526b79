package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	"huntline/meta"
)

// What an import's mapping step knows beyond the headers themselves: which columns a record
// cannot do without (identityGroups), and the mapping this user chose last time for a file
// with the same headers (remembered in their user config, importMappingKey).

// MaxRememberedMappings bounds the header sets remembered per user and model: a recruiter
// imports from a handful of sources, each with its own sheet layout.
const MaxRememberedMappings = 10

// identityGroups lists what an import must fill for a row to be created: each required field
// without a default (a group of one) and each required_any group, as far as an import can
// fill them. The mapping step warns, and Run refuses, while a group has no column.
func identityGroups(m *meta.Model) [][]string {
	can := map[string]bool{}
	for _, f := range importable(m) {
		can[f.Name] = true
	}
	var out [][]string
	for _, f := range importable(m) {
		if f.Required && f.DefaultValue == nil {
			out = append(out, []string{f.Name})
		}
	}
	for _, g := range m.RequiredAny {
		var names []string
		for _, n := range g.Fields {
			if can[n] {
				names = append(names, n)
			}
		}
		if len(names) > 0 {
			out = append(out, names)
		}
	}
	return out
}

// unmappedGroups answers the identity groups no column of cols fills.
func unmappedGroups(m *meta.Model, filled func(string) bool) [][]string {
	var out [][]string
	for _, g := range identityGroups(m) {
		hit := false
		for _, n := range g {
			hit = hit || filled(n)
		}
		if !hit {
			out = append(out, g)
		}
	}
	return out
}

// checkIdentityMapped refuses a mapping that leaves a group of identifying fields without a
// column: every row would be refused for it, so the user hears it once, naming the fields.
func checkIdentityMapped(m *meta.Model, cols map[int]*meta.Field, lang string) error {
	mapped := map[string]bool{}
	for _, f := range cols {
		mapped[f.Name] = true
	}
	missing := unmappedGroups(m, func(n string) bool { return mapped[n] })
	if len(missing) == 0 {
		return nil
	}
	var names []string
	for _, g := range missing {
		labels := make([]string, len(g))
		for i, n := range g {
			labels[i] = label(m.Field(n), lang)
		}
		names = append(names, strings.Join(labels, " / "))
	}
	list := strings.Join(names, ", ")
	return badRequest("import_identity_unmapped", "mapping: choose a column for %s: without it no row can be imported", list).with(map[string]any{"Fields": list})
}

// headerSignature identifies a file's layout: its headers, compared as SuggestMapping
// compares them (case, spaces and required-markers ignored).
func headerSignature(header []string) string {
	parts := make([]string, len(header))
	for i, h := range header {
		parts[i] = headerKey(h)
	}
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x1f")))
	return hex.EncodeToString(sum[:8])
}

// importMappingKey is the user-config key holding a model's remembered mappings.
func importMappingKey(model string) string { return "importMapping." + model }

// rememberedMapping answers the mapping p last chose for a file with this header, if any,
// kept to columns the file has and fields an import still fills.
func (im *Imports) rememberedMapping(ctx context.Context, p Principal, m *meta.Model, header []string) map[string]string {
	cfg, err := im.e.UserConfig(ctx, p)
	if err != nil {
		return nil
	}
	list, _ := cfg[importMappingKey(m.Name)].([]any)
	sig := headerSignature(header)
	can := map[string]bool{}
	for _, f := range importable(m) {
		can[f.Name] = true
	}
	for _, it := range list {
		entry, _ := it.(map[string]any)
		if entry == nil || entry["header"] != sig {
			continue
		}
		saved, _ := entry["mapping"].(map[string]any)
		out := map[string]string{}
		for k, v := range saved {
			name, _ := v.(string)
			col, err := strconv.Atoi(k)
			if err == nil && col >= 0 && col < len(header) && can[name] {
				out[k] = name
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// rememberMapping keeps the mapping p chose for this header first in their list, so the next
// file from the same source maps itself. A failure to remember does not fail the import.
func (im *Imports) rememberMapping(ctx context.Context, p Principal, m *meta.Model, header []string, mapping map[string]string) {
	if p.UserID == 0 {
		return
	}
	cfg, err := im.e.UserConfig(ctx, p)
	if err != nil {
		return
	}
	sig := headerSignature(header)
	clean := map[string]any{}
	for k, v := range mapping {
		if strings.TrimSpace(v) != "" {
			clean[k] = v
		}
	}
	list := []any{map[string]any{"header": sig, "mapping": clean}}
	old, _ := cfg[importMappingKey(m.Name)].([]any)
	for _, it := range old {
		if entry, _ := it.(map[string]any); entry != nil && entry["header"] != sig && len(list) < MaxRememberedMappings {
			list = append(list, entry)
		}
	}
	_, _ = im.e.SetUserConfig(ctx, p, map[string]any{importMappingKey(m.Name): list})
}
