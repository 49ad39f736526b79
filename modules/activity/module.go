// Package activity is what happens around a record (spec 000): its activity feed (notes,
// to-dos, mails, SMS, calls, approvals and field changes on the feeds of the records they
// name), mentions in notes and who they tell, following records, a record's change log and
// view log, and the records a user opened lately. Which models have feeds, what goes on
// them and which fields take mentions is metadata ("feed", "mentions"), so nothing here
// names a model. It reaches the core only through the Host and the Engine's services.
package activity

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is the activity around records.
type Module struct {
	engine.Declared
	svc *Service
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start hooks the writes that feeds, follows and mentions follow, and notes each record a
// user opens in the view log. The hooks are registered in the order the writes used to run
// them in the core: follow, feed items, field changes, then mentions.
func (mod *Module) Start(h *engine.Host) error {
	s := &Service{e: h.Engine()}
	mod.svc = s
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return HasFeed(s.e.Reg(), m.Name) },
		Created: s.followCreated,
	})
	h.Hook(engine.RecordHook{
		Applies: onParentsFeeds,
		Created: s.itemsCreated,
		Updated: s.itemsUpdated,
		Deleted: s.itemsDeleted,
		Loaded:  s.itemsLoaded,
	})
	h.Hook(engine.RecordHook{
		Applies: logsChanges,
		Updated: s.changesUpdated,
	})
	h.Hook(engine.RecordHook{
		Applies: hasMentions,
		Prepare: s.prepareMentions,
		Created: s.mentionsCreated,
		Updated: s.mentionsUpdated,
	})
	h.Opened(s.recordView)
	return nil
}

// Service is the module's work over the core: reading feeds, logs and the recently browsed
// list, following records, and keeping feeds and mentions in step with writes.
type Service struct {
	e *engine.Engine
}

// Service answers the module's service once it has started.
func (mod *Module) Service() *Service { return mod.svc }
