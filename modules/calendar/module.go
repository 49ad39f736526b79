// Package calendar is the calendar module: the records a model's "calendar" key puts on
// users' calendars and to-do lists (the shipped to-do model), and the reminders its
// "reminder" key sends (meta/calendar.go reads both keys). It keeps the times of those
// records consistent on every write (a record hook), counts what is due for the header
// (the message counters "todo" and "calendar"), and sends reminders whose time has come
// (background work of the serving process). It has no routes of its own: the calendar
// screen reads to-dos through the generic list.
package calendar

import (
	"context"
	"embed"
	"io/fs"
	"time"

	"huntline/engine"
	"huntline/meta"
)

//go:embed i18n/*.json
var i18nFS embed.FS

// pollEvery is how often the serving process looks for reminders whose time has come.
const pollEvery = 5 * time.Second

// Module is the calendar module.
type Module struct{}

// New answers the module.
func New() *Module { return &Module{} }

// Info declares the module: part of every tenant, not a plugin.
func (Module) Info() engine.ModuleInfo {
	cat, _ := fs.Sub(i18nFS, "i18n")
	return engine.ModuleInfo{
		Name:  "calendar",
		Label: map[string]string{"en": "Calendar", "zh_CN": "日程", "zh_TW": "日程"},
		Description: map[string]string{
			"en":    "To-dos on users' calendars, the header's to-do and calendar counts, and reminders when a to-do is due.",
			"zh_CN": "用户日程上的待办、页头的待办与日程计数，以及待办到期时的提醒。",
			"zh_TW": "用戶日程上的待辦、頁首的待辦與日程計數，以及待辦到期時的提醒。",
		},
		Catalogues: cat,
	}
}

// Start registers the hook keeping calendar times consistent, the header's two counts and
// the reminders' poll.
func (Module) Start(h *engine.Host) error {
	s := &Service{e: h.Engine()}
	h.Hook(engine.RecordHook{
		Applies: func(m *meta.Model) bool { return m.Calendar != nil || m.Reminder != nil },
		Check:   s.checkTimes,
		Loads:   true, // loaded to-dos are scheduled as created ones are
	})
	h.Counter("todo", func(ctx context.Context, p engine.Principal) (int64, error) {
		todo, _, err := s.todoCounts(ctx, p)
		return int64(todo), err
	})
	h.Counter("calendar", func(ctx context.Context, p engine.Principal) (int64, error) {
		_, calendar, err := s.todoCounts(ctx, p)
		return int64(calendar), err
	})
	h.Background(pollEvery, func(ctx context.Context) {
		if _, err := s.SendDueReminders(ctx); err != nil && ctx.Err() == nil {
			s.e.Log.Error("reminders: poll failed; trying again", "err", err)
		}
	})
	return nil
}

// Service is the calendar's work on the core's services.
type Service struct{ e *engine.Engine }
