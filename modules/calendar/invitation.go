package calendar

import (
	"bytes"
	"context"
	"fmt"
	"net/mail"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/store"
)

// Invitations (issue 17): a record with a calendar entry (a client interview) offers an
// iCalendar invitation to each of its attendees' groups (the candidate; the client's
// interviewers). The call writes the .ics as a file of the user's, which the e-mail composer
// attaches to the mail the user writes, so the invitation goes out, is kept and shows its
// status like any mail. A record rescheduled is invited again with the same UID and a higher
// SEQUENCE (the entry's version: it changes only when the record's time, people or place do).

// InvitationAnswer is POST /rest/{model}/{id}/invitation's data.
type InvitationAnswer struct {
	File     engine.FileInfo `json:"file"`
	To       []string        `json:"to"`
	UID      string          `json:"uid"`
	Sequence int             `json:"sequence"`
}

// Routes binds the invitation call.
func (mod *Module) Routes(r *rest.Router) {
	r.POST("/:model/:id/invitation", mod.invitation)
}

// invitation: POST /rest/{model}/{id}/invitation, data {"attendees": "candidate"} (one of the
// model's calendar_entry.attendees; all of them when empty).
func (mod *Module) invitation(c echo.Context) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	group, _ := data["attendees"].(string)
	out, err := mod.Invite(c.Request().Context(), rest.Principal(c), c.Param("model"), id, group)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": out})
}

// Invite writes the invitation to record id of model for the attendees under the link group
// (all links of calendar_entry.attendees when empty) and keeps it as a file of p's.
func (mod *Module) Invite(ctx context.Context, p engine.Principal, model string, id int64, group string) (*InvitationAnswer, error) {
	e := mod.Engine()
	m := e.Reg().Model(model)
	en := EntryOf(m)
	if en == nil {
		return nil, engine.NotFound("no_calendar_entry", "%s records are not put on calendars; they have no invitations.", model).With(map[string]any{"Model": model})
	}
	links := en.Attendees
	if group != "" {
		if !slices.Contains(en.Attendees, group) {
			return nil, engine.BadRequest("invitation_attendees", "attendees: %q is not one of %s", group, strings.Join(en.Attendees, ", ")).With(map[string]any{"Value": group, "Choices": strings.Join(en.Attendees, ", ")})
		}
		links = []string{group}
	}
	it, err := e.Get(ctx, p, m.Name, id, nil)
	if err != nil {
		return nil, err
	}
	entryID, has := engine.AsID(it[en.Link])
	if !has {
		return nil, engine.BadRequest("invitation_no_time", "%s: give the time first; an invitation needs it", m.Field(en.Start).Label.In(p.Lang)).With(map[string]any{"Field": m.Field(en.Start).Label.In(p.Lang)})
	}
	target := e.Reg().Model(en.Model)
	entry, err := e.Get(ctx, engine.System(p.TenantID), target.Name, entryID, nil)
	if err != nil {
		return nil, err
	}
	cal := CalendarOf(target)
	start, err := store.AsTime(entry[cal.Start])
	if err != nil {
		return nil, fmt.Errorf("invitation: entry start: %w", err)
	}
	end := start.Add(en.Duration())
	if cal.End != "" {
		if t, err := store.AsTime(entry[cal.End]); err == nil && entry[cal.End] != nil {
			end = t
		}
	}
	name, _ := it["__name__"].(string)
	version, _ := meta.AsInt(entry["version"])
	inv := Invitation{
		UID:      InvitationUID(p.TenantID, m.Name, id, "huntline"),
		Sequence: max(int(version)-1, 0),
		Start:    start, End: end,
		Summary:  m.Label.In(p.Lang) + ": " + name,
		Location: text(it[en.Location]),
		Stamp:    e.Now(),
	}
	organizers := engine.IDs(it[en.Users])
	if len(organizers) == 0 {
		organizers = []int64{p.UserID}
	}
	if people := mod.people(ctx, engine.System(p.TenantID), meta.UserModel, organizers[:1]); len(people) > 0 {
		inv.Organizer = people[0]
	}
	var to []string
	for _, l := range links {
		f := m.Field(l)
		for _, who := range mod.people(ctx, p, f.To, engine.IDs(it[l])) {
			inv.Attendees = append(inv.Attendees, who)
			to = append(to, who.Email)
		}
	}
	if len(inv.Attendees) == 0 {
		return nil, engine.BadRequest("invitation_no_address", "No one to invite has an e-mail address you may read.")
	}
	b := &store.Blob{TenantID: p.TenantID, OriginName: "invitation.ics", Ext: "ics", ContentType: "text/calendar; method=REQUEST; charset=UTF-8", CreatedBy: p.UserID}
	if err := e.Blobs.Put(ctx, b, bytes.NewReader(inv.ICS())); err != nil {
		return nil, err
	}
	return &InvitationAnswer{
		File: engine.FileInfo{ID: b.ID, UUIDName: b.UUIDName, OriginName: b.OriginName, Ext: b.Ext, FileSize: b.Size},
		To:   to, UID: inv.UID, Sequence: inv.Sequence,
	}, nil
}

// people answers the name and first e-mail address of each record of model p may read;
// those without an address are left out.
func (mod *Module) people(ctx context.Context, p engine.Principal, model string, ids []int64) []Person {
	m := mod.Engine().Reg().Model(model)
	var out []Person
	for _, id := range ids {
		it, err := mod.Engine().Get(ctx, p, model, id, nil)
		if err != nil {
			continue
		}
		name, _ := it["__name__"].(string)
		for _, f := range m.DataFields() {
			if f.Type != "char" || f.Format != "email" {
				continue
			}
			if a, err := mail.ParseAddress(text(it[f.Name])); err == nil {
				out = append(out, Person{Name: strings.TrimSpace(name), Email: a.Address})
				break
			}
		}
	}
	return out
}

// InvitationGroup is one group of attendees a record's page offers to invite: the link and
// its label in the user's language.
type InvitationGroup struct {
	Link         string `json:"link"`
	Label        string `json:"label"`
	TemplateType string `json:"template_type,omitempty"`
}

// invitationsInfo tells the screens, in a model's info, whom its records invite
// ("invitations": [{link, label}]), for the record page's Invite actions.
func invitationsInfo(_ context.Context, p engine.Principal, m *meta.Model, info *engine.ModelInfo) {
	en := EntryOf(m)
	if en == nil || len(en.Attendees) == 0 {
		return
	}
	groups := make([]InvitationGroup, 0, len(en.Attendees))
	for _, a := range en.Attendees {
		groups = append(groups, InvitationGroup{Link: a, Label: m.Field(a).Label.In(p.Lang), TemplateType: en.Templates[a]})
	}
	if info.Extra == nil {
		info.Extra = map[string]any{}
	}
	info.Extra["invitations"] = groups
	info.Extra["calendar_link"] = en.Link
}
