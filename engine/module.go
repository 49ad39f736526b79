package engine

import (
	"context"
	"fmt"
	"io/fs"
	"slices"
)

// Modules answers for the engine's module list: each module's state for Settings → Add-ons,
// the names in force, starting and migrating them, and the settings they declare
// (module_settings.go).
type Modules struct{ e *Engine }

// A Module is a feature on the core: what it brings is data in its ModuleInfo (metadata,
// migrations, catalogues, settings), and what it does it registers at start through a Host
// (Starter). The core never names a module; the binary's module list does (modules/all).
// Modelled on Caddy's registered modules and PocketBase's plugins on its hooks.
type Module interface {
	Info() ModuleInfo
}

// ModuleInfo is what a module declares about itself.
type ModuleInfo struct {
	// Name is the module's id: lower case, stable, used in the plugin switches and the
	// web app's registry (data.modules of GET /rest/data/config).
	Name string
	// Plugin marks an add-on a tenant turns on or off (Settings → Add-ons, huntline
	// plugin on|off). Off, it leaves no trace: routes 404, metadata and jobs gone, data kept.
	Plugin bool
	// DefaultOn is a plugin's state until an admin switches it.
	DefaultOn bool
	// Requires names the modules this one reaches; each must be in the binary.
	Requires []string
	// Label and Description name the module in Settings → Add-ons, by language (en, zh_CN, zh_TW).
	Label, Description map[string]string
	// Meta is a metadata folder laid out as meta/ is (models/, options/, navigation/),
	// plus extends/*.json adding fields and detail tabs to other modules' models.
	Meta fs.FS
	// Migrations holds goose migrations of the module's own system tables in postgres/ and
	// sqlite/; they run with a version table of the module's own.
	Migrations fs.FS
	// Catalogues holds zh-CN.json and zh-TW.json: translations of the module's messages.
	Catalogues fs.FS
	// Settings are the tenant settings the module reads, with their defaults; a tenant's
	// stored value wins (TenantService.Setting, Module settings in GET /rest/data/config).
	Settings map[string]any
}

// Starter is a module with work to register when an engine starts: hooks, jobs, counters,
// push events, background loops. Start runs once per engine, in the order of the module list;
// a module embedding Declared has its Engine by then.
type Starter interface {
	Start(h *Host) error
}

// label answers the module's label in lang, falling back to English and then its name.
func (i ModuleInfo) label(lang string) string {
	if l := i.Label[lang]; l != "" {
		return l
	}
	if l := i.Label["en"]; l != "" {
		return l
	}
	return i.Name
}

// modules is the engine's module list, checked once.
type modules struct {
	list   []Module
	byName map[string]ModuleInfo
}

func newModules(list []Module) (*modules, error) {
	ms := &modules{list: list, byName: map[string]ModuleInfo{}}
	for _, m := range list {
		info := m.Info()
		if info.Name == "" {
			return nil, fmt.Errorf("engine: a module of type %T has no name", m)
		}
		if _, dup := ms.byName[info.Name]; dup {
			return nil, fmt.Errorf("engine: two modules are named %q", info.Name)
		}
		ms.byName[info.Name] = info
	}
	for _, m := range list {
		info := m.Info()
		for _, dep := range info.Requires {
			if _, ok := ms.byName[dep]; !ok {
				return nil, fmt.Errorf("engine: module %q requires %q, which is not in the binary", info.Name, dep)
			}
		}
	}
	return ms, nil
}

// ModuleStatus is a module as Settings → Add-ons and `huntline plugin list` show it.
type ModuleStatus struct {
	Name        string `json:"name"`
	Label       string `json:"label"`
	Description string `json:"description"`
	Plugin      bool   `json:"plugin"`
	On          bool   `json:"on"`
}

// Statuses answers every module of the binary with its state, labels in lang.
func (ms *Modules) Statuses(lang string) []ModuleStatus {
	on := ms.e.Metadata.pluginsOn()
	out := make([]ModuleStatus, 0, len(ms.e.mods.list))
	for _, m := range ms.e.mods.list {
		info := m.Info()
		desc := info.Description[lang]
		if desc == "" {
			desc = info.Description["en"]
		}
		out = append(out, ModuleStatus{Name: info.Name, Label: info.label(lang), Description: desc, Plugin: info.Plugin, On: !info.Plugin || on[info.Name]})
	}
	return out
}

// On answers the names of the modules in force, for the web app's registry.
func (ms *Modules) On() []string {
	on := ms.e.Metadata.pluginsOn()
	out := []string{}
	for _, m := range ms.e.mods.list {
		info := m.Info()
		if !info.Plugin || on[info.Name] {
			out = append(out, info.Name)
		}
	}
	return out
}

// ModuleOn tells whether the module called name is in force: every module that is not a
// plugin is, a plugin while it is switched on. An unknown name is not.
func (e *Engine) ModuleOn(name string) bool {
	info, ok := e.mods.byName[name]
	if !ok {
		return false
	}
	return !info.Plugin || e.Metadata.pluginsOn()[name]
}

// List answers the modules the engine was built with, in order (for the REST layer,
// which binds each module's routes).
func (ms *Modules) List() []Module { return slices.Clone(ms.e.mods.list) }

// start runs each module's Start and loads its catalogues.
func (ms *Modules) start() error {
	for _, m := range ms.e.mods.list {
		info := m.Info()
		if info.Catalogues != nil {
			if err := addCatalogues(info.Catalogues); err != nil {
				return fmt.Errorf("module %s: %w", info.Name, err)
			}
		}
		if b, ok := m.(engineBound); ok {
			if err := b.bind(ms.e); err != nil {
				return fmt.Errorf("module %s: %w", info.Name, err)
			}
		}
		if s, ok := m.(Starter); ok {
			if err := s.Start(&Host{e: ms.e, module: info.Name}); err != nil {
				return fmt.Errorf("module %s: start: %w", info.Name, err)
			}
		}
	}
	return nil
}

// migrate runs every module's migrations, each with its own goose version table.
func (ms *Modules) migrate(ctx context.Context) error {
	for _, m := range ms.e.mods.list {
		info := m.Info()
		if info.Migrations == nil {
			continue
		}
		if err := ms.e.Store.MigrateFS(ctx, info.Migrations, "goose_"+info.Name); err != nil {
			return fmt.Errorf("module %s: %w", info.Name, err)
		}
	}
	return nil
}
