// Package scorecard is the worked example of docs/modules.md, and a plugin agencies can turn
// on: interview scorecards on candidates. It shows each thing a module can bring: a model of
// its own and a field and tab added to candidates (meta/), a tenant setting (the scale), a
// record hook (scores checked against the scale, the overall score worked out), a route
// (GET /rest/scorecard/summary), message translations (i18n/), and a screen in the web app
// (ui/src/scorecard).
package scorecard

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n meta
var files embed.FS

// model is the plugin's model (meta/models/scorecard.json).
const model = "scorecard"

// scaleKey is the tenant setting of the highest score.
const scaleKey = "scorecard_scale"

// scores are the fields scored on the scale; overall is their average.
var scores = []string{"technical", "communication", "motivation"}

// Module is the scorecard plugin.
type Module struct{ engine.Declared }

// New answers the plugin.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start registers the hook on the plugin's model.
func (mod *Module) Start(h *engine.Host) error {
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return m.Name == model },
		Check:   mod.checkScores,
	})
	return nil
}
