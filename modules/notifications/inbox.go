package notifications

import (
	"context"
	"fmt"
	"net/http"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// The inbox's reads and writes for its recipient: the unread count, marking read, and the
// live push of every new notification, however it was created (notify, or an admin's
// POST /rest/{inbox}/add).

// inboxCreated pushes a notification just written in tx to its recipient once tx commits
// (a record hook of the inbox model).
func (mod *Module) inboxCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _ string, doc map[string]any) error {
	to := engine.AsInt64(doc["user"])
	if to == 0 {
		return nil
	}
	return mod.Engine().Push.Publish(ctx, tx, p.TenantID, []int64{to}, engine.Push{Event: PushNotification, Data: noticeData(m, id, doc), ID: id})
}

// inboxSender names whoever writes a notification as its sender when the write does not
// (an admin's POST /rest/{inbox}/add): the list shows who it came from. It is the check
// hook of the inbox model, for creates only.
func inboxSender(_ context.Context, _ *store.Tx, p engine.Principal, _ *meta.Model, id int64, doc map[string]any, _ []string) error {
	if id == 0 && doc["fromuser"] == nil && p.UserID != 0 {
		doc["fromuser"] = p.UserID
	}
	return nil
}

// noticeData is what the page shows of a new notification before it reads the list: the
// popup's type, text and link, and the records the inbox links it to (its foreignkeys).
func noticeData(m *meta.Model, id int64, doc map[string]any) map[string]any {
	out := map[string]any{"id": id}
	for _, f := range m.DataFields() {
		shown := f.Type == "foreignkey" && f.Name != "user"
		switch f.Name {
		case "type", "content", "model_name", "detail_id":
			shown = true
		}
		if v, ok := doc[f.Name]; shown && ok && v != nil {
			out[f.Name] = v
		}
	}
	return out
}

// loadNotice reads a notification's push data back by id, for a process that received
// only the id (its content was too long to relay).
func (mod *Module) loadNotice(ctx context.Context, tenant, id int64) (any, error) {
	inbox := InboxModel(mod.Engine().Reg())
	if inbox == nil {
		return nil, nil
	}
	rec, err := mod.Engine().Store.Get(ctx, inbox, tenant, id)
	if err != nil {
		return nil, err
	}
	return noticeData(inbox, id, rec.Data), nil
}

// inbox answers the inbox model, or a 404 when the metadata declares none.
func (mod *Module) inbox() (*meta.Model, error) {
	if m := InboxModel(mod.Engine().Reg()); m != nil {
		return m, nil
	}
	return nil, engine.NotFound("no_inbox", "There is no notification inbox: no model declares notification_inbox.")
}

// unreadOf is the filter of p's unread notifications.
func unreadOf(p engine.Principal) (gql.Node, error) {
	return gql.Parse(fmt.Sprintf("user=%d&status=%d", p.UserID, Unread))
}

// UnreadCount answers how many of p's notifications are unread (the header badge).
func (mod *Module) UnreadCount(ctx context.Context, p engine.Principal) (int64, error) {
	m, err := mod.inbox()
	if err != nil {
		return 0, err
	}
	filter, err := unreadOf(p)
	if err != nil {
		return 0, err
	}
	n, _, err := mod.Engine().Count(ctx, p, gql.Query{Model: m, Filter: filter})
	return n, err
}

// MaxMarkRead bounds the ids of one mark-read call; "all" reads in batches of it.
const MaxMarkRead = 500

// MarkRead marks p's own notifications read: the given ids, or every unread one when all
// is set. Another user's notification is answered as not found, as it is for reading it.
// It answers the ids that changed and tells p's other pages so they lower their counts.
func (mod *Module) MarkRead(ctx context.Context, p engine.Principal, ids []int64, all bool) ([]int64, error) {
	m, err := mod.inbox()
	if err != nil {
		return nil, err
	}
	if !all && len(ids) == 0 {
		return nil, engine.BadRequest("notice_ids", `ids: give the notifications to mark read, or "all"`)
	}
	if len(ids) > MaxMarkRead {
		return nil, engine.BadRequest("notice_ids_many", "ids: at most %d notifications at a time", MaxMarkRead).With(map[string]any{"Max": MaxMarkRead})
	}
	var changed []int64
	for {
		batch := ids
		if all {
			if batch, err = mod.unreadIDs(ctx, p, m); err != nil {
				return nil, err
			}
		}
		done, err := mod.markIDsRead(ctx, p, m, batch)
		if err != nil {
			return nil, err
		}
		changed = append(changed, done...)
		if !all || len(batch) < MaxMarkRead || len(done) == 0 {
			break
		}
	}
	if changed == nil {
		changed = []int64{}
	}
	return changed, nil
}

// unreadIDs answers up to MaxMarkRead of p's unread notification ids.
func (mod *Module) unreadIDs(ctx context.Context, p engine.Principal, m *meta.Model) ([]int64, error) {
	filter, err := unreadOf(p)
	if err != nil {
		return nil, err
	}
	return mod.Engine().FindIDs(ctx, mod.Engine().Compiler(ctx, p), gql.Query{Model: m, Filter: filter, Limit: MaxMarkRead})
}

// markIDsRead sets status read on ids in one transaction, refusing all of them when one is
// not p's.
func (mod *Module) markIDsRead(ctx context.Context, p engine.Principal, m *meta.Model, ids []int64) ([]int64, error) {
	var changed []int64
	err := mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		changed = changed[:0]
		for _, id := range ids {
			cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
			if err == nil && cur.IsDeleted {
				err = store.ErrNotFound
			}
			if store.IsNotFound(err) || (err == nil && engine.AsInt64(cur.Data["user"]) != p.UserID) {
				return engine.RecordNotFound(m, id)
			}
			if err != nil {
				return err
			}
			if engine.AsInt64(cur.Data["status"]) != Unread {
				continue
			}
			if err := mod.Engine().UpdateInTx(ctx, tx, p, m, id, map[string]any{"status": int64(Read)}); err != nil {
				return err
			}
			changed = append(changed, id)
		}
		if len(changed) == 0 {
			return nil
		}
		return mod.Engine().Push.Publish(ctx, tx, p.TenantID, []int64{p.UserID}, engine.Push{Event: PushNotificationRead, Data: map[string]any{"ids": changed}})
	})
	if err != nil {
		return nil, err
	}
	mod.Engine().Written(p.TenantID, m)
	return changed, nil
}

// errNoticeType answers a 400 for a notice_type other than the one kind of settings.
func errNoticeType(got string) error {
	return &engine.Error{Status: http.StatusBadRequest, Key: "notice_type", Args: map[string]any{"Value": got},
		Msg: fmt.Sprintf("notice_type: %q is not a kind of notification settings (use %q)", got, NoticeTypeMessage)}
}
