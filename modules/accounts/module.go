// Package accounts signs users in and keeps their sessions and passwords: sign-in with the
// tenant's rules (lockout, expiry, security tokens), sessions and their expiry, password
// rules and changes, reset by a mailed link, and switching to another user and back. The
// core checks a session on every request through the engine.Authenticator this module
// registers; it knows nothing of how sessions are made.
package accounts

import (
	"embed"

	"huntline/engine"
)

//go:embed module.json i18n
var files embed.FS

// Module is the accounts feature: always on (not a plugin), since every request needs it.
// Sessions are cached per process and dropped on every process when one ends (session.go).
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// NewService answers the accounts' work on e, for those who set passwords or sign in outside
// a request (the demo loader, tests).
func NewService(e *engine.Engine) *Module { return &Module{Declared: engine.Declare(files).On(e)} }

// Start registers the module's sessions with the core and the job that mails reset links.
func (mod *Module) Start(h *engine.Host) error {
	h.Sessions(mod)
	h.Job(resetJob, mod.runReset)
	mod.Engine().OnDrop(dropKind, dropSessions) // sessions other server processes ended
	return nil
}
