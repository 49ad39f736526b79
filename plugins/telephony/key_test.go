package telephony

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"huntline/meta"
)

// telephony is the telephony plugin's metadata, where the shipped call model lives.
var telephonyMeta = meta.Source{Name: "telephony", FS: os.DirFS("meta")}

// A call_log block naming a field the telephony service cannot write stops loading.
func TestCallLogChecks(t *testing.T) {
	fields := `[{"name": "t", "type": "integer", "label": {"en": "T"}}, {"name": "p", "type": "char", "label": {"en": "P"}},
		{"name": "d", "type": "integer", "label": {"en": "D"}}, {"name": "f", "type": "checkbox", "label": {"en": "F"}},
		{"name": "r", "type": "attachments", "label": {"en": "R"}}, {"name": "pid", "type": "char", "label": {"en": "I"}},
		{"name": "u", "type": "foreignkey", "to": "user", "label": {"en": "U"}}, {"name": "c", "type": "foreignkey", "to": "candidate", "label": {"en": "C"}},
		{"name": "cc", "type": "foreignkey", "to": "client", "label": {"en": "CC"}}]`
	model := func(block string) string {
		return `{"name": "calls", "label": {"en": "X"}, "name_template": "{{p}}", "call_log": ` + block + `, "fields": ` + fields + `}`
	}
	good := `"call_type": "t", "phone": "p", "duration": "d", "finished": "f", "recordings": "r", "provider_id": "pid", "user": "u", "caller": "c", "caller_phones": ["mobile"]`
	cases := []struct{ name, block, want string }{
		{"a second call model", `{` + good + `}`, "call_log: calls already holds the telephone calls"},
		{"duration not an integer", `{` + strings.Replace(good, `"duration": "d"`, `"duration": "p"`, 1) + `}`, "field p: call_log.duration must name a single integer field"},
		{"recordings not attachments", `{` + strings.Replace(good, `"recordings": "r"`, `"recordings": "p"`, 1) + `}`, "call_log.recordings must name a single attachments field"},
		{"user not a user", `{` + strings.Replace(good, `"user": "u"`, `"user": "cc"`, 1) + `}`, "call_log.user must link to user, not client"},
		{"caller phone not a field", `{` + strings.Replace(good, `["mobile"]`, `["fax"]`, 1) + `}`, "field fax: call_log.caller_phones must name char fields of candidate"},
		{"missing key", `{"phone": "p"}`, "call_log"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			partner := fstest.MapFS{"models/calls.json": {Data: []byte(model(tc.block))}}
			_, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, telephonyMeta, meta.Source{Name: "partner", FS: partner})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, telephonyMeta)
	if err != nil {
		t.Fatal(err)
	}
	// The feed key is the activity module's: read as metadata, the calls go on the feeds as
	// telephone_call items.
	var feed struct{ Item string }
	if m := CallLogModel(r); m == nil || json.Unmarshal(m.Extensions["feed"], &feed) != nil || feed.Item != "telephone_call" {
		t.Errorf("the shipped call model: %+v", m)
	}
}
