package activity

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"huntline/meta"
)

// The feed and mentions keys stop loading, with the words they always had, when they name
// what the module cannot follow.
func TestFeedAndMentionsKeysChecked(t *testing.T) {
	fields := `"fields": [
		{"name": "text", "type": "richtext", "label": {"en": "T"}%s},
		{"name": "count", "type": "integer", "label": {"en": "N"}%s},
		{"name": "candidate", "type": "foreignkey", "to": "candidate", "label": {"en": "C"}},
		{"name": "people", "type": "foreignkey", "to": "user", "multiple": true, "label": {"en": "P"}},
		{"name": "tags", "type": "foreignkey", "to": "candidate", "multiple": true, "label": {"en": "G"}}]`
	cases := []struct{ name, feed, textKey, countKey, want string }{
		{"good", `"feed": {"type": "memo", "on": ["candidate"]}`, `, "mentions": {"into": "people", "everyone": "status=active"}`, "", ""},
		{"updates only", `"feed": {"updates": true}`, "", "", ""},
		{"neither type nor updates", `"feed": {"on": ["candidate"]}`, "", "", "model memo: feed: give a type (the records are feed items) or updates (field changes are)"},
		{"the field-change type", `"feed": {"type": "updateloggroup", "on": ["candidate"]}`, "", "", "feed.type: updateloggroup is the type of field-change items"},
		{"no on", `"feed": {"type": "memo"}`, "", "", "feed.on: name the foreignkeys whose records show these items"},
		{"a type taken", `"feed": {"type": "note", "on": ["candidate"]}`, "", "", "model note: feed.type: note items are already the records of memo"},
		{"on a multiple foreignkey", `"feed": {"type": "memo", "on": ["tags"]}`, "", "", "field tags: feed.on must name single foreignkeys of memo"},
		{"on twice", `"feed": {"type": "memo", "on": ["candidate", "candidate"]}`, "", "", "field candidate: feed.on names candidate twice"},
		{"mentions on a number", "", "", `, "mentions": {}`, "field count: mentions: only a text field can mention users"},
		{"mentions into a single link", "", `, "mentions": {"into": "candidate"}`, "", `field text: mentions.into: "candidate" must name a multiple foreignkey of memo to user`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			keys := ""
			if c.feed != "" {
				keys = c.feed + ", "
			}
			doc := `{"name": "memo", "label": {"en": "Memo"}, "name_template": "{{text}}", ` + keys + strings.Replace(strings.Replace(fields, "%s", c.textKey, 1), "%s", c.countKey, 1) + `}`
			r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "partner", FS: fstest.MapFS{"models/memo.json": {Data: []byte(doc)}}})
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if c.textKey != "" && MentionsOf(r.Model("memo").Field("text")).Into != "people" {
					t.Error("the mentions key was not read")
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want an error with %q, got %v", c.want, err)
			}
			var le *meta.LoadError
			if strings.Contains(c.name, "mentions") && (!errors.As(err, &le) || le.Key != "mentions") {
				t.Errorf("a mentions refusal names the key: %#v", err)
			}
		})
	}
}

// The shipped models' feeds: the tabs in the spec's order, the model behind each type, the
// item types on a parent's feed, and which models have a feed.
func TestShippedFeeds(t *testing.T) {
	r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(FeedTypes(r), " "); !strings.HasPrefix(got, "note todo email sms updateloggroup") {
		t.Errorf("FeedTypes: %s", got)
	}
	if m := FeedModel(r, "note"); m == nil || m.Name != "note" || FeedItemType(m, "candidate") != "candidate_note" {
		t.Errorf("FeedModel(note): %v", m)
	}
	if FeedModel(r, "nothing") != nil {
		t.Error("FeedModel of an unknown type")
	}
	for model, want := range map[string]bool{"candidate": true, "client": true, "joborder": true, "note": false, "city": false} {
		if HasFeed(r, model) != want {
			t.Errorf("HasFeed(%s) = %v", model, !want)
		}
	}
	// A feed tab on a record without a feed would answer its reader a 400 (an invoice's did).
	for _, m := range r.Models() {
		for _, tab := range m.DetailTabs {
			if tab.Type == "feed" && !HasFeed(r, m.Name) {
				t.Errorf("%s has a feed tab but no activity feed", m.Name)
			}
		}
	}
	if MentionsOf(r.Model("note").Field("content")) == nil || MentionsOf(r.Model("note").Field("category")) != nil {
		t.Error("MentionsOf: the note's content takes mentions, its category not")
	}
}
