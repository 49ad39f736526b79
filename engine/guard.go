package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// guard hides, in records of m just read for p, what p may not see although the record is
// in their scope: a limited record p is outside of keeps only its id and its flag, and
// concealed fields (contact details) are left out while the tenant hides them (they come one
// reveal at a time from Contacts.Reveal), with a display name that shows one rendered without
// them, and a display name showing a linked record p may not read is masked
// (names_mask.go). Every read path calls it right after scanning, before expanding
// relations, so lists, details, expansion, search, modules' reads and export agree; the gql
// compiler keeps filters from learning the same values (veil.go). Texts holding contacts
// among the rest (a CV's) read with the contacts masked (contact_text.go).
func (rd *reads) guard(ctx context.Context, p Principal, m *meta.Model, items []Item) error {
	if len(items) == 0 {
		return nil
	}
	if !rd.e.Contacts.seesContacts(ctx, p) {
		noName := func(string, int64) string { return "" }
		for _, it := range items {
			if m.NameConceals() {
				id, _ := it["id"].(int64)
				it["__name__"] = m.RenderOpenName(id, it, noName)
			}
			maskContactTexts(m, it)
			for _, f := range m.ConcealedFields() {
				delete(it, f.Name)
			}
		}
	}
	out, err := rd.outside(ctx, p, m, items)
	if err != nil {
		return err
	}
	for _, it := range items {
		if id, _ := it["id"].(int64); out[id] {
			for k := range it {
				if k != "id" {
					delete(it, k)
				}
			}
			it[m.Limited.Flag] = true
		}
	}
	// A record named in p's language (model "name_in") reads by that name.
	if m.NameFieldIn(p.Lang) != nil {
		for _, it := range items {
			if name, ok := it["__name__"].(string); ok {
				it["__name__"] = m.NameInLang(p.Lang, it, name)
			}
		}
	}
	// A name showing a linked record p may not read reads as p would see it.
	return rd.e.names.mask(ctx, p, m, items)
}

// outside answers the ids of the limited records among items that p is outside of: not an
// admin, not the creator, not in a member field named by the model's "limited", and not a
// target of one of the record's shares.
func (rd *reads) outside(ctx context.Context, p Principal, m *meta.Model, items []Item) (map[int64]bool, error) {
	l := m.Limited
	if l == nil || p.IsAdmin {
		return nil, nil
	}
	out := map[int64]bool{}
	var ask []int64
	for _, it := range items {
		if limited, _ := it[l.Flag].(bool); !limited || it["addedBy"] == p.UserID {
			continue
		}
		member := false
		for _, f := range l.Members {
			if contains(ids(it[f]), p.UserID) {
				member = true
			}
		}
		if !member {
			id := it["id"].(int64)
			out[id] = true
			ask = append(ask, id)
		}
	}
	if len(ask) == 0 || !m.Sharable {
		return out, nil
	}
	shares, err := rd.e.Store.SharesOf(ctx, p.TenantID, m.Name, ask)
	if err != nil {
		return nil, err
	}
	for _, sh := range shares {
		if sharedWith(sh, p) {
			delete(out, sh.RecordID)
		}
	}
	return out, nil
}

// sharedWith tells whether a share reaches p.
func sharedWith(sh store.Share, p Principal) bool {
	switch sh.Type {
	case store.ShareEveryone:
		return true
	case store.SharePeople:
		return sh.Value == p.UserID
	case store.ShareTitle:
		return p.Title != 0 && sh.Value == p.Title
	case store.ShareTeam:
		return contains(p.Teams, sh.Value)
	}
	return false
}
