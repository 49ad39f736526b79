package engine

import (
	"context"
	"fmt"
	"net/http"

	"huntline/meta"
	"huntline/store"
)

// duplicateError refuses a write that would duplicate the record other, saying no more than
// the user may read of it. The duplicate is caught whoever holds it, but:
//
//   - a record the user may read: the spec's "Duplicate Info: <label> <value> already
//     belongs to <name> ID: <id>", its name as the user reads it and its id as data;
//   - a record outside their data access groups: only that one exists and who holds it
//     (meta.Model.OwnerField, else its creator), neither its name nor its id;
//   - a limited record they are outside of: only that one exists.
func (ig *integrity) duplicateError(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, other int64, label, value string) error {
	names, err := ig.e.namesIn(ctx, tx, p, m.Name, []int64{other})
	if err != nil {
		return err
	}
	if name, ok := names[other]; ok {
		return &Error{Status: http.StatusConflict, Key: "duplicate_info",
			Msg:  fmt.Sprintf("Duplicate Info: %s %s already belongs to %s ID: %d", label, value, name, other),
			Args: map[string]any{"Label": label, "Value": value, "Name": name, "ID": other}, Data: other}
	}
	exists := &Error{Status: http.StatusConflict, Key: "duplicate_info_exists",
		Msg:  fmt.Sprintf("Duplicate Info: %s %s already exists", label, value),
		Args: map[string]any{"Label": label, "Value": value}}
	rec, err := ig.unscopedItem(ctx, tx, p, m, other)
	if err != nil {
		return err
	}
	if rec == nil {
		return exists
	}
	out, err := ig.e.reads.outside(ctx, p, m, []Item{rec})
	if err != nil {
		return err
	}
	if out[other] {
		return exists
	}
	owner, _ := rec["addedBy"].(int64)
	if m.OwnerField != "" {
		owner, _ = rec[m.OwnerField].(int64)
	}
	users, err := tx.Names(ctx, meta.UserModel, p.TenantID, []int64{owner})
	if err != nil {
		return err
	}
	if users[owner] == "" {
		return exists
	}
	return &Error{Status: http.StatusConflict, Key: "duplicate_info_owner",
		Msg:  fmt.Sprintf("Duplicate Info: %s %s already exists on a record owned by %s", label, value, users[owner]),
		Args: map[string]any{"Label": label, "Value": value, "Owner": users[owner]}}
}

// unscopedItem reads one record of m whatever p's scope, inside tx; nil when there is none.
func (ig *integrity) unscopedItem(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64) (Item, error) {
	query, args, _, err := ig.e.unscoped(p.TenantID, p.UserID).ByIDs(m, []any{id}, false)
	if err != nil {
		return nil, err
	}
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	items, err := scanItems(rows, m, nil, false)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	return items[0], nil
}
