// Package notifications is users' messages (spec 001 §9): the inbox model metadata names
// ("notification_inbox") with its unread count, marking read and the live push of each new
// notification; the notices every module sends through Engine.Notify (mentions, reminders,
// approvals); the notify rules of models' metadata ("notify"); each user's switches of the
// message types; and the header's message counts. The live-push hub and its stream
// (GET /rest/user/polling) stay in the core: they carry every module's events.
package notifications

import (
	"context"
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is users' notifications.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start makes the module the core's Notifier, hooks the inbox's and the notify rules'
// writes, counts unread notifications (msg) and reads a long notification's push back.
func (mod *Module) Start(h *engine.Host) error {
	h.Notifier(mod)
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return isInbox(m) },
		Check:   inboxSender,
		Created: mod.inboxCreated,
	})
	h.Hook(engine.RecordHook{
		Applies: hasRules,
		Created: mod.ruleCreated,
		Updated: mod.ruleUpdated,
		Deleted: mod.ruleDeleted,
	})
	h.Counter("msg", func(ctx context.Context, p engine.Principal) (int64, error) {
		if InboxModel(mod.Engine().Reg()) == nil {
			return 0, nil
		}
		return mod.UnreadCount(ctx, p)
	})
	h.PushEvent(PushNotification, mod.loadNotice)
	return nil
}
