package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// MaxGQLRecords bounds the records a series report's gql may select on its gql model (the
// users of a team, say): each column is then filtered by their ids.
const MaxGQLRecords = 5000

// run is one computation of a report for one reader.
type run struct {
	mod  *Module
	ctx  context.Context
	p    engine.Principal
	t    *Template
	f    Filter
	now  time.Time // in the tenant's zone
	rng  Range
	dims []*Dim // the rows' dims: x, then y and z when given

	gqlIDs  []int64
	gqlDone bool
	conds   map[string]string // drill-down conditions by model, dim and key
}

func (r *run) hasRange() bool { return !r.t.NoRange }

// grain answers the engine grain of dim d in this run ("" for a dim that is no date).
func (r *run) grain(d *Dim) string {
	if d.Grain == "datetype" {
		return grainOf(r.f.DateType)
	}
	return d.Grain
}

// coreDims answers the dims of column c on its model.
func (r *run) coreDims(c *Column) []dim {
	out := make([]dim, len(r.dims))
	for i, d := range r.dims {
		out[i] = dim{Path: r.t.PathOf(c, d), Grain: r.grain(d)}
	}
	return out
}

var daysAgo = regexp.MustCompile(`\{\{today-(\d+)\}\}`)

// expand writes a template filter's placeholders: {{today-N}} is the date N days before
// today in the tenant's zone (stale submissions: unchanged since before that day).
func (r *run) expand(filter string) string {
	return daysAgo.ReplaceAllStringFunc(filter, func(s string) string {
		n, _ := strconv.Atoi(daysAgo.FindStringSubmatch(s)[1])
		y, m, d := r.now.Date()
		return time.Date(y, m, d-n, 0, 0, 0, 0, r.now.Location()).Format(time.DateOnly)
	})
}

// baseConditions answers column c's conditions before its dims: the template's filter,
// the range on the column's date field, the request's gql and the basic filters.
func (r *run) baseConditions(c *Column) ([]string, error) {
	model := r.t.ModelOf(c)
	var conds []string
	if c.Filter != "" {
		conds = append(conds, r.expand(c.Filter))
	} else if r.t.Filter != "" && model == r.t.Model {
		conds = append(conds, r.expand(r.t.Filter))
	}
	if r.hasRange() {
		conds = append(conds, r.rng.Condition(r.t.DateOf(c)))
	}
	if r.f.GQL != "" {
		gqlModel := firstOf(r.t.GQLModel, r.t.Model)
		if model == gqlModel && c.GQLPath == "" {
			conds = append(conds, r.f.GQL)
		} else {
			ids, err := r.gqlRecords()
			if err != nil {
				return nil, err
			}
			conds = append(conds, idsCondition(firstOf(c.GQLPath, "id"), ids))
		}
	}
	for _, name := range sortedKeys(r.f.FilterBasic) {
		conds = append(conds, idsCondition(r.t.PathOf(c, r.t.Dim(name)), r.f.FilterBasic[name]))
	}
	return conds, nil
}

// gqlRecords answers the records of the gql model the request's gql selects, in the
// reader's scope, once per run.
func (r *run) gqlRecords() ([]int64, error) {
	if r.gqlDone {
		return r.gqlIDs, nil
	}
	e := r.mod.Engine()
	m, err := e.Model(firstOf(r.t.GQLModel, r.t.Model))
	if err != nil {
		return nil, err
	}
	node, err := gql.Parse(r.f.GQL)
	if err != nil {
		return nil, err // the filter language's own refusal, translated as lists translate it
	}
	ids, err := e.FindIDs(r.ctx, e.Compiler(r.ctx, r.p), gql.Query{Model: m, Filter: node, Limit: MaxGQLRecords + 1})
	if err != nil {
		return nil, err
	}
	if len(ids) > MaxGQLRecords {
		return nil, refuse("report_gql_many", "gql", map[string]any{"Max": MaxGQLRecords, "Model": m.Name}, "selects more than %d %s records; narrow it", MaxGQLRecords, m.Name)
	}
	r.gqlIDs, r.gqlDone = ids, true
	return ids, nil
}

