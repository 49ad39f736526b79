package reportshare

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// Scheduled mailings. The serving process polls for saved reports whose next_run has come
// (indexed). Each is claimed in a transaction that re-reads the record under a row lock and
// moves next_run on with a version-checked update, so of several server processes polling
// the same database exactly one claims a due time; the claim queues a job that renders the
// report as its owner and mails it through the mail module. A run missed while no server
// was up is sent once, at the next poll, not once per missed day. A process that stops
// between the claim and queueing the job loses that one mailing (the next one comes as
// scheduled); the job itself is retried by the queue when rendering fails.

// mailJobKind is the job kind of one scheduled mailing.
const mailJobKind = "reportsaved_mail"

// dueBatch bounds one poll; the rest waits for the next tick.
const dueBatch = 100

// Renderer renders a report as a spreadsheet as p reads it: the reports module's
// ExportXLSX (contract §2), with the report call's parameters.
type Renderer interface {
	ExportXLSX(ctx context.Context, p engine.Principal, params url.Values) (filename string, body []byte, err error)
}

// mailSender is the mail module's SendEmail: a mail kept as a record of its message model
// and sent by its queue, so a scheduled report shows queued, held, sent or failed as every
// mail does.
type mailSender interface {
	SendEmail(ctx context.Context, p engine.Principal, data map[string]any) (*engine.SaveResult, error)
}

// moduleWith answers the engine's module doing T (the one this module requires), or false.
func moduleWith[T any](e *engine.Engine) (T, bool) {
	for _, m := range e.Modules.List() {
		if t, ok := m.(T); ok {
			return t, true
		}
	}
	var zero T
	return zero, false
}

// renderer answers what renders the reports: the override, else the reports module.
func (mod *Module) renderer() (Renderer, error) {
	if mod.render != nil {
		return mod.render, nil
	}
	if r, ok := moduleWith[Renderer](mod.Engine()); ok {
		return r, nil
	}
	return nil, fmt.Errorf("reportshare: no module renders reports as spreadsheets")
}

type dueReport struct {
	TenantID int64 `db:"tenant_id"`
	ID       int64 `db:"id"`
}

// QueueDue claims every schedule due by the engine's Now and queues its mailing; it answers
// how many this process queued.
func (mod *Module) QueueDue(ctx context.Context) (int, error) {
	e := mod.Engine()
	m, err := e.ModelNamed(model)
	if err != nil {
		return 0, err
	}
	d := e.Store.Dialect()
	next := d.FieldExpr("t", m.Field("next_run"))
	b := store.NewBuilder(d).S("SELECT t.tenant_id, t.id FROM ", store.Table(m.Name), " t WHERE t.is_deleted = ", d.Bool(false),
		" AND ", next, " <= ").Arg(e.Now().UTC().Format(meta.DateTimeLayout)).
		S(" ORDER BY ", next, " LIMIT ").Arg(dueBatch)
	query, args := b.SQL()
	var due []dueReport
	if err := e.Store.DB().SelectContext(ctx, &due, query, args...); err != nil {
		return 0, err
	}
	queued := 0
	for _, r := range due {
		job, err := mod.claim(ctx, m, r.TenantID, r.ID)
		if err != nil {
			e.Log.Error("report schedules: claim failed", "id", r.ID, "err", err)
			continue
		}
		if job == nil {
			continue
		}
		if _, err := e.Jobs.Enqueue(ctx, engine.Principal{TenantID: r.TenantID, UserID: job.Owner}, mailJobKind, job); err != nil {
			e.Log.Error("report schedules: queue failed", "id", r.ID, "err", err)
			continue
		}
		queued++
	}
	return queued, nil
}

// mailing is the payload of one scheduled mailing: the saved report and the due time it
// stands for.
type mailing struct {
	ID    int64  `json:"id"`
	Owner int64  `json:"owner"`
	Due   string `json:"due"`
}

