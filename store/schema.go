package store

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"strings"

	"huntline/meta"
)

// index is one index the metadata asks for.
type index struct {
	name  string
	table string
	cols  []string // SQL expressions, possibly with DESC
	gin   bool     // PostgreSQL GIN over a JSON array (jsonb_path_ops)
}

// desiredIndexes derives a model's indexes from its metadata. Every B-tree index leads with
// tenant_id and is_deleted, which every list query pins, and ends with id, the tie-breaker of
// every ordering, so one index serves filter, order and the id-only page scan.
func desiredIndexes(d Dialect, m *meta.Model) []index {
	t := Table(m.Name)
	var out []index
	add := func(label string, gin bool, cols ...string) {
		def := strings.Join(cols, ",")
		if gin {
			def = "gin:" + def
		}
		sum := sha1.Sum([]byte(t + "|" + def))
		name := "ix_" + m.Name + "_" + strings.ToLower(label)
		if len(name) > 50 {
			name = name[:50]
		}
		out = append(out, index{name: name + "_" + hex.EncodeToString(sum[:])[:8], table: t, cols: cols, gin: gin})
	}
	scoped := func(cols ...string) []string {
		return append([]string{"tenant_id", "is_deleted"}, cols...)
	}
	add("created", false, scoped("created_at", "id")...)
	add("updated", false, scoped("updated_at", "id")...)
	add("name", false, scoped("name", "id")...)
	for _, f := range m.DataFields() {
		if !f.Indexed {
			continue
		}
		switch f.Kind().Storage(f) {
		case meta.StoreVirtual, meta.StoreRange:
		case meta.StoreTextList, meta.StoreIntList:
			if d.Name() == "postgres" {
				add(f.Name, true, d.FieldExpr("", f))
			}
		default:
			add(f.Name, false, scoped(d.FieldExpr("", f), "id")...)
		}
	}
	for _, keys := range m.Indexes {
		var cols, names []string
		desc := false
		for _, k := range keys {
			desc = strings.HasPrefix(k, "-")
			f := m.Field(strings.TrimPrefix(k, "-"))
			c := d.FieldExpr("", f)
			if desc {
				c += " DESC"
			}
			cols = append(cols, c)
			names = append(names, f.Name)
		}
		idc := "id"
		if desc {
			idc = "id DESC"
		}
		add(strings.Join(names, "_"), false, scoped(append(cols, idc)...)...)
	}
	return out
}

// Sync creates the record and keyword tables of every model and brings their indexes in
// line with the metadata: missing ones are built, ones no longer asked for are dropped.
// Tables are never altered: fields live in the JSON document.
func (s *Store) Sync(ctx context.Context, reg *meta.Registry) error {
	for _, m := range reg.Models() {
		for _, stmt := range s.ddl.createTables(m) {
			if _, err := s.w.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("store: create tables of %s: %w", m.Name, err)
			}
		}
		if err := s.syncColumns(ctx, m); err != nil {
			return err
		}
		if err := s.syncIndexes(ctx, m); err != nil {
			return err
		}
		for _, stmt := range s.ddl.statistics(m) {
			if _, err := s.w.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("store: statistics of %s: %w", m.Name, err)
			}
		}
	}
	return nil
}

func (s *Store) syncIndexes(ctx context.Context, m *meta.Model) error {
	want := desiredIndexes(s.d, m)
	have, err := s.ddl.existingIndexes(ctx, s.w, Table(m.Name))
	if err != nil {
		return fmt.Errorf("store: list indexes of %s: %w", m.Name, err)
	}
	keep := map[string]bool{}
	for _, ix := range want {
		keep[ix.name] = true
		if have[ix.name] {
			continue
		}
		if _, err := s.w.ExecContext(ctx, s.ddl.createIndex(ix)); err != nil {
			return fmt.Errorf("store: index %s: %w", ix.name, err)
		}
	}
	for name := range have {
		if strings.HasPrefix(name, "ix_"+m.Name+"_") && !keep[name] {
			if _, err := s.w.ExecContext(ctx, "DROP INDEX IF EXISTS "+name); err != nil {
				return fmt.Errorf("store: drop index %s: %w", name, err)
			}
		}
	}
	return nil
}

// Analyze refreshes planner statistics, after bulk loads.
func (s *Store) Analyze(ctx context.Context) error {
	_, err := s.w.ExecContext(ctx, "ANALYZE")
	return err
}
