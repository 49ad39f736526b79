package meta

import "fmt"

// Notices are the short messages (SMS, WeChat) the product sends to candidates and contacts.
// Two model keys tell the engine which models hold them, so no engine code names a model:
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
type NoticeOutbox struct {
	Channel  string            `json:"channel"`
	Receiver map[string]string `json:"receiver"`
}

// NoticeTemplate marks a channel's template model.
type NoticeTemplate struct {
	Channel string                        `json:"channel"`
	Types   map[string]NoticeTemplateMeta `json:"types,omitempty"`
}

// NoticeTemplateMeta is what GET /rest/{channel}/template/meta/{type} answers: who receives
// notices of the type and how the notify widget starts.
type NoticeTemplateMeta struct {
	Receiver            string `json:"receiver"`
	ReceiverUnchangable bool   `json:"receiver_unchangable"`
	ViewGroup           string `json:"view_group"`
	AutoSelected        bool   `json:"auto_selected"`
	AttachResume        bool   `json:"attach_resume"`
}

// Notice statuses of the outbox's status field.
const (
	NoticeQueued = "queued"
	NoticeSent   = "sent"
	NoticeFailed = "failed"
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

// NoticeOutboxModel answers the model holding sent notices, or nil.
func (r *Registry) NoticeOutboxModel() *Model {
	for _, m := range r.Models() {
		if m.NoticeOutbox != nil {
			return m
		}
	}
	return nil
}

// NoticeTemplateModel answers the template model of a channel, or nil.
func (r *Registry) NoticeTemplateModel(channel string) *Model {
	for _, m := range r.Models() {
		if m.NoticeTemplate != nil && m.NoticeTemplate.Channel == channel {
			return m
		}
	}
	return nil
}

func (r *Registry) checkNotice(m *Model) error {
	fail := func(field, format string, args ...any) error {
		return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	need := func(key string, list []struct{ name, types string }) error {
		for _, want := range list {
			if f := m.Field(want.name); f == nil || f.Type != want.types || f.Multiple {
				return fail(want.name, "%s needs a single %s field %s", key, want.types, want.name)
			}
		}
		return nil
	}
	if o := m.NoticeOutbox; o != nil {
		for _, other := range r.Models() {
			if other != m && other.NoticeOutbox != nil && other.Name < m.Name {
				return fail("", "notice_outbox: %s already is the outbox", other.Name)
			}
		}
		if f := m.Field(o.Channel); f == nil || f.Type != "dropdown" {
			return fail(o.Channel, "notice_outbox.channel must name a dropdown field of %s", m.Name)
		}
		if len(o.Receiver) == 0 {
			return fail("", "notice_outbox.receiver: name the receiver field of each channel")
		}
		for ch, name := range o.Receiver {
			if f := m.Field(name); f == nil || f.Type != "char" {
				return fail(name, "notice_outbox.receiver.%s must name a char field of %s", ch, m.Name)
			}
		}
		if err := need("notice_outbox", outboxFields); err != nil {
			return err
		}
	}
	if t := m.NoticeTemplate; t != nil {
		if _, known := ReceiverFields[t.Channel]; !known || t.Channel == ChannelEmail {
			return fail("", "notice_template.channel: %q is not sms or wechat", t.Channel)
		}
		for _, other := range r.Models() {
			if other != m && other.NoticeTemplate != nil && other.NoticeTemplate.Channel == t.Channel && other.Name < m.Name {
				return fail("", "notice_template: %s already holds the %s templates", other.Name, t.Channel)
			}
		}
		if err := need("notice_template", templateFields); err != nil {
			return err
		}
		if to := m.Field("owner").To; to != UserModel {
			return fail("owner", "notice_template: owner must be a foreignkey to %s", UserModel)
		}
	}
	return nil
}
