package gql

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"huntline/meta"
	"huntline/store"
)

// GroupDim is one dimension of a grouped aggregate: a field of the queried model, or a field
// of the record one of its foreignkeys links to (Link set).
type GroupDim struct {
	Link  *meta.Field // the foreignkey followed; nil for a field of the model itself
	Field *meta.Field // the field grouped by, of the linked model when Link is set
	// Bounds are the instants bounding a date grain's buckets (n buckets, n+1 bounds); the
	// key is then the bucket's index, and records outside the buckets are left out.
	Bounds []time.Time
}

// Multi reports whether the dimension counts each value of a list field.
func (d GroupDim) Multi() bool {
	st := d.Field.Kind().Storage(d.Field)
	return st == meta.StoreTextList || st == meta.StoreIntList
}

// GroupMeasure is one aggregated value per group: count (of records, or of Field's values),
// sum, count_distinct, or median_days (days from Field to Field2).
type GroupMeasure struct {
	Op            string
	Field, Field2 *meta.Field
}

// GroupBy is a grouped aggregate over a query's records.
type GroupBy struct {
	Dims     []GroupDim
	Measures []GroupMeasure
	Limit    int // groups answered at most; the statement reads one more to tell a cut
}

// GroupBy answers the statement of a grouped aggregate over exactly the records a list of q
// counts (tenant, scope, veil, filter): one row per group, a key column per dimension then a
// value column per measure, at most g.Limit+1 rows in no particular order. A link's record
// is joined under the reader's scope as gql's related-field conditions read it, so a link
// the reader may not follow groups as not set. A date grain's key is its bucket's index,
// found by a balanced CASE over the bounds (a few comparisons per row on either store). A
// median the store cannot aggregate answers NULL: MedianPairs reads its rows instead.
func (c *Compiler) GroupBy(q Query, g GroupBy) (string, []any, error) {
	c.counting = true // read as a count is, not as a page
	defer func() { c.counting = false }()
	src, err := c.groupSource(q, g)
	if err != nil {
		return "", nil, err
	}
	if src.twoPhase() {
		return src.grouped()
	}
	b := store.NewBuilder(c.D).S("SELECT ")
	group := make([]string, len(g.Dims))
	for i := range g.Dims {
		if err := src.key(b, i); err != nil {
			return "", nil, err
		}
		b.S(", ")
		group[i] = strconv.Itoa(i + 1)
		if g.Dims[i].Bounds == nil && !g.Dims[i].Multi() {
			// As a facet groups: on SQLite the filter's index leads, not the key's own.
			group[i] = c.D.FacetGroup(src.keys[i], true)
		}
	}
	for i, ms := range g.Measures {
		if i > 0 {
			b.S(", ")
		}
		b.S(src.measure(ms))
	}
	if err := src.from(b, true); err != nil {
		return "", nil, err
	}
	if len(group) > 0 {
		b.S(" GROUP BY ", strings.Join(group, ", "))
	}
	if g.Limit > 0 && len(g.Dims) > 0 {
		b.S(" LIMIT ").RowsArg(g.Limit + 1)
	}
	query, args := b.SQL()
	return query, args, nil
}

// MedianPairs answers the statement reading, for each record counted by GroupBy that has
// both dates of some median measure, its keys and then one column of days per median
// measure (NULL where that measure's pair is incomplete): the median of a store without an
// ordered-set aggregate is computed from them.
func (c *Compiler) MedianPairs(q Query, g GroupBy) (string, []any, error) {
	c.counting = true
	defer func() { c.counting = false }()
	src, err := c.groupSource(q, g)
	if err != nil {
		return "", nil, err
	}
	b := store.NewBuilder(c.D).S("SELECT ")
	for i := range g.Dims {
		if err := src.key(b, i); err != nil {
			return "", nil, err
		}
		b.S(", ")
	}
	var set []string
	for _, ms := range g.Measures {
		if ms.Op != "median_days" {
			continue
		}
		if len(set) > 0 {
			b.S(", ")
		}
		days := src.days(ms)
		b.S(days)
		set = append(set, days+" IS NOT NULL")
	}
	if len(set) == 0 {
		return "", nil, fmt.Errorf("gql: MedianPairs without a median measure")
	}
	if err := src.from(b, true); err != nil {
		return "", nil, err
	}
	b.S(" AND (", strings.Join(set, " OR "), ")")
	query, args := b.SQL()
	return query, args, nil
}

