package gql

import (
	"fmt"

	"huntline/meta"
	"huntline/store"
)

// DateBuckets are the buckets of a date facet, each the span of the relative-date operator
// of the same name, so a bucket's filter is field__<bucket>.
var DateBuckets = []string{"today", "yesterday", "this_week", "last_week", "this_month", "last_month", "this_quarter", "this_year", "last_year"}

// Facet answers the statement counting the query's records per value of f, most frequent
// first, at most limit values; a list field counts each of its values; a record with no
// value is counted under a NULL key. For a date field it answers one row holding the count of
// each of DateBuckets and then of records with no date.
func (c *Compiler) Facet(q Query, f *meta.Field, limit int) (string, []any, error) {
	kind := f.Kind().Facet()
	if kind == meta.FacetNone || f.Kind().Storage(f) == meta.StoreVirtual {
		return "", nil, &Error{Key: "gql.not_facetable", Field: f.Name, Msg: fmt.Sprintf("%s cannot be faceted", f.Name), Args: map[string]any{"Field": f.Name}}
	}
	b := store.NewBuilder(c.D)
	table := store.Table(q.Model.Name)
	if kind == meta.FacetDate {
		t := term{c: c, b: b, m: q.Model, a: "t0", f: f, cd: &Cond{Path: []string{f.Name}}}
		e := c.D.FieldExpr("t0", f)
		b.S("SELECT ")
		for _, bucket := range DateBuckets {
			from, to, _ := Period(bucket, c.Env.Now)
			b.S("sum(CASE WHEN ", e, " >= ").Arg(t.bound(from)).S(" AND ", e, " < ").Arg(t.bound(to)).S(" THEN 1 ELSE 0 END), ")
		}
		b.S("sum(CASE WHEN ", e, " IS NULL THEN 1 ELSE 0 END) FROM ", table, " t0 WHERE ")
		if err := c.root(b, q, "t0"); err != nil {
			return "", nil, err
		}
		query, args := b.SQL()
		return query, args, nil
	}
	key := c.D.FieldExpr("t0", f)
	from := table + " t0"
	if st := f.Kind().Storage(f); st == meta.StoreTextList || st == meta.StoreIntList {
		var elems string
		elems, key = c.D.ListElements("t0", f)
		from += ", " + elems
	}
	b.S("SELECT ", key, " AS k, count(*) AS n FROM ", from, " WHERE ")
	if err := c.root(b, q, "t0"); err != nil {
		return "", nil, err
	}
	b.S(" GROUP BY ", key, " ORDER BY n DESC, k LIMIT ").Arg(limit)
	query, args := b.SQL()
	return query, args, nil
}
