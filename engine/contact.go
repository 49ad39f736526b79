package engine

import (
	"context"
	"net/http"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// Contacts is the guarded side of contact details: who sees them unmasked (veil.go),
// revealing a masked value (and its log), and the contacts of records for a mass mail or
// SMS (contacts_of.go).
type Contacts struct{ e *Engine }

// Contact hiding modes of TenantConfig.HideContactInfo.
const (
	ContactShown     = 0
	ContactOnView    = 1
	ContactExclusive = 3 // one field revealed at a time
)

// Reveal answers the contact fields of a record the user can see, one reveal per
// call, and logs who saw which fields of which record and when. With exclusive hiding the
// call must name the one field to reveal.
func (ct *Contacts) Reveal(ctx context.Context, p Principal, model string, id int64, field string) (map[string]any, error) {
	m, err := ct.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := ct.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	contact := m.ContactFields()
	if len(contact) == 0 {
		return nil, &Error{Status: http.StatusBadRequest, Key: "no_contact_fields", Msg: m.Name + " has no contact fields.", Args: map[string]any{"Model": m.Name}}
	}
	want := contact
	field = strings.TrimSpace(field)
	if field == "" && ct.e.Tenants.Config(ctx, p.TenantID).HideContactInfo == ContactExclusive {
		return nil, badRequest("contact_field", "field: name the one contact field to reveal (%s)", fieldNames(contact)).with(map[string]any{"Choices": fieldNames(contact)})
	}
	if field != "" {
		f := m.Field(field)
		if f == nil || !f.Contact {
			return nil, badRequest("contact_field", "field: %q is not a contact field of %s (%s)", field, m.Name, fieldNames(contact)).with(map[string]any{"Choices": fieldNames(contact)})
		}
		want = []*meta.Field{f}
	}
	rec, err := ct.e.Readable(ctx, p, m, id)
	if err != nil {
		return nil, err
	}
	answer := map[string]any{"id": id}
	names := make([]string, len(want))
	for i, f := range want {
		answer[f.Name] = rec[f.Name]
		names[i] = f.Name
	}
	if err := ct.e.Store.LogReveal(ctx, &store.Reveal{TenantID: p.TenantID, UserID: p.UserID, Model: m.Name, RecordID: id, Fields: names}); err != nil {
		return nil, err
	}
	return answer, nil
}

// RevealLog lists reveals of contact details, newest first, for admins; model and id narrow it.
func (ct *Contacts) RevealLog(ctx context.Context, p Principal, model string, id int64, page, size int) ([]store.Reveal, error) {
	if !p.IsAdmin {
		return nil, adminOnly("read the contact reveal log")
	}
	if size <= 0 || size > MaxPageSize {
		size = 50
	}
	return ct.e.Store.Reveals(ctx, p.TenantID, model, id, size, (max(page, 1)-1)*size)
}

func fieldNames(fs []*meta.Field) string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Name
	}
	return strings.Join(out, ", ")
}

// seesContacts tells whether p reads concealed fields (contact details) in clear: every
// reader while the tenant shows them; while it hides them no user, admins included (they
// reveal one record at a time, logged, like everyone), only the system's own work (a queued
// message read to be sent to its recipients).
func (ct *Contacts) seesContacts(ctx context.Context, p Principal) bool {
	return ct.e.Tenants.Config(ctx, p.TenantID).HideContactInfo == ContactShown || (p.IsAdmin && p.UserID == 0 && p.Name == System(p.TenantID).Name)
}

// revealFile logs the read of a file that holds contacts among the rest (a CV) as a reveal
// of each record holding it in a field marked holds_contacts, while the tenant hides
// contacts: reading the file shows them, so it is counted like revealing the fields.
func (ct *Contacts) revealFile(ctx context.Context, p Principal, b *store.Blob) error {
	if ct.seesContacts(ctx, p) {
		return nil
	}
	holders, err := ct.e.Store.BlobHolders(ctx, p.TenantID, []int64{b.ID})
	if err != nil {
		return err
	}
	for _, h := range holders[b.ID] {
		m := ct.e.Reg().Model(h.Model)
		if m == nil || m.Field(h.Field) == nil || !m.Field(h.Field).HoldsContacts {
			continue
		}
		if err := ct.e.Store.LogReveal(ctx, &store.Reveal{TenantID: p.TenantID, UserID: p.UserID, Model: h.Model, RecordID: h.RecordID, Fields: []string{h.Field}}); err != nil {
			return err
		}
	}
	return nil
}