func idsCondition(path string, ids []int64) string {
	if len(ids) == 0 {
		return "id=0" // nothing: no record has id 0
	}
	return path + "__s=" + engine.JoinIDs(ids)
}

// join ANDs gql conditions, grouping those that hold an OR.
func join(conds []string) string {
	parts := make([]string, 0, len(conds))
	for _, c := range conds {
		if c = strings.TrimSpace(c); c == "" {
			continue
		}
		if strings.ContainsAny(c, "|") {
			c = "(" + c + ")"
		}
		parts = append(parts, c)
	}
	return strings.Join(parts, "&")
}

// condition answers the drill-down condition of a dim key on model, asked once per run.
func (r *run) condition(model string, d dim, key any) (string, error) {
	k := fmt.Sprintf("%s|%s|%s|%#v", model, d.Path, d.Grain, key)
	if c, ok := r.conds[k]; ok {
		return c, nil
	}
	c, err := r.mod.core.condition(r.ctx, r.p, model, d, key)
	if err != nil {
		return "", err
	}
	r.conds[k] = c
	return c, nil
}

// A batch is the counted columns that share a model, conditions and dims: one aggregate
// measures them all (the funnel's count of CVs sent and its median days to them).
type batch struct {
	model string
	base  []string
	dims  []dim
	cols  []*Column
	rows  []aggRow
	total []float64
}

// batches groups the counted columns into batches, in the columns' order.
func (r *run) batches() ([]*batch, error) {
	var out []*batch
	seen := map[string]*batch{}
	for i := range r.t.Columns {
		c := &r.t.Columns[i]
		if c.Computed() {
			continue
		}
		base, err := r.baseConditions(c)
		if err != nil {
			return nil, err
		}
		model, dims := r.t.ModelOf(c), r.coreDims(c)
		key := fmt.Sprintf("%s\x00%s\x00%v", model, join(base), dims)
		b := seen[key]
		if b == nil {
			b = &batch{model: model, base: base, dims: dims}
			seen[key] = b
			out = append(out, b)
		}
		b.cols = append(b.cols, c)
	}
	return out, nil
}

