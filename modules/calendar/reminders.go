package calendar

import (
	"context"
	"fmt"
	"net/http"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// Reminders: every model with a reminder key (keys.go) is polled for records whose
// time has come and whose reminder has not gone out. Each is sent in its own transaction
// that first re-reads the record under a row lock and sets its sent flag through a
// version-checked update, so when several server processes poll the same database exactly
// one of them writes the notification; the others find the flag set (or a newer version)
// and move on.

// reminderBatch bounds one poll per model; the rest waits for the next tick.
const reminderBatch = 200

// SendDueReminders sends every reminder due by the engine's Now and answers how many this
// process sent.
func (mod *Module) SendDueReminders(ctx context.Context) (int, error) {
	sent := 0
	for _, m := range ReminderModels(mod.Engine().Reg()) {
		due, err := mod.dueReminders(ctx, m)
		if err != nil {
			return sent, fmt.Errorf("%s: %w", m.Name, err)
		}
		for _, d := range due {
			ok, err := mod.sendReminder(ctx, m, d.TenantID, d.ID)
			if err != nil {
				mod.Engine().Log.Error("reminders: send failed", "model", m.Name, "id", d.ID, "err", err)
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
func (mod *Module) dueReminders(ctx context.Context, m *meta.Model) ([]dueRecord, error) {
	d := mod.Engine().Store.Dialect()
	r := ReminderOf(m)
	at, done := d.FieldExpr("t", m.Field(r.At)), d.FieldExpr("t", m.Field(r.Done))
	b := store.NewBuilder(d).S("SELECT t.tenant_id, t.id FROM ", store.Table(m.Name), " t WHERE t.is_deleted = ", d.Bool(false),
		" AND ", at, " <= ").Arg(mod.Engine().Now().UTC().Format(meta.DateTimeLayout)).
		S(" AND (", done, " IS NULL OR ", done, " = ", d.Bool(false), ") ORDER BY ", at, " LIMIT ").Arg(reminderBatch)
	query, args := b.SQL()
	var out []dueRecord
	err := mod.Engine().Store.DB().SelectContext(ctx, &out, query, args...)
	return out, err
}

// sendReminder claims one record's reminder and notifies its users, in one transaction;
// it answers false when another process had claimed it or it is no longer due.
func (mod *Module) sendReminder(ctx context.Context, m *meta.Model, tenant, id int64) (bool, error) {
	e := mod.Engine()
	r := ReminderOf(m)
	p := engine.Principal{TenantID: tenant} // the system: no user caused this
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
		if err := e.UpdateAtVersionInTx(ctx, tx, p, m, id, cur.Version, map[string]any{r.Done: true}); err != nil {
			if engine.AsError(err).Status == http.StatusConflict {
				return nil // another process sent it first
			}
			return err
		}
		content, _ := cur.Data[r.Content].(string)
		n := engine.Notice{Type: "reminder", To: engine.IDs(cur.Data[r.Users]), Content: content, Model: m.Name, ID: id, Links: map[string]int64{}}
		for _, f := range m.DataFields() {
			if f.Type == "foreignkey" && !f.Multiple {
				if link, ok := engine.AsID(cur.Data[f.Name]); ok {
					n.Links[f.Name] = link
				}
			}
		}
		sent = true
		return e.Notify(ctx, tx, p, n)
	})
	if err != nil {
		return false, err
	}
	return sent, nil
}
