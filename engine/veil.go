package engine

import (
	"context"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// readerVeil is the gql.Veil of one reader: what guard (guard.go) leaves out of the records
// they read, told to the compiler so that filters, orderings, keyword search and facets
// cannot learn it either. Both follow the same two rules:
//
//   - contact hiding: while the tenant hides contact details, concealed fields are hidden
//     from every user, admins included (reveals are one at a time and logged);
//   - the limited rule: a limited record shows only its id and its flag to a non-admin
//     outside it (not its creator, not in a member field, not a target of one of its
//     shares). Its creation date is open too: ordering by it places the record where its
//     sequential id already does, and it is every list's default order.
type readerVeil struct {
	p          Principal
	hideFields bool
}

// veil answers p's veil for this request.
func (ct *Contacts) veil(ctx context.Context, p Principal) *readerVeil {
	return &readerVeil{p: p, hideFields: !ct.seesContacts(ctx, p)}
}

// Hidden: a concealed field, and a text holding contacts among the rest, which reads masked:
// a condition on it would learn what the mask keeps.
func (v *readerVeil) Hidden(m *meta.Model, f *meta.Field) bool {
	return v.hideFields && (f.Concealed() || (f.HoldsContacts && f.Type != "attachments"))
}

func (v *readerVeil) Veils(m *meta.Model) bool {
	return m.Limited != nil && !v.p.IsAdmin
}

func (v *readerVeil) Open(m *meta.Model, f *meta.Field) bool {
	return f.Name == "id" || f.Name == "dateAdded" || (m.Limited != nil && f.Name == m.Limited.Flag)
}

// Seen writes the limited rule of outside() (guard.go) in SQL: the record is not limited,
// or p created it, is named in one of its member fields, or is a target of one of its shares.
func (v *readerVeil) Seen(b *store.Builder, m *meta.Model, a string) error {
	d := b.Dialect()
	l := m.Limited
	b.S("(COALESCE(", d.FieldExpr(a, m.Field(l.Flag)), ", ", d.Bool(false), ") = ", d.Bool(false))
	if by := m.Field("addedBy"); by != nil { // the system field of the creator
		b.S(" OR ", d.FieldExpr(a, by), " = ").Arg(v.p.UserID)
	}
	for _, name := range l.Members {
		f := m.Field(name)
		b.S(" OR ")
		if f.Multiple {
			d.ListAny(b, a, f, []any{v.p.UserID})
		} else {
			b.S(d.FieldExpr(a, f), " = ").Arg(v.p.UserID)
		}
	}
	if m.Sharable {
		b.S(" OR ")
		store.WriteSharedIDs(b, v.p.TenantID, m.Name, a, shareTargets(v.p), false)
	}
	b.S(")")
	return nil
}

var _ gql.Veil = (*readerVeil)(nil)