// claim moves one due saved report's next_run to its following time and answers the
// mailing to send, or nil when another process claimed it first or it is no longer due.
func (mod *Module) claim(ctx context.Context, m *meta.Model, tenant, id int64) (*mailing, error) {
	e := mod.Engine()
	var out *mailing
	err := e.Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, tenant, id)
		if store.IsNotFound(err) {
			return nil
		}
		if err != nil {
			return err
		}
		now := e.Now()
		due := text(cur.Data["next_run"])
		if cur.IsDeleted || due == "" || due > now.UTC().Format(meta.DateTimeLayout) {
			return nil
		}
		s := scheduleOf(cur.Data)
		set := map[string]any{"next_run": nil, "last_run": due}
		if next := NextRun(now, s, e.Tenants.Location(ctx, tenant)); !next.IsZero() {
			set["next_run"] = next.UTC().Format(meta.DateTimeLayout)
		}
		owner, _ := engine.AsID(cur.Data["owner"])
		if err := e.UpdateAtVersionInTx(ctx, tx, engine.System(tenant), m, id, cur.Version, set); err != nil {
			if engine.AsError(err).Status == http.StatusConflict {
				return nil // another process claimed it first
			}
			return err
		}
		out = &mailing{ID: id, Owner: owner, Due: due}
		return nil
	})
	return out, err
}

// runMailing renders one saved report as its owner and mails it to its recipients. A
// failure is kept on the saved report (last_error) for its owner to see.
func (mod *Module) runMailing(ctx context.Context, j *store.Job) (any, error) {
	var job mailing
	if err := json.Unmarshal(j.Payload, &job); err != nil {
		return nil, fmt.Errorf("reportshare: mailing job %d: %w", j.ID, err)
	}
	res, err := mod.mail(ctx, j.TenantID, job)
	if err != nil {
		mod.noteFailure(ctx, j.TenantID, job.ID, err)
	}
	return res, err
}

// mail renders and sends one mailing.
func (mod *Module) mail(ctx context.Context, tenant int64, job mailing) (any, error) {
	e := mod.Engine()
	sys := engine.System(tenant)
	it, err := e.Get(ctx, sys, model, job.ID, nil)
	if err != nil {
		return nil, err
	}
	owner, err := e.PrincipalOf(ctx, tenant, job.Owner)
	if err != nil {
		return nil, fmt.Errorf("owner %d: %w", job.Owner, err)
	}
	r, err := mod.renderer()
	if err != nil {
		return nil, err
	}
	filename, body, err := r.ExportXLSX(ctx, owner, reportParams(it))
	if err != nil {
		return nil, err
	}
	var to []string
	for _, id := range engine.IDs(it["recipients"]) {
		u, err := e.Get(ctx, sys, meta.UserModel, id, nil)
		if err != nil || u[meta.UserStatusField] == meta.UserStatusLeft {
			continue // a user removed or gone since: the others still get the report
		}
		if addr := text(u["email"]); addr != "" {
			to = append(to, addr)
		}
	}
	if len(to) == 0 {
		return nil, fmt.Errorf("recipients: none of the recipients has an e-mail address")
	}
	sender, ok := moduleWith[mailSender](e)
	if !ok {
		return nil, fmt.Errorf("reportshare: no module sends mail")
	}
	file, err := e.Files.Upload(ctx, owner, filename, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	name := text(it["name"])
	subject := engine.T(owner.Lang, "reportsaved_mail_subject", map[string]any{"Name": name}, "Report: "+name)
	content := "<p>" + html.EscapeString(engine.T(owner.Lang, "reportsaved_mail_body", map[string]any{"Name": name, "File": filename},
		"The report "+name+" is attached ("+filename+").")) + "</p>"
	sent, err := sender.SendEmail(ctx, owner, map[string]any{"to": strings.Join(to, ", "), "subject": subject, "content": content, "attachments": []any{file.ID}})
	if err != nil {
		return nil, err
	}
	if err := e.UpdateBlind(ctx, sys, mustModel(e), job.ID, map[string]any{"last_error": nil}); err != nil {
		e.Log.Warn("report schedules: clear error", "id", job.ID, "err", err)
	}
	return map[string]any{"id": job.ID, "due": job.Due, "email": sent.ID, "file": filename}, nil
}

// noteFailure keeps why a mailing failed on the saved report.
func (mod *Module) noteFailure(ctx context.Context, tenant, id int64, cause error) {
	e := mod.Engine()
	msg := cause.Error()
	var ee *engine.Error
	if errors.As(cause, &ee) && ee.Msg != "" {
		msg = ee.Msg
	}
	if err := e.UpdateBlind(context.WithoutCancel(ctx), engine.System(tenant), mustModel(e), id, map[string]any{"last_error": msg}); err != nil {
		e.Log.Warn("report schedules: note failure", "id", id, "err", err)
	}
}

func mustModel(e *engine.Engine) *meta.Model { return e.Reg().Model(model) }
