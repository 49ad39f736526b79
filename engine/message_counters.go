package engine

import (
	"context"
)

// registerMessageCounters gives the header one of its counts (spec 001 §9): unread
// notifications (msg). Modules register the others (Host.Counter).
func (e *Engine) registerMessageCounters() {
	e.MessageCounters.Register("msg", func(ctx context.Context, p Principal) (int64, error) {
		if e.Reg().InboxModel() == nil {
			return 0, nil
		}
		return e.UnreadCount(ctx, p)
	})
}
