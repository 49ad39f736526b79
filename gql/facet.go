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
	if c.hidden(q.Model, f) {
		return "", nil, hiddenError("demandFacets", f)
	}
	c.counting = true // reads every match, as a count does: a keyword probe per record would walk the term's matches once per row (keyword.go)
	defer func() { c.counting = false }()
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
		if err := c.root(b, q, "t0", f); err != nil {
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
	if err := c.root(b, q, "t0", f); err != nil {
		return "", nil, err
	}
	// "(Not set)" last among equal counts on both stores, as the grouped facets sort it.
	b.S(" GROUP BY ", c.D.FacetGroup(key, q.Filter != nil || c.Scope != nil), " ORDER BY n DESC, k NULLS LAST LIMIT ").RowsArg(limit)
	query, args := b.SQL()
	return query, args, nil
}

// SingleScalarFacet reports whether f is counted one value per record (no list, no date
// buckets), which is what FacetSets can count together.
func SingleScalarFacet(f *meta.Field) bool {
	st := f.Kind().Storage(f)
	return f.Kind().Facet() == meta.FacetValue && st != meta.StoreTextList && st != meta.StoreIntList && st != meta.StoreVirtual
}

// FacetSets answers one statement counting several single-valued facets under the same
// filter in a single pass over the records (GROUPING SETS), where the dialect has it. Each
// row holds a grouping mask, then one column per field (only the row's own field set), then
// the count; store.GroupingBit says which field a row counts.
func (c *Compiler) FacetSets(q Query, fields []*meta.Field) (string, []any, error) {
	exprs := make([]string, len(fields))
	for i, f := range fields {
		if c.hidden(q.Model, f) {
			return "", nil, hiddenError("demandFacets", f)
		}
		exprs[i] = c.D.FieldExpr("t0", f)
	}
	c.counting = true // as Facet
	defer func() { c.counting = false }()
	b := store.NewBuilder(c.D)
	err := c.D.GroupApart(b, exprs, func(b *store.Builder) error {
		b.S(store.Table(q.Model.Name), " t0 WHERE ")
		return c.root(b, q, "t0", fields...)
	})
	if err != nil {
		return "", nil, err
	}
	query, args := b.SQL()
	return query, args, nil
}
