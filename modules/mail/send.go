package mail

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/mailer"
	"huntline/meta"
)

// E-mail from records (spec 001 "E-mail composer", "E-mail value"): a user writes a mail
// about a candidate, contact or job; it is kept as a record of the model with the mail
// message role (the "mail" key, key.go) and goes out through the job queue, so a mail server that is
// down costs retries, never the mail.

// addressFields are the message fields holding address lists, in the order checked.
var addressFields = []string{"to", "cc", "bcc"}

// mailModel answers the model holding role, or a 404 when the metadata declares none.
func (mod *Module) mailModel(role string) (*meta.Model, error) {
	m := ModelOf(mod.Engine().Reg(), role)
	if m == nil {
		return nil, engine.NotFound("no_mail_model", "No model holds e-mail %ss.", role).With(map[string]any{"Role": role})
	}
	return m, nil
}

// mailModels answers the names of the message and template models ("" when none), for the
// route table.
func mailModels(e *engine.Engine) (message, template string) {
	if m := ModelOf(e.Reg(), RoleMessage); m != nil {
		message = m.Name
	}
	if m := ModelOf(e.Reg(), RoleTemplate); m != nil {
		template = m.Name
	}
	return message, template
}

// SendEmail checks a composed mail (the "E-mail value"), keeps it as a queued record and
// hands it to the job queue. Every refusal names the field and the rule.
func (mod *Module) SendEmail(ctx context.Context, p engine.Principal, data map[string]any) (*engine.SaveResult, error) {
	m, err := mod.mailModel(RoleMessage)
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActAdd); err != nil {
		return nil, err
	}
	raw := map[string]any{}
	for k, v := range data {
		raw[k] = v
	}
	limit := mailer.MaxAddresses(mod.Engine().Tenants.Config(ctx, p.TenantID).ClientType)
	for _, name := range addressFields {
		list, err := checkAddresses(name, data[name], limit)
		if err != nil {
			return nil, err
		}
		if name == "to" && len(list) == 0 {
			return nil, engine.BadRequest("email_to_required", "to: give at least one recipient")
		}
		raw[name] = strings.Join(list, ", ")
	}
	if s, _ := data["subject"].(string); strings.TrimSpace(s) == "" {
		return nil, engine.BadRequest("email_subject_required", "subject: give the mail a subject")
	}
	// The spec's composer posts "attachment" as comma-separated ids; a form sends the
	// attachments field's list.
	files := data["attachments"]
	if v, given := data["attachment"]; given {
		files = v
		delete(raw, "attachment")
	}
	posted, err := blobIDs(files)
	if err != nil {
		return nil, err
	}
	tpl, err := mod.template(ctx, p, data["template"])
	if err != nil {
		return nil, err
	}
	named, err := resumeLinks(m, data, raw, attachesResumes(tpl))
	if err != nil {
		return nil, err
	}
	held, cvs, err := mod.resumeFiles(ctx, p, named, attachesResumes(tpl), posted)
	if err != nil {
		return nil, err
	}
	ids, err := mod.mailAttachments(ctx, p, append(posted, cvs...))
	if err != nil {
		return nil, err
	}
	list := make([]any, len(ids))
	for i, id := range ids {
		list[i] = id
	}
	raw["attachments"] = list
	// Files someone else uploaded go out only from where the sender may take them: the
	// template written from, the records the mail is about.
	vetted := append(templateFiles(tpl, ids), held...)
	draft, err := mod.Engine().ReadDraft(ctx, p, m, raw)
	if err != nil {
		return nil, err
	}
	if draft.Updates() {
		return nil, engine.BadRequest("email_send_new", "id: a mail is sent once; retry a failed one instead")
	}
	// The sender and the status are the module's to write (not editable through the API).
	draft.Set("user", p.UserID)
	draft.Set("status", StatusQueued)
	draft.Vet(vetted)
	res, err := draft.Create(ctx)
	if err != nil {
		return nil, err
	}
	draft.Written()
	mod.queueEmail(ctx, p, m, res.ID)
	return res, nil
}

// checkAddresses reads one address list: every tag a valid address (the bracketed part of
// "Name <address>"), at most limit of them. It answers the addresses.
func checkAddresses(field string, v any, limit int) ([]string, error) {
	tags, ok := mailer.SplitTags(v)
	if !ok {
		return nil, engine.BadRequest("email_address_list", "%s: expected addresses separated by commas, or a list of them", field).With(map[string]any{"Field": field})
	}
	if len(tags) > limit {
		return nil, engine.BadRequest("email_address_maximum", "%s: Email address maximum %d", field, limit).With(map[string]any{"Field": field, "Max": limit})
	}
	out := make([]string, 0, len(tags))
	for _, t := range tags {
		addr, valid := mailer.Address(t)
		if !valid {
			return nil, engine.BadRequest("email_invalid_address", "%s: Invalid Email Address %q", field, t).With(map[string]any{"Field": field, "Address": t})
		}
		out = append(out, addr)
	}
	return out, nil
}