// groupSource is the FROM and WHERE of a grouped aggregate and the key of each dimension.
type groupSource struct {
	c     *Compiler
	q     Query
	g     GroupBy
	alias []string // the alias each dimension's field is read at
	keys  []string // each dimension's value expression (a list's element, a grain's field)
	joins []int    // dimensions whose link is joined, by index
	list  int      // the dimension whose list is unnested, or -1
}

func (c *Compiler) groupSource(q Query, g GroupBy) (*groupSource, error) {
	s := &groupSource{c: c, q: q, g: g, list: -1}
	for i, d := range g.Dims {
		if err := c.CheckDim(q.Model, d); err != nil {
			return nil, err
		}
		a := "t0"
		if d.Link != nil {
			a = c.alias()
			s.joins = append(s.joins, i)
		}
		s.alias = append(s.alias, a)
		key := c.D.FieldExpr(a, d.Field)
		if d.Multi() {
			if s.list >= 0 {
				return nil, &Error{Key: "gql.group_lists", Field: d.Field.Name,
					Msg:  fmt.Sprintf("groupby: at most one dimension may hold several values (%s and %s both do)", g.Dims[s.list].Field.Name, d.Field.Name),
					Args: map[string]any{"Field": d.Field.Name, "Other": g.Dims[s.list].Field.Name}}
			}
			s.list = i
			_, key = c.D.ListElements(a, d.Field)
		}
		s.keys = append(s.keys, key)
	}
	for _, ms := range g.Measures {
		for _, f := range []*meta.Field{ms.Field, ms.Field2} {
			if c.hidden(q.Model, f) {
				return nil, hiddenError("measures", f)
			}
		}
	}
	return s, nil
}

// CheckDim refuses a dimension on a field hidden from the reader (the link followed, or the
// linked field), as a facet on one is refused.
func (c *Compiler) CheckDim(m *meta.Model, d GroupDim) error {
	if d.Link == nil {
		if c.hidden(m, d.Field) {
			return hiddenError("groupby", d.Field)
		}
		return nil
	}
	if c.hidden(m, d.Link) {
		return hiddenError("groupby", d.Link)
	}
	if c.hidden(c.Reg.Model(d.Link.To), d.Field) {
		return hiddenError("groupby", d.Field)
	}
	return nil
}

// key writes dimension i's key: its value, or for a grain the index of its bucket.
func (s *groupSource) key(b *store.Builder, i int) error {
	d := s.g.Dims[i]
	if d.Bounds == nil {
		b.S(s.keys[i])
		return nil
	}
	t := s.term(i)
	var tree func(lo, hi int)
	tree = func(lo, hi int) {
		if hi-lo == 1 {
			b.S(strconv.Itoa(lo))
			return
		}
		mid := (lo + hi) / 2
		b.S("CASE WHEN ", s.keys[i], " < ").Arg(t.bound(d.Bounds[mid])).S(" THEN ")
		tree(lo, mid)
		b.S(" ELSE ")
		tree(mid, hi)
		b.S(" END")
	}
	tree(0, len(d.Bounds)-1)
	return nil
}

// term is a condition on dimension i's field, for its bounds in the field's stored form.
func (s *groupSource) term(i int) *term {
	d := s.g.Dims[i]
	m := s.q.Model
	if d.Link != nil {
		m = s.c.Reg.Model(d.Link.To)
	}
	return &term{c: s.c, m: m, a: s.alias[i], f: d.Field, cd: &Cond{Path: []string{d.Field.Name}}}
}

