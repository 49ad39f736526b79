package engine

import (
	"context"
	"net/url"

	"huntline/gql"
	"huntline/meta"
)

// registerMessageCounters gives the header two of its counts (spec 001 §9): unread
// notifications (msg); the user's mails that failed to send (email: they need a retry —
// received mail is not kept here). Modules register the others (Host.Counter).
func (e *Engine) registerMessageCounters() {
	e.MessageCounters.Register("msg", func(ctx context.Context, p Principal) (int64, error) {
		if e.Reg().InboxModel() == nil {
			return 0, nil
		}
		return e.UnreadCount(ctx, p)
	})
	e.MessageCounters.Register("email", e.failedMails)
}

// failedMails counts p's mails that could not be sent.
func (e *Engine) failedMails(ctx context.Context, p Principal) (int64, error) {
	m := e.Reg().MailModel(meta.MailMessage)
	if m == nil || p.UserID == 0 {
		return 0, nil
	}
	filter, err := gql.Parse("status=" + url.QueryEscape(meta.MailFailed) + "&user=" + itoa64(p.UserID))
	if err != nil {
		return 0, err
	}
	n, _, err := e.count(ctx, e.compiler(ctx, p), gql.Query{Model: m, Filter: filter})
	return n, err
}
