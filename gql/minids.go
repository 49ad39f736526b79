package gql

import "huntline/store"

// MinIDs answers one statement with a column per query: the query's smallest matching id,
// NULL when none. A create's duplicate rules ask several such questions (any of three
// e-mail fields, any of three phone fields); asked together they cost one round trip and
// one statement instead of one each (issue 20, creates).
func (c *Compiler) MinIDs(qs []Query) (string, []any, error) {
	b := store.NewBuilder(c.D).Opaque().S("SELECT ") // equality seeks: no plan per value
	for i, q := range qs {
		if i > 0 {
			b.S(", ")
		}
		b.S("(SELECT min(t0.id) FROM ", store.Table(q.Model.Name), " t0 WHERE ")
		if err := c.root(b, q, "t0"); err != nil {
			return "", nil, err
		}
		b.S(")")
	}
	query, args := b.SQL()
	return query, args, nil
}
