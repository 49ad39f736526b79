package engine

import (
	"context"
	"sort"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// findRecords reads the live records of m matching filter inside tx, by id, at most limit
// (0: all), without any user's scope and without locking them: the engine's own look-ups
// (an approval level's approvers, a model's active definition).
func (e *Engine) findRecords(ctx context.Context, tx *store.Tx, tenant int64, m *meta.Model, filter gql.Node, limit int) ([]*store.Record, error) {
	c := e.unscoped(tenant, 0)
	query, args, err := c.IDs(gql.Query{Model: m, Filter: filter, Ordering: "id", Limit: limit})
	if err != nil {
		return nil, err
	}
	var found []int64
	if err := tx.Select(ctx, &found, query, args...); err != nil {
		return nil, err
	}
	if len(found) == 0 {
		return nil, nil
	}
	query, args, _, err = c.ByIDs(m, toAny(found), false)
	if err != nil {
		return nil, err
	}
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*store.Record
	for rows.Next() {
		rec, err := store.ScanRecord(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, rec)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, rows.Err()
}
