// Package studio is the admin studio (spec 000 §2-§5): custom fields and changes to built-in
// ones, view layouts, views (suffixes), detail tabs, the option editor and model packages.
// Each change is stored through the core's metadata changes (engine.ChangeMeta) and is in
// force, on every server process, when the call answers; the core keeps the registry, the
// stored changes and putting them in force.
package studio

import (
	"embed"
	"io/fs"

	"huntline/engine"
)

// The translations of the module's messages.
//
//go:embed i18n/*.json
var i18nFS embed.FS

// Module is the admin studio.
type Module struct {
	svc *Service
}

// New answers the module.
func New() *Module { return &Module{} }

// Info declares the module. It brings no models: what it edits is every other model's.
func (mod *Module) Info() engine.ModuleInfo {
	cat, _ := fs.Sub(i18nFS, "i18n")
	return engine.ModuleInfo{
		Name:  "studio",
		Label: map[string]string{"en": "Studio", "zh_CN": "定制工作室", "zh_TW": "定制工作室"},
		Description: map[string]string{
			"en":    "The admin studio: custom fields, view layouts, views, detail tabs, the option editor and model packages.",
			"zh_CN": "管理员定制：自定义字段、视图布局、视图、详情标签页、选项编辑和模型包。",
			"zh_TW": "管理員定制：自訂欄位、視圖佈局、視圖、詳情標籤頁、選項編輯和模型包。",
		},
		Catalogues: cat,
	}
}

// Start binds the module's service to the engine.
func (mod *Module) Start(h *engine.Host) error {
	mod.svc = NewService(h.Engine())
	return nil
}

// Service is the studio's work over the core; the command line uses it too (huntline meta).
type Service struct {
	e *engine.Engine
}

// NewService answers the studio's service over e.
func NewService(e *engine.Engine) *Service { return &Service{e: e} }
