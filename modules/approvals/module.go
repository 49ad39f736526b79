// Package approvals puts records through approval flows (spec 000 §3, §4): an administrator
// defines the levels of a model's flow (workflow definitions), a record of that model starts
// a flow when it is created or when its owner starts one, each level's approvers are found
// when it becomes current, and their decisions move the flow on and set the record's
// approval status. Which models take part is metadata (the approval key, keys.go, and the models marked
// "approval_flow" and "approval_definition"), so nothing here names them.
package approvals

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is approval flows.
type Module struct {
	engine.Declared
	svc *Service
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start registers the check of a definition, the flow a new record starts, and the keys
// that tell the screens where the flows are.
func (mod *Module) Start(h *engine.Host) error {
	mod.svc = NewService(h.Engine())
	h.Hook(engine.RecordHook{Applies: func(m *meta.Model) bool { return isMarked(m, definitionKey) }, Check: mod.svc.checkDefinition})
	h.Hook(engine.RecordHook{Applies: func(m *meta.Model) bool { return Of(m) != nil }, Check: mod.svc.onCreateCheck, Created: mod.svc.onCreated})
	h.ModelInfo(mod.svc.describeModel)
	return nil
}

// Service is the module's work over the core: starting flows and deciding on them. It is a
// type of its own, not the Module's methods as in other modules, because its Start starts a
// flow (the demo loader's call) where Module's Start registers the module.
type Service struct {
	e *engine.Engine
}

// NewService answers the service over e (the demo data set starts and decides flows with it).
func NewService(e *engine.Engine) *Service { return &Service{e: e} }