// mailAttachments checks that each attachment id names a stored file p may read (one p may
// not read is answered as missing, the rule named) and that together they stay under the
// tenant's limit (mail_attachment_max_mb, default 20). Whether p may attach them is the
// attachments field's check.
func (mod *Module) mailAttachments(ctx context.Context, p engine.Principal, want []int64) ([]int64, error) {
	tenant := p.TenantID
	blobs, err := mod.Engine().ReadableBlobs(ctx, p, want)
	if err != nil {
		return nil, err
	}
	var total int64
	for _, id := range want {
		b := blobs[id]
		if b == nil {
			return nil, engine.BadRequest("email_attachment_unknown", "attachment: file %d does not exist or you may not read it (a file follows the scope and the limited rule of the records holding it)", id).With(map[string]any{"ID": id})
		}
		total += b.Size
	}
	maxMB := mod.Engine().Tenants.Config(ctx, tenant).MailAttachmentMB
	if total > int64(maxMB)<<20 {
		return nil, engine.BadRequest("mail_attachment_limit", "Mail attachment can't exceed %dM", maxMB).With(map[string]any{"Max": maxMB})
	}
	return want, nil
}

// template answers the template a mail is written from (nil when none), as p reads it.
func (mod *Module) template(ctx context.Context, p engine.Principal, template any) (engine.Item, error) {
	tm := ModelOf(mod.Engine().Reg(), RoleTemplate)
	if tm == nil || template == nil || template == "" {
		return nil, nil
	}
	id, err := meta.AsInt(template)
	if err != nil || id < 1 {
		return nil, engine.BadRequest("email_template_id", "template: expected a template id, got %v", template).With(map[string]any{"Value": template})
	}
	return mod.Engine().Get(ctx, p, tm.Name, id, nil)
}

// templateFiles answers which of the files a mail attaches come from the template it was
// written from: a system template's files were uploaded by an administrator, and a mail
// from it may carry them.
func templateFiles(tpl engine.Item, files []int64) []int64 {
	var out []int64
	for _, f := range fileIDs(tpl["attachments"]) {
		if slices.Contains(files, f) {
			out = append(out, f)
		}
	}
	return out
}

// blobIDs reads attachment ids: "12,13", [12, 13], ["12"] or the file objects a read
// answers; duplicates are dropped.
func blobIDs(v any) ([]int64, error) {
	var parts []any
	switch t := v.(type) {
	case nil:
		return nil, nil
	case string:
		for _, s := range strings.Split(t, ",") {
			if s = strings.TrimSpace(s); s != "" {
				parts = append(parts, s)
			}
		}
	case []any:
		parts = t
	default:
		parts = []any{t}
	}
	var out []int64
	for _, it := range parts {
		if obj, ok := it.(map[string]any); ok {
			it = obj["id"]
		}
		id, err := meta.AsInt(it)
		if err != nil || id < 1 {
			return nil, engine.BadRequest("email_attachment_ids", "attachment: expected file ids separated by commas, got %v", it)
		}
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out, nil
}

// fileIDs reads the ids of an attachments value as a read answers it (file descriptions)
// or as stored.
func fileIDs(v any) []int64 {
	if files, ok := v.([]engine.FileInfo); ok {
		out := make([]int64, len(files))
		for i, f := range files {
			out[i] = f.ID
		}
		return out
	}
	return engine.IDs(v)
}

// RetryEmail queues a failed mail again. Its sender and admins may.
func (mod *Module) RetryEmail(ctx context.Context, p engine.Principal, id int64) error {
	m, err := mod.mailModel(RoleMessage)
	if err != nil {
		return err
	}
	it, err := mod.Engine().Get(ctx, p, m.Name, id, nil)
	if err != nil {
		return err
	}
	if sender, _ := engine.AsID(it["user"]); !p.IsAdmin && sender != p.UserID {
		return engine.NewError(http.StatusForbidden, "email_retry_denied", "Only the sender of a mail may send it again.")
	}
	if it["status"] != StatusFailed && it["status"] != StatusHeld {
		return engine.NewError(http.StatusConflict, "email_retry_not_failed", "Mail %d is %v; only a failed mail, or one kept while no mail server was configured, is sent again.", id, it["status"]).With(map[string]any{"ID": id, "Status": it["status"]})
	}
	if err := mod.setMailStatus(ctx, p.TenantID, m, id, StatusQueued, ""); err != nil {
		return err
	}
	mod.queueEmail(ctx, p, m, id)
	return nil
}

// emailJob is the payload of a queued mail: the record, read again when it is sent.
type emailJob struct {
	Model string `json:"model"`
	ID    int64  `json:"id"`
}

// queueEmail hands a mail record to the job queue; a queue that refuses leaves the mail
// failed with the reason, to be retried.
func (mod *Module) queueEmail(ctx context.Context, p engine.Principal, m *meta.Model, id int64) {
	if _, err := mod.Engine().Jobs.Enqueue(ctx, p, emailJobKind, emailJob{Model: m.Name, ID: id}); err != nil {
		mod.Engine().Log.Error("queue mail", "id", id, "err", err)
		if serr := mod.setMailStatus(context.WithoutCancel(ctx), p.TenantID, m, id, StatusFailed, fmt.Sprintf("queue: %v", err)); serr != nil {
			mod.Engine().Log.Error("mail status", "id", id, "err", serr)
		}
	}
}

// QueueEmails hands loaded mails still queued to the job queue (the demo's unsent ones).
func (mod *Module) QueueEmails(ctx context.Context, p engine.Principal, ids []int64) error {
	m, err := mod.mailModel(RoleMessage)
	if err != nil {
		return err
	}
	for _, id := range ids {
		mod.queueEmail(ctx, p, m, id)
	}
	return nil
}
