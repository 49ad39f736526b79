package store

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/lib/pq"

	"huntline/meta"
)

// postgres is the production dialect: data is JSONB, list fields are JSON arrays served by
// jsonb_path_ops GIN indexes, search tokens a text[] with a GIN index.
type postgres struct{}

func (postgres) Name() string             { return "postgres" }
func (postgres) Placeholder(n int) string { return "$" + itoa(n) }
func (postgres) Bool(v bool) string {
	if v {
		return "true"
	}
	return "false"
}
func (postgres) TimeArg(t time.Time) any      { return t.UTC() }
func (postgres) DataText(alias string) string { return col(alias, "data") + "::text" }
func (postgres) CountEstimate() bool          { return true }
func (postgres) GroupingSets() bool           { return true }

// GroupApart groups by GROUPING SETS: one pass over the rows.
func (postgres) GroupApart(b *Builder, exprs []string, rows func(*Builder) error) error {
	list := strings.Join(exprs, ", ")
	b.S("SELECT GROUPING(", list, "), ", list, ", count(*) FROM ")
	if err := rows(b); err != nil {
		return err
	}
	sets := make([]string, len(exprs))
	for i, e := range exprs {
		sets[i] = "(" + e + ")"
	}
	b.S(" GROUP BY GROUPING SETS (", strings.Join(sets, ", "), ")")
	return nil
}

func (d postgres) FieldExpr(alias string, f *meta.Field) string {
	if f.System {
		return col(alias, f.Column)
	}
	if Materialized(f) {
		return col(alias, Column(f))
	}
	return d.docExpr(alias, f)
}

// docExpr reads a field from the JSON document.
func (postgres) docExpr(alias string, f *meta.Field) string {
	get := "(" + col(alias, "data") + "->>" + quoteLiteral(f.Name) + ")"
	switch f.Kind().Storage(f) {
	case meta.StoreInt:
		return "(" + get + "::bigint)"
	case meta.StoreFloat:
		return "(" + get + "::float8)"
	case meta.StoreBool:
		return "(" + get + "::boolean)"
	case meta.StoreTextList, meta.StoreIntList:
		return "(" + col(alias, "data") + "->" + quoteLiteral(f.Name) + ")"
	}
	return get
}

func (postgres) RangeExpr(alias string, f *meta.Field, end string) string {
	return "((" + col(alias, "data") + "->" + quoteLiteral(f.Name) + "->>" + quoteLiteral(end) + ")::float8)"
}

func (d postgres) ListAny(b *Builder, alias string, f *meta.Field, values []any) {
	b.S("(")
	for i, v := range values {
		if i > 0 {
			b.S(" OR ")
		}
		b.S(d.FieldExpr(alias, f), " @> ").Arg(jsonArray(v)).S("::jsonb")
	}
	b.S(")")
}

func (d postgres) ListAll(b *Builder, alias string, f *meta.Field, values []any) {
	b.S(d.FieldExpr(alias, f), " @> ").Arg(jsonArray(values...)).S("::jsonb")
}

func (d postgres) ListEmpty(alias string, f *meta.Field) string {
	return d.FieldExpr(alias, f) + " IS NULL"
}

func (d postgres) ListElements(alias string, f *meta.Field) (string, string) {
	if f.Kind().Storage(f) == meta.StoreIntList {
		return "jsonb_array_elements_text(" + d.FieldExpr(alias, f) + ") AS le(v)", "(le.v)::bigint"
	}
	return "jsonb_array_elements_text(" + d.FieldExpr(alias, f) + ") AS le(v)", "le.v"
}

func (postgres) TextMatch(b *Builder, expr, mode, s string, ci bool) {
	op := " LIKE "
	if ci {
		op = " ILIKE "
	}
	b.S(expr, op).Arg(likePattern(mode, s))
}