// measure runs each batch's aggregate, two at a time (the store serves reads side by side).
// A batch's total is the sum of its groups when they partition its records and every
// measure adds up; otherwise (a median, a distinct count, a multi-valued dim) it is an
// aggregate of its own.
func (r *run) measure(bs []*batch) error {
	g, ctx := errgroup.WithContext(r.ctx)
	g.SetLimit(2)
	for _, b := range bs {
		var ms []measure
		for _, c := range b.cols {
			ms = append(ms, measure{Op: c.Op, Field: c.Field, Field2: c.Field2})
		}
		q := aggQuery{Model: b.model, Filter: join(b.base), Dims: b.dims, Measures: ms}
		if r.hasRange() {
			q.From, q.To = r.rng.From, r.rng.End()
		}
		g.Go(func() (err error) {
			b.rows, err = r.mod.core.aggregate(ctx, r.p, q)
			return err
		})
		if len(b.dims) > 0 && r.adds(b) {
			continue
		}
		tq := q
		tq.Dims = nil
		g.Go(func() error {
			got, err := r.mod.core.aggregate(ctx, r.p, tq)
			if err == nil && len(got) > 0 {
				b.total = got[0].Values
			}
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for _, b := range bs {
		if b.total != nil {
			continue
		}
		b.total = make([]float64, len(b.cols))
		if len(b.dims) > 0 && r.adds(b) {
			for _, row := range b.rows {
				for i, v := range row.Values {
					b.total[i] += v
				}
			}
		}
	}
	return nil
}

// adds reports whether a batch's groups add up to its total: counts and sums over dims
// holding one value per record (a date bucket within the range, a field, a link's field).
func (r *run) adds(b *batch) bool {
	for _, c := range b.cols {
		if c.Op != "count" && c.Op != "sum" {
			return false
		}
	}
	reg := r.mod.Engine().Reg()
	m := reg.Model(b.model)
	for _, d := range b.dims {
		if d.Grain != "" {
			continue
		}
		head, rest, hop := strings.Cut(d.Path, "__")
		f := m.Field(head)
		if f != nil && hop {
			if to := reg.Model(f.To); to != nil && !f.Multiple {
				f = to.Field(rest)
			} else {
				f = nil
			}
		}
		if f == nil || f.Multiple {
			return false
		}
		if st := f.Kind().Storage(f); st == meta.StoreTextList || st == meta.StoreIntList {
			return false
		}
	}
	return true
}

// table computes the rows and the total of every column.
func (r *run) table() ([]Row, Row, error) {
	rows := map[string]*Row{}
	var order []string
	total := Row{Cells: map[string]*Cell{}}
	bs, err := r.batches()
	if err != nil {
		return nil, Row{}, err
	}
	if err := r.measure(bs); err != nil {
		return nil, Row{}, err
	}
	var first *Column // the first counted column: its model names the dims' keys
	if len(bs) > 0 {
		first = bs[0].cols[0]
	}
	for _, b := range bs {
		for ci, c := range b.cols {
			drill := c.Format != "percent" && c.Format != "days"
			for _, g := range b.rows {
				k := rowKey(g.Keys)
				row := rows[k]
				if row == nil {
					row = &Row{Keys: g.Keys, Cells: map[string]*Cell{}}
					rows[k] = row
					order = append(order, k)
				}
				row.Cells[c.Key] = &Cell{Value: rounded(c, g.Values[ci])}
			}
			tc := &Cell{Value: rounded(c, b.total[ci])}
			if drill {
				tc.Model, tc.GQL = b.model, join(b.base)
			}
			total.Cells[c.Key] = tc
		}
	}
	// Users (or teams) the basic filter names show even when they counted nothing this
	// period: a consultant's own report shows his zeros against his targets, not "no data".
	if len(r.dims) == 1 && first != nil {
		for _, id := range r.f.FilterBasic[r.dims[0].Name] {
			keys := []any{id}
			if k := rowKey(keys); rows[k] == nil {
				rows[k] = &Row{Keys: keys, Cells: map[string]*Cell{}}
				order = append(order, k)
			}
		}
	}
	out := make([]Row, 0, len(order))
	for _, k := range order {
		out = append(out, *rows[k])
	}
	// Every row gets a cell of every counted column (zero where it counted nothing) with
	// its drill-down.
	if err := r.fillMissing(out); err != nil {
		return nil, Row{}, err
	}
	if first != nil {
		if err := r.label(out, first); err != nil {
			return nil, Row{}, err
		}
	}
	r.ratios(out, &total)
	r.sort(out)
	return out, total, nil
}

// fillMissing gives every row a cell of every counted column, with its drill-down.
func (r *run) fillMissing(rows []Row) error {
	for i := range r.t.Columns {
		c := &r.t.Columns[i]
		if c.Computed() {
			continue
		}
		drill := c.Format != "percent" && c.Format != "days"
		var base []string
		for ri := range rows {
			if cell := rows[ri].Cells[c.Key]; cell != nil && (cell.GQL != "" || !drill) {
				continue
			}
			if base == nil {
				var err error
				if base, err = r.baseConditions(c); err != nil {
					return err
				}
			}
			cell := rows[ri].Cells[c.Key]
			if cell == nil {
				cell = &Cell{}
				rows[ri].Cells[c.Key] = cell
			}
			if !drill {
				continue
			}
			conds := append([]string{}, base...)
			for di, d := range r.coreDims(c) {
				cond, err := r.condition(r.t.ModelOf(c), d, rows[ri].Keys[di])
				if err != nil {
					return err
				}
				conds = append(conds, cond)
			}
			cell.Model, cell.GQL = r.t.ModelOf(c), join(conds)
		}
	}
	return nil
}

// label names each row's keys in the reader's language, one call per dim.
func (r *run) label(rows []Row, c *Column) error {
	dims := r.coreDims(c)
	for i := range rows {
		rows[i].Labels = make([]string, len(dims))
	}
	for di, d := range dims {
		var keys []any
		seen := map[string]bool{}
		for _, row := range rows {
			k := rowKey([]any{row.Keys[di]})
			if !seen[k] {
				seen[k] = true
				keys = append(keys, row.Keys[di])
			}
		}
		if len(keys) == 0 {
			continue
		}
		names, err := r.mod.core.labels(r.ctx, r.p, r.t.ModelOf(c), d, keys)
		if err != nil {
			return err
		}
		for i := range rows {
			rows[i].Labels[di] = names[rows[i].Keys[di]]
		}
	}
	return nil
}

// ratios works out the percent columns of each row and of the total.
func (r *run) ratios(rows []Row, total *Row) {
	for _, c := range r.t.Columns {
		if !c.Computed() {
			continue
		}
		all := append([]*Row{total}, nil...)
		for i := range rows {
			all = append(all, &rows[i])
		}
		for _, row := range all {
			a, b := row.Cells[c.Ratio[0]], row.Cells[c.Ratio[1]]
			v := 0.0
			if a != nil && b != nil && b.Value != 0 {
				v = math.Round(1000*a.Value/b.Value) / 10
			}
			row.Cells[c.Key] = &Cell{Value: v}
		}
	}
}

// sort orders rows dim by dim: date buckets in time, choices in their option list's order
// (the pipeline's stages as they follow each other), other keys by their label as lists sort
// text (pinyin for Chinese), a key that is not set last.
func (r *run) sort(rows []Row) {
	orders := make([]map[string]int, len(r.dims))
	for di, d := range r.dims {
		orders[di] = r.optionOrder(d)
	}
	sort.SliceStable(rows, func(i, j int) bool {
		for di, d := range r.dims {
			a, b := rows[i], rows[j]
			if (a.Keys[di] == nil) != (b.Keys[di] == nil) {
				return b.Keys[di] == nil
			}
			if order := orders[di]; order != nil {
				x, okx := order[fmt.Sprint(a.Keys[di])]
				y, oky := order[fmt.Sprint(b.Keys[di])]
				if okx && oky && x != y {
					return x < y
				}
			}
			var x, y string
			if r.grain(d) != "" {
				x, y = fmt.Sprint(a.Keys[di]), fmt.Sprint(b.Keys[di])
			} else if len(a.Labels) > di && len(b.Labels) > di {
				x, y = store.SortKey(a.Labels[di]), store.SortKey(b.Labels[di])
			}
			if x != y {
				return x < y
			}
		}
		return false
	})
}

// optionOrder answers each code's place in the option list of a dim whose keys are codes of
// one (as the first column reaches it), or nil.
func (r *run) optionOrder(d *Dim) map[string]int {
	if len(r.t.Columns) == 0 || r.grain(d) != "" {
		return nil
	}
	e := r.mod.Engine()
	c := &r.t.Columns[0]
	m := e.Reg().Model(r.t.ModelOf(c))
	var f *meta.Field
	for _, part := range strings.Split(r.t.PathOf(c, d), "__") {
		if m == nil {
			return nil
		}
		if f = m.Field(part); f == nil {
			return nil
		}
		m = e.Reg().Model(f.To)
	}
	if f == nil || f.OptionList() == "" {
		return nil
	}
	out := map[string]int{}
	for i, o := range e.Options.List(r.ctx, r.p.TenantID, f.OptionList()) {
		out[o.Code] = i
	}
	return out
}

func rowKey(keys []any) string {
	raw, _ := json.Marshal(keys)
	return string(raw)
}

// rounded keeps money to the cent and days to a tenth.
func rounded(c *Column, v float64) float64 {
	switch c.Format {
	case "money":
		return math.Round(v*100) / 100
	case "days":
		return math.Round(v*10) / 10
	}
	return v
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
