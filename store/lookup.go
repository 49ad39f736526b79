package store

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"

	"huntline/meta"
)

// Names answers the display names of records of a model by id (deleted ones included: a
// link to a deleted record still shows whom it named).
func Names(ctx context.Context, q queryer, d Dialect, model string, tenant int64, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	b := NewBuilder(d).S("SELECT id, name FROM ", Table(model), " WHERE tenant_id = ").Arg(tenant).S(" AND id IN (").Args(int64s(ids)).S(")")
	query, args := b.SQL()
	rows, err := q.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: names of %s: %w", model, err)
	}
	return out, ScanIDNames(rows, func(id int64, name string) { out[id] = name })
}

// Names answers display names by id.
func (s *Store) Names(ctx context.Context, model string, tenant int64, ids []int64) (map[int64]string, error) {
	return Names(ctx, s.r, s.d, model, tenant, ids)
}

// Names answers display names by id inside the transaction.
func (t *Tx) Names(ctx context.Context, model string, tenant int64, ids []int64) (map[int64]string, error) {
	return Names(ctx, t.tx, t.d, model, tenant, ids)
}

// Live answers which of ids are live (not deleted) records of a model.
func (t *Tx) Live(ctx context.Context, model string, tenant int64, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	b := NewBuilder(t.d).S("SELECT id FROM ", Table(model), " WHERE tenant_id = ").Arg(tenant).
		S(" AND is_deleted = ", t.d.Bool(false), " AND id IN (").Args(int64s(ids)).S(")")
	query, args := b.SQL()
	rows, err := t.queryx(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: check %s ids: %w", model, err)
	}
	return out, ScanIDs(rows, func(id int64) { out[id] = true })
}

// Lock serialises writers on keys until the transaction ends, so two concurrent creates
// cannot both pass a duplicate check. SQLite's single writer already serialises them, and a
// read-only transaction's checks are made again by the write that follows. Several keys are
// taken in the order given, in one round trip.
func (t *Tx) Lock(ctx context.Context, keys ...string) error {
	if t.d.Name() != "postgres" || t.readOnly || len(keys) == 0 {
		return nil
	}
	b := NewBuilder(t.d).S("SELECT ")
	for i, key := range keys {
		h := fnv.New64a()
		h.Write([]byte(key))
		if i > 0 {
			b.S(", ")
		}
		b.S("pg_advisory_xact_lock(").Arg(int64(h.Sum64())).S(")")
	}
	query, args := b.SQL()
	_, err := t.exec(ctx, query, args...)
	return err
}

func int64s(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// IDsByName answers the live records of a model whose display name is one of names,
// compared case-insensitively after trimming: lower-cased name -> ids (an import linking
// records by name; more than one id means the name is ambiguous).
func (s *Store) IDsByName(ctx context.Context, model string, tenant int64, names []string) (map[string][]int64, error) {
	out := map[string][]int64{}
	if len(names) == 0 {
		return out, nil
	}
	list := make([]any, len(names))
	for i, n := range names {
		list[i] = strings.ToLower(strings.TrimSpace(n))
	}
	b := NewBuilder(s.d).S("SELECT id, name FROM ", Table(model), " WHERE tenant_id = ").Arg(tenant).
		S(" AND is_deleted = ", s.d.Bool(false), " AND lower(trim(name)) IN (").Args(list).S(") ORDER BY id")
	query, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: %s by name: %w", model, err)
	}
	return out, ScanIDNames(rows, func(id int64, name string) {
		key := strings.ToLower(strings.TrimSpace(name))
		out[key] = append(out[key], id)
	})
}

// FieldTexts answers a text field's values by id, for records that hold one.
func FieldTexts(ctx context.Context, q queryer, d Dialect, model string, f *meta.Field, tenant int64, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	expr := d.FieldExpr("", f)
	b := NewBuilder(d).S("SELECT id, ", expr, " FROM ", Table(model), " WHERE tenant_id = ").Arg(tenant).
		S(" AND id IN (").Args(int64s(ids)).S(") AND ", expr, " IS NOT NULL")
	query, args := b.SQL()
	rows, err := q.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: %s of %s: %w", f.Name, model, err)
	}
	return out, ScanIDNames(rows, func(id int64, s string) { out[id] = s })
}

// FieldTexts answers a text field's values by id.
func (s *Store) FieldTexts(ctx context.Context, model string, f *meta.Field, tenant int64, ids []int64) (map[int64]string, error) {
	return FieldTexts(ctx, s.r, s.d, model, f, tenant, ids)
}

// FieldTexts answers a text field's values by id inside the transaction.
func (t *Tx) FieldTexts(ctx context.Context, model string, f *meta.Field, tenant int64, ids []int64) (map[int64]string, error) {
	return FieldTexts(ctx, t.tx, t.d, model, f, tenant, ids)
}
