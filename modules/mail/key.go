package mail

import (
	"fmt"

	"huntline/meta"
)

// key marks the models of e-mail from records ("mail": {"role": "message"} on the model
// whose records are mails users write, "mail": {"role": "template"} on their templates). The
// module sends, suggests and renders through them, so it relies on the fields listed below,
// each checked on load; nothing here names the models themselves.
const key = "mail"

// Key is the mail key of a model.
type Key struct {
	Role string `json:"role"`
}

// Mail roles.
const (
	RoleMessage  = "message"
	RoleTemplate = "template"
)

// Mail statuses of a message's status field (an option list of these codes).
const (
	StatusQueued = "queued"
	StatusSent   = "sent"
	StatusFailed = "failed"
	// StatusHeld: no mail server is configured; the mailer kept the mail in its outbox, and
	// it goes out when sent again once a server is configured.
	StatusHeld = "held"
)

// roleFields are the fields each role needs, name -> type.
var roleFields = map[string][]struct{ name, types string }{
	RoleMessage: {
		{"to", "multiline"}, {"cc", "multiline"}, {"bcc", "multiline"},
		{"subject", "char"}, {"content", "richtext"},
		{"attachments", "attachments"},
		{"status", "dropdown"}, {"error", "multiline"}, {"sent_at", "datetime"},
		{"template_type", "dropdown"}, {"user", "foreignkey"},
	},
	RoleTemplate: {
		{"name", "char"}, {"title", "char"}, {"content", "richtext"},
		{"type", "dropdown"}, {"attachments", "attachments"}, {"owner", "foreignkey"},
	},
}

func init() {
	meta.RegisterKey(meta.Key{Name: key, Decode: meta.Decoder[Key](), Check: checkKey})
	// /rest/mail/... (the outbox of kept mails) is not a model's path.
	meta.ReserveModelNames("mail")
}

// RoleOf answers m's mail role, or "".
func RoleOf(m *meta.Model) string {
	if k := meta.ExtensionOf[Key](m, key); k != nil {
		return k.Role
	}
	return ""
}

// ModelOf answers the model holding a mail role, or nil.
func ModelOf(r *meta.Registry, role string) *meta.Model {
	return r.ModelWith(key, func(v any) bool { k, _ := v.(*Key); return k != nil && k.Role == role })
}

func checkKey(r *meta.Registry, m *meta.Model, _ any) error {
	role := RoleOf(m)
	want, known := roleFields[role]
	if !known {
		return meta.Fail(m, "", "%s", fmt.Sprintf("mail.role %q: want %s or %s", role, RoleMessage, RoleTemplate))
	}
	for _, other := range r.ModelsWith(key) {
		if other != m && RoleOf(other) == role && other.Name < m.Name {
			return meta.Fail(m, "", "mail.role: %s already holds the %s role", other.Name, role)
		}
	}
	for _, f := range want {
		if got := m.Field(f.name); got == nil || got.Type != f.types || got.Multiple {
			return meta.Fail(m, f.name, "mail role %s needs a single %s field %s", role, f.types, f.name)
		}
	}
	return nil
}
