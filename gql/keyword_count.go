package gql

import (
	"huntline/meta"
	"huntline/store"
)

// KeywordCounts are the two statements of a count that reads no record row
// (Compiler.KeywordCount).
type KeywordCounts struct {
	// Excluded counts the matching records the count must leave out: deleted ones and
	// other tenants'. It is driven by the (tenant_id, is_deleted) prefix every index of a
	// model table starts with, so it reads only those few records, not the matches.
	Excluded     string
	ExcludedArgs []any
	// Matches answers the statement counting the term's keyword rows, at most limit, from
	// the keyword index alone.
	Matches func(limit int) (string, []any)
}

// KeywordCount answers the statements counting q's records from the keyword index, when q's
// filter is one keyword term of one leaf and the reader sees every record of the model
// (no scope, no keyword scope, no veil): the count of a common term then reads its index
// entries, where the count through the record table reads every match's row (7,222 for
// "zhang" at 100,000 candidates). The records the index holds beyond the count's are the
// deleted ones and other tenants', found by Excluded and taken off: a keyword row exists
// only for a record, and records are never removed, only marked deleted. ok is false when
// the count must go through the records (any other filter, a scoped reader).
func (c *Compiler) KeywordCount(q Query) (*KeywordCounts, bool) {
	cd, ok := q.Filter.(*Cond)
	if !ok || q.IncludeDeleted || len(cd.Path) != 1 || cd.Path[0] != "keyword" {
		return nil, false
	}
	m := q.Model
	if (c.Veil != nil && c.Veil.Veils(m)) || c.writes(c.Scope, m) || c.writes(c.KeywordScope, m) {
		return nil, false
	}
	text, err := decode(cd.Raw)
	if err != nil {
		return nil, false
	}
	x, err := ParseKeyword(text)
	if err != nil || x == nil || x.Op != store.KeywordLeaf {
		return nil, false // the usual count reports a bad term
	}
	leaf := x.Leaf
	leaf.Hidden = c.keywordPart(m)
	if c.Keyword != nil {
		leaf = c.Keyword(m.Name, leaf)
	}
	if len(leaf.Tokens) == 0 && len(leaf.Like) == 0 {
		return nil, false
	}
	// The excluded rows lead, each tested against the matches (KeywordQuery.Walk): three
	// ranges of the index prefix, summed (SQLite scanned a whole index for their OR).
	excl := leaf
	excl.Walk, excl.Probe = true, false
	b := store.NewBuilder(c.D).S("SELECT ")
	for i, part := range []string{" = ", " < ", " > "} {
		if i > 0 {
			b.S(" + ")
		}
		b.S("(SELECT count(*) FROM ", store.Table(m.Name), " t0 WHERE t0.tenant_id", part).Arg(c.Env.TenantID)
		if i == 0 {
			b.S(" AND t0.is_deleted = ", c.D.Bool(true))
		}
		b.S(" AND ")
		c.D.KeywordMatch(b, "t0", m.Name, excl)
		b.S(")")
	}
	out := &KeywordCounts{Matches: func(limit int) (string, []any) {
		b := store.NewBuilder(c.D)
		c.D.KeywordCount(b, m.Name, leaf, limit)
		return b.SQL()
	}}
	out.Excluded, out.ExcludedArgs = b.SQL()
	return out, true
}

// writes tells whether scope writes a condition on rows of m (or fails: then the usual
// statement reports it).
func (c *Compiler) writes(scope ScopeFunc, m *meta.Model) bool {
	if scope == nil {
		return false
	}
	b := store.NewBuilder(c.D)
	if err := scope(b, m, "t0"); err != nil {
		return true
	}
	query, _ := b.SQL()
	return query != ""
}
