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
// and those of modules (FindRecords).
func (rd *reads) findRecords(ctx context.Context, tx *store.Tx, tenant int64, m *meta.Model, filter gql.Node, limit int) ([]*store.Record, error) {
	found, err := rd.findIDs(ctx, tx, tenant, m, filter, limit)
	if err != nil || len(found) == 0 {
		return nil, err
	}
	query, args, _, err := rd.e.unscoped(tenant, 0).ByIDs(m, toAny(found), false)
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

// findIDs answers the ids of the live records of m matching filter inside tx, in id order,
// at most limit (0: all), without any user's scope: the engine's own checks and look-ups.
func (rd *reads) findIDs(ctx context.Context, tx *store.Tx, tenant int64, m *meta.Model, filter gql.Node, limit int) ([]int64, error) {
	c := rd.e.unscoped(tenant, 0)
	c.Options = rd.e.Options.For(ctx, tenant)
	query, args, err := c.IDs(gql.Query{Model: m, Filter: filter, Ordering: "id", Limit: limit})
	if err != nil {
		return nil, err
	}
	var found []int64
	if err := tx.Select(ctx, &found, query, args...); err != nil {
		return nil, err
	}
	return found, nil
}