func (postgres) KeywordMatch(b *Builder, alias, model string, q KeywordQuery) {
	if q.Dense {
		b.S(col(alias, "id"), " IN (SELECT k.id FROM ", KeywordTable(model), " k WHERE ")
	} else {
		// Materialised, the matches are found through the token index once and then joined,
		// whatever the planner guesses (keyword_stats.go).
		b.S(col(alias, "id"), " IN (WITH k AS MATERIALIZED (SELECT k.id FROM ", KeywordTable(model), " k WHERE ")
	}
	keywordConditions(b, q, "")
	if !q.Dense {
		b.S(") SELECT id FROM k")
	}
	b.S(")")
}

// KeywordProbe tests one record's keyword row by its id: a common term inside a Boolean one
// with no rare term to start from. Joined by OR or under NOT, an IN over a common term's
// matches cannot become a semi-join, and the planner reads every match to hash them (two
// common terms ORed: two seconds at 100,000 CVs); even an EXISTS is pulled up into a hash
// join. A scalar subquery is neither: a page walked in index order stops after its rows.
func (postgres) KeywordProbe(b *Builder, alias, model string, q KeywordQuery) {
	b.S("COALESCE((SELECT true FROM ", KeywordTable(model), " k WHERE k.id = ", col(alias, "id"))
	keywordConditions(b, q, " AND ")
	b.S("), false)")
}

func (postgres) KeywordCount(b *Builder, model string, q KeywordQuery, limit int) {
	b.S("SELECT count(*) FROM (SELECT 1 FROM ", KeywordTable(model), " k WHERE ")
	keywordConditions(b, q, "")
	b.S(" LIMIT ").RowsArg(limit).S(") s")
}

// keywordConditions writes q's conditions on the keyword row k, the first after sep.
func keywordConditions(b *Builder, q KeywordQuery, sep string) {
	switch {
	case len(q.Tokens) == 0:
	case q.Hidden == HiddenMatch:
		// Each token from either list: a bitmap OR of the two indexes per token.
		for i, t := range q.Tokens {
			if i > 0 {
				b.S(" AND ")
			} else {
				b.S(sep)
			}
			b.S("(k.tok @> ").Arg(pq.Array([]string{t})).S("::text[] OR k.htok @> ").Arg(pq.Array([]string{t})).S("::text[])")
		}
		sep = " AND "
	default:
		b.S(sep, "k.tok @> ").Arg(pq.Array(q.Tokens)).S("::text[]")
		sep = " AND "
	}
	for _, like := range q.Like {
		if q.Hidden == HiddenMatch {
			b.S(sep, "(k.txt LIKE ").Arg(like).S(" OR k.htxt LIKE ").Arg(like).S(")")
		} else {
			b.S(sep, "k.txt LIKE ").Arg(like)
		}
		sep = " AND "
	}
}

func jsonArray(vs ...any) string {
	raw, _ := json.Marshal(vs)
	return string(raw)
}

func likePattern(mode, s string) string {
	e := EscapeLike(s)
	switch mode {
	case "contains":
		return "%" + e + "%"
	case "startswith":
		return e + "%"
	case "endswith":
		return "%" + e
	}
	return e
}

func (postgres) FacetGroup(expr string, _ bool) string { return expr }

// Direction: PostgreSQL puts NULL last ascending (an index's forward order) and first
// descending.
func (postgres) Direction(desc bool) string {
	if desc {
		return " DESC NULLS LAST"
	}
	return ""
}

// Days: a date is kept as YYYY-MM-DD text, a date-time as ISO-8601 text in the document or
// a timestamptz system column.
func (postgres) Days(expr string, f *meta.Field) string {
	switch {
	case f.System:
	case f.Type == "date":
		return "(((" + expr + ")::date - DATE '1970-01-01')::float8)"
	default:
		expr = "(" + expr + ")::timestamptz"
	}
	return "(extract(epoch from " + expr + ")::float8 / 86400)"
}

func (postgres) Median(expr string) string {
	return "percentile_cont(0.5) WITHIN GROUP (ORDER BY " + expr + ")"
}
