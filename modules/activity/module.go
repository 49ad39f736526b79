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

// Module is the activity around records. Its work over the core: reading feeds, logs and
// the recently browsed list, following records, and keeping feeds and mentions in step
// with writes.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start hooks the writes that feeds, follows and mentions follow, and notes each record a
// user opens in the view log. The hooks are registered in the order the writes used to run
// them in the core: follow, feed items, field changes, then mentions.
func (mod *Module) Start(h *engine.Host) error {
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return HasFeed(mod.Engine().Reg(), m.Name) },
		Created: mod.followCreated,
	})
	h.Hook(engine.RecordHook{
		Applies: onParentsFeeds,
		Created: mod.itemsCreated,
		Updated: mod.itemsUpdated,
		Deleted: mod.itemsDeleted,
		Loaded:  mod.itemsLoaded,
	})
	h.Hook(engine.RecordHook{
		Applies: logsChanges,
		Updated: mod.changesUpdated,
	})
	h.Hook(engine.RecordHook{
		Applies: hasMentions,
		Prepare: mod.prepareMentions,
		Created: mod.mentionsCreated,
		Updated: mod.mentionsUpdated,
	})
	h.Opened(mod.recordView)
	return nil
}
