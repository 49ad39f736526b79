package reports

import (
	"context"
	"net/url"
	"time"

	"huntline/engine"
)

// Report computes the report params ask for (type, gql, groupby_x/y/z, datetype,
// daterange, filter_basic) as p reads it: the table view, from which charts and the
// export are drawn. The schedules of saved reports call it as the report's owner.
func (mod *Module) Report(ctx context.Context, p engine.Principal, params url.Values) (*Report, error) {
	r, err := mod.newRun(ctx, p, params)
	if err != nil {
		return nil, err
	}
	rows, total, err := r.compute()
	if err != nil {
		return nil, err
	}
	return mod.answer(ctx, r, rows, total)
}

// newRun reads the parameters into a run: the template, the filter with its defaults,
// the range in the tenant's zone and the rows' dims.
func (mod *Module) newRun(ctx context.Context, p engine.Principal, params url.Values) (*run, error) {
	t, err := mod.template(ctx, p, params.Get("type"))
	if err != nil {
		return nil, err
	}
	f, err := parseFilter(t, params)
	if err != nil {
		return nil, err
	}
	// Spec 001 §9: a report grouped by user opens on the reader's own user. Admins and team
	// leaders read their whole scope; filter_basic={} asks for the whole scope too, and a gql
	// choosing the users (a team lead's dashlet) is a choice as well.
	if _, given := params["filter_basic"]; !given && f.GQL == "" && f.GroupByX == "user" && contains(t.Basic, "user") && !p.IsAdmin {
		if u, err := mod.userFlags(ctx, p); err != nil {
			return nil, err
		} else if !u.leader {
			f.FilterBasic["user"] = []int64{p.UserID}
		}
	}
	if t.Source == sourceChangeLog && f.GQL != "" {
		return nil, refuse("report_no_gql", "gql", map[string]any{"Type": t.Name}, "the report %s takes no gql (filter it by user with filter_basic)", t.Name)
	}
	e := mod.Engine()
	r := &run{mod: mod, ctx: ctx, p: p, t: t, f: f, now: e.Now().In(e.Tenants.Location(ctx, p.TenantID)), conds: map[string]string{}}
	if r.hasRange() {
		if r.rng, err = parseRange(f.DateRange, r.now, p.Lang); err != nil {
			return nil, err
		}
	} else {
		r.f.DateRange = ""
	}
	for _, name := range []string{f.GroupByX, f.GroupByY, f.GroupByZ} {
		if name != "" {
			r.dims = append(r.dims, t.Dim(name))
		}
	}
	return r, nil
}

// compute answers the rows and total of the run's template.
func (r *run) compute() ([]Row, Row, error) {
	if r.t.Source == sourceChangeLog {
		return r.changeLog()
	}
	rows, total, err := r.table()
	if err != nil {
		return nil, Row{}, err
	}
	return rows, total, r.targets(rows, &total)
}

// answer wraps rows in the report's shape, with the reader's view config.
func (mod *Module) answer(ctx context.Context, r *run, rows []Row, total Row) (*Report, error) {
	t, lang := r.t, r.p.Lang
	rep := &Report{Type: t.Name, Label: t.Label.In(lang), Model: t.Model, Filter: r.f, Rows: rows, Total: total,
		Views: t.Views, rng: r.rng}
	if rep.Rows == nil {
		rep.Rows = []Row{}
	}
	if rep.Filter.FilterBasic == nil {
		rep.Filter.FilterBasic = map[string][]int64{}
	}
	if r.hasRange() {
		rep.Range = &RangeOut{From: r.rng.From.Format(time.DateOnly), To: r.rng.To.Format(time.DateOnly), Label: r.rng.Label}
	}
	for _, d := range r.dims {
		rep.Dims = append(rep.Dims, DimOut{Name: d.Name, Label: d.Label.In(lang)})
	}
	for _, c := range t.Columns {
		rep.Columns = append(rep.Columns, ColumnOut{Key: c.Key, Label: c.Label.In(lang), Format: c.Format, Target: c.Target != "" && t.Targets != ""})
	}
	vc, fromAdmin, err := mod.viewConfig(ctx, r.p, t)
	if err != nil {
		return nil, err
	}
	rep.ViewConfig, rep.FromAdmin, rep.Editable = vc, fromAdmin, !fromAdmin
	return rep, nil
}
