// Package studio is the admin studio (spec 000 §2-§5): custom fields and changes to built-in
// ones, view layouts, views (suffixes), detail tabs, the option editor and model packages.
// Each change is stored through the core's metadata changes (engine.ChangeMeta) and is in
// force, on every server process, when the call answers; the core keeps the registry, the
// stored changes and putting them in force.
package studio

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is the admin studio.
type Module struct {
	engine.Declared
	svc *Service
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

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

func init() { meta.ReserveModelNames("viewconfig", "metapackage") } // this module's paths (http.go)
