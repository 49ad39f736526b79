package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"huntline/meta"
)

// Record is one row of a model table.
type Record struct {
	ID        int64
	TenantID  int64
	CreatedAt time.Time
	UpdatedAt time.Time
	CreatedBy int64
	UpdatedBy int64
	Version   int
	IsDeleted bool
	Name      string
	Data      map[string]any
}

// RecordColumns is the select list ScanRecord reads, for table alias a.
func RecordColumns(d Dialect, a string) string {
	return col(a, "id") + ", " + col(a, "tenant_id") + ", " + col(a, "created_at") + ", " + col(a, "updated_at") + ", " +
		col(a, "created_by") + ", " + col(a, "updated_by") + ", " + col(a, "version") + ", " + col(a, "is_deleted") + ", " +
		col(a, "name") + ", " + d.DataText(a)
}

// ScanRecord reads a row selected with RecordColumns, followed by extra destinations for
// any further columns of the same select.
func ScanRecord(rows interface{ Scan(...any) error }, extra ...any) (*Record, error) {
	return scanRecord(rows, DecodeDoc, extra)
}

// ScanRecordFields is ScanRecord keeping only the named fields of the document: for reads
// that need a few fields of large documents (a CV's text), whose other values are then
// skipped over, not decoded.
func ScanRecordFields(rows interface{ Scan(...any) error }, fields map[string]bool, extra ...any) (*Record, error) {
	return scanRecord(rows, func(raw []byte) (map[string]any, error) { return DecodeDocFields(raw, fields) }, extra)
}

// ScanRecordSized is ScanRecordFields decoding into a map with room for size entries, so
// a caller that adds its own keys to the document (a list's items) grows it no further.
func ScanRecordSized(rows interface{ Scan(...any) error }, fields map[string]bool, size int, extra ...any) (*Record, error) {
	return scanRecord(rows, func(raw []byte) (map[string]any, error) { return decodeDocFields(raw, fields, size) }, extra)
}

func scanRecord(rows interface{ Scan(...any) error }, decode func([]byte) (map[string]any, error), extra []any) (*Record, error) {
	var (
		rec                  Record
		created, updated     any
		createdBy, updatedBy sql.NullInt64
		deleted              any
		data                 []byte
	)
	dest := append([]any{&rec.ID, &rec.TenantID, &created, &updated, &createdBy, &updatedBy, &rec.Version, &deleted, &rec.Name, &data}, extra...)
	if err := rows.Scan(dest...); err != nil {
		return nil, fmt.Errorf("store: scan record: %w", err)
	}
	var err error
	if rec.CreatedAt, err = asTime(created); err != nil {
		return nil, err
	}
	if rec.UpdatedAt, err = asTime(updated); err != nil {
		return nil, err
	}
	rec.CreatedBy, rec.UpdatedBy = createdBy.Int64, updatedBy.Int64
	rec.IsDeleted = asBool(deleted)
	if rec.Data, err = decode(data); err != nil {
		return nil, fmt.Errorf("store: record %d: %w", rec.ID, err)
	}
	return &rec, nil
}

// DecodeDoc reads a stored JSON document, keeping integers as int64 so ids and counts
// survive exactly.
func DecodeDoc(raw []byte) (map[string]any, error) {
	if doc, ok := decodeDocFast(raw); ok {
		return doc, nil
	}
	return decodeDocStd(raw)
}

// decodeDocStd is DecodeDoc through encoding/json: the reference decodeDocFast must agree
// with, and the path of anything it does not take (invalid JSON and its error included).
func decodeDocStd(raw []byte) (map[string]any, error) {
	doc := map[string]any{}
	if len(raw) == 0 {
		return doc, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	for k, v := range doc {
		doc[k] = fromJSON(v)
	}
	return doc, nil
}

func fromJSON(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case []any:
		for i, e := range x {
			x[i] = fromJSON(e)
		}
	case map[string]any:
		for k, e := range x {
			x[k] = fromJSON(e)
		}
	}
	return v
}

func asTime(v any) (time.Time, error) {
	switch x := v.(type) {
	case time.Time:
		return x.UTC(), nil
	case string:
		return time.Parse(time.RFC3339Nano, x)
	case []byte:
		return time.Parse(time.RFC3339Nano, string(x))
	case nil:
		return time.Time{}, nil
	}
	return time.Time{}, fmt.Errorf("store: unexpected time value %T", v)
}

func asBool(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case int64:
		return x != 0
	}
	return false
}

type queryer interface {
	QueryxContext(ctx context.Context, query string, args ...any) (*sqlx.Rows, error)
}

// Get reads one record of a model by id, deleted or not.
func (s *Store) Get(ctx context.Context, m *meta.Model, tenant, id int64) (*Record, error) {
	return getRecord(ctx, s.r, s.d, m, tenant, id, false)
}

// GetForUpdate reads one record inside a write transaction, locking it on PostgreSQL
// (SQLite's write transaction already holds the database lock).
func (t *Tx) GetForUpdate(ctx context.Context, m *meta.Model, tenant, id int64) (*Record, error) {
	return getRecord(ctx, t.tx, t.d, m, tenant, id, t.d.Name() == "postgres")
}

func getRecord(ctx context.Context, q queryer, d Dialect, m *meta.Model, tenant, id int64, lock bool) (*Record, error) {
	b := NewBuilder(d).S("SELECT ", RecordColumns(d, "t"), " FROM ", Table(m.Name), " t WHERE t.id = ").Arg(id).
		S(" AND t.tenant_id = ").Arg(tenant)
	if lock {
		b.S(" FOR UPDATE")
	}
	query, args := b.SQL()
	rows, err := q.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: get %s %d: %w", m.Name, id, err)
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return nil, err
		}
		return nil, ErrNotFound
	}
	return ScanRecord(rows)
}

// IsNotFound reports whether err means a missing record.
func IsNotFound(err error) bool { return errors.Is(err, ErrNotFound) }

// AsTime reads a time column as either dialect answers it (time.Time, or RFC 3339 text).
func AsTime(v any) (time.Time, error) { return asTime(v) }
