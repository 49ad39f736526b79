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
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// NewService answers the studio's work on e, for the command line (huntline meta).
func NewService(e *engine.Engine) *Module { return &Module{Declared: engine.Declare(files).On(e)} }

func init() { meta.ReserveModelNames("viewconfig", "metapackage") } // this module's paths (http.go)
