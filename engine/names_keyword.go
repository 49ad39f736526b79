package engine

import (
	"strconv"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// The keyword index holds a record's display name, and a name may show linked records: a
// submission's tokens hold its candidate's name. Masking the name when it is read
// (names_mask.go) is not enough then: searching submissions for "Hugo" would still find the
// one of a hidden candidate and tie that candidate's id to the word. So for a user who is
// narrowed on a linked model, or who may be outside limited records of it, a keyword match
// counts only on records whose name-linked records they may read: inside their scope and
// not a limited record they are outside of (a limited record shared with them counts as
// outside here, erring on the closed side). Admins are not narrowed, and a user in no data
// access group of a model without limited records pays nothing.

// keywordScope answers the keyword restriction of p's reads compiled by c
// (gql.Compiler.KeywordScope).
func (nm *recordNames) keywordScope(p Principal, c *gql.Compiler) gql.ScopeFunc {
	if p.IsAdmin {
		return nil
	}
	return func(b *store.Builder, m *meta.Model, a string) error {
		for _, f := range m.NameRefs() {
			t := nm.e.Reg().Model(f.To)
			if t == nil {
				continue
			}
			ka := "k" + a // derived from the matched table's alias, so never shadowing another
			probe := store.NewBuilder(c.D)
			if c.Scope != nil {
				if err := c.Scope(probe, t, ka); err != nil {
					return err
				}
			}
			if probe.Len() == 0 && t.Limited == nil {
				continue // every record of t is p's to read
			}
			// A correlated probe of the linked record by id: its cost follows the rows the
			// keyword matched, not the size of the linked table (an IN over the readable
			// records of t would read all of them for a user outside none).
			link := c.D.FieldExpr(a, f)
			b.S(" AND (", link, " IS NULL OR EXISTS (SELECT 1 FROM ", store.Table(t.Name), " ", ka, " WHERE ", ka, ".id = ", link, " AND ", ka, ".tenant_id = ").Arg(c.Env.TenantID)
			if c.Scope != nil {
				if err := c.Scope(b, t, ka); err != nil {
					return err
				}
			}
			if t.Limited != nil {
				sub := &gql.Compiler{Reg: c.Reg, D: c.D, Env: c.Env, Options: c.Options, AliasPrefix: ka + "x"}
				b.S(" AND ")
				if err := sub.Where(b, t, ka, insideLimited(t, p)); err != nil {
					return err
				}
			}
			b.S("))")
		}
		return nil
	}
}

// insideLimited is the filter of t's records p is not outside of under the limited rule:
// not limited, or created by p, or naming p in a member field (shares aside).
func insideLimited(t *meta.Model, p Principal) gql.Node {
	uid := strconv.FormatInt(p.UserID, 10)
	or := &gql.Or{Items: []gql.Node{
		&gql.Cond{Path: []string{t.Limited.Flag, "ne"}, Raw: "true", HasValue: true},
		&gql.Cond{Path: []string{"addedBy"}, Raw: uid, HasValue: true},
	}}
	for _, f := range t.Limited.Members {
		op := "eq"
		if mf := t.Field(f); mf != nil && mf.Multiple {
			op = "s"
		}
		or.Items = append(or.Items, &gql.Cond{Path: []string{f, op}, Raw: uid, HasValue: true})
	}
	return or
}
