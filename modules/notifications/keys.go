package notifications

import (
	"fmt"
	"slices"

	"huntline/meta"
)

// The model keys this module owns.
//
// "notification_inbox": true marks the model whose records are users' notifications. The
// module writes them when something happens a user should hear of (a mention, a reminder,
// ...), so it relies on inboxFields, each checked on load.
//
// "notify" tells users of writes to a model's records (spec 001 §6, the HT and HR
// notification types):
//
//	"notify": [{"type": "candidate_owner_changed", "on": "update", "fields": ["owner"], "to": ["owner"]}]
//
// On is create, update or delete; an update rule with Fields fires only when one of them
// changed. To names foreignkeys to users; on an update both the old and the new users are
// told (a candidate's previous owner hears they lost it). Type is a code of the inbox's
// type options, which users switch off in their settings.
const (
	inboxKey  = "notification_inbox"
	notifyKey = "notify"
)

// NotifyRule is one rule of a model's notify key.
type NotifyRule struct {
	Type   string   `json:"type"`
	On     string   `json:"on"`
	Fields []string `json:"fields,omitempty"`
	To     []string `json:"to"`
}

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
	Unread = 1
	Read   = 2
)

var notifyEvents = []string{"create", "update", "delete"}

func init() {
	meta.RegisterKey(meta.Key{Name: inboxKey, Decode: meta.Decoder[bool](), Check: checkInbox})
	meta.RegisterKey(meta.Key{Name: notifyKey, Decode: meta.Decoder[[]NotifyRule](), Check: checkNotify})
}

// isInbox tells whether m is marked the notification inbox.
func isInbox(m *meta.Model) bool {
	v := meta.ExtensionOf[bool](m, inboxKey)
	return v != nil && *v
}

// InboxModel answers the notification inbox model, or nil.
func InboxModel(r *meta.Registry) *meta.Model {
	return r.ModelWith(inboxKey, func(v any) bool { b, _ := v.(*bool); return b != nil && *b })
}

// rulesOf answers m's notify rules.
func rulesOf(m *meta.Model) []NotifyRule {
	if v := meta.ExtensionOf[[]NotifyRule](m, notifyKey); v != nil {
		return *v
	}
	return nil
}

func checkInbox(r *meta.Registry, m *meta.Model, _ any) error {
	if !isInbox(m) {
		return nil
	}
	for _, other := range r.ModelsWith(inboxKey) {
		if other != m && isInbox(other) && other.Name < m.Name {
			return meta.Fail(m, "", "notification_inbox: %s already is the inbox", other.Name)
		}
	}
	for _, want := range inboxFields {
		if f := m.Field(want.name); f == nil || f.Type != want.types || f.Multiple {
			return meta.Fail(m, want.name, "notification_inbox needs a single %s field %s", want.types, want.name)
		}
	}
	return nil
}

func checkNotify(r *meta.Registry, m *meta.Model, _ any) error {
	for i, rule := range rulesOf(m) {
		fail := func(field, format string, args ...any) error {
			return meta.Fail(m, field, "%s", fmt.Sprintf("notify[%d]: ", i)+fmt.Sprintf(format, args...))
		}
		if rule.Type == "" {
			return fail("", "type: name the notification type")
		}
		if !slices.Contains(notifyEvents, rule.On) {
			return fail("", "on: %q is not one of create, update, delete", rule.On)
		}
		for _, f := range rule.Fields {
			if m.Field(f) == nil {
				return fail(f, "fields: not a field of %s", m.Name)
			}
		}
		if len(rule.To) == 0 {
			return fail("", "to: name the foreignkeys to users who are told")
		}
		for _, f := range rule.To {
			if fk := m.Field(f); fk == nil || fk.Type != "foreignkey" || fk.To != meta.UserModel {
				return fail(f, "to: must name foreignkeys of %s to %s", m.Name, meta.UserModel)
			}
		}
	}
	return nil
}
