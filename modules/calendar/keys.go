package calendar

import (
	"strconv"

	"huntline/meta"
)

// The model keys this module owns: "calendar" and "reminder".
const (
	calendarKey = "calendar"
	reminderKey = "reminder"
)

// Calendar puts a model's records on users' calendars and to-do lists:
//
//	"calendar": {"start": "start_date", "end": "end_date", "users": "assignees",
//	             "status": "status", "done": "done"}
//
// Start (and End, never before Start: the module refuses such a write naming End) are
// datetime fields; Users is a foreignkey (single or multiple) to the user model naming whose
// calendar a record is on; Status is a choice field whose option Done marks a finished
// record, which leaves the to-do count but stays on the calendar.
type Calendar struct {
	Start  string `json:"start"`
	End    string `json:"end,omitempty"`
	Users  string `json:"users"`
	Status string `json:"status,omitempty"`
	Done   string `json:"done,omitempty"`
}

// Reminder makes the module tell a record's users when it is due:
//
//	"reminder": {"at": "remind_at", "done": "reminded", "users": "assignees",
//	             "content": "content", "from": "start_date", "offset": "remind"}
//
// At (datetime) is when; Done (checkbox) is set once the reminder went out, so it goes out
// once. With From and Offset the module computes At on every write as From minus the
// Offset choice's code read as minutes ("0" at the time, "15" a quarter before; a code that
// is not a number, such as "none", means no reminder), and clears Done whenever At moves.
// Without them At is written by clients. Content names the field whose text the
// notification carries.
type Reminder struct {
	At      string `json:"at"`
	Done    string `json:"done"`
	Users   string `json:"users"`
	Content string `json:"content"`
	From    string `json:"from,omitempty"`
	Offset  string `json:"offset,omitempty"`
}

// OffsetMinutes reads a reminder offset option code: the minutes before From, or ok=false
// for no reminder.
func OffsetMinutes(code string) (int, bool) {
	n, err := strconv.Atoi(code)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

func init() {
	check := func(r *meta.Registry, m *meta.Model, _ any) error { return checkKeys(r, m) }
	meta.RegisterKey(meta.Key{Name: calendarKey, Decode: meta.Decoder[Calendar](), Check: check})
	meta.RegisterKey(meta.Key{Name: reminderKey, Decode: meta.Decoder[Reminder](), Check: func(r *meta.Registry, m *meta.Model, v any) error {
		if CalendarOf(m) != nil {
			return nil // checked with the calendar key
		}
		return check(r, m, v)
	}})
}

// CalendarOf answers m's calendar key, or nil.
func CalendarOf(m *meta.Model) *Calendar { return meta.ExtensionOf[Calendar](m, calendarKey) }

// ReminderOf answers m's reminder key, or nil.
func ReminderOf(m *meta.Model) *Reminder { return meta.ExtensionOf[Reminder](m, reminderKey) }

// CalendarModels lists the models whose records are on calendars.
func CalendarModels(r *meta.Registry) []*meta.Model { return r.ModelsWith(calendarKey) }

// ReminderModels lists the models whose records remind their users.
func ReminderModels(r *meta.Registry) []*meta.Model { return r.ModelsWith(reminderKey) }

func checkKeys(r *meta.Registry, m *meta.Model) error {
	fail := func(key, field, format string, args ...any) error {
		le := meta.Fail(m, field, format, args...).(*meta.LoadError)
		le.Key = key
		return le
	}
	needs := func(key, name string, ok func(*meta.Field) bool, what string) error {
		f := m.Field(name)
		if name == "" || f == nil || f.System || !ok(f) {
			return fail(key, name, "%s must name %s of %s", key, what, m.Name)
		}
		return nil
	}
	isType := func(t string) func(*meta.Field) bool { return func(f *meta.Field) bool { return f.Type == t } }
	isUsers := func(f *meta.Field) bool { return f.Type == "foreignkey" && f.To == meta.UserModel }
	isChoice := func(f *meta.Field) bool { return (f.Type == "dropdown" || f.Type == "radio") && f.OptionList() != "" }
	if c := CalendarOf(m); c != nil {
		if err := needs("calendar.start", c.Start, isType("datetime"), "a datetime field"); err != nil {
			return err
		}
		if c.End != "" {
			if err := needs("calendar.end", c.End, isType("datetime"), "a datetime field"); err != nil {
				return err
			}
		}
		if err := needs("calendar.users", c.Users, isUsers, "a foreignkey to "+meta.UserModel); err != nil {
			return err
		}
		if c.Status != "" || c.Done != "" {
			if err := needs("calendar.status", c.Status, isChoice, "a dropdown or radio field"); err != nil {
				return err
			}
			if c.Done == "" {
				return fail("calendar.done", c.Status, "calendar.done: name the %s option of finished records", c.Status)
			}
		}
	}
	if rm := ReminderOf(m); rm != nil {
		if err := needs("reminder.at", rm.At, isType("datetime"), "a datetime field"); err != nil {
			return err
		}
		if err := needs("reminder.done", rm.Done, meta.IsBoolean, "a checkbox field"); err != nil {
			return err
		}
		if err := needs("reminder.users", rm.Users, isUsers, "a foreignkey to "+meta.UserModel); err != nil {
			return err
		}
		if err := needs("reminder.content", rm.Content, func(f *meta.Field) bool { return f.Kind().Storage(f) == meta.StoreText }, "a text field"); err != nil {
			return err
		}
		if (rm.From == "") != (rm.Offset == "") {
			return fail("reminder.from", rm.From, "reminder: give both from and offset, or neither")
		}
		if rm.From != "" {
			if err := needs("reminder.from", rm.From, isType("datetime"), "a datetime field"); err != nil {
				return err
			}
			if err := needs("reminder.offset", rm.Offset, isChoice, "a dropdown or radio field"); err != nil {
				return err
			}
		}
	}
	return nil
}
