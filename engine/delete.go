package engine

import (
	"context"
	"fmt"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// MaxDeleteBatch bounds one delete call.
const MaxDeleteBatch = 1000

// Delete moves records to the recycle bin (is_deleted), as POST /rest/{model}/delete does
// with {"ids": [...], "count": n}. count must equal the number of ids: it is what the user
// confirmed ("delete 3 items?"), and a mismatch means the selection changed under them. All
// records are deleted or none: one missing id refuses the whole call. Deleting a deleted
// record again is not an error.
func (e *Engine) Delete(ctx context.Context, p Principal, model string, ids []int64, count int) (int, error) {
	m, err := e.model(model)
	if err != nil {
		return 0, err
	}
	if err := e.Access.Allow(ctx, p, m, ActDelete); err != nil {
		return 0, err
	}
	ids, err = deleteCall.confirmed(ids, count)
	if err != nil {
		return 0, err
	}
	if err := e.writes.writable(ctx, p, m, ActDelete, ids); err != nil {
		return 0, err
	}
	deleted := 0
	err = e.Store.Tx(ctx, func(tx *store.Tx) (err error) {
		deleted, err = e.writes.deleteIn(ctx, tx, p, m, ids, true)
		return err
	})
	if err != nil {
		return 0, err
	}
	e.writes.written(p.TenantID, m)
	if m.Name == meta.UserModel {
		for _, id := range ids {
			e.Sessions().UserChanged(ctx, p.TenantID, id)
		}
	}
	return deleted, nil
}

// deleteIn moves records to the recycle bin inside tx: all of them, or none when one is
// missing. It answers how many were not deleted already.
func (wr *writes) deleteIn(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, ids []int64, touch bool) (int, error) {
	var missing []string
	var recs []*store.Record
	for _, id := range ids {
		rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
		if store.IsNotFound(err) {
			missing = append(missing, fmt.Sprint(id))
			continue
		}
		if err != nil {
			return 0, err
		}
		recs = append(recs, rec)
	}
	if len(missing) > 0 {
		return 0, notFound("delete_missing", "%s %s: no such record; nothing was deleted", m.Name, strings.Join(missing, ", ")).
			with(map[string]any{"Model": m.Name, "IDs": strings.Join(missing, ", ")})
	}
	var log []store.Change
	deleted := 0
	for _, rec := range recs {
		if rec.IsDeleted {
			continue
		}
		rec.IsDeleted, rec.UpdatedBy = true, p.UserID
		if err := tx.Update(ctx, m, rec, nil, []string{}); err != nil {
			return 0, err
		}
		change := store.Change{TenantID: p.TenantID, Model: m.Name, RecordID: rec.ID, Action: "delete", Field: "is_deleted", Old: false, New: true, UserID: p.UserID}
		log = append(log, change)
		deleted++
		if err := wr.e.extensions.deletedHooks(ctx, tx, p, m, rec.ID, rec.Data); err != nil {
			return 0, err
		}
		if touch {
			if err := wr.e.collections.touchParents(ctx, tx, p, m, rec.Data); err != nil {
				return 0, err
			}
		}
	}
	return deleted, tx.LogChanges(ctx, log)
}
