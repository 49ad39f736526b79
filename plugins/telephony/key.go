package telephony

import "huntline/meta"

// key is the model key this plugin owns.
const key = "call_log"

// CallLog marks the model whose records are telephone calls and names the fields the
// telephony service fills, so the plugin serves the call calls (recording player, recording
// refresh, the provider's call events) without naming a model:
//
//	"call_log": {"call_type": "call_type", "phone": "phone", "duration": "duration",
//	  "finished": "is_finished", "recordings": "recordings", "provider_id": "provider_call_id",
//	  "user": "user", "caller": "candidate", "caller_phones": ["mobile", "mobile1", "mobile2"]}
//
// call_type is an integer field (CallIn or CallOut), duration an integer of seconds, finished
// a checkbox, recordings an attachments field (the last one is played), provider_id a char
// field with the provider's id of the call, user the foreignkey to the user who took or
// placed it, caller the foreignkey to the model whose records an incoming number is matched
// against through its char fields caller_phones; avatar optionally names that model's field
// holding a picture for the incoming-call pop-up.
type CallLog struct {
	CallType     string   `json:"call_type"`
	Phone        string   `json:"phone"`
	Duration     string   `json:"duration"`
	Finished     string   `json:"finished"`
	Recordings   string   `json:"recordings"`
	ProviderID   string   `json:"provider_id"`
	User         string   `json:"user"`
	Caller       string   `json:"caller"`
	CallerPhones []string `json:"caller_phones"`
	Avatar       string   `json:"avatar,omitempty"`
}

// Call directions as stored in the call_type field (spec: 1 means call in, otherwise out).
const (
	CallIn  = 1
	CallOut = 2
)

func init() {
	meta.RegisterKey(meta.Key{Name: key, Decode: meta.Decoder[CallLog](), Check: checkCallLog})
}

// CallLogOf answers m's call_log key, or nil.
func CallLogOf(m *meta.Model) *CallLog { return meta.ExtensionOf[CallLog](m, key) }

// CallLogModel answers the model of telephone calls, or nil.
func CallLogModel(r *meta.Registry) *meta.Model { return r.ModelWith(key, nil) }

// checkCallLog checks the call_log block once the registry is linked: one model at most,
// each named field present with the type the telephony service writes.
func checkCallLog(r *meta.Registry, m *meta.Model, _ any) error {
	c := CallLogOf(m)
	fail := func(field, format string, args ...any) error {
		return meta.Fail(m, field, format, args...)
	}
	for _, other := range r.ModelsWith(key) {
		if other != m && other.Name < m.Name {
			return fail("", "call_log: %s already holds the telephone calls", other.Name)
		}
	}
	want := []struct{ key, name, typ string }{
		{"call_type", c.CallType, "integer"}, {"phone", c.Phone, "char"}, {"duration", c.Duration, "integer"},
		{"finished", c.Finished, "checkbox"}, {"recordings", c.Recordings, "attachments"},
		{"provider_id", c.ProviderID, "char"}, {"user", c.User, "foreignkey"}, {"caller", c.Caller, "foreignkey"},
	}
	for _, w := range want {
		if f := m.Field(w.name); f == nil || f.Type != w.typ || (w.typ == "foreignkey" && f.Multiple) {
			return fail(w.name, "call_log.%s must name a single %s field of %s", w.key, w.typ, m.Name)
		}
	}
	if to := m.Field(c.User).To; to != meta.UserModel {
		return fail(c.User, "call_log.user must link to %s, not %s", meta.UserModel, to)
	}
	caller := r.Model(m.Field(c.Caller).To)
	if caller == nil {
		return fail(c.Caller, "call_log.caller: %q is not a model", m.Field(c.Caller).To)
	}
	if len(c.CallerPhones) == 0 {
		return fail("", "call_log.caller_phones: name the fields of %s an incoming number is matched against", caller.Name)
	}
	for _, name := range c.CallerPhones {
		if f := caller.Field(name); f == nil || f.Type != "char" {
			return fail(name, "call_log.caller_phones must name char fields of %s", caller.Name)
		}
	}
	if c.Avatar != "" && caller.Field(c.Avatar) == nil {
		return fail(c.Avatar, "call_log.avatar must name a field of %s", caller.Name)
	}
	return nil
}
