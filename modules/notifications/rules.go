package notifications

import (
	"context"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The record hooks of models with notify rules (meta "notify"): each write tells the users
// the rules name, in the writing transaction.

func hasRules(m *meta.Model) bool { return len(rulesOf(m)) > 0 }

func (mod *Module) ruleCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
	return mod.notifyWrite(ctx, tx, p, m, "create", id, name, nil, doc, nil)
}

// ruleUpdated tells of an update, or of a delete when the update moves the record to the
// recycle bin; the text names the record as the update left it.
func (mod *Module) ruleUpdated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, before, after map[string]any, log []store.Change) error {
	event := "update"
	if slices.ContainsFunc(log, func(c store.Change) bool { return c.Action == "delete" }) {
		event = "delete"
	}
	name, err := nameIn(ctx, tx, p, m, id)
	if err != nil {
		return err
	}
	return mod.notifyWrite(ctx, tx, p, m, event, id, name, before, after, log)
}

func (mod *Module) ruleDeleted(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any) error {
	name, err := nameIn(ctx, tx, p, m, id)
	if err != nil {
		return err
	}
	return mod.notifyWrite(ctx, tx, p, m, "delete", id, name, doc, nil, nil)
}

// nameIn reads the display name record id has in tx, the write just made.
func nameIn(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64) (string, error) {
	rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
	if err != nil {
		return "", err
	}
	return rec.Name, nil
}

// notifyWrite applies the model's notify rules to a write: event is create, update or
// delete; changes the logged field changes of an update. The text names the record and,
// for an update, the changed fields, in the language of whoever made the change.
func (mod *Module) notifyWrite(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, event string, id int64, name string, before, after map[string]any, changes []store.Change) error {
	var told []int64 // a user hears of a write once: from the first rule that names them
	for _, rule := range rulesOf(m) {
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
				if u, ok := engine.AsID(doc[f]); ok && !slices.Contains(to, u) && !slices.Contains(told, u) {
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
		n := engine.Notice{Type: rule.Type, To: to, Content: content, Model: m.Name, ID: id, Links: map[string]int64{m.Name: id},
			Named: &engine.NamedRecord{Model: m.Name, ID: id, Name: name}}
		if event == "delete" {
			n.Model, n.ID, n.Links = "", 0, nil // nothing to open
		}
		if err := mod.Notify(ctx, tx, p, n); err != nil {
			return err
		}
	}
	return nil
}
