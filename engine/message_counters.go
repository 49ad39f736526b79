package engine

import (
	"context"
	"net/url"

	"huntline/gql"
	"huntline/meta"
)

// registerMessageCounters gives the header its counts (spec 001 §9: msg, email, calendar,
// todo): unread notifications; the user's mails that failed to send (they need a retry —
// received mail is not kept here); open to-dos due by today; today's calendar.
func (e *Engine) registerMessageCounters() {
	e.MessageCounters.Register("msg", func(ctx context.Context, p Principal) (int64, error) {
		if e.Reg().InboxModel() == nil {
			return 0, nil
		}
		return e.UnreadCount(ctx, p)
	})
	e.MessageCounters.Register("todo", func(ctx context.Context, p Principal) (int64, error) {
		todo, _, err := e.todoCounts(ctx, p)
		return int64(todo), err
	})
	e.MessageCounters.Register("calendar", func(ctx context.Context, p Principal) (int64, error) {
		_, calendar, err := e.todoCounts(ctx, p)
		return int64(calendar), err
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
