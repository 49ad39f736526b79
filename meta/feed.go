package meta

import (
	"fmt"
	"slices"
)

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
func (r *Registry) FeedTypes() []string {
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
	for _, m := range r.Models() {
		if m.Feed != nil && m.Feed.Type != "" {
			present[m.Feed.Type] = true
		}
		if m.Feed != nil && m.Feed.Updates {
			present[UpdateLogGroup] = true
		}
	}
	for _, t := range order {
		if present[t] {
			add(t)
		}
	}
	for _, m := range r.Models() {
		if m.Feed != nil && m.Feed.Type != "" {
			add(m.Feed.Type)
		}
	}
	return out
}

// FeedModel answers the model whose records are feed items of external type t, or nil.
func (r *Registry) FeedModel(t string) *Model {
	for _, m := range r.Models() {
		if m.Feed != nil && m.Feed.Type == t {
			return m
		}
	}
	return nil
}

// FeedItemType answers the item type of a record of m on the feed of a record of parent.
func (m *Model) FeedItemType(parent string) string {
	if m.Feed.Item != "" {
		return m.Feed.Item
	}
	return parent + "_" + m.Feed.Type
}

func (r *Registry) checkFeed(m *Model) error {
	f := m.Feed
	if f == nil {
		return nil
	}
	fail := func(field, format string, args ...any) error {
		return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	if f.Type == "" && !f.Updates {
		return fail("", "feed: give a type (the records are feed items) or updates (field changes are)")
	}
	if f.Type == UpdateLogGroup {
		return fail("", "feed.type: %s is the type of field-change items", UpdateLogGroup)
	}
	if f.Type != "" && len(f.On) == 0 {
		return fail("", "feed.on: name the foreignkeys whose records show these items")
	}
	for _, other := range r.Models() {
		if other != m && other.Feed != nil && f.Type != "" && other.Feed.Type == f.Type && other.Name < m.Name {
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

// HasFeed tells whether records of model have an activity feed: another model's items go on
// it, or its own field changes do.
func (r *Registry) HasFeed(model string) bool {
	for _, m := range r.Models() {
		if m.Feed == nil {
			continue
		}
		if m.Feed.Updates && m.Name == model {
			return true
		}
		for _, on := range m.Feed.On {
			if m.Field(on).To == model {
				return true
			}
		}
	}
	return false
}
