package notices

import (
	"huntline/meta"
)

// Notices are the short messages (SMS, WeChat) the product sends to candidates and contacts.
// Two model keys tell the module which models hold them, so no code names a model:
//
//	"notice_outbox": {"channel": "channel", "receiver": {"sms": "mobile", "wechat": "openid"}}
//
// marks the model whose records are the sent notices (one per receiver), naming its channel
// field and, per channel, the field holding the receiver's address; the model also needs
// content, status, error and provider_id (checked on load).
//
//	"notice_template": {"channel": "sms", "types": {"interview": {"receiver": "candidate", ...}}}
//
// marks a channel's template model (fields name, content, type, owner) and gives each template
// type its meta (spec 001 "Template meta").
const (
	outboxKey   = "notice_outbox"
	templateKey = "notice_template"
)

// Outbox is the notice_outbox key of a model.
type Outbox struct {
	Channel  string            `json:"channel"`
	Receiver map[string]string `json:"receiver"`
}

// TemplateKey is the notice_template key of a channel's template model.
type TemplateKey struct {
	Channel string                  `json:"channel"`
	Types   map[string]TemplateMeta `json:"types,omitempty"`
}

// TemplateMeta is what GET /rest/{channel}/template/meta/{type} answers: who receives
// notices of the type and how the notify widget starts.
type TemplateMeta struct {
	Receiver            string `json:"receiver"`
	ReceiverUnchangable bool   `json:"receiver_unchangable"`
	ViewGroup           string `json:"view_group"`
	AutoSelected        bool   `json:"auto_selected"`
	AttachResume        bool   `json:"attach_resume"`
}

// Notice statuses of the outbox's status field.
const (
	StatusQueued = "queued"
	StatusSent   = "sent"
	StatusFailed = "failed"
)

// Notice channels (spec 001 §9 notice types: email, sms, wechat; e-mail has its own composer).
const (
	ChannelEmail  = "email"
	ChannelSMS    = "sms"
	ChannelWeChat = "wechat"
)

// ReceiverFields are the fields a person's address for a channel is read from, in order
// (spec 001 "Receiver lookup"); several found are joined with commas.
var ReceiverFields = map[string][]string{
	ChannelEmail:  {"email", "email1", "email2"},
	ChannelSMS:    {"mobile", "mobile1", "mobile2"},
	ChannelWeChat: {"openid"},
}

var outboxFields = []struct{ name, types string }{
	{"content", "multiline"}, {"status", "dropdown"}, {"error", "multiline"}, {"provider_id", "char"},
}

var templateFields = []struct{ name, types string }{
	{"name", "char"}, {"content", "multiline"}, {"type", "dropdown"}, {"owner", "foreignkey"},
}

func init() {
	meta.RegisterKey(meta.Key{Name: outboxKey, Decode: meta.Decoder[Outbox](), Check: checkOutbox})
	meta.RegisterKey(meta.Key{Name: templateKey, Decode: meta.Decoder[TemplateKey](), Check: checkTemplate})
}

// OutboxOf answers m's notice_outbox key, or nil.
func OutboxOf(m *meta.Model) *Outbox { return meta.ExtensionOf[Outbox](m, outboxKey) }

// TemplateOf answers m's notice_template key, or nil.
func TemplateOf(m *meta.Model) *TemplateKey { return meta.ExtensionOf[TemplateKey](m, templateKey) }

// OutboxModel answers the model holding sent notices, or nil.
func OutboxModel(r *meta.Registry) *meta.Model { return r.ModelWith(outboxKey, nil) }

// TemplateModel answers the template model of a channel, or nil.
func TemplateModel(r *meta.Registry, channel string) *meta.Model {
	return r.ModelWith(templateKey, func(v any) bool { t, _ := v.(*TemplateKey); return t != nil && t.Channel == channel })
}

func needFields(m *meta.Model, key string, list []struct{ name, types string }) error {
	for _, want := range list {
		if f := m.Field(want.name); f == nil || f.Type != want.types || f.Multiple {
			return meta.Fail(m, want.name, "%s needs a single %s field %s", key, want.types, want.name)
		}
	}
	return nil
}

func checkOutbox(r *meta.Registry, m *meta.Model, _ any) error {
	o := OutboxOf(m)
	for _, other := range r.ModelsWith(outboxKey) {
		if other != m && other.Name < m.Name {
			return meta.Fail(m, "", "notice_outbox: %s already is the outbox", other.Name)
		}
	}
	if f := m.Field(o.Channel); f == nil || f.Type != "dropdown" {
		return meta.Fail(m, o.Channel, "notice_outbox.channel must name a dropdown field of %s", m.Name)
	}
	if len(o.Receiver) == 0 {
		return meta.Fail(m, "", "notice_outbox.receiver: name the receiver field of each channel")
	}
	for ch, name := range o.Receiver {
		if f := m.Field(name); f == nil || f.Type != "char" {
			return meta.Fail(m, name, "notice_outbox.receiver.%s must name a char field of %s", ch, m.Name)
		}
	}
	return needFields(m, outboxKey, outboxFields)
}

func checkTemplate(r *meta.Registry, m *meta.Model, _ any) error {
	t := TemplateOf(m)
	if _, known := ReceiverFields[t.Channel]; !known || t.Channel == ChannelEmail {
		return meta.Fail(m, "", "notice_template.channel: %q is not sms or wechat", t.Channel)
	}
	for _, other := range r.ModelsWith(templateKey) {
		if other != m && TemplateOf(other).Channel == t.Channel && other.Name < m.Name {
			return meta.Fail(m, "", "notice_template: %s already holds the %s templates", other.Name, t.Channel)
		}
	}
	if err := needFields(m, templateKey, templateFields); err != nil {
		return err
	}
	if to := m.Field("owner").To; to != meta.UserModel {
		return meta.Fail(m, "owner", "notice_template: owner must be a foreignkey to %s", meta.UserModel)
	}
	return nil
}
