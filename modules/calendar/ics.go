package calendar

import (
	"fmt"
	"time"

	ics "github.com/arran4/golang-ical"
)

// An invitation is an iCalendar (RFC 5545) request for one event, written with
// arran4/golang-ical (which folds lines, escapes text and writes UTC times as RFC 5545
// wants). A calendar recognises a later invitation for the same event by its UID and takes
// it when its SEQUENCE is higher: a rescheduled interview is sent again with the same UID
// and a higher sequence, and the recipient's calendar moves the event instead of adding one.

// Person is an organizer or attendee: a name and an address.
type Person struct {
	Name, Email string
}

// Invitation is one event to invite people to.
type Invitation struct {
	UID         string
	Sequence    int
	Start, End  time.Time
	Summary     string
	Location    string
	Description string
	Organizer   Person
	Attendees   []Person
	Stamp       time.Time // when the invitation is written (DTSTAMP)
}

// InvitationUID is the event's identity across reschedulings: the record it is for.
func InvitationUID(tenant int64, model string, id int64, host string) string {
	return fmt.Sprintf("%s-%d-%d@%s", model, tenant, id, host)
}

// ICS writes the invitation as a METHOD:REQUEST calendar.
func (inv Invitation) ICS() []byte {
	cal := ics.NewCalendarFor("Huntline")
	cal.SetMethod(ics.MethodRequest)
	ev := cal.AddEvent(inv.UID)
	ev.SetDtStampTime(inv.Stamp.UTC())
	ev.SetSequence(inv.Sequence)
	ev.SetStartAt(inv.Start.UTC())
	ev.SetEndAt(inv.End.UTC())
	ev.SetSummary(inv.Summary)
	if inv.Location != "" {
		ev.SetLocation(inv.Location)
	}
	if inv.Description != "" {
		ev.SetDescription(inv.Description)
	}
	ev.SetStatus(ics.ObjectStatusConfirmed)
	if inv.Organizer.Email != "" {
		ev.SetOrganizer("mailto:"+inv.Organizer.Email, ics.WithCN(inv.Organizer.Name))
	}
	for _, a := range inv.Attendees {
		ev.AddAttendee("mailto:"+a.Email, ics.WithCN(a.Name), ics.CalendarUserTypeIndividual,
			ics.ParticipationRoleReqParticipant, ics.ParticipationStatusNeedsAction, ics.WithRSVP(true))
	}
	return []byte(cal.Serialize())
}
