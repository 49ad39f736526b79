package reports

import (
	"fmt"
	"math"
	"time"
)

// Targets are monthly numbers per user (model `target`: user, month "YYYY-MM", one number
// per target column). A report's range rarely is whole months, so a cell's target is the
// sum over the months the range touches of each month's target prorated by the days of
// that month inside the range: a week of November is 7/30 of November's target, and a
// whole month is that month's target exactly. A team's target is its members' sum.

// monthShare is the part of one month a range covers.
type monthShare struct {
	Month string  // YYYY-MM
	Part  float64 // days of the month in the range / days of the month
}

// monthShares answers the months a range touches and the part of each it covers.
func monthShares(r Range) []monthShare {
	var out []monthShare
	loc := r.From.Location()
	for m := time.Date(r.From.Year(), r.From.Month(), 1, 0, 0, 0, 0, loc); !m.After(r.To); m = m.AddDate(0, 1, 0) {
		next := m.AddDate(0, 1, 0)
		from, to := later(m, r.From), earlier(next.AddDate(0, 0, -1), r.To)
		days := Range{From: from, To: to}.Days()
		inMonth := Range{From: m, To: next.AddDate(0, 0, -1)}.Days()
		out = append(out, monthShare{Month: m.Format("2006-01"), Part: float64(days) / float64(inMonth)})
	}
	return out
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// targets sets each target column's target and colour on the rows and the total. Targets
// need the rows to be exactly one dim the targets model knows (user or team) and a range;
// grouped otherwise (by stage, by month) the report shows no targets.
func (r *run) targets(rows []Row, total *Row) error {
	if r.t.Targets == "" || !r.hasRange() || len(r.dims) != 1 || r.dims[0].TargetPath == "" {
		return nil
	}
	for _, name := range sortedKeys(r.f.FilterBasic) {
		if r.t.Dim(name).TargetPath == "" {
			return nil // a basic filter the targets cannot follow
		}
	}
	shares := monthShares(r.rng)
	months := make([]string, len(shares))
	part := map[string]float64{}
	for i, s := range shares {
		months[i] = s.Month
		part[s.Month] = s.Part
	}
	conds := []string{"month__s=" + joinStrings(months)}
	if r.f.GQL != "" {
		ids, err := r.gqlRecords()
		if err != nil {
			return err
		}
		conds = append(conds, idsCondition(firstOf(r.t.targetGQLPath(), "id"), ids))
	}
	for _, name := range sortedKeys(r.f.FilterBasic) {
		conds = append(conds, idsCondition(r.t.Dim(name).TargetPath, r.f.FilterBasic[name]))
	}
	var cols []*Column
	var ms []measure
	for i := range r.t.Columns {
		if c := &r.t.Columns[i]; c.Target != "" {
			cols = append(cols, c)
			ms = append(ms, measure{Op: "sum", Field: c.Target})
		}
	}
	if len(cols) == 0 {
		return nil
	}
	x := r.dims[0]
	for _, grouped := range []bool{true, false} {
		dims := []dim{{Path: "month"}}
		if grouped {
			dims = []dim{{Path: x.TargetPath}, {Path: "month"}}
		}
		got, err := r.mod.core.aggregate(r.ctx, r.p, aggQuery{Model: r.t.Targets, Filter: join(conds), Dims: dims, Measures: ms})
		if err != nil {
			return err
		}
		sums := map[string][]float64{} // by the row's key
		for _, g := range got {
			k, month := "", fmt.Sprint(g.Keys[len(g.Keys)-1])
			if grouped {
				k = rowKey(g.Keys[:1])
			}
			if sums[k] == nil {
				sums[k] = make([]float64, len(cols))
			}
			for i := range cols {
				sums[k][i] += g.Values[i] * part[month]
			}
		}
		apply := func(row *Row, k string) {
			if sums[k] == nil {
				return
			}
			for i, c := range cols {
				t := math.Round(sums[k][i]*10) / 10
				if t <= 0 {
					continue
				}
				cell := row.Cells[c.Key]
				if cell == nil {
					continue
				}
				cell.Target = &t
				cell.Rag = rag(cell.Value, t)
			}
		}
		if grouped {
			for i := range rows {
				apply(&rows[i], rowKey(rows[i].Keys[:1]))
			}
		} else {
			apply(total, "")
		}
	}
	return nil
}

// targetGQLPath answers the targets model's path to the gql model: its user.
func (t *Template) targetGQLPath() string {
	if x := t.Dim(t.X[0]); x != nil && x.Model == firstOf(t.GQLModel, t.Model) {
		return x.TargetPath
	}
	return "user"
}

func joinStrings(list []string) string {
	out := ""
	for i, s := range list {
		if i > 0 {
			out += ","
		}
		out += s
	}
	return out
}
