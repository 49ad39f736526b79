package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"huntline/engine"
	"huntline/mailer"
	"huntline/meta"
	"huntline/store"
)

// emailJobKind is the job kind of mails written from records.
const emailJobKind = "email"

// UserSignatureKey is the user setting holding the HTML signature appended to their mails.
const UserSignatureKey = "emailSignature"

// defaultAttempts is how often a mail is tried before it is marked failed.
const defaultAttempts = 5

// runEmail sends one queued mail record: HTML body with the sender's signature, copies,
// attachments read from the blob store. A failure is retried by the queue; after the last
// attempt the record is marked failed with the reason, and stays for a retry by hand.
func (mod *Module) runEmail(ctx context.Context, j *store.Job) (any, error) {
	var job emailJob
	if err := json.Unmarshal(j.Payload, &job); err != nil {
		return nil, fmt.Errorf("engine: email job %d: %w", j.ID, err)
	}
	m, err := mod.Engine().ModelNamed(job.Model)
	if err != nil {
		return nil, err
	}
	sys := engine.System(j.TenantID)
	it, err := mod.Engine().Get(ctx, sys, m.Name, job.ID, nil)
	if err != nil {
		return nil, err
	}
	if it["status"] == StatusSent {
		return map[string]any{"id": job.ID, "status": StatusSent}, nil // sent by an earlier run
	}
	msg, err := mod.emailMessage(ctx, j.TenantID, it)
	if err == nil {
		err = mod.Engine().Mailer.Send(ctx, j.TenantID, msg)
	}
	if err != nil {
		attempts := mod.attempts
		if attempts < 1 {
			attempts = 1
		}
		if j.Attempts < attempts {
			if serr := mod.setMailStatus(ctx, j.TenantID, m, job.ID, StatusQueued, err.Error()); serr != nil {
				mod.Engine().Log.Warn("mail status", "id", job.ID, "err", serr)
			}
			return nil, &engine.RetryError{Err: err, Attempts: attempts}
		}
		if serr := mod.setMailStatus(ctx, j.TenantID, m, job.ID, StatusFailed, err.Error()); serr != nil {
			return nil, fmt.Errorf("%w (and marking it failed: %v)", err, serr)
		}
		return nil, err
	}
	status := StatusSent
	if !mailer.Delivers(mod.Engine().Mailer) {
		status = StatusHeld // kept in the outbox: the sender must not read "Sent"
	}
	if err := mod.setMailStatus(ctx, j.TenantID, m, job.ID, status, ""); err != nil {
		return nil, err
	}
	return map[string]any{"id": job.ID, "to": msg.To, "status": status}, nil
}

// emailMessage builds the mail of a record: the sender's signature after the content, the
// sender's address to reply to, the attached files' bytes.
func (mod *Module) emailMessage(ctx context.Context, tenant int64, it engine.Item) (mailer.Message, error) {
	text := func(k string) string { s, _ := it[k].(string); return s }
	list := func(k string) []string {
		tags, _ := mailer.SplitTags(text(k))
		return tags
	}
	msg := mailer.Message{To: text("to"), Cc: list("cc"), Bcc: list("bcc"), Subject: text("subject"), HTML: text("content")}
	if sender, ok := engine.AsID(it["user"]); ok {
		cfg, err := mod.Engine().Store.UserConfig(ctx, tenant, sender)
		if err != nil {
			return msg, err
		}
		if sig, _ := cfg[UserSignatureKey].(string); strings.TrimSpace(meta.StripHTML(sig)) != "" {
			// The signature is the user's own HTML: sanitised like any rich text.
			msg.HTML += `<div class="signature">` + meta.SanitizeHTML(sig) + `</div>`
		}
		if u, err := mod.Engine().Get(ctx, engine.System(tenant), meta.UserModel, sender, nil); err == nil {
			if addr, ok := mailer.Address(fmt.Sprint(u["email"])); ok {
				msg.ReplyTo = addr
			}
		}
	}
	msg.Body = meta.StripHTML(msg.HTML)
	files := fileIDs(it["attachments"])
	blobs, err := mod.Engine().Store.BlobsByID(ctx, tenant, files)
	if err != nil {
		return msg, err
	}
	for _, id := range files {
		b := blobs[id]
		if b == nil {
			return msg, fmt.Errorf("attachment %d: the file is gone", id)
		}
		data, err := mod.readBlob(ctx, tenant, b.UUIDName)
		if err != nil {
			return msg, fmt.Errorf("attachment %s: %w", b.OriginName, err)
		}
		msg.Attachments = append(msg.Attachments, mailer.Attachment{Name: b.OriginName, ContentType: b.ContentType, Data: data})
	}
	return msg, nil
}

func (mod *Module) readBlob(ctx context.Context, tenant int64, uuidName string) ([]byte, error) {
	_, r, err := mod.Engine().Blobs.Open(ctx, tenant, uuidName)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// setMailStatus records where a mail stands: sent (with the time), queued or failed (with
// the reason). It writes as the system: mails are not editable by their senders.
func (mod *Module) setMailStatus(ctx context.Context, tenant int64, m *meta.Model, id int64, status, reason string) error {
	set := map[string]any{"status": status, "error": nil}
	if reason != "" {
		set["error"] = reason
	}
	if status == StatusSent {
		set["sent_at"] = mod.Engine().Now().UTC().Format(time.RFC3339)
	}
	p := engine.System(tenant)
	env := mod.Engine().Env(ctx, p)
	for name, v := range set {
		if v == nil {
			continue
		}
		f := m.Field(name)
		nv, err := f.Kind().Normalize(f, v, env)
		if err != nil {
			return fmt.Errorf("engine: mail %s: %w", name, err)
		}
		set[name] = nv
	}
	return mod.Engine().UpdateBlind(ctx, p, m, id, set)
}
