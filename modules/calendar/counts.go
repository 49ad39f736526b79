package calendar

import (
	"context"
	"net/url"
	"strconv"
	"time"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
)

// todoCounts answers the header's two calendar counts for p: todo, the unfinished records
// on p's calendar starting today or earlier (due or overdue); calendar, the records on p's
// calendar today, finished or not. Each is summed over every model with a calendar key.
func (mod *Module) todoCounts(ctx context.Context, p engine.Principal) (todo, calendar int, err error) {
	e := mod.Engine()
	loc := e.Tenants.Location(ctx, p.TenantID)
	now := e.Now().In(loc)
	dayStart := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	from := dayStart.UTC().Format(meta.DateTimeLayout)
	to := dayStart.AddDate(0, 0, 1).UTC().Format(meta.DateTimeLayout)
	me := strconv.FormatInt(p.UserID, 10)
	q := url.QueryEscape
	for _, m := range CalendarModels(e.Reg()) {
		c := CalendarOf(m)
		mine := c.Users + "=" + me
		due := mine + "&" + c.Start + "__lt=" + q(to)
		if c.Status != "" {
			due += "&" + c.Status + "__ne=" + q(c.Done)
		}
		// On the calendar today: starting today, or begun earlier and ending today or later.
		today := mine + "&(" + c.Start + "__gte=" + q(from) + "&" + c.Start + "__lt=" + q(to)
		if c.End != "" {
			today += "|" + c.Start + "__lt=" + q(from) + "&" + c.End + "__gte=" + q(from)
		}
		today += ")"
		n, err := mod.countWhere(ctx, p, m, due)
		if err != nil {
			return 0, 0, err
		}
		todo += n
		if n, err = mod.countWhere(ctx, p, m, today); err != nil {
			return 0, 0, err
		}
		calendar += n
	}
	return todo, calendar, nil
}

// countWhere counts the records of m p may see that match a gql filter.
func (mod *Module) countWhere(ctx context.Context, p engine.Principal, m *meta.Model, filter string) (int, error) {
	node, err := gql.Parse(filter)
	if err != nil {
		return 0, err
	}
	query, args, err := mod.Engine().Compiler(ctx, p).Count(gql.Query{Model: m, Filter: node}, 0)
	if err != nil {
		return 0, err
	}
	var n int
	err = mod.Engine().Store.DB().GetContext(ctx, &n, query, args...)
	return n, err
}
