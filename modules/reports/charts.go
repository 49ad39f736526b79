package reports

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
)

// Chart is what the charts draw (contract §2): categories along the axis and a series per
// column (bar), per y value (stack) or one (pie); every point carries its drill-down.
type Chart struct {
	Categories []string `json:"categories"`
	Buckets    []string `json:"buckets,omitempty"` // trends: each category's first day
	Series     []Series `json:"series"`
}

// Series is one line, bar group or pie.
type Series struct {
	Key   string  `json:"key"`
	Name  string  `json:"name"`
	Stack string  `json:"stack"`
	Data  []Point `json:"data"`
}

// Point is one value and the list behind it.
type Point struct {
	Value float64 `json:"value"`
	Model string  `json:"model,omitempty"`
	GQL   string  `json:"gql,omitempty"`
}

func point(c *Cell) Point {
	if c == nil {
		return Point{}
	}
	return Point{Value: c.Value, Model: c.Model, GQL: c.GQL}
}

// Chart draws the report as a bar, stack or pie chart over its x dimension.
func (mod *Module) Chart(ctx context.Context, p engine.Principal, params url.Values) (*Chart, error) {
	r, err := mod.newRun(ctx, p, params)
	if err != nil {
		return nil, err
	}
	view, err := parseViewType(r.t, params.Get("viewType"), "bar")
	if err != nil {
		return nil, err
	}
	if view == "table" || view == "trend" {
		return nil, refuse("report_chart_view", "viewType", map[string]any{"Value": view}, "%q: the chart call draws bar, pie or stack (trends: /report/chart/trends)", view)
	}
	if view != "stack" && len(r.dims) > 1 {
		r.dims = r.dims[:1] // a bar or pie chart is over x alone
	}
	if len(r.dims) > 2 {
		r.dims = r.dims[:2]
	}
	rows, _, err := r.compute()
	if err != nil {
		return nil, err
	}
	return r.chart(view, rows), nil
}

// chartColumns answers the columns a chart draws: the counted ones (percent and days sit
// on another scale).
func (r *run) chartColumns() []*Column {
	var out []*Column
	for i := range r.t.Columns {
		if c := &r.t.Columns[i]; c.Format == "number" || c.Format == "money" {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		out = append(out, &r.t.Columns[0])
	}
	return out
}

func (r *run) chart(view string, rows []Row) *Chart {
	lang := r.p.Lang
	cols := r.chartColumns()
	ch := &Chart{Categories: []string{}, Series: []Series{}}
	if view == "stack" && len(r.dims) == 2 {
		// x along the axis, a series per y value of the first column, stacked.
		xIndex, yIndex := map[string]int{}, map[string]int{}
		c := cols[0]
		for _, row := range rows {
			xk, yk := rowKey(row.Keys[:1]), rowKey(row.Keys[1:2])
			if _, ok := xIndex[xk]; !ok {
				xIndex[xk] = len(ch.Categories)
				ch.Categories = append(ch.Categories, row.Labels[0])
			}
			if _, ok := yIndex[yk]; !ok {
				yIndex[yk] = len(ch.Series)
				ch.Series = append(ch.Series, Series{Key: fmt.Sprintf("%s:%v", c.Key, row.Keys[1]), Name: row.Labels[1], Stack: c.Key})
			}
		}
		for i := range ch.Series {
			ch.Series[i].Data = make([]Point, len(ch.Categories))
		}
		for _, row := range rows {
			s := &ch.Series[yIndex[rowKey(row.Keys[1:2])]]
			s.Data[xIndex[rowKey(row.Keys[:1])]] = point(row.Cells[c.Key])
		}
		return ch
	}
	for _, row := range rows {
		ch.Categories = append(ch.Categories, row.Labels[0])
	}
	if view == "pie" {
		cols = cols[:1]
	}
	for _, c := range cols {
		s := Series{Key: c.Key, Name: c.Label.In(lang), Data: make([]Point, 0, len(rows))}
		if view == "stack" {
			s.Stack = "total"
		}
		for _, row := range rows {
			s.Data = append(s.Data, point(row.Cells[c.Key]))
		}
		ch.Series = append(ch.Series, s)
	}
	return ch
}

// MaxBuckets bounds a trend's points, as the engine bounds its grain buckets.
const MaxBuckets = 400

// Trends draws the report over time: the datetype buckets of the range along the axis
// (every bucket, empty ones as zero) and a line per counted column.
func (mod *Module) Trends(ctx context.Context, p engine.Principal, params url.Values) (*Chart, error) {
	r, err := mod.newRun(ctx, p, params)
	if err != nil {
		return nil, err
	}
	if r.t.NoRange || !contains(r.t.Views, "trend") {
		return nil, refuse("report_no_trend", "type", map[string]any{"Type": r.t.Name}, "the report %s has no trend", r.t.Name)
	}
	keys, err := buckets(r.rng, grainOf(r.f.DateType))
	if err != nil {
		return nil, refuse("report_buckets", "datetype", map[string]any{"Max": MaxBuckets}, "%v", err)
	}
	r.dims = []*Dim{{Name: "date", Label: meta.Label{"en": "Date", "zh_CN": "日期", "zh_TW": "日期"}, Grain: "datetype"}}
	rows, _, err := r.compute()
	if err != nil {
		return nil, err
	}
	byKey := map[string]*Row{}
	for i := range rows {
		byKey[fmt.Sprint(rows[i].Keys[0])] = &rows[i]
	}
	ch := &Chart{Categories: []string{}, Buckets: keys, Series: []Series{}}
	cols := r.chartColumns()
	// Every bucket is named, empty ones too, and drills down to its own list.
	anyKeys := make([]any, len(keys))
	for i, k := range keys {
		anyKeys[i] = k
	}
	first := cols[0]
	names, err := mod.core.labels(ctx, p, r.t.ModelOf(first), r.coreDims(first)[0], anyKeys)
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		ch.Categories = append(ch.Categories, names[k])
	}
	for _, c := range cols {
		s := Series{Key: c.Key, Name: c.Label.In(p.Lang), Data: make([]Point, 0, len(keys))}
		base, err := r.baseConditions(c)
		if err != nil {
			return nil, err
		}
		d := r.coreDims(c)[0]
		for _, k := range keys {
			if row := byKey[k]; row != nil && row.Cells[c.Key] != nil && row.Cells[c.Key].GQL != "" {
				s.Data = append(s.Data, point(row.Cells[c.Key]))
				continue
			}
			cond, err := r.condition(r.t.ModelOf(c), d, k)
			if err != nil {
				return nil, err
			}
			s.Data = append(s.Data, Point{Model: r.t.ModelOf(c), GQL: join(append(append([]string{}, base...), cond))})
		}
		ch.Series = append(ch.Series, s)
	}
	return ch, nil
}

// buckets answers the first day of each grain bucket touching the range, in order, as the
// aggregate's grains bucket it (gql.GrainStart, gql.GrainNext).
func buckets(rng Range, grain string) ([]string, error) {
	start, ok := gql.GrainStart(grain, rng.From)
	if !ok {
		return nil, fmt.Errorf("%q is not a grain (%s)", grain, strings.Join(gql.Grains, ", "))
	}
	var out []string
	for t := start; !t.After(rng.To); t = gql.GrainNext(grain, t) {
		if len(out) == MaxBuckets {
			return nil, fmt.Errorf("the range has more than %d %s buckets; choose a coarser datetype", MaxBuckets, grain)
		}
		out = append(out, t.Format(time.DateOnly))
	}
	return out, nil
}
