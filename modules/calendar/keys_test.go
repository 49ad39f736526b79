package calendar

import (
	"strings"
	"testing"
	"testing/fstest"

	"huntline/meta"
)

// The calendar and reminder keys name fields of the right types; a wrong one stops loading
// with the key and field named.
func TestCalendarKeysChecked(t *testing.T) {
	fields := `"fields": [
		{"name": "title", "type": "char", "label": {"en": "T"}},
		{"name": "starts", "type": "datetime", "label": {"en": "S"}},
		{"name": "ends", "type": "date", "label": {"en": "E"}},
		{"name": "who", "type": "foreignkey", "to": "user", "multiple": true, "label": {"en": "W"}},
		{"name": "at", "type": "datetime", "label": {"en": "A"}},
		{"name": "sent", "type": "checkbox", "label": {"en": "D"}},
		{"name": "offset", "type": "dropdown", "option_key": "todo_remind", "label": {"en": "O"}}]`
	cases := []struct{ name, keys, want string }{
		{"good", `"calendar": {"start": "starts", "users": "who"}, "reminder": {"at": "at", "done": "sent", "users": "who", "content": "title", "from": "starts", "offset": "offset"}`, ""},
		{"end not a datetime", `"calendar": {"start": "starts", "end": "ends", "users": "who"}`, "field ends: calendar.end must name a datetime field"},
		{"users not people", `"calendar": {"start": "starts", "users": "title"}`, "field title: calendar.users must name a foreignkey to user"},
		{"status without done", `"calendar": {"start": "starts", "users": "who", "status": "offset"}`, "calendar.done"},
		{"done not a checkbox", `"reminder": {"at": "at", "done": "title", "users": "who", "content": "title"}`, "reminder.done must name a checkbox field"},
		{"from without offset", `"reminder": {"at": "at", "done": "sent", "users": "who", "content": "title", "from": "starts"}`, "give both from and offset"},
		{"unknown key", `"calendar": {"start": "starts", "users": "who", "colour": "x"}`, "calendar"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := `{"name": "slot", "label": {"en": "Slot"}, "name_template": "{{title}}", ` + c.keys + `, ` + fields + `}`
			_, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "partner", FS: fstest.MapFS{"models/slot.json": {Data: []byte(doc)}}})
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want an error with %q, got %v", c.want, err)
			}
		})
	}
}

func TestOffsetMinutes(t *testing.T) {
	cases := []struct {
		code string
		n    int
		ok   bool
	}{{"0", 0, true}, {"15", 15, true}, {"1440", 1440, true}, {"none", 0, false}, {"", 0, false}, {"-5", 0, false}}
	for _, c := range cases {
		if n, ok := OffsetMinutes(c.code); n != c.n || ok != c.ok {
			t.Errorf("OffsetMinutes(%q) = %d, %v", c.code, n, ok)
		}
	}
}
