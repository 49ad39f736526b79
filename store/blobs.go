package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"huntline/clock"
)

// Blob describes a stored file; its bytes live in the blob store on disk.
type Blob struct {
	ID          int64
	TenantID    int64
	UUIDName    string
	OriginName  string
	Ext         string
	Size        int64
	ContentType string
	CreatedBy   int64
	CreatedAt   time.Time // when it was uploaded; zero on a blob not read back
}

// AddBlob records a stored file.
func (s *Store) AddBlob(ctx context.Context, b *Blob) error {
	q := NewBuilder(s.d).S("INSERT INTO blob (tenant_id, uuidname, originname, ext, size, content_type, created_by, created_at) VALUES (").
		Args([]any{b.TenantID, b.UUIDName, b.OriginName, b.Ext, b.Size, b.ContentType, nullID(b.CreatedBy), s.d.TimeArg(clock.Now())}).S(") RETURNING id")
	query, args := q.SQL()
	if err := s.w.QueryRowxContext(ctx, query, args...).Scan(&b.ID); err != nil {
		return fmt.Errorf("store: add blob: %w", err)
	}
	return nil
}

// Blob reads a stored file's description by its uuid name.
func (s *Store) Blob(ctx context.Context, tenant int64, uuidName string) (*Blob, error) {
	b := &Blob{}
	var by sql.NullInt64
	var at any
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT id, tenant_id, uuidname, originname, ext, size, content_type, created_by, created_at FROM blob WHERE tenant_id = ? AND uuidname = ?"), tenant, uuidName).
		Scan(&b.ID, &b.TenantID, &b.UUIDName, &b.OriginName, &b.Ext, &b.Size, &b.ContentType, &by, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: blob: %w", err)
	}
	b.CreatedBy = by.Int64
	b.CreatedAt, _ = asTime(at)
	return b, nil
}

// BlobsByID reads the descriptions of a tenant's files by id; missing ids are left out.
func (s *Store) BlobsByID(ctx context.Context, tenant int64, ids []int64) (map[int64]*Blob, error) {
	out := map[int64]*Blob{}
	if len(ids) == 0 {
		return out, nil
	}
	b := NewBuilder(s.d).S("SELECT id, tenant_id, uuidname, originname, ext, size, content_type, created_by, created_at FROM blob WHERE tenant_id = ").Arg(tenant).S(" AND id IN (")
	b.IDs(ids)
	query, args := b.S(")").SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: blobs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		bl := &Blob{}
		var by sql.NullInt64
		var at any
		if err := rows.Scan(&bl.ID, &bl.TenantID, &bl.UUIDName, &bl.OriginName, &bl.Ext, &bl.Size, &bl.ContentType, &by, &at); err != nil {
			return nil, fmt.Errorf("store: blobs: %w", err)
		}
		bl.CreatedBy = by.Int64
		bl.CreatedAt, _ = asTime(at)
		out[bl.ID] = bl
	}
	return out, rows.Err()
}

// AddBlobData records a stored file and its contents in one transaction (files kept in the
// database), filling b.ID.
func (s *Store) AddBlobData(ctx context.Context, b *Blob, data []byte) error {
	return s.Tx(ctx, func(tx *Tx) error {
		q := NewBuilder(s.d).S("INSERT INTO blob (tenant_id, uuidname, originname, ext, size, content_type, created_by, created_at) VALUES (").
			Args([]any{b.TenantID, b.UUIDName, b.OriginName, b.Ext, b.Size, b.ContentType, nullID(b.CreatedBy), s.d.TimeArg(clock.Now())}).S(") RETURNING id")
		query, args := q.SQL()
		if err := tx.tx.QueryRowxContext(ctx, query, args...).Scan(&b.ID); err != nil {
			return fmt.Errorf("store: add blob: %w", err)
		}
		if _, err := tx.tx.ExecContext(ctx, tx.tx.Rebind("INSERT INTO blob_data (blob_id, data) VALUES (?, ?)"), b.ID, data); err != nil {
			return fmt.Errorf("store: add blob data: %w", err)
		}
		return nil
	})
}

// BlobData reads the contents of a file kept in the database; ErrNotFound when it has none.
func (s *Store) BlobData(ctx context.Context, blobID int64) ([]byte, error) {
	var data []byte
	err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT data FROM blob_data WHERE blob_id = ?"), blobID).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: blob data: %w", err)
	}
	return data, nil
}
