package engine

import (
	"context"
	"strings"

	"huntline/meta"
)

// MaxContactIDs bounds the records one get_contact call asks about.
const MaxContactIDs = 100

// Of answers the contact persons of records of model (GET /rest/{model}/get_contact,
// spec 000 §7: the edit-flow form's contact pickers): the records of the contact model whose
// "contacts_of" foreignkey names the target the asked records link to (a job's company), or
// names the asked records themselves. It reads the asked records and the contacts in the
// user's scope, as a list would: records the user cannot see add no contacts, and the
// contact fields follow the tenant's hiding. The contacts come with their link expanded,
// with the contact model's name (the screens limit pickers of links to that model to them).
func (ct *Contacts) Of(ctx context.Context, p Principal, model string, recordIDs []int64) (string, []Item, error) {
	m, err := ct.e.model(model)
	if err != nil {
		return "", nil, err
	}
	if err := ct.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return "", nil, err
	}
	if len(recordIDs) == 0 {
		return "", nil, badRequest("contact_ids", "ids: give the ids of the %s records whose contacts you want (ids=1,2)", m.Name).with(map[string]any{"Model": m.Name})
	}
	if len(recordIDs) > MaxContactIDs {
		return "", nil, badRequest("contact_ids_max", "ids: at most %d records per call", MaxContactIDs).with(map[string]any{"Max": MaxContactIDs})
	}
	sources := ct.e.Reg().ContactSourcesOf(m)
	if len(sources) == 0 {
		return "", nil, badRequest("no_contacts", "%s has no contacts: no model's contacts_of names a model it links to by one foreignkey", m.Name).with(map[string]any{"Model": m.Name})
	}
	if len(sources) > 1 {
		names := make([]string, len(sources))
		for i, s := range sources {
			names[i] = s.Contacts.Name
		}
		return "", nil, badRequest("contacts_ambiguous", "%s reaches several contact models (%s); contacts_of must leave one", m.Name, strings.Join(names, ", ")).with(map[string]any{"Model": m.Name, "Choices": strings.Join(names, ", ")})
	}
	src := sources[0]
	targets, err := ct.targets(ctx, p, m, src, recordIDs)
	if err != nil || len(targets) == 0 {
		return src.Contacts.Name, []Item{}, err
	}
	res, err := ct.e.List(ctx, p, src.Contacts.Name, ListParams{GQL: src.Via + "__s=" + joinIDs(targets), Unlimited: true, DemandKeys: []string{src.Via}})
	if err != nil {
		return "", nil, err
	}
	return src.Contacts.Name, res.List, nil
}

// targets answers the ids of the records whose contacts are wanted: the asked records'
// links to the target, read in the user's scope (a limited record they are outside of has
// no link to read), or the asked ids themselves when the model is the target.
func (ct *Contacts) targets(ctx context.Context, p Principal, m *meta.Model, src meta.ContactSource, recordIDs []int64) ([]int64, error) {
	items, err := ct.e.reads.byIDs(ctx, ct.e.compiler(ctx, p), m, recordIDs, false)
	if err != nil {
		return nil, err
	}
	if err := ct.e.reads.guard(ctx, p, m, items); err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	var out []int64
	for _, it := range items {
		var found []int64
		if src.Link == "" {
			found = ids(it["id"])
		} else {
			found = ids(it[src.Link])
		}
		for _, id := range found {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
	}
	return out, nil
}
