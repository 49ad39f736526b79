package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
)

// A module declares itself as data: module.json at the top of its embedded files, beside
// the folders it brings (an Odoo or Frappe manifest in spirit):
//
//	{"name": "scorecard", "plugin": true, "default_on": false, "requires": [],
//	 "label": {"en": ..., "zh_CN": ..., "zh_TW": ...}, "description": {...},
//	 "settings": {"scorecard_scale": 5}}
//
//	meta/        models/, options/, navigation/, extends/ (ModuleInfo.Meta)
//	migrations/  postgres/*.sql, sqlite/*.sql (ModuleInfo.Migrations)
//	i18n/        zh-CN.json, zh-TW.json (ModuleInfo.Catalogues)
type manifest struct {
	Name        string            `json:"name"`
	Plugin      bool              `json:"plugin"`
	DefaultOn   bool              `json:"default_on"`
	Requires    []string          `json:"requires"`
	Label       map[string]string `json:"label"`
	Description map[string]string `json:"description"`
	Settings    map[string]any    `json:"settings"`
}

// ReadManifest reads a module's module.json and finds the folders beside it.
func ReadManifest(files fs.FS) (ModuleInfo, error) {
	raw, err := fs.ReadFile(files, "module.json")
	if err != nil {
		return ModuleInfo{}, fmt.Errorf("engine: module manifest: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return ModuleInfo{}, fmt.Errorf("engine: module.json: %w", err)
	}
	if m.Name == "" {
		return ModuleInfo{}, errors.New(`engine: module.json: "name" is missing`)
	}
	info := ModuleInfo{Name: m.Name, Plugin: m.Plugin, DefaultOn: m.DefaultOn, Requires: m.Requires,
		Label: m.Label, Description: m.Description, Settings: m.Settings}
	info.Meta = folder(files, "meta")
	info.Migrations = folder(files, "migrations")
	info.Catalogues = folder(files, "i18n")
	return info, nil
}

// MustManifest is ReadManifest for a module's own embedded files, which a test of the
// module list reads at build time: a broken manifest is a programming error.
func MustManifest(files fs.FS) ModuleInfo {
	info, err := ReadManifest(files)
	if err != nil {
		panic(err)
	}
	return info
}

// folder answers dir of files, or nil when there is none.
func folder(files fs.FS, dir string) fs.FS {
	if st, err := fs.Stat(files, dir); err != nil || !st.IsDir() {
		return nil
	}
	sub, err := fs.Sub(files, dir)
	if err != nil {
		return nil
	}
	return sub
}

// Declared is what every module embeds: it answers the module's Info from its embedded
// declaration (module.json and the folders beside it) and, once the engine has started the
// module, Engine. A module hangs its work on its own Module type and reaches the core
// through mod.Engine(), so a module with no state of its own needs no other type:
// `type Module struct{ engine.Declared }`, `&Module{Declared: engine.Declare(files)}`.
type Declared struct {
	files fs.FS
	e     *Engine
}

// Declare keeps a module's embedded files for Info.
func Declare(files fs.FS) Declared { return Declared{files: files} }

// On answers d already on e, for a module's work used on an engine that did not start it
// (a command or the demo loader calling the module's methods on the engine it opened).
func (d Declared) On(e *Engine) Declared {
	d.e = e
	return d
}

// Info reads the declaration: module.json, meta/, migrations/ and i18n/.
func (d Declared) Info() ModuleInfo { return MustManifest(d.files) }

// Engine answers the engine the module runs on: the one that started it, nil before.
func (d Declared) Engine() *Engine { return d.e }

// bind hands the module its engine before its Start (Modules.start). A module serves one
// engine: its hooks and routes reach the core through it, so a second engine is refused
// rather than taking the first one's place under them.
func (d *Declared) bind(e *Engine) error {
	if d.e != nil && d.e != e {
		return errors.New("already started on another engine; give each engine modules of its own (New)")
	}
	d.e = e
	return nil
}

// engineBound is a module embedding Declared, which the engine hands itself to.
type engineBound interface{ bind(e *Engine) error }
