package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"huntline/clock"
	"huntline/meta"
)

// MetaWrite is one stored metadata change to put, or to remove when Delete is set.
type MetaWrite struct {
	meta.Change
	Package string // the model package it came with; "" for an admin's change
	Delete  bool
}

// Package is an installed model package.
type Package struct {
	Name        string    `db:"name" json:"name"`
	Version     string    `db:"version" json:"version"`
	Bundle      string    `db:"bundle" json:"-"`
	InstalledBy *int64    `db:"installed_by" json:"installed_by"`
	InstalledAt time.Time `db:"installed_at" json:"installed_at"`
}

// MetaChanges answers the tenant's stored metadata changes in the order they were first
// made, which is the order they are applied in.
func (s *Store) MetaChanges(ctx context.Context, tenant int64) ([]meta.Change, error) {
	return metaChanges(ctx, s.r, s.d, tenant)
}

// metaChanges reads the tenant's changes through q: the store, or a transaction that has
// just written some.
func metaChanges(ctx context.Context, q queryer, d Dialect, tenant int64) ([]meta.Change, error) {
	query, args := NewBuilder(d).S("SELECT kind, model, key, ", jsonText(d, "doc"), " FROM meta_change WHERE tenant_id = ").Arg(tenant).S(" ORDER BY id").SQL()
	rows, err := q.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: meta changes: %w", err)
	}
	defer rows.Close()
	var out []meta.Change
	for rows.Next() {
		var c meta.Change
		var doc string
		if err := rows.Scan(&c.Kind, &c.Model, &c.Key, &doc); err != nil {
			return nil, fmt.Errorf("store: meta changes: %w", err)
		}
		c.Doc = []byte(doc)
		out = append(out, c)
	}
	return out, rows.Err()
}

// MetaGeneration answers a number that moves on every metadata change of the tenant.
func (s *Store) MetaGeneration(ctx context.Context, tenant int64) (int64, error) {
	var g int64
	err := s.r.GetContext(ctx, &g, s.r.Rebind("SELECT generation FROM meta_generation WHERE tenant_id = ?"), tenant)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("store: meta generation: %w", err)
	}
	return g, nil
}

// WriteMeta stores metadata changes (and a package, when one is being installed) in one
// transaction (a package's earlier changes replaced by its new ones), then hands every change now stored to verify before committing: when the
// metadata they make does not load, nothing is written.
func (s *Store) WriteMeta(ctx context.Context, tenant, by int64, writes []MetaWrite, pkg *Package, verify func([]meta.Change) error) error {
	return s.Tx(ctx, func(tx *Tx) error {
		now := s.d.TimeArg(clock.Now())
		if pkg != nil { // a reinstall replaces everything the package brought before
			if _, err := tx.Exec(ctx, tx.tx.Rebind("DELETE FROM meta_change WHERE tenant_id = ? AND package = ?"), tenant, pkg.Name); err != nil {
				return fmt.Errorf("store: replace package %s: %w", pkg.Name, err)
			}
		}
		for _, w := range writes {
			if w.Delete {
				if _, err := tx.Exec(ctx, tx.tx.Rebind("DELETE FROM meta_change WHERE tenant_id = ? AND kind = ? AND model = ? AND key = ?"), tenant, w.Kind, w.Model, w.Key); err != nil {
					return fmt.Errorf("store: remove meta change: %w", err)
				}
				continue
			}
			b := NewBuilder(s.d).S("INSERT INTO meta_change (tenant_id, kind, model, key, doc, package, updated_by, updated_at) VALUES (").
				Args([]any{tenant, w.Kind, w.Model, w.Key, string(w.Doc), w.Package, nullID(by), now}).
				S(") ON CONFLICT (tenant_id, kind, model, key) DO UPDATE SET doc = EXCLUDED.doc, package = EXCLUDED.package, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at")
			q, args := b.SQL()
			if _, err := tx.Exec(ctx, q, args...); err != nil {
				return fmt.Errorf("store: write meta change %s %s.%s: %w", w.Kind, w.Model, w.Key, err)
			}
		}
		if pkg != nil {
			b := NewBuilder(s.d).S("INSERT INTO meta_package (tenant_id, name, version, bundle, installed_by, installed_at) VALUES (").
				Args([]any{tenant, pkg.Name, pkg.Version, pkg.Bundle, nullID(by), now}).
				S(") ON CONFLICT (tenant_id, name) DO UPDATE SET version = EXCLUDED.version, bundle = EXCLUDED.bundle, installed_by = EXCLUDED.installed_by, installed_at = EXCLUDED.installed_at")
			q, args := b.SQL()
			if _, err := tx.Exec(ctx, q, args...); err != nil {
				return fmt.Errorf("store: record package %s: %w", pkg.Name, err)
			}
		}
		b := NewBuilder(s.d).S("INSERT INTO meta_generation (tenant_id, generation) VALUES (").Args([]any{tenant, 1}).
			S(") ON CONFLICT (tenant_id) DO UPDATE SET generation = meta_generation.generation + 1")
		q, args := b.SQL()
		if _, err := tx.Exec(ctx, q, args...); err != nil {
			return fmt.Errorf("store: meta generation: %w", err)
		}
		all, err := metaChanges(ctx, tx.tx, s.d, tenant)
		if err != nil {
			return err
		}
		return verify(all)
	})
}

// Packages lists the installed model packages by name.
func (s *Store) Packages(ctx context.Context, tenant int64) ([]Package, error) {
	var out []Package
	q := "SELECT name, version, " + jsonText(s.d, "bundle") + " AS bundle, installed_by, installed_at FROM meta_package WHERE tenant_id = ? ORDER BY name"
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind(q), tenant)
	if err != nil {
		return nil, fmt.Errorf("store: packages: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var p Package
		var at any
		if err := rows.Scan(&p.Name, &p.Version, &p.Bundle, &p.InstalledBy, &at); err != nil {
			return nil, fmt.Errorf("store: packages: %w", err)
		}
		if t := optTime(at); t != nil {
			p.InstalledAt = *t
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// FieldValue is one record's stored value of a field.
type FieldValue struct {
	ID, Tenant int64
	Value      any
}

// FieldValues answers every live record's value of a field, across tenants, for a change
// of the field's type to check and convert. It reads the whole table: type changes are
// rare admin work, not a request path.
func (s *Store) FieldValues(ctx context.Context, m *meta.Model, f *meta.Field) ([]FieldValue, error) {
	q := "SELECT id, tenant_id, " + s.d.DataText("") + " FROM " + Table(m.Name) + " WHERE is_deleted = " + s.d.Bool(false)
	rows, err := s.r.QueryContext(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("store: values of %s.%s: %w", m.Name, f.Name, err)
	}
	defer rows.Close()
	var out []FieldValue
	for rows.Next() {
		var v FieldValue
		var raw string
		if err := rows.Scan(&v.ID, &v.Tenant, &raw); err != nil {
			return nil, fmt.Errorf("store: values of %s.%s: %w", m.Name, f.Name, err)
		}
		doc, err := DecodeDoc([]byte(raw))
		if err != nil {
			return nil, err
		}
		if val, ok := doc[f.Name]; ok && val != nil {
			v.Value = val
			out = append(out, v)
		}
	}
	return out, rows.Err()
}
