package calendar

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The calendar and reminder keys of a model (keys.go) give its records a time on
// users' calendars. checkTimes keeps those times consistent on every write.

// checkTimes is the record hook of calendar models, run before every create and update
// (and on bulk loads): it refuses an end before the start and schedules the reminder.
func (mod *Module) checkTimes(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error {
	if err := checkEnd(m, doc); err != nil {
		return err
	}
	r := ReminderOf(m)
	if r == nil {
		return nil
	}
	// Until the hook runs doc holds the stored reminder time, unless the write itself set
	// it; only then is the stored one read again.
	var before map[string]any
	if id != 0 {
		before = doc
		if slices.Contains(changed, r.At) {
			cur, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
			if err != nil {
				return err
			}
			before = cur.Data
		}
	}
	scheduleReminder(m, before[r.At], id != 0, doc)
	return nil
}

// checkEnd refuses an end before the start, naming the end field: the form shows the
// message at the input the user must change.
func checkEnd(m *meta.Model, doc map[string]any) error {
	c := CalendarOf(m)
	if c == nil || c.End == "" {
		return nil
	}
	start, okS := doc[c.Start].(string)
	end, okE := doc[c.End].(string)
	if !okS || !okE || end >= start { // stored datetimes are ISO-8601 UTC: text order is time order
		return nil
	}
	// The message names the start by its English label and by its field name, which API
	// clients and the translated messages (rule.not_before) use.
	msg := fmt.Sprintf("must not be before %s (%s)", m.Field(c.Start).Label.In("en"), c.Start)
	return &engine.Error{Status: http.StatusBadRequest, Key: "invalid_fields", Msg: c.End + ": " + msg,
		Fields: []engine.FieldError{{Field: c.End, Rule: "not_before", Msg: msg, Args: map[string]any{"Other": c.Start}}}}
}

// scheduleReminder computes the record's reminder time from its start and offset, and
// clears the sent flag whenever that time moves from wasAt (the stored time of a record
// that existed), so an edited record reminds again at its new time and an untouched one
// never twice.
func scheduleReminder(m *meta.Model, wasAt any, existed bool, doc map[string]any) {
	r := ReminderOf(m)
	if r.From == "" {
		// Clients write the time: a moved time reminds again.
		if existed && wasAt != doc[r.At] {
			doc[r.Done] = false
		}
		return
	}
	at := reminderAt(doc[r.From], doc[r.Offset])
	// A finished record reminds no one; opened again, it is scheduled afresh.
	if c := CalendarOf(m); c != nil && c.Status != "" && doc[c.Status] == c.Done {
		at = ""
	}
	if at == "" {
		delete(doc, r.At)
		delete(doc, r.Done)
		return
	}
	doc[r.At] = at
	if !existed || wasAt != at {
		doc[r.Done] = false
	}
}

// reminderAt answers from minus the offset option's minutes, in the stored datetime form,
// or "" for no reminder.
func reminderAt(from, offset any) string {
	s, ok := from.(string)
	code, _ := offset.(string)
	minutes, on := OffsetMinutes(code)
	if !ok || !on {
		return ""
	}
	t, err := time.Parse(meta.DateTimeLayout, s)
	if err != nil {
		return ""
	}
	return t.Add(-time.Duration(minutes) * time.Minute).Format(meta.DateTimeLayout)
}
