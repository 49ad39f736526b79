// Package dashboard is the home screen after sign-in: dashlets (lists and reports in a grid)
// kept as records of the model dashlet, a default home per role in metadata (homes/*.json),
// and the few calls the generic record calls cannot answer (a user's resolved home, order,
// hiding an admin's dashlet): /rest/dashboard/....
package dashboard

import (
	"embed"
	"sync"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n meta homes
var files embed.FS

// model is the module's model of dashlets (meta/models/dashlet.json).
const model = "dashlet"

// Module is the dashboard.
type Module struct {
	engine.Declared
	adopting sync.Mutex // one copy of a role's home per user, however many calls race
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start checks the shipped homes and guards every write of a dashlet.
func (mod *Module) Start(h *engine.Host) error {
	if _, err := loadHomes(); err != nil {
		return err
	}
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return m.Name == model },
		Prepare: mod.prepare,
		Check:   mod.check,
	})
	return nil
}

func init() { meta.ReserveModelNames("dashboard") } // this module's paths (http.go)
