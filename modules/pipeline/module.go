// Package pipeline moves records through the stages their metadata declares (spec 000 job
// submission flow, spec 001 kanban): a move records its stage record and copies its fields
// in one transaction; a new record starts only at a stage that records nothing, and the
// stage changes only by moving. Which models have a pipeline is metadata (the "pipeline" key, key.go,
// a model's "pipeline" block), so nothing here names them.
package pipeline

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is the pipeline.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start keeps the stage out of ordinary writes, and tells the screens of each model's
// pipeline and of a record's stage.
func (mod *Module) Start(h *engine.Host) error {
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return Of(m) != nil },
		Check:   mod.checkStage,
	})
	h.ModelInfo(describeModel)
	h.RecordInfo(mod.describeStage)
	return nil
}