func (s *groupSource) measure(ms GroupMeasure) string {
	switch ms.Op {
	case "sum":
		return "sum(" + s.c.D.FieldExpr("t0", ms.Field) + ")"
	case "count_distinct":
		return "count(DISTINCT " + s.c.D.FieldExpr("t0", ms.Field) + ")"
	case "median_days":
		if m := s.c.D.Median(s.days(ms)); m != "" {
			return m
		}
		return "max(NULL)" // an aggregate still, so a statement of no dimension answers one row
	}
	if ms.Field != nil {
		return "count(" + s.c.D.FieldExpr("t0", ms.Field) + ")"
	}
	return "count(*)"
}

// days is the days from a median measure's first date to its second, NULL unless both are set.
func (s *groupSource) days(ms GroupMeasure) string {
	d := s.c.D
	return "(" + d.Days(d.FieldExpr("t0", ms.Field2), ms.Field2) + " - " + d.Days(d.FieldExpr("t0", ms.Field), ms.Field) + ")"
}

// from writes the FROM and WHERE: the model's table, each link's record joined under the
// reader's scope (and veil, where the grouped field does not show on a veiled record), the
// list unnested with its records of no value kept under a NULL key, then the list's
// conditions and each grain's span.
func (s *groupSource) from(b *store.Builder, joins bool) error {
	c, q := s.c, s.q
	b.S(" FROM ", store.Table(q.Model.Name), " t0")
	if joins {
		for _, i := range s.joins {
			if err := s.join(b, i, c.D.FieldExpr("t0", s.g.Dims[i].Link)); err != nil {
				return err
			}
		}
	}
	if s.list >= 0 {
		elems, _ := c.D.ListElements(s.alias[s.list], s.g.Dims[s.list].Field)
		b.S(" LEFT JOIN ", elems, " ON ", c.D.Bool(true))
	}
	b.S(" WHERE ")
	var counted []*meta.Field
	for _, d := range s.g.Dims {
		if d.Link != nil {
			counted = append(counted, d.Link)
		} else {
			counted = append(counted, d.Field)
		}
	}
	for _, ms := range s.g.Measures {
		for _, f := range []*meta.Field{ms.Field, ms.Field2} {
			if f != nil {
				counted = append(counted, f)
			}
		}
	}
	if err := c.root(b, q, "t0", counted...); err != nil {
		return err
	}
	for i, d := range s.g.Dims {
		if n := len(d.Bounds); n > 0 {
			t := s.term(i)
			b.S(" AND ", s.keys[i], " >= ").Arg(t.bound(d.Bounds[0])).S(" AND ", s.keys[i], " < ").Arg(t.bound(d.Bounds[n-1]))
		}
	}
	return nil
}

// join writes the LEFT JOIN of dimension i's linked record, whose id is link.
func (s *groupSource) join(b *store.Builder, i int, link string) error {
	c, d := s.c, s.g.Dims[i]
	target := c.Reg.Model(d.Link.To)
	a := s.alias[i]
	b.S(" LEFT JOIN ", store.Table(target.Name), " ", a, " ON ", a, ".id = ", link, " AND ")
	if err := c.live(b, target, a); err != nil {
		return err
	}
	if c.veiled(target, d.Field) {
		b.S(" AND ")
		if err := c.Veil.Seen(b, target, a); err != nil {
			return err
		}
	}
	return nil
}

// twoPhase reports whether the records are grouped by their links' ids before the linked
// records are joined: a few thousand groups joined instead of every record, which is
// exact when every measure adds up (counts and sums) and no list multiplies the rows.
func (s *groupSource) twoPhase() bool {
	if len(s.joins) == 0 || s.list >= 0 {
		return false
	}
	for _, i := range s.joins {
		if s.g.Dims[i].Bounds != nil {
			return false // a grain read through a link is bucketed where the link is joined
		}
	}
	for _, ms := range s.g.Measures {
		if ms.Op != "count" && ms.Op != "sum" {
			return false
		}
	}
	return true
}

