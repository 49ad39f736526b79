package engine

import (
	"context"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// notifyWrite applies the model's notify rules to a write: event is create, update or
// delete; changes the logged field changes of an update. The text names the record and,
// for an update, the changed fields, in the language of whoever made the change.
func (e *Engine) notifyWrite(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, event string, id int64, name string, before, after map[string]any, changes []store.Change) error {
	var told []int64 // a user hears of a write once: from the first rule that names them
	for _, rule := range m.Notify {
		if rule.On != event {
			continue
		}
		var changed []string
		for _, c := range changes {
			if f := m.Field(c.Field); f != nil && c.Action == "update" && !f.Hidden {
				changed = append(changed, c.Field)
			}
		}
		if event == "update" && (len(changed) == 0 || len(rule.Fields) > 0 && !slices.ContainsFunc(rule.Fields, func(f string) bool { return slices.Contains(changed, f) })) {
			continue
		}
		var to []int64
		for _, f := range rule.To {
			for _, doc := range []map[string]any{before, after} {
				if u, ok := asID(doc[f]); ok && !slices.Contains(to, u) && !slices.Contains(told, u) {
					to = append(to, u)
				}
			}
		}
		told = append(told, to...)
		content := name
		if event == "update" {
			var labels []string
			for _, f := range changed {
				labels = append(labels, m.Field(f).Label.In(p.Lang))
			}
			content += ": " + strings.Join(labels, ", ")
		}
		n := Notice{Type: rule.Type, To: to, Content: content, Model: m.Name, ID: id, Links: map[string]int64{m.Name: id},
			Named: &NamedRecord{Model: m.Name, ID: id, Name: name}}
		if event == "delete" {
			n.Model, n.ID, n.Links = "", 0, nil // nothing to open
		}
		if err := e.notify(ctx, tx, p, n); err != nil {
			return err
		}
	}
	return nil
}
