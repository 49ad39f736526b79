package gql

import (
	"fmt"

	"huntline/meta"
	"huntline/store"
)

// Veil is what a reader may not see of the records inside their scope. Reads leave those
// values out (the engine's guard); the compiler keeps filters, orderings, keyword search and
// facets from learning them anyway, on the queried table and on every table a relation
// reaches:
//
//   - Hidden fields: the reader sees their values on no record of the model (contact details
//     while the tenant hides them). A condition or an ordering on one is refused with a 400
//     naming it, a facet on one too, and keyword search leaves their text out
//     (store.HiddenExcluded).
//   - Veiled records: records whose fields the reader sees only some of (limited records
//     they are outside of show their id and flag). A condition on any other field, a
//     keyword or a relation never matches such a record (as if the value were unknown, so
//     "status=x" and "status__ne=x" are both false); an ordering by another field, which
//     would place it among the others by its value, leaves it out, and so does a facet on
//     another field.
//
// The engine answers it per request (engine/veil.go); nil veils nothing, for the engine's
// own queries and the admin-written filters of access rules.
type Veil interface {
	// Hidden reports whether the reader sees f on no record of m.
	Hidden(m *meta.Model, f *meta.Field) bool
	// Veils reports whether some records of m may be veiled for the reader.
	Veils(m *meta.Model) bool
	// Open reports whether f still shows on a veiled record of m.
	Open(m *meta.Model, f *meta.Field) bool
	// Seen writes a condition true for the rows of m at alias whose fields the reader sees
	// whole (the record is not veiled).
	Seen(b *store.Builder, m *meta.Model, alias string) error
}

// hidden reports whether f of m is hidden from the reader.
func (c *Compiler) hidden(m *meta.Model, f *meta.Field) bool {
	return c.Veil != nil && f != nil && c.Veil.Hidden(m, f)
}

// veiled reports whether a condition on f of m (nil: a keyword) must not match veiled records.
func (c *Compiler) veiled(m *meta.Model, f *meta.Field) bool {
	return c.Veil != nil && c.Veil.Veils(m) && (f == nil || !c.Veil.Open(m, f))
}

func hiddenError(key string, f *meta.Field) error {
	return &Error{Key: "gql.hidden_field", Field: f.Name,
		Msg:  fmt.Sprintf("%s: the values of %s are hidden from you, so it cannot be used to filter or sort", key, f.Name),
		Args: map[string]any{"Key": key, "Field": f.Name}}
}

// guarded writes a condition on the key (a field's name, keyword or a pseudo key) of m at
// alias a, so that it never matches a record veiled for the reader unless the key shows on it.
func (c *Compiler) guarded(b *store.Builder, m *meta.Model, a, key string, write func() error) error {
	var f *meta.Field
	switch {
	case key == "keyword":
	case key == FolderKey && m.Field(key) == nil:
		return write() // the user's own folders, not a field of the record
	default:
		if f = m.Field(key); f == nil {
			return write() // an unknown field: the condition reports it
		}
	}
	if !c.veiled(m, f) {
		return write()
	}
	b.S("(")
	if err := c.Veil.Seen(b, m, a); err != nil {
		return err
	}
	b.S(" AND ")
	if err := write(); err != nil {
		return err
	}
	b.S(")")
	return nil
}

// revealing reports whether a read of q would place or count veiled records of q.Model by
// what they hide: an ordering key, or a field counted (extra), that does not show on them.
func (c *Compiler) revealing(q Query, extra []*meta.Field) bool {
	if c.Veil == nil || !c.Veil.Veils(q.Model) {
		return false
	}
	for _, f := range extra {
		if !c.Veil.Open(q.Model, f) {
			return true
		}
	}
	o, err := ParseOrdering(q.Model, q.Ordering)
	if err != nil {
		return false // the read itself reports it
	}
	for _, k := range o.keys {
		if k.f == nil || !c.Veil.Open(q.Model, k.f) {
			return true
		}
	}
	return false
}

// CheckOrdering checks an ordering as a read of m by this compiler's reader would: keys
// that are fields of m, sortable, and not hidden from the reader.
func (c *Compiler) CheckOrdering(m *meta.Model, s string) error {
	o, err := ParseOrdering(m, s)
	if err != nil {
		return err
	}
	return c.checkOrdering(m, o)
}

// checkOrdering refuses an ordering by a field hidden from the reader, or by a display
// name that shows one (the record's own, or a linked record's).
func (c *Compiler) checkOrdering(m *meta.Model, o ordering) error {
	for _, k := range o.keys {
		switch {
		case k.f == nil && c.nameHidden(m):
			return &Error{Key: "gql.hidden_name", Field: "__name__", Msg: fmt.Sprintf("ordering: the names of %s show values hidden from you, so they cannot be used to sort", m.Name),
				Args: map[string]any{"Model": m.Name}}
		case k.f == nil:
		case c.hidden(m, k.f):
			return hiddenError("ordering", k.f)
		case k.f.IsRelation() && k.f.Type != "reverse_foreignkey" && c.nameHidden(c.Reg.Model(k.f.To)):
			return hiddenError("ordering", k.f)
		}
	}
	return nil
}

// nameHidden reports whether m's display names show a field hidden from the reader.
func (c *Compiler) nameHidden(m *meta.Model) bool {
	if m == nil || !m.NameConceals() {
		return false
	}
	for _, f := range m.ConcealedFields() {
		if c.hidden(m, f) {
			return true
		}
	}
	return false
}

// keywordPart answers how m's hidden search text counts for the reader's keywords.
func (c *Compiler) keywordPart(m *meta.Model) store.HiddenPart {
	if !m.ConcealedSearch() {
		return store.HiddenNone
	}
	for _, f := range m.ConcealedFields() {
		if c.hidden(m, f) {
			return store.HiddenExcluded
		}
	}
	return store.HiddenMatch
}

// openFields is a veil that hides no field but still veils records: for filters written in
// metadata (a rollup's), which may name any field but must not count what a reader may not.
type openFields struct{ Veil }

func (openFields) Hidden(*meta.Model, *meta.Field) bool { return false }
