package engine

import (
	"context"
	"encoding/json"
	"fmt"

	"huntline/engine/mail"
	"huntline/store"
)

// Mails go through the job queue so a request never waits on a mail server, and a server
// that is down for a while costs a retry, not the mail.
const (
	mailJob      = "mail"
	mailAttempts = 5
)

// queueMail hands a mail to the job queue.
func (e *Engine) queueMail(ctx context.Context, tenant int64, m mail.Message) error {
	if _, err := e.Jobs.Enqueue(ctx, Principal{TenantID: tenant}, mailJob, m); err != nil {
		return fmt.Errorf("engine: queue mail: %w", err)
	}
	return nil
}

// runMail sends one queued mail. Once sent, the job forgets the message: it may hold a
// reset link, which is stored nowhere else in clear.
func (e *Engine) runMail(ctx context.Context, j *store.Job) (any, error) {
	var m mail.Message
	if err := json.Unmarshal(j.Payload, &m); err != nil {
		return nil, fmt.Errorf("engine: mail job %d: %w", j.ID, err)
	}
	if err := e.Mail.Send(ctx, j.TenantID, m); err != nil {
		return nil, &RetryError{Err: err, Attempts: mailAttempts}
	}
	if err := e.Store.ClearJobPayload(ctx, j.ID); err != nil {
		e.Log.Warn("mail job: clear payload", "job", j.ID, "err", err)
	}
	return map[string]any{"to": m.To}, nil
}
