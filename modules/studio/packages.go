package studio

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// Bundle is a model package: models a partner adds without code, their option lists, and
// what they add to models already there (a detail tab on candidate, say). meta/README.md
// describes the format; fixtures/packages/ holds an example.
type Bundle struct {
	Name    string                     `json:"name"`
	Version string                     `json:"version"`
	Label   meta.Label                 `json:"label,omitempty"`
	Models  []json.RawMessage          `json:"models"`
	Options []json.RawMessage          `json:"options,omitempty"`
	Extends map[string]BundleExtension `json:"extends,omitempty"`
}

// BundleExtension is what a package adds to an existing model.
type BundleExtension struct {
	Fields     []json.RawMessage `json:"fields,omitempty"`
	DetailTabs []json.RawMessage `json:"detail_tabs,omitempty"`
}

// PackageInfo is an installed package as the packages screen lists it.
type PackageInfo struct {
	Name        string    `json:"name"`
	Version     string    `json:"version"`
	Label       string    `json:"label"`
	Models      []string  `json:"models"`
	InstalledAt time.Time `json:"installed_at"`
	InstalledBy *int64    `json:"installed_by"`
}

// InstallPackage installs (or upgrades) a model package at run time: its models get their
// tables and indexes, appear in navigation and gql, and its extensions reach the models
// they extend, all before the call answers. A package that does not load is refused with
// the loader's words and nothing is written.
func (mod *Module) InstallPackage(ctx context.Context, p engine.Principal, raw []byte) (*PackageInfo, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("install model packages")
	}
	var b Bundle
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, engine.BadRequest("package_json", "The package is not a valid bundle: %s", err).With(map[string]any{"Problem": err.Error()})
	}
	if !identifier.MatchString(b.Name) || b.Version == "" || len(b.Models)+len(b.Extends) == 0 {
		return nil, engine.BadRequest("package_head", "A package needs a name (letters, digits, _), a version and at least one model or extension")
	}
	installed, err := mod.Engine().Store.Packages(ctx, engine.MetaTenant)
	if err != nil {
		return nil, err
	}
	ours := map[string]bool{} // models this package installed before: an upgrade may replace them
	for _, ip := range installed {
		if ip.Name == b.Name {
			var prev Bundle
			_ = json.Unmarshal([]byte(ip.Bundle), &prev)
			for _, n := range modelNames(prev.Models) {
				ours[n] = true
			}
		}
	}
	var writes []store.MetaWrite
	for i, name := range modelNames(b.Models) {
		if name == "" {
			return nil, engine.BadRequest("package_model_name", "models[%d] has no name", i).With(map[string]any{"Index": i})
		}
		if mod.Engine().Reg().Model(name) != nil && !ours[name] {
			return nil, engine.BadRequest("package_model_taken", "A model called %s already exists; a package cannot replace it", name).With(map[string]any{"Name": name})
		}
		writes = append(writes, store.MetaWrite{Package: b.Name, Change: meta.Change{Kind: meta.ChangeModel, Model: name, Doc: b.Models[i]}})
	}
	if len(b.Options) > 0 {
		doc, _ := json.Marshal(map[string]any{"lists": b.Options})
		writes = append(writes, store.MetaWrite{Package: b.Name, Change: meta.Change{Kind: meta.ChangeOptions, Key: b.Name, Doc: doc}})
	}
	for model, ext := range b.Extends {
		for _, f := range ext.Fields {
			writes = append(writes, store.MetaWrite{Package: b.Name, Change: meta.Change{Kind: meta.ChangeField, Model: model, Key: nameOf(f, "name"), Doc: f}})
		}
		for _, t := range ext.DetailTabs {
			writes = append(writes, store.MetaWrite{Package: b.Name, Change: meta.Change{Kind: meta.ChangeDetailTab, Model: model, Key: nameOf(t, "name"), Doc: t}})
		}
	}
	pkg := &store.Package{Name: b.Name, Version: b.Version, Bundle: string(raw)}
	if _, err := mod.Engine().ChangeMeta(ctx, p, true, writes, pkg); err != nil {
		if ee, ok := err.(*engine.Error); ok {
			ee.Fields = nil // the message names model and field; there is no form input to mark
		}
		return nil, err
	}
	info := &PackageInfo{Name: b.Name, Version: b.Version, Label: b.Label.In(p.Lang), Models: modelNames(b.Models), InstalledAt: mod.Engine().Now()}
	if p.UserID != 0 {
		info.InstalledBy = &p.UserID
	}
	return info, nil
}

// Packages lists the installed packages.
func (mod *Module) Packages(ctx context.Context, p engine.Principal) ([]PackageInfo, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("see model packages")
	}
	rows, err := mod.Engine().Store.Packages(ctx, engine.MetaTenant)
	if err != nil {
		return nil, err
	}
	out := []PackageInfo{}
	for _, r := range rows {
		var b Bundle
		_ = json.Unmarshal([]byte(r.Bundle), &b)
		out = append(out, PackageInfo{Name: r.Name, Version: r.Version, Label: b.Label.In(p.Lang), Models: modelNames(b.Models), InstalledAt: r.InstalledAt, InstalledBy: r.InstalledBy})
	}
	return out, nil
}

// ExportPackage answers an installed package's bundle as it was installed.
func (mod *Module) ExportPackage(ctx context.Context, p engine.Principal, name string) ([]byte, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("export model packages")
	}
	rows, err := mod.Engine().Store.Packages(ctx, engine.MetaTenant)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if r.Name == name {
			return []byte(r.Bundle), nil
		}
	}
	return nil, engine.NewError(http.StatusNotFound, "package_unknown", "No package called %s is installed", name).With(map[string]any{"Name": name})
}

func modelNames(models []json.RawMessage) []string {
	out := make([]string, len(models))
	for i, m := range models {
		out[i] = nameOf(m, "name")
	}
	return out
}

func nameOf(raw json.RawMessage, key string) string {
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	s, _ := m[key].(string)
	return s
}
