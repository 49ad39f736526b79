package gql

import (
	"huntline/meta"
	"huntline/store"
)

// not writes a negated condition. Its condition is read as false where SQL would leave it
// unknown (a NULL link is in no subquery), so !owner__team__isnull=0 holds for records
// whose owner is not set, not readable, or has no team: the complement of owner__team__isnull=0,
// which is how a report's "(Not set)" group through a link is selected.
//
// A negation must not tell veiled records apart by what they hide either: where any key of
// the condition is veiled on m, the whole negation is false on veiled records, as status=x
// and status__ne=x both are.
func (c *Compiler) not(b *store.Builder, m *meta.Model, a string, n *Not) error {
	veiled := false
	Walk(n.Item, func(cd *Cond) {
		key := cd.Path[0]
		switch f := m.Field(key); {
		case f != nil:
			veiled = veiled || c.veiled(m, f)
		case key == "keyword":
			veiled = veiled || c.veiled(m, nil)
		}
	})
	b.S("(")
	if veiled {
		if err := c.Veil.Seen(b, m, a); err != nil {
			return err
		}
		b.S(" AND ")
	}
	b.S("NOT COALESCE(")
	if err := c.node(b, m, a, n.Item); err != nil {
		return err
	}
	b.S(", ", c.D.Bool(false), "))")
	return nil
}
