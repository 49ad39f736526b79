package engine

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"huntline/gql"
	"huntline/meta"
)

// The calendar and reminder keys of a model (meta/calendar.go) give its records a time on
// users' calendars. This file keeps those times consistent on every write and counts what
// is due for the header's message counts.

// checkCalendar refuses an end before the start, naming the end field: the form shows the
// message at the input the user must change.
func checkCalendar(m *meta.Model, doc map[string]any) fieldErrors {
	c := m.Calendar
	if c == nil || c.End == "" {
		return nil
	}
	start, okS := doc[c.Start].(string)
	end, okE := doc[c.End].(string)
	if !okS || !okE || end >= start { // stored datetimes are ISO-8601 UTC: text order is time order
		return nil
	}
	// The message names the start by its English label and by its field name, which API
	// clients and the translated messages use.
	var errs fieldErrors
	errs.add(m.Field(c.End), "not_before", fmt.Sprintf("must not be before %s (%s)", m.Field(c.Start).Label.In("en"), c.Start),
		map[string]any{"Other": c.Start})
	return errs
}

// scheduleReminder computes the record's reminder time from its start and offset, and
// clears the sent flag whenever that time moves, so an edited record reminds again at its
// new time and an untouched one never twice.
func scheduleReminder(m *meta.Model, before, doc map[string]any) {
	r := m.Reminder
	if r == nil || r.From == "" {
		if r != nil && before != nil && !sameValue(before[r.At], doc[r.At]) {
			doc[r.Done] = false
		}
		return
	}
	at := reminderAt(doc[r.From], doc[r.Offset])
	// A finished record reminds no one; opened again, it is scheduled afresh.
	if c := m.Calendar; c != nil && c.Status != "" && doc[c.Status] == c.Done {
		at = ""
	}
	if at == "" {
		delete(doc, r.At)
		delete(doc, r.Done)
		return
	}
	doc[r.At] = at
	if before == nil || before[r.At] != at {
		doc[r.Done] = false
	}
}

// reminderAt answers from minus the offset option's minutes, in the stored datetime form,
// or "" for no reminder.
func reminderAt(from, offset any) string {
	s, ok := from.(string)
	code, _ := offset.(string)
	minutes, on := meta.OffsetMinutes(code)
	if !ok || !on {
		return ""
	}
	t, err := time.Parse(meta.DateTimeLayout, s)
	if err != nil {
		return ""
	}
	return t.Add(-time.Duration(minutes) * time.Minute).Format(meta.DateTimeLayout)
}

// todoCounts answers the header's two calendar counts for p: todo, the unfinished records
// on p's calendar starting today or earlier (due or overdue); calendar, the records on p's
// calendar today, finished or not. Each is summed over every model with a calendar key.
// Register it with the message-count registry as the counters "todo" and "calendar".
func (e *Engine) todoCounts(ctx context.Context, p Principal) (todo, calendar int, err error) {
	loc := e.Tenants.Location(ctx, p.TenantID)
	now := e.Now().In(loc)
	dayStart := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	from := dayStart.UTC().Format(meta.DateTimeLayout)
	to := dayStart.AddDate(0, 0, 1).UTC().Format(meta.DateTimeLayout)
	me := strconv.FormatInt(p.UserID, 10)
	q := url.QueryEscape
	for _, m := range e.Reg().CalendarModels() {
		c := m.Calendar
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
		n, err := e.countWhere(ctx, p, m, due)
		if err != nil {
			return 0, 0, err
		}
		todo += n
		if n, err = e.countWhere(ctx, p, m, today); err != nil {
			return 0, 0, err
		}
		calendar += n
	}
	return todo, calendar, nil
}

// countWhere counts the records of m p may see that match a gql filter.
func (e *Engine) countWhere(ctx context.Context, p Principal, m *meta.Model, filter string) (int, error) {
	node, err := gql.Parse(filter)
	if err != nil {
		return 0, err
	}
	query, args, err := e.compiler(ctx, p).Count(gql.Query{Model: m, Filter: node}, 0)
	if err != nil {
		return 0, err
	}
	var n int
	err = e.Store.DB().GetContext(ctx, &n, query, args...)
	return n, err
}
