package engine

import (
	"context"
	"encoding/json"
	"fmt"

	"huntline/mailer"
	"huntline/store"
)

// The product's own messages (a password reset) go through the job queue, so a request never
// waits on the server delivering them, and a server that is down for a while costs a retry,
// not the message.
const messageAttempts = 5

// QueueMessage hands one of the product's own messages to the job queue; Mailer sends it.
func (e *Engine) QueueMessage(ctx context.Context, tenant int64, m mailer.Message) error {
	if _, err := e.Jobs.Enqueue(ctx, Principal{TenantID: tenant}, mailer.JobKind, m); err != nil {
		return fmt.Errorf("engine: queue message: %w", err)
	}
	return nil
}

// runMessage sends one queued message. Once sent, the job forgets it: it may hold a reset
// link, which is stored nowhere else in clear.
func (e *Engine) runMessage(ctx context.Context, j *store.Job) (any, error) {
	var m mailer.Message
	if err := json.Unmarshal(j.Payload, &m); err != nil {
		return nil, fmt.Errorf("engine: message job %d: %w", j.ID, err)
	}
	if err := e.Mailer.Send(ctx, j.TenantID, m); err != nil {
		return nil, &RetryError{Err: err, Attempts: messageAttempts}
	}
	if err := e.Store.ClearJobPayload(ctx, j.ID); err != nil {
		e.Log.Warn("message job: clear payload", "job", j.ID, "err", err)
	}
	return map[string]any{"to": m.To}, nil
}
