package meta

import (
	"fmt"
	"slices"
)

// NotifyRule tells users of a write to a model's records (spec 001 §6, the HT and HR
// notification types):
//
//	"notify": [{"type": "candidate_owner_changed", "on": "update", "fields": ["owner"], "to": ["owner"]}]
//
// On is create, update or delete; an update rule with Fields fires only when one of them
// changed. To names foreignkeys to users; on an update both the old and the new users are
// told (a candidate's previous owner hears they lost it). Type is a code of the inbox's
// type options, which users switch off in their settings.
type NotifyRule struct {
	Type   string   `json:"type"`
	On     string   `json:"on"`
	Fields []string `json:"fields,omitempty"`
	To     []string `json:"to"`
}

var notifyEvents = []string{"create", "update", "delete"}

func (r *Registry) checkNotify(m *Model) error {
	for i, rule := range m.Notify {
		fail := func(field, format string, args ...any) error {
			return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf("notify[%d]: ", i) + fmt.Sprintf(format, args...)}
		}
		if rule.Type == "" {
			return fail("", "type: name the notification type")
		}
		if !slices.Contains(notifyEvents, rule.On) {
			return fail("", "on: %q is not one of create, update, delete", rule.On)
		}
		for _, f := range rule.Fields {
			if m.Field(f) == nil {
				return fail(f, "fields: not a field of %s", m.Name)
			}
		}
		if len(rule.To) == 0 {
			return fail("", "to: name the foreignkeys to users who are told")
		}
		for _, f := range rule.To {
			if fk := m.Field(f); fk == nil || fk.Type != "foreignkey" || fk.To != UserModel {
				return fail(f, "to: must name foreignkeys of %s to %s", m.Name, UserModel)
			}
		}
	}
	return nil
}
