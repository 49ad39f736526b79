package engine

import (
	"context"
	"sort"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// MaxMassEdit bounds the records one mass edit changes.
const MaxMassEdit = 500

// MassEdit sets the same values on several records (the list's mass edit): every record is
// checked as a single edit would be, and either all change, in one transaction, or none. The
// user confirmed the records as they are now, so no versions are asked for. count is the
// number the user confirmed.
func (ac *Actions) MassEdit(ctx context.Context, p Principal, model string, ids []int64, count int, values map[string]any) (int, error) {
	m, err := ac.e.model(model)
	if err != nil {
		return 0, err
	}
	if err := ac.e.Access.Allow(ctx, p, m, ActMassEdit); err != nil {
		return 0, err
	}
	ids, err = massEditCall.confirmed(ids, count)
	if err != nil {
		return 0, err
	}
	if len(values) == 0 {
		return 0, badRequest("massedit_no_values", "data: give the fields to set")
	}
	var refused []string
	for k := range values {
		if f := m.Field(k); f != nil && (f.NotMassEditable || !f.IsEditable()) {
			refused = append(refused, k)
		}
	}
	if len(refused) > 0 {
		sort.Strings(refused)
		return 0, badRequest("massedit_field", "%s: cannot be mass edited", strings.Join(refused, ", ")).with(map[string]any{"Fields": strings.Join(refused, ", ")})
	}
	in, err := ac.e.writes.readInput(ctx, p, m, values)
	if err != nil {
		return 0, err
	}
	if in.id != 0 || in.isDeleted != nil || len(in.set) == 0 {
		return 0, badRequest("massedit_no_values", "data: give the fields to set")
	}
	if err := ac.e.writes.writable(ctx, p, m, ActEdit, ids); err != nil {
		return 0, err
	}
	err = ac.e.Store.Tx(ctx, func(tx *store.Tx) error {
		return ac.setOnEach(ctx, tx, p, m, ids, in.set, in.chosen)
	})
	if err != nil {
		return 0, err
	}
	ac.e.writes.written(p.TenantID, m)
	return len(ids), nil
}

// setOnEach writes the same values on every record of ids inside tx, each checked as a single
// edit (chosen: the links the user chose, see link_access.go); a refusal answers which record refused (as data), so the user can find it among many.
func (ac *Actions) setOnEach(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, ids []int64, set map[string]any, chosen map[string]bool) error {
	for _, id := range ids {
		if _, err := ac.e.writes.updateIn(ctx, tx, p, m, &input{id: id, set: set, blind: true, chosen: chosen}); err != nil {
			if ee := AsError(err); ee.Status < 500 {
				refusal := *ee
				refusal.Data = map[string]any{"id": id}
				return &refusal
			}
			return err
		}
	}
	return nil
}
