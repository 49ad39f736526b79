package engine

import (
	"context"

	"huntline/engine/mail"
)

// QueueMail hands one of the product's own mails (a password reset link) to the core's mail
// job, so a request never waits on the mail server.
func (e *Engine) QueueMail(ctx context.Context, tenant int64, m mail.Message) error {
	return e.queueMail(ctx, tenant, m)
}
