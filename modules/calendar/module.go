// Package calendar is the calendar module: the records a model's "calendar" key puts on
// users' calendars and to-do lists (the shipped to-do model), and the reminders its
// "reminder" key sends (keys.go reads both keys). It keeps the times of those
// records consistent on every write (a record hook), counts what is due for the header
// (the message counters "todo" and "calendar"), and sends reminders whose time has come
// (background work of the serving process). It puts records of other models (interviews,
// the calendar_entry key) on calendars and writes their invitations (its one route); the
// calendar screen reads to-dos through the generic list.
package calendar

import (
	"context"
	"embed"
	"time"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// pollEvery is how often the serving process looks for reminders whose time has come.
const pollEvery = 5 * time.Second

// Module is the calendar module.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start registers the hook keeping calendar times consistent, the header's two counts and
// the reminders' poll.
func (mod *Module) Start(h *engine.Host) error {
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return CalendarOf(m) != nil || ReminderOf(m) != nil },
		Check:   mod.checkTimes,
		Loads:   true, // loaded to-dos are scheduled as created ones are
	})
	h.Hook(mod.entryHook())
	h.ModelInfo(invitationsInfo)
	h.Counter("todo", func(ctx context.Context, p engine.Principal) (int64, error) {
		todo, _, err := mod.todoCounts(ctx, p)
		return int64(todo), err
	})
	h.Counter("calendar", func(ctx context.Context, p engine.Principal) (int64, error) {
		_, calendar, err := mod.todoCounts(ctx, p)
		return int64(calendar), err
	})
	h.Background(pollEvery, func(ctx context.Context) {
		if _, err := mod.SendDueReminders(ctx); err != nil && ctx.Err() == nil {
			mod.Engine().Log.Error("reminders: poll failed; trying again", "err", err)
		}
	})
	return nil
}
