package store

import (
	"time"

	"huntline/meta"
)

// Dialect is everything that differs between PostgreSQL and SQLite. The gql compiler and the
// schema sync both go through it, so an index and the filter that should use it are spelled
// by the same function (FieldExpr).
type Dialect interface {
	Name() string
	Placeholder(n int) string

	// FieldExpr is the one SQL expression of a stored scalar field (text, integer, float,
	// boolean storage) or of a system field's column. alias may be "" (index DDL).
	FieldExpr(alias string, f *meta.Field) string
	// RangeExpr is the expression of one end ("min" or "max") of a number-range field.
	RangeExpr(alias string, f *meta.Field, end string) string
	// ListAny writes a condition true when a list field holds any of values; ListAll when
	// it holds all of them; ListEmpty when it holds none.
	ListAny(b *Builder, alias string, f *meta.Field, values []any)
	ListAll(b *Builder, alias string, f *meta.Field, values []any)
	ListEmpty(alias string, f *meta.Field) string
	// ListElements answers a FROM item that unnests a list field, and the column holding
	// each element, for facets.
	ListElements(alias string, f *meta.Field) (from, value string)

	// TextMatch writes expr containing, starting with, ending with or equal to s
	// (mode "contains", "startswith", "endswith", "exact"), ignoring case when ci is set.
	TextMatch(b *Builder, expr, mode, s string, ci bool)
	// KeywordMatch writes a condition selecting the records of model whose search tokens
	// contain q's tokens (see keyword.go).
	KeywordMatch(b *Builder, alias, model string, q KeywordQuery)
	// KeywordProbe writes the same condition tested on the record's own keyword row, for a
	// common (Dense) leaf of a Boolean term (keyword_bool.go).
	KeywordProbe(b *Builder, alias, model string, q KeywordQuery)
	// KeywordCount writes a statement counting the keyword rows of model matching q, at
	// most limit, from the keyword index alone: no record row is read (gql's KeywordCount
	// says when that count is the records' count).
	KeywordCount(b *Builder, model string, q KeywordQuery, limit int)

	Bool(v bool) string
	// TimeArg converts an instant for comparison with a system time column.
	TimeArg(t time.Time) any
	// DataText answers the select expression of the JSON document as text.
	DataText(alias string) string
	// CountEstimate answers the planner's row estimate for a query, or ok=false where the
	// dialect has none.
	CountEstimate() bool
	// GroupingSets reports whether one statement can group by several fields apart.
	GroupingSets() bool
	// GroupApart writes one statement counting the rows rows writes (a FROM ... WHERE ...
	// over alias t0) by each of exprs apart: each answer row holds a grouping mask (the bit of
	// every expression not grouped set, first expression highest), one column per
	// expression (only the row's own set) and the count.
	GroupApart(b *Builder, exprs []string, rows func(*Builder) error) error
	// FacetGroup answers the GROUP BY term of a facet over expr; filtered says the rows are
	// narrowed by more than tenant and deletion.
	FacetGroup(expr string, filtered bool) string
	// Days answers a date or date-time field's value at expr as days since 1970-01-01 UTC
	// (a float; a date counts from its midnight UTC), for the days between two dates.
	Days(expr string, f *meta.Field) string
	// Median answers the aggregate of the median of expr over a group, or "" where the
	// store has no ordered-set aggregate (the caller computes it from the rows).
	Median(expr string) string
	// Direction answers the ORDER BY suffix that orders a nullable key ascending or
	// descending with NULL (an empty value) last either way, spelled so that the direction
	// the store's index order already gives needs no sort.
	Direction(desc bool) string
}

// Table answers the record table of a model. The rec_ prefix keeps a partner's model
// name from colliding with a system table.
func Table(model string) string { return "rec_" + model }

// KeywordTable answers the search token table of a model.
func KeywordTable(model string) string { return "rec_" + model + "_kw" }

// col qualifies a column with an optional alias.
func col(alias, name string) string {
	if alias == "" {
		return name
	}
	return alias + "." + name
}

// Dialects by name, for tools that build SQL without a connection (fuzzing, EXPLAIN).
var (
	PostgresDialect Dialect = postgres{}
	SQLiteDialect   Dialect = sqlite{}
)

// jsonText reads a JSON column as text: PostgreSQL's jsonb needs the cast, SQLite stores text.
func jsonText(d Dialect, col string) string {
	if d.Name() == "postgres" {
		return col + "::text"
	}
	return col
}

// jsonCast is what follows a bound JSON text written to a JSON column of a system table:
// jsonb on PostgreSQL, nothing on SQLite (text).
func jsonCast(d Dialect) string {
	if d.Name() == "postgres" {
		return "::jsonb"
	}
	return ""
}

// GroupingBit is the grouping mask of a GroupApart row counting expression i of n: as
// PostgreSQL's GROUPING answers it, every other expression's bit set, i's clear.
func GroupingBit(i, n int) int64 {
	all := int64(1)<<n - 1
	return all &^ (int64(1) << (n - 1 - i))
}
