package meta

import "fmt"

// The notification inbox is the model whose records are users' notifications
// ("notification_inbox": true). The engine writes them when something happens a user should
// hear of (a mention, a reminder, ...), so it relies on these fields, each checked on load.
var inboxFields = []struct{ name, types string }{
	{"user", "foreignkey"},     // who is notified
	{"fromuser", "foreignkey"}, // who caused it
	{"type", "dropdown"},       // the message type; users switch types off in their settings
	{"content", "multiline"},
	{"status", "integer"},  // 1 unread, 2 read
	{"model_name", "char"}, // the record it is about, for its link
	{"detail_id", "integer"},
}

// Notification statuses.
const (
	NoticeUnread = 1
	NoticeRead   = 2
)

// InboxModel answers the notification inbox model, or nil.
func (r *Registry) InboxModel() *Model {
	for _, m := range r.Models() {
		if m.NotificationInbox {
			return m
		}
	}
	return nil
}

func (r *Registry) checkInbox(m *Model) error {
	if !m.NotificationInbox {
		return nil
	}
	for _, other := range r.Models() {
		if other != m && other.NotificationInbox && other.Name < m.Name {
			return &LoadError{File: m.File, Model: m.Name, Problem: fmt.Sprintf("notification_inbox: %s already is the inbox", other.Name)}
		}
	}
	for _, want := range inboxFields {
		if f := m.Field(want.name); f == nil || f.Type != want.types || f.Multiple {
			return &LoadError{File: m.File, Model: m.Name, Field: want.name, Problem: fmt.Sprintf("notification_inbox needs a single %s field %s", want.types, want.name)}
		}
	}
	return nil
}
