package store

import (
	"context"
	"database/sql"
	"fmt"
)

// BlobsByIDs reads the descriptions of a tenant's stored files by id, in the order asked;
// ids that name no file of the tenant are left out, so the caller can name them.
func (s *Store) BlobsByIDs(ctx context.Context, tenant int64, ids []int64) ([]Blob, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list := make([]any, len(ids))
	for i, id := range ids {
		list[i] = id
	}
	q := NewBuilder(s.d).S("SELECT id, tenant_id, uuidname, originname, ext, size, content_type, created_by FROM blob WHERE tenant_id = ").Arg(tenant).
		S(" AND id IN (").Args(list).S(")")
	query, args := q.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: blobs: %w", err)
	}
	defer rows.Close()
	byID := map[int64]Blob{}
	for rows.Next() {
		var b Blob
		var by sql.NullInt64
		if err := rows.Scan(&b.ID, &b.TenantID, &b.UUIDName, &b.OriginName, &b.Ext, &b.Size, &b.ContentType, &by); err != nil {
			return nil, fmt.Errorf("store: blobs: %w", err)
		}
		b.CreatedBy = by.Int64
		byID[b.ID] = b
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: blobs: %w", err)
	}
	out := make([]Blob, 0, len(ids))
	for _, id := range ids {
		if b, ok := byID[id]; ok {
			out = append(out, b)
		}
	}
	return out, nil
}
