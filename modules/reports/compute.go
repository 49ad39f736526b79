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

	"huntline/engine"
	"huntline/gql"
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
		return nil, badParam("gql", "%v", err)
	}
	ids, err := e.FindIDs(r.ctx, e.Compiler(r.ctx, r.p), gql.Query{Model: m, Filter: node, Limit: MaxGQLRecords + 1})
	if err != nil {
		return nil, err
	}
	if len(ids) > MaxGQLRecords {
		return nil, badParam("gql", "selects more than %d %s records; narrow it", MaxGQLRecords, m.Name)
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

func (r *run) query(c *Column, filter string, dims []dim) aggQuery {
	q := aggQuery{Model: r.t.ModelOf(c), Filter: filter, Dims: dims, Measures: []measure{{Op: c.Op, Field: c.Field, Field2: c.Field2}}}
	if r.hasRange() {
		q.From, q.To = r.rng.From, r.rng.End()
	}
	return q
}

// table computes the rows and the total of every column.
func (r *run) table() ([]Row, Row, error) {
	rows := map[string]*Row{}
	var order []string
	total := Row{Cells: map[string]*Cell{}}
	r.conds = map[string]string{}
	var first *Column // the first counted column: its model names the dims' keys
	for i := range r.t.Columns {
		c := &r.t.Columns[i]
		if c.Computed() {
			continue
		}
		if first == nil {
			first = c
		}
		base, err := r.baseConditions(c)
		if err != nil {
			return nil, Row{}, err
		}
		drill := c.Format != "percent" && c.Format != "days"
		model := r.t.ModelOf(c)
		dims := r.coreDims(c)
		got, err := r.mod.core.aggregate(r.ctx, r.p, r.query(c, join(base), dims))
		if err != nil {
			return nil, Row{}, err
		}
		for _, g := range got {
			k := rowKey(g.Keys)
			row := rows[k]
			if row == nil {
				row = &Row{Keys: g.Keys, Cells: map[string]*Cell{}}
				rows[k] = row
				order = append(order, k)
			}
			row.Cells[c.Key] = &Cell{Value: rounded(c, g.Values[0])}
		}
		// The total is its own aggregate: a median or a distinct count does not add up.
		sum, err := r.mod.core.aggregate(r.ctx, r.p, r.query(c, join(base), nil))
		if err != nil {
			return nil, Row{}, err
		}
		tc := &Cell{}
		if len(sum) > 0 {
			tc.Value = rounded(c, sum[0].Values[0])
		}
		if drill {
			tc.Model, tc.GQL = model, join(base)
		}
		total.Cells[c.Key] = tc
		// Every row gets this column's cell (zero where it counted nothing) and its drill-down.
		for _, k := range order {
			row := rows[k]
			cell := row.Cells[c.Key]
			if cell == nil {
				cell = &Cell{}
				row.Cells[c.Key] = cell
			}
			if !drill {
				continue
			}
			conds := append([]string{}, base...)
			for i, d := range dims {
				cond, err := r.condition(model, d, row.Keys[i])
				if err != nil {
					return nil, Row{}, err
				}
				conds = append(conds, cond)
			}
			cell.Model, cell.GQL = model, join(conds)
		}
	}
	out := make([]Row, 0, len(order))
	for _, k := range order {
		out = append(out, *rows[k])
	}
	// Columns counted before a row appeared get their zero cells and drill-downs too.
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

// sort orders rows dim by dim: date buckets in time, other keys by their label, a key
// that is not set last.
func (r *run) sort(rows []Row) {
	sort.SliceStable(rows, func(i, j int) bool {
		for di, d := range r.dims {
			a, b := rows[i], rows[j]
			if (a.Keys[di] == nil) != (b.Keys[di] == nil) {
				return b.Keys[di] == nil
			}
			var x, y string
			if r.grain(d) != "" {
				x, y = fmt.Sprint(a.Keys[di]), fmt.Sprint(b.Keys[di])
			} else if len(a.Labels) > di && len(b.Labels) > di {
				x, y = strings.ToLower(a.Labels[di]), strings.ToLower(b.Labels[di])
			}
			if x != y {
				return x < y
			}
		}
		return false
	})
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
