package gql

import (
	"fmt"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// MaxOrderKeys bounds an ordering.
const MaxOrderKeys = 5

// orderKey is one parsed ordering key.
type orderKey struct {
	f    *meta.Field // nil for __name__
	desc bool
}

// ordering is a parsed ordering: its keys and the direction of the closing id key.
type ordering struct {
	keys   []orderKey
	idDesc bool
}

// ParseOrdering checks an ordering such as "-dateAdded,englishName" against a model.
// "__name__" orders by display name; a foreignkey orders by the linked record's name.
func ParseOrdering(m *meta.Model, s string) (ordering, error) {
	if strings.TrimSpace(s) == "" {
		s = m.Ordering
	}
	var keys []orderKey
	idDesc := true
	for _, raw := range strings.Split(s, ",") {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		k := orderKey{desc: strings.HasPrefix(raw, "-")}
		name := strings.TrimLeft(raw, "-+")
		if name != "__name__" {
			if m.Field(name) == nil {
				return ordering{}, &Error{Key: "gql.unknown_ordering", Field: name, Choices: sorted(m.FieldNames()),
					Msg: fmt.Sprintf("ordering: %q is not a field of %s", name, m.Name), Args: map[string]any{"Field": name, "Model": m.Name}}
			}
			if err := m.Sortable(name); err != nil {
				return ordering{}, &Error{Key: "gql.unsortable", Field: name, Msg: "ordering: " + err.Error(), Args: map[string]any{"Field": name}}
			}
			k.f = m.Field(name)
		}
		if k.f != nil && k.f.Name == "id" {
			idDesc = k.desc // id closes every ordering; nothing after it matters
			break
		}
		keys = append(keys, k)
		idDesc = k.desc
		if len(keys) > MaxOrderKeys {
			return ordering{}, &Error{Key: "gql.too_many_orderings", Msg: fmt.Sprintf("ordering: at most %d keys", MaxOrderKeys), Args: map[string]any{"Max": MaxOrderKeys}}
		}
	}
	return ordering{keys: keys, idDesc: idDesc}, nil
}

// orderBy writes the ORDER BY list for alias a. id closes every ordering, by default in the
// direction of the last key, so pages are stable and a (key, id) index serves them.
func (c *Compiler) orderBy(b *store.Builder, m *meta.Model, a string, o ordering) error {
	for _, k := range o.keys {
		switch {
		case k.f == nil && c.Scope != nil && len(m.NameRefs()) > 0:
			// The stored name shows linked records the reader may not read (a submission's
			// candidate): order by the template's parts instead, each link by its name as
			// the reader may read it, so hidden names place nothing.
			for i, f := range m.NameFields() {
				if i > 0 {
					if k.desc {
						b.S(" DESC")
					}
					b.S(", ")
				}
				if err := c.orderKey(b, m, a, f); err != nil {
					return err
				}
			}
		case k.f == nil:
			b.S(a, ".name")
		case store.SortKeyed(k.f):
			// Text orders by its sort key (pinyin for Chinese), empty values last either way.
			b.S(a, ".", store.SortColumn(k.f), c.D.Direction(k.desc), ", ")
			continue
		default:
			if err := c.orderKey(b, m, a, k.f); err != nil {
				return err
			}
		}
		if k.desc {
			b.S(" DESC")
		}
		b.S(", ")
	}
	b.S(a, ".id")
	if o.idDesc {
		b.S(" DESC")
	}
	return nil
}

// orderKey writes the sort expression of field f of m at alias a.
func (c *Compiler) orderKey(b *store.Builder, m *meta.Model, a string, f *meta.Field) error {
	switch {
	case f.Type == "rollupfield":
		return c.RollupExpr(b, m, a, f)
	case (f.Type == "foreignkey" || f.Type == "comtree") && !f.Multiple:
		// Ordering by a link orders by the linked record's name, read in the user's
		// scope like any related table, so the order cannot reveal a hidden name.
		r := c.alias()
		b.S("(SELECT ", r, ".name FROM ", store.Table(f.To), " ", r, " WHERE ", r, ".id = ", c.D.FieldExpr(a, f))
		target := c.Reg.Model(f.To)
		if c.Scope != nil {
			if err := c.Scope(b, target, r); err != nil {
				return err
			}
		}
		if c.veiled(target, nil) {
			// A veiled record's name places it nowhere.
			b.S(" AND ")
			if err := c.Veil.Seen(b, target, r); err != nil {
				return err
			}
		}
		b.S(")")
	case store.SortKeyed(f):
		b.S(a, ".", store.SortColumn(f))
	default:
		b.S(c.D.FieldExpr(a, f))
	}
	return nil
}