// grouped writes the two-phase statement: the records grouped by their own keys and the
// ids of their links (g0), then each link's record joined and the groups added up.
func (s *groupSource) grouped() (string, []any, error) {
	c, g := s.c, s.g
	b := store.NewBuilder(c.D).S("SELECT ")
	outer := make([]string, len(g.Dims))
	for i, d := range g.Dims {
		if d.Link != nil {
			outer[i] = s.keys[i] // the linked field, at the join's alias
		} else {
			outer[i] = "g0.k" + strconv.Itoa(i)
		}
		b.S(outer[i], ", ")
	}
	for j := range g.Measures {
		if j > 0 {
			b.S(", ")
		}
		b.S("sum(g0.m", strconv.Itoa(j), ")")
	}
	b.S(" FROM (SELECT ")
	inner := make([]string, len(g.Dims))
	for i, d := range g.Dims {
		switch {
		case d.Link != nil:
			inner[i] = c.D.FacetGroup(c.D.FieldExpr("t0", d.Link), true)
			b.S(c.D.FieldExpr("t0", d.Link))
		default:
			inner[i] = strconv.Itoa(i + 1)
			if d.Bounds == nil {
				inner[i] = c.D.FacetGroup(s.keys[i], true)
			}
			if err := s.key(b, i); err != nil {
				return "", nil, err
			}
		}
		b.S(" AS k", strconv.Itoa(i), ", ")
	}
	for j, ms := range g.Measures {
		if j > 0 {
			b.S(", ")
		}
		b.S(s.measure(ms), " AS m", strconv.Itoa(j))
	}
	if err := s.from(b, false); err != nil {
		return "", nil, err
	}
	b.S(" GROUP BY ", strings.Join(inner, ", "), ") g0")
	for _, i := range s.joins {
		if err := s.join(b, i, "g0.k"+strconv.Itoa(i)); err != nil {
			return "", nil, err
		}
	}
	b.S(" GROUP BY ", strings.Join(outer, ", "))
	if g.Limit > 0 {
		b.S(" LIMIT ").RowsArg(g.Limit + 1)
	}
	query, args := b.SQL()
	return query, args, nil
}

// Grains are the date buckets a dimension may group by.
var Grains = []string{"day", "week", "month", "quarter", "year"}

// GrainStart answers the first instant of the bucket of grain holding t, in t's location.
// Weeks start on Monday, as relative dates do (Period).
func GrainStart(grain string, t time.Time) (time.Time, bool) {
	y, m, d := t.Date()
	loc := t.Location()
	switch grain {
	case "day":
		return time.Date(y, m, d, 0, 0, 0, 0, loc), true
	case "week":
		day := time.Date(y, m, d, 0, 0, 0, 0, loc)
		return day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7)), true
	case "month":
		return time.Date(y, m, 1, 0, 0, 0, 0, loc), true
	case "quarter":
		return time.Date(y, time.Month((int(m)-1)/3*3+1), 1, 0, 0, 0, 0, loc), true
	case "year":
		return time.Date(y, 1, 1, 0, 0, 0, 0, loc), true
	}
	return time.Time{}, false
}

// GrainNext answers the start of the bucket after the one starting at start.
func GrainNext(grain string, start time.Time) time.Time {
	switch grain {
	case "day":
		return start.AddDate(0, 0, 1)
	case "week":
		return start.AddDate(0, 0, 7)
	case "month":
		return start.AddDate(0, 1, 0)
	case "quarter":
		return start.AddDate(0, 3, 0)
	}
	return start.AddDate(1, 0, 0)
}

// GrainBounds answers the bounds of the whole buckets of grain covering [from, to) in loc:
// the first bucket holds from, the last holds the instant before to. At most max buckets
// (ok false beyond).
func GrainBounds(grain string, from, to time.Time, loc *time.Location, max int) (bounds []time.Time, ok bool) {
	start, known := GrainStart(grain, from.In(loc))
	if !known {
		return nil, false
	}
	bounds = append(bounds, start)
	for start.Before(to) {
		if len(bounds) > max {
			return nil, false
		}
		start = GrainNext(grain, start)
		bounds = append(bounds, start)
	}
	if len(bounds) < 2 { // an empty span still has the bucket of its start
		bounds = append(bounds, GrainNext(grain, start))
	}
	return bounds, true
}
