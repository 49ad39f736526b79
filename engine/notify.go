package engine

import (
	"context"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// Notice is something users should hear of: a mention, a reminder, a change to their record.
type Notice struct {
	Type    string  // a code of the inbox's type options (mention, reminder, ...)
	To      []int64 // recipients; whoever caused it is not told of their own act
	Content string
	Model   string // the record it is about, which its link opens
	ID      int64
	// Links fills the inbox's foreignkeys of the same names (candidate: 12), when it has them.
	Links map[string]int64
	// Named is the record whose display name Content starts with, when it does: each
	// recipient reads that name as they may read it (names_mask.go), not as it is stored.
	Named *NamedRecord
}

// NamedRecord is a record a notice names, and the name it was written with.
type NamedRecord struct {
	Model string
	ID    int64
	Name  string
}

// UserMessageConfigKey is the user setting holding which message types a user turned off:
// {"mention": false}. A type not named is on.
const UserMessageConfigKey = "messageconfig"

// Live-push events of the inbox: a new notification for its recipient, and notifications
// read (in another tab or browser) so every page of the user lowers its count.
const (
	PushNotification     = "notification"
	PushNotificationRead = "notification_read"
)

// notify writes a notification for each recipient who has not turned its type off, in the
// transaction of the write that caused it, and pushes it to them once that commits.
func (e *Engine) notify(ctx context.Context, tx *store.Tx, p Principal, n Notice) error {
	inbox := e.Reg().InboxModel()
	if inbox == nil || len(n.To) == 0 {
		return nil
	}
	var told []int64
	for _, to := range n.To {
		if to == 0 || to == p.UserID || slices.Contains(told, to) {
			continue
		}
		on, err := e.noticeOn(ctx, p.TenantID, to, n.Type)
		if err != nil {
			return err
		}
		if !on {
			continue
		}
		content, err := e.noticeContent(ctx, tx, p.TenantID, to, n)
		if err != nil {
			return err
		}
		set := map[string]any{"user": to, "type": n.Type, "content": content, "status": int64(meta.NoticeUnread)}
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
		// createIn pushes the new notification to its recipient (inboxCreated).
		if _, err := e.createIn(ctx, tx, p, inbox, &input{set: set}); err != nil {
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
func (e *Engine) noticeContent(ctx context.Context, tx *store.Tx, tenant, to int64, n Notice) (string, error) {
	nr := n.Named
	if nr == nil || !strings.HasPrefix(n.Content, nr.Name) {
		return n.Content, nil
	}
	shown := "#" + itoa64(nr.ID)
	if rp, err := e.principal(ctx, tenant, to); err == nil {
		names, err := e.namesIn(ctx, tx, rp, nr.Model, []int64{nr.ID})
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
func (e *Engine) noticeOn(ctx context.Context, tenant, user int64, t string) (bool, error) {
	cfg, err := e.Store.UserConfig(ctx, tenant, user)
	if err != nil {
		return false, err
	}
	types, _ := cfg[UserMessageConfigKey].(map[string]any)
	on, set := types[t].(bool)
	return on || !set, nil
}
