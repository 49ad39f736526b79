package engine

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"huntline/gql"
	"huntline/meta"
)

// Grouped aggregates: the numbers of reports and dashlets, counted per group of a model's
// records under a list's filter and the reader's scope (gql/groupby.go writes the SQL).
// DimLabels names the groups and DimQuery selects one, so a report cell's drill-down list
// is its filter + "&" + DimQuery and counts exactly the cell.

// Dim is one group-by dimension of an aggregate.
type Dim struct {
	Path  string // a field of the model, or one foreignkey hop: "owner", "status", "owner__team", "candidate__source"
	Grain string // only for date/datetime fields: "day", "week", "month", "quarter", "year"; "" otherwise
}

// Measure is one aggregated value per group.
type Measure struct {
	Op     string // "count" (Field empty), "sum" (Field numeric), "count_distinct" (Field), "median_days" (Field → Field2, days between two date fields)
	Field  string
	Field2 string
}

// AggregateQuery is what Aggregate groups and measures.
type AggregateQuery struct {
	Model    string
	Filter   string // gql, exactly as a list takes it (relative dates, keyword, relations, {{user.id}})
	Dims     []Dim  // 0 to 3
	Measures []Measure
	// Grain buckets are whole days, weeks (from Monday), months, quarters or years in the
	// tenant's time zone, from the one holding From to the one holding the instant before
	// To (From and To are a half-open span, as gql.Period answers; both required when a Dim
	// has a Grain; at most 400 buckets). Records whose date falls in no bucket are left out,
	// so a grain never groups a record as not set; a report narrows its filter to its own
	// range when its buckets must not reach past it.
	From, To time.Time
}

// AggregateRow is one group: its keys and its values.
type AggregateRow struct {
	Keys   []any     // one per Dim: int64 id for links/trees, option code (string) for choices, bool, the bucket's first day "2026-11-23" for grains; nil = not set
	Values []float64 // one per Measure (median_days: 0 for a group without a pair of dates)
}

// Aggregate is the groups of an aggregate, ordered by their keys (not set last).
type Aggregate struct {
	Rows []AggregateRow
}

// Limits of one aggregate.
const (
	MaxDims     = 3
	MaxMeasures = 20
	MaxGroups   = 1000
	MaxBuckets  = 400
)

// Measures an aggregate computes.
var measureOps = []string{"count", "sum", "count_distinct", "median_days"}

// Aggregate groups the model's records under the filter AND the reader's scope (exactly the
// records GET /rest/{model}/list would count under the same gql), at most 1,000 groups.
// A field the reader may not see is refused as a facet on it is.
func (e *Engine) Aggregate(ctx context.Context, p Principal, q AggregateQuery) (*Aggregate, error) {
	m, err := e.model(q.Model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	filter, err := gql.Parse(q.Filter)
	if err != nil {
		return nil, err
	}
	if len(q.Dims) > MaxDims {
		return nil, badRequest("aggregate_dims", "groupby: at most %d dimensions, not %d", MaxDims, len(q.Dims)).with(map[string]any{"Max": MaxDims, "Count": len(q.Dims)})
	}
	if len(q.Measures) == 0 || len(q.Measures) > MaxMeasures {
		return nil, badRequest("aggregate_measures", "measures: give 1 to %d measures, not %d", MaxMeasures, len(q.Measures)).with(map[string]any{"Max": MaxMeasures, "Count": len(q.Measures)})
	}
	loc := e.Tenants.Location(ctx, p.TenantID)
	g := gql.GroupBy{Limit: MaxGroups}
	for _, d := range q.Dims {
		gd, err := e.dimOf(m, d)
		if err != nil {
			return nil, err
		}
		if d.Grain != "" {
			if gd.Bounds, err = grainBounds(d, q.From, q.To, loc); err != nil {
				return nil, err
			}
		}
		g.Dims = append(g.Dims, gd)
	}
	for _, ms := range q.Measures {
		gm, err := measureOf(m, ms)
		if err != nil {
			return nil, err
		}
		g.Measures = append(g.Measures, gm)
	}
	c := e.compiler(ctx, p)
	query, args, err := c.GroupBy(gql.Query{Model: m, Filter: filter}, g)
	if err != nil {
		return nil, err
	}
	out, err := e.aggregateRows(ctx, query, args, g, loc)
	if err != nil {
		return nil, err
	}
	if len(out.Rows) > MaxGroups {
		return nil, badRequest("aggregate_groups", "groupby: more than %d groups of %s; narrow the filter, group by fewer dimensions or choose a longer grain", MaxGroups, m.Name).
			with(map[string]any{"Max": MaxGroups, "Model": m.Name})
	}
	if needsPairs(c, g) {
		if err := e.medians(ctx, c, gql.Query{Model: m, Filter: filter}, g, loc, out); err != nil {
			return nil, err
		}
	}
	for i := range out.Rows {
		for j, ms := range g.Measures {
			if ms.Op == "median_days" {
				out.Rows[i].Values[j] = math.Round(out.Rows[i].Values[j]*1e4) / 1e4
			}
		}
	}
	sort.SliceStable(out.Rows, func(a, b int) bool { return keysLess(out.Rows[a].Keys, out.Rows[b].Keys) })
	return out, nil
}

// aggregateRows reads the groups of the GroupBy statement.
func (e *Engine) aggregateRows(ctx context.Context, query string, args []any, g gql.GroupBy, loc *time.Location) (*Aggregate, error) {
	rows, err := e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	nd, nm := len(g.Dims), len(g.Measures)
	keys := make([]any, nd)
	values := make([]sql.NullFloat64, nm)
	dest := make([]any, 0, nd+nm)
	for i := range keys {
		dest = append(dest, &keys[i])
	}
	for i := range values {
		dest = append(dest, &values[i])
	}
	out := &Aggregate{Rows: []AggregateRow{}}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		row := AggregateRow{Keys: make([]any, nd), Values: make([]float64, nm)}
		for i, d := range g.Dims {
			row.Keys[i] = groupKey(d, keys[i], loc)
		}
		for i, v := range values {
			row.Values[i] = v.Float64
		}
		out.Rows = append(out.Rows, row)
	}
	return out, rows.Err()
}

