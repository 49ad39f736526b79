package calendar

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// entryKey puts a record of another kind (a client interview) on its consultant's calendar:
// writing the record writes a record of the calendar model (a to-do) for it, and moving its
// time moves that entry (issue 17):
//
//	"calendar_entry": {"model": "todo", "link": "calendar_entry", "start": "interviewDate",
//	  "minutes": 60, "users": "owner", "location": "location",
//	  "copy": {"candidate": "candidate", "joborder": "joborder", "jobsubmission": "jobsubmission"},
//	  "set": {"category": "interview"}, "attendees": ["candidate", "contacts"],
//	  "templates": {"candidate": "interview", "contacts": "clientcontact"}}
//
// Model is a model with the calendar and reminder keys; Link this model's foreignkey to it,
// written by the module only; Start a datetime field; Minutes the entry's length (60 when 0);
// Users a link to users whose calendar it is on (the writer's when empty); Location a text
// field shown with the entry; Copy fields of the entry taken from fields of the record; Set
// fixed values of the entry; Attendees the links whose records (their e-mail fields) are
// invited with an iCalendar invitation (invitation.go); Templates the mail template type
// each attendee link's invitation is written from.
const entryKey = "calendar_entry"

// Entry is the calendar_entry key of a model.
type Entry struct {
	Model     string            `json:"model"`
	Link      string            `json:"link"`
	Start     string            `json:"start"`
	Minutes   int               `json:"minutes,omitempty"`
	Users     string            `json:"users,omitempty"`
	Location  string            `json:"location,omitempty"`
	Copy      map[string]string `json:"copy,omitempty"`
	Set       map[string]any    `json:"set,omitempty"`
	Attendees []string          `json:"attendees,omitempty"`
	// Templates names, per attendee link, the mail template type its invitation is
	// written from (the composer offers that type's templates).
	Templates map[string]string `json:"templates,omitempty"`
}

func init() {
	meta.RegisterKey(meta.Key{Name: entryKey, Decode: meta.Decoder[Entry](), Check: checkEntry})
}

// EntryOf answers m's calendar_entry key, or nil.
func EntryOf(m *meta.Model) *Entry { return meta.ExtensionOf[Entry](m, entryKey) }

// Duration is how long an entry lasts.
func (en *Entry) Duration() time.Duration {
	if en.Minutes <= 0 {
		return time.Hour
	}
	return time.Duration(en.Minutes) * time.Minute
}

func checkEntry(r *meta.Registry, m *meta.Model, _ any) error {
	en := EntryOf(m)
	fail := func(field, format string, args ...any) error {
		le := meta.Fail(m, field, format, args...).(*meta.LoadError)
		le.Key = entryKey
		return le
	}
	target := r.Model(en.Model)
	if target == nil || CalendarOf(target) == nil || ReminderOf(target) == nil {
		return fail("", "calendar_entry.model: %q must be a model with the calendar and reminder keys", en.Model)
	}
	if f := m.Field(en.Link); f == nil || f.Type != "foreignkey" || f.Multiple || f.To != target.Name {
		return fail(en.Link, "calendar_entry.link must name a single foreignkey of %s to %s", m.Name, target.Name)
	}
	if f := m.Field(en.Start); f == nil || f.Type != "datetime" {
		return fail(en.Start, "calendar_entry.start must name a datetime field of %s", m.Name)
	}
	if en.Users != "" {
		if f := m.Field(en.Users); f == nil || f.Type != "foreignkey" || f.To != meta.UserModel {
			return fail(en.Users, "calendar_entry.users must name a foreignkey of %s to %s", m.Name, meta.UserModel)
		}
	}
	if en.Location != "" && m.Field(en.Location) == nil {
		return fail(en.Location, "calendar_entry.location must name a field of %s", m.Name)
	}
	for to, from := range en.Copy {
		if target.Field(to) == nil || m.Field(from) == nil {
			return fail(from, "calendar_entry.copy: %s.%s from %s.%s: both must be fields", target.Name, to, m.Name, from)
		}
	}
	for to := range en.Set {
		if target.Field(to) == nil {
			return fail("", "calendar_entry.set: %s has no field %s", target.Name, to)
		}
	}
	for _, a := range en.Attendees {
		if f := m.Field(a); f == nil || f.Type != "foreignkey" {
			return fail(a, "calendar_entry.attendees must name foreignkeys of %s", m.Name)
		}
	}
	return nil
}

