package engine

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"huntline/meta"
	"huntline/store"
)

// Reminders: every model with a reminder key (meta/calendar.go) is polled for records whose
// time has come and whose reminder has not gone out. Each is sent in its own transaction
// that first re-reads the record under a row lock and sets its sent flag through a
// version-checked update, so when several server processes poll the same database exactly
// one of them writes the notification; the others find the flag set (or a newer version)
// and move on.

// reminderBatch bounds one poll per model; the rest waits for the next tick.
const reminderBatch = 200

// RunReminders polls for due reminders every interval until ctx ends.
func (e *Engine) RunReminders(ctx context.Context, every time.Duration) {
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			if _, err := e.SendDueReminders(ctx); err != nil && ctx.Err() == nil {
				e.Log.Error("reminders: poll failed; trying again", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
}

// SendDueReminders sends every reminder due by e.Now() and answers how many this process
// sent.
func (e *Engine) SendDueReminders(ctx context.Context) (int, error) {
	sent := 0
	for _, m := range e.Reg().ReminderModels() {
		due, err := e.dueReminders(ctx, m)
		if err != nil {
			return sent, fmt.Errorf("%s: %w", m.Name, err)
		}
		for _, d := range due {
			ok, err := e.sendReminder(ctx, m, d.TenantID, d.ID)
			if err != nil {
				e.Log.Error("reminders: send failed", "model", m.Name, "id", d.ID, "err", err)
				continue
			}
			if ok {
				sent++
			}
		}
	}
	return sent, nil
}

type dueRecord struct {
	TenantID int64 `db:"tenant_id"`
	ID       int64 `db:"id"`
}

// dueReminders lists, across tenants, the live records of m whose reminder time has passed
// and whose reminder has not gone out, oldest first. The time and flag fields are indexed.
func (e *Engine) dueReminders(ctx context.Context, m *meta.Model) ([]dueRecord, error) {
	d := e.Store.Dialect()
	r := m.Reminder
	at, done := d.FieldExpr("t", m.Field(r.At)), d.FieldExpr("t", m.Field(r.Done))
	b := store.NewBuilder(d).S("SELECT t.tenant_id, t.id FROM ", store.Table(m.Name), " t WHERE t.is_deleted = ", d.Bool(false),
		" AND ", at, " <= ").Arg(e.Now().UTC().Format(meta.DateTimeLayout)).
		S(" AND (", done, " IS NULL OR ", done, " = ", d.Bool(false), ") ORDER BY ", at, " LIMIT ").Arg(reminderBatch)
	query, args := b.SQL()
	var out []dueRecord
	err := e.Store.DB().SelectContext(ctx, &out, query, args...)
	return out, err
}

// sendReminder claims one record's reminder and notifies its users, in one transaction;
// it answers false when another process had claimed it or it is no longer due.
func (e *Engine) sendReminder(ctx context.Context, m *meta.Model, tenant, id int64) (bool, error) {
	r := m.Reminder
	p := Principal{TenantID: tenant} // the system: no user caused this
	sent := false
	err := e.Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, tenant, id)
		if store.IsNotFound(err) {
			return nil
		}
		if err != nil {
			return err
		}
		at, _ := cur.Data[r.At].(string)
		if cur.IsDeleted || cur.Data[r.Done] == true || at == "" || at > e.Now().UTC().Format(meta.DateTimeLayout) {
			return nil
		}
		version := cur.Version
		if _, err := e.updateIn(ctx, tx, p, m, &input{id: id, version: &version, set: map[string]any{r.Done: true}}); err != nil {
			if AsError(err).Status == http.StatusConflict {
				return nil // another process sent it first
			}
			return err
		}
		content, _ := cur.Data[r.Content].(string)
		n := Notice{Type: "reminder", To: ids(cur.Data[r.Users]), Content: content, Model: m.Name, ID: id, Links: map[string]int64{}}
		for _, f := range m.DataFields() {
			if f.Type == "foreignkey" && !f.Multiple {
				if link, ok := asID(cur.Data[f.Name]); ok {
					n.Links[f.Name] = link
				}
			}
		}
		sent = true
		return e.notify(ctx, tx, p, n)
	})
	if err != nil {
		return false, err
	}
	return sent, nil
}