// needsPairs reports whether a median must be computed from the rows (the store has no
// ordered-set aggregate).
func needsPairs(c *gql.Compiler, g gql.GroupBy) bool {
	if c.D.Median("x") != "" {
		return false
	}
	return slices.ContainsFunc(g.Measures, func(ms gql.GroupMeasure) bool { return ms.Op == "median_days" })
}

// medians computes each median measure of each group from its pairs of dates, as
// percentile_cont(0.5) does: the middle value, or the mean of the two middle values.
func (e *Engine) medians(ctx context.Context, c *gql.Compiler, q gql.Query, g gql.GroupBy, loc *time.Location, out *Aggregate) error {
	query, args, err := c.MedianPairs(q, g)
	if err != nil {
		return err
	}
	rows, err := e.Store.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	var medianAt []int // the measure index of each days column
	for i, ms := range g.Measures {
		if ms.Op == "median_days" {
			medianAt = append(medianAt, i)
		}
	}
	nd := len(g.Dims)
	keys := make([]any, nd)
	days := make([]sql.NullFloat64, len(medianAt))
	dest := make([]any, 0, nd+len(days))
	for i := range keys {
		dest = append(dest, &keys[i])
	}
	for i := range days {
		dest = append(dest, &days[i])
	}
	samples := map[string][][]float64{}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		norm := make([]any, nd)
		for i, d := range g.Dims {
			norm[i] = groupKey(d, keys[i], loc)
		}
		k := keyString(norm)
		if samples[k] == nil {
			samples[k] = make([][]float64, len(medianAt))
		}
		for i, v := range days {
			if v.Valid {
				samples[k][i] = append(samples[k][i], v.Float64)
			}
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for r := range out.Rows {
		s := samples[keyString(out.Rows[r].Keys)]
		for i, at := range medianAt {
			out.Rows[r].Values[at] = 0
			if s != nil {
				out.Rows[r].Values[at] = median(s[i])
			}
		}
	}
	return nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// keyString identifies a group by its normalised keys.
func keyString(keys []any) string {
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%T:%v|", k, k)
	}
	return b.String()
}

// keysLess orders groups by their keys in turn, as facets order keys (not set last).
func keysLess(a, b []any) bool {
	for i := range a {
		if keyLess(a[i], b[i]) {
			return true
		}
		if keyLess(b[i], a[i]) {
			return false
		}
	}
	return false
}

// groupKey reads a group's key as the store answered it: a grain's bucket index as its
// first day, a value as a facet's key.
func groupKey(d gql.GroupDim, raw any, loc *time.Location) any {
	if raw == nil {
		return nil
	}
	if d.Bounds != nil {
		i := toInt64(raw)
		if i < 0 || int(i) >= len(d.Bounds)-1 {
			return nil
		}
		return d.Bounds[i].In(loc).Format(meta.DateLayout)
	}
	return facetKey(d.Field, raw)
}

// dimOf resolves a dimension on m: a groupable field, or one single-valued link followed by
// a groupable field of the linked model, with a grain exactly when the field is a date.
func (e *Engine) dimOf(m *meta.Model, d Dim) (gql.GroupDim, error) {
	parts := strings.Split(d.Path, "__")
	bad := func() error {
		return badRequest("aggregate_dim", "groupby: %q is not a field of %s to group by (a field, or a link and a field of the linked record: owner__team)", d.Path, m.Name).
			with(map[string]any{"Dim": d.Path, "Model": m.Name})
	}
	var gd gql.GroupDim
	switch len(parts) {
	case 1:
		gd.Field = m.Field(parts[0])
	case 2:
		link := m.Field(parts[0])
		if link == nil || (link.Type != "foreignkey" && link.Type != "comtree") || link.Multiple || e.Reg().Model(link.To) == nil {
			return gd, bad()
		}
		gd.Link, gd.Field = link, e.Reg().Model(link.To).Field(parts[1])
	default:
		return gd, bad()
	}
	f := gd.Field
	if f == nil || f.Kind().Facet() == meta.FacetNone || f.Kind().Storage(f) == meta.StoreVirtual {
		return gd, bad()
	}
	date := f.Kind().Facet() == meta.FacetDate
	switch {
	case date && !slices.Contains(gql.Grains, d.Grain):
		return gd, badRequest("aggregate_grain", "groupby: %s is a date and is grouped by day, week, month, quarter or year, not %q", d.Path, d.Grain).
			with(map[string]any{"Dim": d.Path, "Grain": d.Grain})
	case !date && d.Grain != "":
		return gd, badRequest("aggregate_no_grain", "groupby: %s is not a date and takes no grain (%q)", d.Path, d.Grain).
			with(map[string]any{"Dim": d.Path, "Grain": d.Grain})
	}
	return gd, nil
}

// grainBounds answers the bucket bounds of a grain dimension over [from, to).
func grainBounds(d Dim, from, to time.Time, loc *time.Location) ([]time.Time, error) {
	if from.IsZero() || to.IsZero() || !from.Before(to) {
		return nil, badRequest("aggregate_range", "groupby: %s by %s needs a date range, from before to", d.Path, d.Grain).
			with(map[string]any{"Dim": d.Path, "Grain": d.Grain})
	}
	bounds, ok := gql.GrainBounds(d.Grain, from, to, loc, MaxBuckets)
	if !ok {
		return nil, badRequest("aggregate_buckets", "groupby: %s by %s from %s to %s makes more than %d buckets; choose a longer grain or a shorter range",
			d.Path, d.Grain, from.In(loc).Format(meta.DateLayout), to.In(loc).Format(meta.DateLayout), MaxBuckets).
			with(map[string]any{"Dim": d.Path, "Grain": d.Grain, "Max": MaxBuckets})
	}
	return bounds, nil
}

// measureOf resolves a measure on m's own fields.
func measureOf(m *meta.Model, ms Measure) (gql.GroupMeasure, error) {
	gm := gql.GroupMeasure{Op: ms.Op}
	bad := func(format string, args ...any) error {
		return badRequest("aggregate_measure", "measures: %s %s: %s", ms.Op, strings.TrimSuffix(ms.Field+" "+ms.Field2, " "), fmt.Sprintf(format, args...)).
			with(map[string]any{"Op": ms.Op, "Field": ms.Field})
	}
	if !slices.Contains(measureOps, ms.Op) {
		return gm, bad("the operation is one of %s", strings.Join(measureOps, ", "))
	}
	stored := func(name string) (*meta.Field, error) {
		f := m.Field(name)
		if f == nil || f.Kind().Storage(f) == meta.StoreVirtual {
			return nil, bad("%q is not a stored field of %s", name, m.Name)
		}
		return f, nil
	}
	var err error
	switch ms.Op {
	case "count":
		if ms.Field != "" {
			gm.Field, err = stored(ms.Field)
		}
	case "sum":
		if gm.Field, err = stored(ms.Field); err == nil {
			if st := gm.Field.Kind().Storage(gm.Field); gm.Field.IsRelation() || (st != meta.StoreInt && st != meta.StoreFloat) {
				err = bad("%s is not a number", ms.Field)
			}
		}
	case "count_distinct":
		if gm.Field, err = stored(ms.Field); err == nil {
			if st := gm.Field.Kind().Storage(gm.Field); st == meta.StoreTextList || st == meta.StoreIntList || st == meta.StoreRange {
				err = bad("%s holds several values", ms.Field)
			}
		}
	case "median_days":
		for _, name := range []string{ms.Field, ms.Field2} {
			f, ferr := stored(name)
			if ferr == nil && f.Type != "date" && f.Type != "datetime" {
				ferr = bad("%q is not a date", name)
			}
			if ferr != nil {
				return gm, ferr
			}
			if gm.Field == nil {
				gm.Field = f
			} else {
				gm.Field2 = f
			}
		}
	}
	return gm, err
}
