package notifications

import (
	"context"
	"slices"
	"strings"

	"strconv"

	"huntline/engine"
	"huntline/store"
)

// UserMessageConfigKey is the user setting holding which message types a user turned off:
// {"mention": false}. A type not named is on.
const UserMessageConfigKey = "messageconfig"

// Live-push events of the inbox: a new notification for its recipient, and notifications
// read (in another tab or browser) so every page of the user lowers its count.
const (
	PushNotification     = "notification"
	PushNotificationRead = "notification_read"
)

// Notify writes a notification for each recipient who has not turned its type off, in the
// transaction of the write that caused it, and pushes it to them once that commits (the
// core's Notifier: Engine.Notify, which any module calls, comes here).
func (mod *Module) Notify(ctx context.Context, tx *store.Tx, p engine.Principal, n engine.Notice) error {
	inbox := InboxModel(mod.Engine().Reg())
	if inbox == nil || len(n.To) == 0 {
		return nil
	}
	var told []int64
	for _, to := range n.To {
		if to == 0 || to == p.UserID || slices.Contains(told, to) {
			continue
		}
		on, err := mod.noticeOn(ctx, p.TenantID, to, n.Type)
		if err != nil {
			return err
		}
		if !on {
			continue
		}
		content, err := mod.noticeContent(ctx, tx, p.TenantID, to, n)
		if err != nil {
			return err
		}
		set := map[string]any{"user": to, "type": n.Type, "content": content, "status": int64(Unread)}
		if p.UserID != 0 {
			set["fromuser"] = p.UserID
		}
		if n.Model != "" {
			set["model_name"], set["detail_id"] = n.Model, n.ID
		}
		for name, id := range n.Links {
			if f := inbox.Field(name); f != nil && f.Type == "foreignkey" && id > 0 {
				set[name] = id
			}
		}
		// The create pushes the new notification to its recipient (inboxCreated).
		if _, err := mod.Engine().CreateInTx(ctx, tx, p, inbox, set); err != nil {
			return err
		}
		told = append(told, to)
	}
	return nil
}

// noticeContent answers a notice's text for one recipient: a record name it starts with
// reads as the recipient may read it (a submission's candidate they may not read masked as
// its id), since the inbox keeps the text as written. Text people wrote (a mention, a
// reminder) is theirs and goes as it is.
func (mod *Module) noticeContent(ctx context.Context, tx *store.Tx, tenant, to int64, n engine.Notice) (string, error) {
	nr := n.Named
	if nr == nil || !strings.HasPrefix(n.Content, nr.Name) {
		return n.Content, nil
	}
	shown := "#" + strconv.FormatInt(nr.ID, 10)
	if rp, err := mod.Engine().PrincipalOf(ctx, tenant, to); err == nil {
		names, err := mod.Engine().NamesIn(ctx, tx, rp, nr.Model, []int64{nr.ID})
		if err != nil {
			return "", err
		}
		if name, ok := names[nr.ID]; ok {
			shown = name
		}
	}
	return shown + strings.TrimPrefix(n.Content, nr.Name), nil
}

// noticeOn tells whether user wants notifications of type t.
func (mod *Module) noticeOn(ctx context.Context, tenant, user int64, t string) (bool, error) {
	cfg, err := mod.Engine().Store.UserConfig(ctx, tenant, user)
	if err != nil {
		return false, err
	}
	types, _ := cfg[UserMessageConfigKey].(map[string]any)
	on, set := types[t].(bool)
	return on || !set, nil
}