// entryHook keeps each record's calendar entry: written with the record, moved with it.
func (mod *Module) entryHook() engine.RecordHook {
	return engine.RecordHook{
		Applies: func(m *meta.Model) bool { return EntryOf(m) != nil },
		Created: func(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
			return mod.writeEntry(ctx, tx, p, m, id, name, doc)
		},
		Updated: func(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, before, after map[string]any, log []store.Change) error {
			en := EntryOf(m)
			if recovered(log) {
				if err := mod.binEntry(ctx, tx, p, m, after, false); err != nil {
					return err
				}
			}
			if _, has := engine.AsID(after[en.Link]); has && !entryMoved(en, before, after) {
				return nil
			}
			return mod.writeEntry(ctx, tx, p, m, id, "", after)
		},
		// A cancelled (deleted) interview leaves no entry behind on the calendar, and
		// recovering it from the recycle bin brings the entry back.
		Deleted: func(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any) error {
			return mod.binEntry(ctx, tx, p, m, doc, true)
		},
	}
}

// recovered tells whether an update took the record out of the recycle bin.
func recovered(log []store.Change) bool {
	for _, c := range log {
		if c.Action == "recover" {
			return true
		}
	}
	return false
}

// binEntry moves the record's entry into the recycle bin with it, or out with it.
func (mod *Module) binEntry(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, doc map[string]any, deleted bool) error {
	en := EntryOf(m)
	entry, has := engine.AsID(doc[en.Link])
	if !has {
		return nil
	}
	e := mod.Engine()
	target := e.Reg().Model(en.Model)
	if err := e.BinInTx(ctx, tx, engine.System(p.TenantID), target, entry, deleted); err != nil && !store.IsNotFound(err) {
		return fmt.Errorf("calendar entry %d of %s: %w", entry, m.Name, err)
	}
	return nil
}

// entryMoved tells whether a write changed what the entry shows: its time, its people, its place.
func entryMoved(en *Entry, before, after map[string]any) bool {
	for _, f := range []string{en.Start, en.Users, en.Location} {
		if f != "" && !reflect.DeepEqual(before[f], after[f]) {
			return true
		}
	}
	return false
}

// writeEntry adds the record's entry, or moves it. A record without a time has none yet.
func (mod *Module) writeEntry(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
	en := EntryOf(m)
	e := mod.Engine()
	target := e.Reg().Model(en.Model)
	cal, rem := CalendarOf(target), ReminderOf(target)
	start, err := store.AsTime(doc[en.Start])
	if doc[en.Start] == nil || err != nil {
		return nil
	}
	users := engine.IDs(doc[en.Users])
	if len(users) == 0 && p.UserID != 0 {
		users = []int64{p.UserID}
	}
	set := map[string]any{
		cal.Start: start.UTC().Format(time.RFC3339),
		cal.Users: users,
	}
	if cal.End != "" {
		set[cal.End] = start.Add(en.Duration()).UTC().Format(time.RFC3339)
	}
	if uf := target.Field(cal.Users); uf != nil && !uf.Multiple {
		set[cal.Users] = users[0]
	}
	if name == "" {
		// The name index is written in the same transaction: read it there.
		names, err := tx.Names(ctx, m.Name, p.TenantID, []int64{id})
		if err != nil {
			return err
		}
		name = names[id]
	}
	set[rem.Content] = entryContent(m, p.Lang, name, text(doc[en.Location]))
	if entry, has := engine.AsID(doc[en.Link]); has {
		return e.UpdateInTx(ctx, tx, engine.System(p.TenantID), target, entry, set)
	}
	for to, from := range en.Copy {
		if v := doc[from]; v != nil {
			set[to] = v
		}
	}
	for to, v := range en.Set {
		set[to] = v
	}
	entry, err := e.CreateInTx(ctx, tx, p, target, set)
	if err != nil {
		return fmt.Errorf("calendar entry of %s %d: %w", m.Name, id, err)
	}
	return e.UpdateInTx(ctx, tx, engine.System(p.TenantID), m, id, map[string]any{en.Link: entry})
}

// entryContent is the entry's text: the record's kind and name in the writer's language, and
// where it takes place.
func entryContent(m *meta.Model, lang, name, where string) string {
	s := m.Label.In(lang) + ": " + strings.TrimSpace(name)
	if where != "" {
		s += " @ " + where
	}
	return s
}

func text(v any) string {
	s, _ := v.(string)
	return strings.TrimSpace(s)
}
