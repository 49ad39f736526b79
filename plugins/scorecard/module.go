// Package scorecard is the worked example of docs/modules.md, and a plugin agencies can turn
// on: interview scorecards on candidates. It shows each thing a module can bring: a model of
// its own and a field and tab added to candidates (meta/), a tenant setting (the scale), a
// record hook (scores checked against the scale, the overall score worked out), a route
// (GET /rest/scorecard/summary), message translations (i18n/), and a screen in the web app
// (ui/src/scorecard).
package scorecard

import (
	"embed"
	"io/fs"

	"huntline/engine"
	"huntline/meta"
)

//go:embed meta
var metaFS embed.FS

//go:embed i18n/*.json
var i18nFS embed.FS

// model is the plugin's model (meta/models/scorecard.json).
const model = "scorecard"

// scaleKey is the tenant setting of the highest score.
const scaleKey = "scorecard_scale"

// scores are the fields scored on the scale; overall is their average.
var scores = []string{"technical", "communication", "motivation"}

// Module is the scorecard plugin.
type Module struct{}

// New answers the plugin.
func New() *Module { return &Module{} }

// Info declares the plugin: off until an admin turns it on.
func (Module) Info() engine.ModuleInfo {
	sub, _ := fs.Sub(metaFS, "meta")
	cat, _ := fs.Sub(i18nFS, "i18n")
	return engine.ModuleInfo{
		Name: "scorecard", Plugin: true,
		Label: map[string]string{"en": "Interview scorecards", "zh_CN": "面试评分卡", "zh_TW": "面試評分卡"},
		Description: map[string]string{
			"en":    "Interviewers score candidates on a scale; the overall score is worked out and summed up per candidate.",
			"zh_CN": "面试官按分值为人才评分，自动计算综合得分并按人才汇总。",
			"zh_TW": "面試官按分值為人才評分，自動計算綜合得分並按人才彙總。",
		},
		Meta:       sub,
		Catalogues: cat,
		Settings:   map[string]any{scaleKey: 5},
	}
}

// Start registers the hook on the plugin's model.
func (Module) Start(h *engine.Host) error {
	e := h.Engine()
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return m.Name == model },
		Check:   checkScores(e),
	})
	return nil
}
