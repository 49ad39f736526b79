package meta

import "fmt"

// Mail marks the models of e-mail from records ("mail": {"role": "message"} on the model
// whose records are mails users write, "mail": {"role": "template"} on their templates). The
// engine sends, suggests and renders through them, so it relies on the fields listed below,
// each checked on load; nothing in the engine names the models themselves.
type Mail struct {
	Role string `json:"role"`
}

// Mail roles.
const (
	MailMessage  = "message"
	MailTemplate = "template"
)

// Mail statuses of a message's status field (an option list of these codes).
const (
	MailQueued = "queued"
	MailSent   = "sent"
	MailFailed = "failed"
)

// mailFields are the fields each role needs, name -> type.
var mailFields = map[string][]struct{ name, types string }{
	MailMessage: {
		{"to", "multiline"}, {"cc", "multiline"}, {"bcc", "multiline"},
		{"subject", "char"}, {"content", "richtext"},
		{"attachments", "attachments"},
		{"status", "dropdown"}, {"error", "multiline"}, {"sent_at", "datetime"},
		{"template_type", "dropdown"}, {"user", "foreignkey"},
	},
	MailTemplate: {
		{"name", "char"}, {"title", "char"}, {"content", "richtext"},
		{"type", "dropdown"}, {"attachments", "attachments"}, {"owner", "foreignkey"},
	},
}

// MailModel answers the model holding a mail role, or nil.
func (r *Registry) MailModel(role string) *Model {
	for _, m := range r.Models() {
		if m.Mail != nil && m.Mail.Role == role {
			return m
		}
	}
	return nil
}

func (r *Registry) checkMail(m *Model) error {
	if m.Mail == nil {
		return nil
	}
	want, known := mailFields[m.Mail.Role]
	if !known {
		return &LoadError{File: m.File, Model: m.Name, Problem: fmt.Sprintf("mail.role %q: want %s or %s", m.Mail.Role, MailMessage, MailTemplate)}
	}
	for _, other := range r.Models() {
		if other != m && other.Mail != nil && other.Mail.Role == m.Mail.Role && other.Name < m.Name {
			return &LoadError{File: m.File, Model: m.Name, Problem: fmt.Sprintf("mail.role: %s already holds the %s role", other.Name, m.Mail.Role)}
		}
	}
	for _, f := range want {
		if got := m.Field(f.name); got == nil || got.Type != f.types || got.Multiple {
			return &LoadError{File: m.File, Model: m.Name, Field: f.name, Problem: fmt.Sprintf("mail role %s needs a single %s field %s", m.Mail.Role, f.types, f.name)}
		}
	}
	return nil
}
