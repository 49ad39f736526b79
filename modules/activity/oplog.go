package activity

import (
	"context"
	"time"

	"huntline/engine"
	"huntline/meta"
)

// A record's change log is the record store's own history: the core writes it with every
// create, update and delete (store.Change rows). This module reads it for people, beside
// the view log it keeps itself (browse.go).

// OpEntry is one line of a record's operation log (spec 000 §7, GET /rest/operationlog/list):
// a view (who opened the record and when) or an update (a field's old and new value).
type OpEntry struct {
	Type       string    `json:"type"` // view, or the change's action: create, update, delete, recover
	User       *UserRef  `json:"user,omitempty"`
	DateAdded  time.Time `json:"dateAdded"`
	Field      string    `json:"field,omitempty"`
	FieldLabel string    `json:"field_label,omitempty"`
	Old        any       `json:"old,omitempty"` // as displayed: labels and names, not codes and ids
	New        any       `json:"new,omitempty"`
}

// MaxOpLog bounds one read of a record's log.
const MaxOpLog = 500

// OperationLog answers a record's view log (typ "view") or change log (typ "update"),
// newest first, to users who may read the record. Values of contact fields the tenant hides
// are left out, as the record itself hides them.
func (mod *Module) OperationLog(ctx context.Context, p engine.Principal, typ, model string, id int64) ([]OpEntry, error) {
	if typ != "view" && typ != "update" {
		return nil, engine.BadParamChoice("type", typ, []string{"view", "update"})
	}
	if m, err := mod.Engine().ModelNamed(model); err != nil {
		return nil, err
	} else if _, err := mod.Engine().Readable(ctx, p, m, id); err != nil {
		return nil, err // not found, or not the user's to read (a limited record they are outside of shows no history)
	}
	m := mod.Engine().Reg().Model(model)
	out := []OpEntry{}
	var users []int64
	if typ == "view" {
		views, err := recordViews(ctx, mod.Engine().Store, p.TenantID, model, id, MaxOpLog)
		if err != nil {
			return nil, err
		}
		for _, v := range views {
			out = append(out, OpEntry{Type: "view", User: &UserRef{ID: v.UserID}, DateAdded: v.ViewedAt})
			users = append(users, v.UserID)
		}
	} else {
		changes, err := mod.Engine().Store.RecordChanges(ctx, p.TenantID, model, id, MaxOpLog)
		if err != nil {
			return nil, err
		}
		hideContact := !mod.Engine().SeesContacts(ctx, p)
		// Values read as a person reads them: option labels, linked records' names, dates in
		// the tenant's zone (the export's displayer, names looked up once for the page).
		d := mod.Engine().NewDisplayer(ctx, p)
		var shown []engine.Item
		var fields []*meta.Field
		for _, c := range changes {
			if f := m.Field(c.Field); f != nil && c.Action == "update" {
				shown = append(shown, engine.Item{f.Name: c.Old}, engine.Item{f.Name: c.New})
				fields = append(fields, f)
			}
		}
		if err := d.Load(ctx, shown, fields); err != nil {
			return nil, err
		}
		for _, c := range changes {
			en := OpEntry{Type: c.Action, DateAdded: c.CreatedAt, Field: c.Field, Old: c.Old, New: c.New}
			if f := m.Field(c.Field); f != nil {
				if f.Hidden {
					continue
				}
				en.FieldLabel = f.Label.In(p.Lang)
				en.Old, en.New = d.Show(ctx, f, c.Old), d.Show(ctx, f, c.New)
				if f.Concealed() && hideContact {
					en.Old, en.New = nil, nil
				}
			} else if first, ok := c.New.(map[string]any); ok && hideContact {
				en.New = withoutConcealed(m, first) // a creation's first values
			}
			if c.UserID != 0 {
				en.User = &UserRef{ID: c.UserID}
				users = append(users, c.UserID)
			}
			out = append(out, en)
		}
	}
	names, err := mod.Engine().Store.Names(ctx, meta.UserModel, p.TenantID, users)
	if err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].User != nil {
			out[i].User.Name = names[out[i].User.ID]
		}
	}
	return out, nil
}

// withoutConcealed answers values less those of m's concealed fields.
func withoutConcealed(m *meta.Model, values map[string]any) map[string]any {
	out := make(map[string]any, len(values))
	for k, v := range values {
		if f := m.Field(k); f == nil || !f.Concealed() {
			out[k] = v
		}
	}
	return out
}
