package meta

import "slices"

// Concealed fields are those a reader may be kept from on every record of a model: the
// contact details ("contact": true) a tenant hides until revealed, whether they are a
// person's own (a candidate's mobile) or a copy kept by a record about that person (the
// address a message went to, the number a module's record of a call used). What depends on them being
// hidden for a reader is decided in one place each: the engine's guard leaves them out of
// reads, the gql compiler refuses conditions and orderings on them, and keyword search keeps
// their text apart (Search.Hidden) so it never matches for such readers.

// Fields that hold contacts among the rest ("holds_contacts": true: a CV's text, CV files)
// stay readable while contacts are hidden, with the contacts taken out: a text reads masked
// (and conditions on it are refused, as on a concealed field), a file is read as a logged
// reveal.

// Concealed reports whether f holds values a reader may be kept from on every record.
func (f *Field) Concealed() bool { return f.Contact }

// ConcealedFields lists m's concealed fields.
func (m *Model) ConcealedFields() []*Field {
	var out []*Field
	for _, f := range m.Fields {
		if f.Concealed() {
			out = append(out, f)
		}
	}
	return out
}

// ContactHoldingTexts lists m's text fields marked holds_contacts.
func (m *Model) ContactHoldingTexts() []*Field {
	var out []*Field
	for _, f := range m.Fields {
		if f.HoldsContacts && f.Type != "attachments" {
			out = append(out, f)
		}
	}
	return out
}

// NameConceals reports whether m's display name shows a concealed field (a call named
// after its number), so the name must be kept from readers who may not see it.
func (m *Model) NameConceals() bool {
	if m.tmpl == nil {
		return false
	}
	for _, n := range m.tmpl.fields() {
		if f := m.byName[n]; f != nil && f.Concealed() {
			return true
		}
	}
	return false
}

// ConcealedSearch reports whether keyword search keeps part of m's searchable text apart,
// for the readers who may see it: a searchable concealed field, or a name showing one.
func (m *Model) ConcealedSearch() bool {
	return m.NameConceals() || slices.ContainsFunc(m.SearchableFields(), (*Field).Concealed)
}

// RenderOpenName answers the display name m's template gives a record when its concealed
// fields are left out (a call named after its number shows "#id").
func (m *Model) RenderOpenName(id int64, doc map[string]any, ref RefName) string {
	open := make(map[string]any, len(doc))
	for k, v := range doc {
		if f := m.byName[k]; f == nil || !f.Concealed() {
			open[k] = v
		}
	}
	return m.RenderName(id, open, ref)
}
