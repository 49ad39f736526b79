package store

import (
	"context"
	"fmt"
	"slices"

	"huntline/meta"
)

// A file's reading rights follow the records that hold it (engine/file_access.go), so the
// store keeps, beside every record write, which files each attachments field of the record
// names: the table blob_ref. It is written in the write's own transaction (Insert, Update,
// BulkInsert), so it never disagrees with the documents, and read by index, so a preview
// never searches documents. Sync fills it once for fields it has not covered yet.

// BlobRef is one record holding a file.
type BlobRef struct {
	BlobID   int64
	Model    string
	Field    string
	RecordID int64
}

// attachmentFields answers the fields of m that hold files.
func attachmentFields(m *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range m.DataFields() {
		if f.Type == "attachments" {
			out = append(out, f)
		}
	}
	return out
}

// putBlobRefs records which files rec's attachments fields hold. changed names the fields
// the write changed (nil: all); fresh says the record is new, with nothing to replace.
func (t *Tx) putBlobRefs(ctx context.Context, m *meta.Model, rec *Record, changed []string, fresh bool) error {
	for _, f := range attachmentFields(m) {
		if changed != nil && !slices.Contains(changed, f.Name) {
			continue
		}
		if !fresh {
			q, args := NewBuilder(t.d).S("DELETE FROM blob_ref WHERE tenant_id = ").Arg(rec.TenantID).S(" AND model = ").Arg(m.Name).
				S(" AND record_id = ").Arg(rec.ID).S(" AND field = ").Arg(f.Name).SQL()
			if _, err := t.exec(ctx, q, args...); err != nil {
				return fmt.Errorf("store: files of %s %d: %w", m.Name, rec.ID, err)
			}
		}
		files := fileIDs(rec.Data[f.Name])
		if len(files) == 0 {
			continue
		}
		b := NewBuilder(t.d).S("INSERT INTO blob_ref (tenant_id, blob_id, model, field, record_id) VALUES ")
		for i, id := range files {
			if i > 0 {
				b.S(", ")
			}
			b.S("(").Args([]any{rec.TenantID, id, m.Name, f.Name, rec.ID}).S(")")
		}
		query, args := b.S(" ON CONFLICT DO NOTHING").SQL()
		if _, err := t.exec(ctx, query, args...); err != nil {
			return fmt.Errorf("store: files of %s %d: %w", m.Name, rec.ID, err)
		}
	}
	return nil
}

// fileIDs reads the file ids of an attachments value, each once.
func fileIDs(v any) []int64 {
	var list []any
	switch x := v.(type) {
	case []any:
		list = x
	case []int64:
		for _, id := range x {
			list = append(list, id)
		}
	default:
		return nil
	}
	var out []int64
	for _, it := range list {
		if id, err := meta.AsInt(it); err == nil && id > 0 && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// BlobHolders answers, for each of a tenant's files, the records that hold it; a file no
// record holds is left out.
func (s *Store) BlobHolders(ctx context.Context, tenant int64, blobIDs []int64) (map[int64][]BlobRef, error) {
	out := map[int64][]BlobRef{}
	if len(blobIDs) == 0 {
		return out, nil
	}
	b := NewBuilder(s.d).S("SELECT blob_id, model, field, record_id FROM blob_ref WHERE tenant_id = ").Arg(tenant).S(" AND blob_id IN (")
	b.IDs(blobIDs)
	query, args := b.S(") ORDER BY blob_id, model, record_id").SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: file holders: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r BlobRef
		if err := rows.Scan(&r.BlobID, &r.Model, &r.Field, &r.RecordID); err != nil {
			return nil, fmt.Errorf("store: file holders: %w", err)
		}
		out[r.BlobID] = append(out[r.BlobID], r)
	}
	return out, rows.Err()
}

// syncBlobRefs brings blob_ref in line with the metadata: fields that no longer hold files
// (removed, retyped, or their model gone) lose their rows, so a file they named stops being
// reachable through them; attachments fields not covered yet are filled from the stored
// documents once, in one statement each.
func (s *Store) syncBlobRefs(ctx context.Context, reg *meta.Registry) error {
	type pair struct{ model, field string }
	want := map[pair]*meta.Model{}
	for _, m := range reg.Models() {
		for _, f := range attachmentFields(m) {
			want[pair{m.Name, f.Name}] = m
		}
	}
	var have []struct {
		Model string `db:"model"`
		Field string `db:"field"`
	}
	if err := s.w.SelectContext(ctx, &have, "SELECT model, field FROM blob_ref_field"); err != nil {
		return fmt.Errorf("store: file holders: %w", err)
	}
	covered := map[pair]bool{}
	for _, h := range have {
		p := pair{h.Model, h.Field}
		if want[p] != nil {
			covered[p] = true
			continue
		}
		for _, q := range []string{"DELETE FROM blob_ref WHERE model = ? AND field = ?", "DELETE FROM blob_ref_field WHERE model = ? AND field = ?"} {
			if _, err := s.w.ExecContext(ctx, s.w.Rebind(q), h.Model, h.Field); err != nil {
				return fmt.Errorf("store: file holders of %s.%s: %w", h.Model, h.Field, err)
			}
		}
	}
	for p, m := range want {
		if covered[p] {
			continue
		}
		f := m.Field(p.field)
		var fill string
		if s.d.Name() == "postgres" {
			e := "t.data->" + quoteLiteral(f.Name)
			fill = "INSERT INTO blob_ref (tenant_id, blob_id, model, field, record_id) SELECT DISTINCT t.tenant_id, (le.v)::bigint, $1, $2, t.id FROM " + Table(m.Name) +
				" t, jsonb_array_elements_text(CASE WHEN jsonb_typeof(" + e + ") = 'array' THEN " + e + " ELSE '[]'::jsonb END) AS le(v)" +
				" WHERE le.v ~ '^[0-9]+$' ON CONFLICT DO NOTHING"
		} else {
			fill = "INSERT INTO blob_ref (tenant_id, blob_id, model, field, record_id) SELECT DISTINCT t.tenant_id, le.value, ?, ?, t.id FROM " + Table(m.Name) +
				" t, json_each(t.data, " + path(f) + ") AS le WHERE le.type = 'integer' ON CONFLICT DO NOTHING"
		}
		if _, err := s.w.ExecContext(ctx, fill, m.Name, f.Name); err != nil {
			return fmt.Errorf("store: fill file holders of %s.%s: %w", m.Name, f.Name, err)
		}
		if _, err := s.w.ExecContext(ctx, s.w.Rebind("INSERT INTO blob_ref_field (model, field) VALUES (?, ?) ON CONFLICT DO NOTHING"), m.Name, f.Name); err != nil {
			return fmt.Errorf("store: file holders of %s.%s: %w", m.Name, f.Name, err)
		}
	}
	return nil
}
