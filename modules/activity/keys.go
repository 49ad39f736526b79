package activity

import (
	"fmt"
	"slices"

	"huntline/meta"
)

// The keys of model definitions this module owns: "feed" on a model, "mentions" on a text
// field. meta keeps them raw; the module reads and checks them when the registry loads.
const (
	feedKey     = "feed"
	mentionsKey = "mentions"
)

func init() {
	meta.RegisterKey(meta.Key{Name: feedKey, Decode: meta.Decoder[Feed](), Check: checkFeed})
	meta.RegisterFieldKey(meta.FieldKey{Name: mentionsKey, Decode: meta.Decoder[Mentions](), Check: checkMentions})
}

// Feed makes a model's records items of the activity feed:
//
//	"feed": {"type": "note", "on": ["candidate", "client", "joborder"]}
//
// Each record of the model is an item of external type Type on the feed of every record its
// On foreignkeys name, typed "{that model}_{type}" (candidate_note) unless Item names the
// item type outright (telephone_call). Updates instead puts the model's own field changes on
// its own feed, as "{model}_updated" items of external type updateloggroup.
type Feed struct {
	Type    string   `json:"type,omitempty"`
	On      []string `json:"on,omitempty"`
	Item    string   `json:"item,omitempty"`
	Updates bool     `json:"updates,omitempty"`
	// ReadOnly items offer no edit or delete on the feed (telephone calls).
	ReadOnly bool `json:"readonly,omitempty"`
}

// FeedOf answers m's feed key, or nil.
func FeedOf(m *meta.Model) *Feed { return meta.ExtensionOf[Feed](m, feedKey) }

// UpdateLogGroup is the external type of the field-change items of models with feed.updates.
// A group that changed a tags field is typed "{model}_tag", any other "{model}_updated".
const UpdateLogGroup = "updateloggroup"

// Item type suffixes of field-change items.
const (
	FeedUpdated = "_updated"
	FeedTag     = "_tag"
)

// FeedTypes lists the external types of feed items, in the order the feed's tabs show them:
// the spec's fixed order first, then any other in model order.
func FeedTypes(r *meta.Registry) []string {
	order := []string{"note", "todo", "email", "sms", UpdateLogGroup}
	var out []string
	seen := map[string]bool{}
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	present := map[string]bool{}
	for _, m := range r.ModelsWith(feedKey) {
		f := FeedOf(m)
		if f.Type != "" {
			present[f.Type] = true
		}
		if f.Updates {
			present[UpdateLogGroup] = true
		}
	}
	for _, t := range order {
		if present[t] {
			add(t)
		}
	}
	for _, m := range r.ModelsWith(feedKey) {
		if f := FeedOf(m); f.Type != "" {
			add(f.Type)
		}
	}
	return out
}

// FeedModel answers the model whose records are feed items of external type t, or nil.
func FeedModel(r *meta.Registry, t string) *meta.Model {
	return r.ModelWith(feedKey, func(v any) bool { return v.(*Feed).Type == t })
}

// FeedItemType answers the item type of a record of m on the feed of a record of parent.
func FeedItemType(m *meta.Model, parent string) string {
	if f := FeedOf(m); f.Item != "" {
		return f.Item
	}
	return parent + "_" + FeedOf(m).Type
}

// HasFeed tells whether records of model have an activity feed: another model's items go on
// it, or its own field changes do.
func HasFeed(r *meta.Registry, model string) bool {
	for _, m := range r.ModelsWith(feedKey) {
		f := FeedOf(m)
		if f.Updates && m.Name == model {
			return true
		}
		for _, on := range f.On {
			if m.Field(on).To == model {
				return true
			}
		}
	}
	return false
}

func checkFeed(r *meta.Registry, m *meta.Model, _ any) error {
	f := FeedOf(m)
	fail := func(field, format string, args ...any) error { return meta.Fail(m, field, format, args...) }
	if f.Type == "" && !f.Updates {
		return fail("", "feed: give a type (the records are feed items) or updates (field changes are)")
	}
	if f.Type == UpdateLogGroup {
		return fail("", "feed.type: %s is the type of field-change items", UpdateLogGroup)
	}
	if f.Type != "" && len(f.On) == 0 {
		return fail("", "feed.on: name the foreignkeys whose records show these items")
	}
	for _, other := range r.ModelsWith(feedKey) {
		if other != m && f.Type != "" && FeedOf(other).Type == f.Type && other.Name < m.Name {
			return fail("", "feed.type: %s items are already the records of %s", f.Type, other.Name)
		}
	}
	for i, name := range f.On {
		fk := m.Field(name)
		if fk == nil || fk.Type != "foreignkey" || fk.Multiple {
			return fail(name, "feed.on must name single foreignkeys of %s", m.Name)
		}
		if slices.Contains(f.On[:i], name) {
			return fail(name, "feed.on names %s twice", name)
		}
	}
	return nil
}

// Mentions makes a text field mention users: '@name(id:{id})' in its text names user {id},
// '@all(id:0)' everyone Everyone selects. Mentioned users are told (a "mention"
// notification) and added to the Into field, a multiple foreignkey to users, when given:
//
//	"mentions": {"into": "noteuser_set", "everyone": "status=active"}
type Mentions struct {
	Into     string `json:"into,omitempty"`
	Everyone string `json:"everyone,omitempty"` // a gql filter over users
}

// MentionsOf answers f's mentions key, or nil.
func MentionsOf(f *meta.Field) *Mentions { return meta.FieldExtensionOf[Mentions](f, mentionsKey) }

// MentionAll is the id of the '@all' mention.
const MentionAll = 0

func checkMentions(_ *meta.Registry, m *meta.Model, f *meta.Field, _ any) error {
	fail := func(format string, args ...any) error {
		return &meta.LoadError{File: m.File, Model: m.Name, Field: f.Name, Key: mentionsKey, Problem: fmt.Sprintf(format, args...)}
	}
	if f.Type != "richtext" && f.Type != "multiline" && f.Type != "char" {
		return fail("mentions: only a text field can mention users")
	}
	if into := MentionsOf(f).Into; into != "" {
		if t := m.Field(into); t == nil || t.Type != "foreignkey" || !t.Multiple || t.To != meta.UserModel {
			return fail("mentions.into: %q must name a multiple foreignkey of %s to %s", into, m.Name, meta.UserModel)
		}
	}
	return nil
}
