// Package reportshare is saved, shared and scheduled reports (issue 18, "Shared and
// scheduled"): a report's filter and view kept as a record of the model reportsaved, which
// the engine serves and shares like any other record, and a schedule that mails the report
// as a spreadsheet, rendered as its owner reads it, to chosen users.
package reportshare

import (
	"context"
	"embed"
	"time"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n meta
var files embed.FS

// model is the saved reports' model, this module's own metadata (meta/models/reportsaved.json).
const model = "reportsaved"

// pollEvery is how often the serving process looks for schedules whose time has come.
const pollEvery = 30 * time.Second

// Module is saved, shared and scheduled reports.
type Module struct {
	engine.Declared
	// render overrides the report module's export (tests); nil finds it among the engine's
	// modules at each run.
	render Renderer
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start registers the check of a saved report's values, the owner rule, the job mailing one
// report and the poll finding the schedules that are due.
func (mod *Module) Start(h *engine.Host) error {
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return m.Name == model },
		Check:   checkSaved,
	})
	// A saved report is its owner's: only admins give one to someone else.
	h.OwnerKept(func(m *meta.Model) bool { return m.Name == model })
	h.Job(mailJobKind, mod.runMailing)
	h.Background(pollEvery, func(ctx context.Context) {
		if _, err := mod.QueueDue(ctx); err != nil && ctx.Err() == nil {
			mod.Engine().Log.Error("report schedules: poll failed; trying again", "err", err)
		}
	})
	return nil
}
