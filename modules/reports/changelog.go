package reports

import (
	"fmt"
	"math"
)

// The operation-log report counts the record store's change log (who created, changed
// and deleted records) per user over the range: no model's records, so no drill-down and
// no scope; it is an admin's, or a user's with the User Activities Permission. An update
// of several fields at once is one action, as the record's own operation log shows it.
func (r *run) changeLog() ([]Row, Row, error) {
	st := r.mod.Engine().Store
	d := st.Dialect()
	q := st.Rebind(`SELECT user_id, action, COUNT(*) FROM (
		SELECT DISTINCT user_id, action, model, record_id, created_at FROM change_log
		WHERE tenant_id = ? AND user_id IS NOT NULL AND created_at >= ? AND created_at < ?) acts
		GROUP BY user_id, action`)
	rs, err := st.DB().QueryContext(r.ctx, q, r.p.TenantID, d.TimeArg(r.rng.From.UTC()), d.TimeArg(r.rng.End().UTC()))
	if err != nil {
		return nil, Row{}, fmt.Errorf("reports: change log: %w", err)
	}
	defer rs.Close()
	counts := map[int64]map[string]float64{}
	var users []int64
	for rs.Next() {
		var user int64
		var action string
		var n float64
		if err := rs.Scan(&user, &action, &n); err != nil {
			return nil, Row{}, err
		}
		if counts[user] == nil {
			counts[user] = map[string]float64{}
			users = append(users, user)
		}
		counts[user][action] += n
	}
	if err := rs.Err(); err != nil {
		return nil, Row{}, err
	}
	if len(r.f.FilterBasic["user"]) > 0 {
		keep := map[int64]bool{}
		for _, id := range r.f.FilterBasic["user"] {
			keep[id] = true
		}
		var kept []int64
		for _, u := range users {
			if keep[u] {
				kept = append(kept, u)
			}
		}
		users = kept
	}
	names, err := r.mod.Engine().NamesIn(r.ctx, nil, r.p, "user", users)
	if err != nil {
		return nil, Row{}, err
	}
	total := Row{Cells: map[string]*Cell{}}
	rows := make([]Row, 0, len(users))
	for _, u := range users {
		row := Row{Keys: []any{u}, Labels: []string{names[u]}, Cells: map[string]*Cell{}}
		for _, c := range r.t.Columns {
			if c.Computed() {
				continue
			}
			v := counts[u][c.Action]
			if c.Action == "*" {
				for _, n := range counts[u] {
					v += n
				}
			}
			row.Cells[c.Key] = &Cell{Value: math.Round(v)}
			if total.Cells[c.Key] == nil {
				total.Cells[c.Key] = &Cell{}
			}
			total.Cells[c.Key].Value += v
		}
		rows = append(rows, row)
	}
	for _, c := range r.t.Columns {
		if total.Cells[c.Key] == nil && !c.Computed() {
			total.Cells[c.Key] = &Cell{}
		}
	}
	r.ratios(rows, &total)
	r.sort(rows)
	return rows, total, nil
}
