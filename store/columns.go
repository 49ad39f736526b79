package store

import (
	"context"
	"fmt"
	"strings"

	"huntline/meta"
)

// Fields that are indexed or faceted are also kept in a typed column beside the JSON
// document (c_<field>), written from the document on every write. Their index, filters,
// ordering and facets read the column: PostgreSQL can then answer a deep page from the
// index alone and count a facet without parsing a million documents, which expression
// indexes never allow. The document stays the record of truth; a column can always be
// rebuilt from it, and a field that stops being indexed simply loses its column.

// Materialized reports whether a field has a typed column.
func Materialized(f *meta.Field) bool {
	if f.System || !(f.Indexed || f.FacetAble) {
		return false
	}
	switch f.Kind().Storage(f) {
	case meta.StoreText, meta.StoreInt, meta.StoreFloat, meta.StoreBool:
		return true
	}
	return false
}

// Column answers the typed column of a materialized field.
func Column(f *meta.Field) string { return "c_" + strings.ToLower(f.Name) }

func materialized(m *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range m.DataFields() {
		if Materialized(f) {
			out = append(out, f)
		}
	}
	return out
}

// columnValue answers what a record's column holds for f: the document's value converted
// to the column's type, or nil.
func columnValue(f *meta.Field, doc map[string]any) any {
	v := doc[f.Name]
	if v == nil {
		return nil
	}
	switch f.Kind().Storage(f) {
	case meta.StoreInt:
		switch x := v.(type) {
		case int64:
			return x
		case float64:
			return int64(x)
		}
	case meta.StoreFloat:
		switch x := v.(type) {
		case float64:
			return x
		case int64:
			return float64(x) // a whole double reads back from JSON as an integer
		}
	case meta.StoreBool:
		if b, ok := v.(bool); ok {
			return b
		}
	case meta.StoreText:
		if s, ok := v.(string); ok {
			return s
		}
	}
	return nil
}

// syncColumns adds the typed columns a model's metadata asks for, fills new ones from the
// documents, and drops columns no longer asked for.
func (s *Store) syncColumns(ctx context.Context, m *meta.Model) error {
	have, err := s.ddl.columns(ctx, s.w, Table(m.Name))
	if err != nil {
		return fmt.Errorf("store: columns of %s: %w", m.Name, err)
	}
	want := map[string]bool{}
	for _, f := range materialized(m) {
		c := Column(f)
		want[c] = true
		if typ, ok := have[c]; ok && typ == s.ddl.columnType(f) {
			continue
		} else if ok {
			// The field's type changed: the column is rebuilt from the documents.
			if err := s.dropColumn(ctx, m, c); err != nil {
				return err
			}
		}
		if _, err := s.w.ExecContext(ctx, s.ddl.addColumn(Table(m.Name), c, f)); err != nil {
			return fmt.Errorf("store: add column %s.%s: %w", m.Name, c, err)
		}
		if err := s.backfill(ctx, m, f); err != nil {
			return err
		}
	}
	if err := s.syncSortKeys(ctx, m, have); err != nil {
		return err
	}
	for c := range have {
		if strings.HasPrefix(c, "c_") && !want[c] {
			if err := s.dropColumn(ctx, m, c); err != nil {
				return err
			}
		}
	}
	return nil
}

// dropColumn drops a typed column, its indexes first (SQLite will not drop an indexed
// column).
func (s *Store) dropColumn(ctx context.Context, m *meta.Model, c string) error {
	if err := s.dropIndexesOn(ctx, m, c); err != nil {
		return err
	}
	if _, err := s.w.ExecContext(ctx, "ALTER TABLE "+Table(m.Name)+" DROP COLUMN "+c); err != nil {
		return fmt.Errorf("store: drop column %s.%s: %w", m.Name, c, err)
	}
	return nil
}

// Refill fills a field's typed column again from the documents: after a field became
// materialized, records written by requests that still read the old metadata (between the
// column's creation and the registry swap) are brought in line.
func (s *Store) Refill(ctx context.Context, m *meta.Model, f *meta.Field) error {
	if SortKeyed(f) {
		if err := s.fillSortKeys(ctx, m, f); err != nil {
			return err
		}
	}
	if !Materialized(f) {
		return nil
	}
	return s.backfill(ctx, m, f)
}

// backfill fills a new column from the documents, in slices of ids so a large table is
// not rewritten in one transaction.
func (s *Store) backfill(ctx context.Context, m *meta.Model, f *meta.Field) error {
	maxID, err := s.MaxID(ctx, m)
	if err != nil {
		return err
	}
	expr := s.ddl.documentExpr(f)
	for lo := int64(0); lo < maxID; lo += 50000 {
		q := s.w.Rebind("UPDATE " + Table(m.Name) + " SET " + Column(f) + " = " + expr + " WHERE id > ? AND id <= ?")
		if _, err := s.w.ExecContext(ctx, q, lo, lo+50000); err != nil {
			return fmt.Errorf("store: fill column %s.%s: %w", m.Name, Column(f), err)
		}
		s.AdvanceDataGen() // a filter on the field reads the column as far as it is filled

	}
	return nil
}

func (s *Store) dropIndexesOn(ctx context.Context, m *meta.Model, column string) error {
	names, err := s.ddl.indexesOnColumn(ctx, s.w, Table(m.Name), column)
	if err != nil {
		return err
	}
	for _, n := range names {
		if _, err := s.w.ExecContext(ctx, "DROP INDEX IF EXISTS "+n); err != nil {
			return fmt.Errorf("store: drop index %s: %w", n, err)
		}
	}
	return nil
}

// columnList answers the materialized and sort key columns of m and their values for a
// document.
func columnList(m *meta.Model, doc map[string]any) ([]string, []any) {
	fs, ks := materialized(m), sortKeyed(m)
	cols := make([]string, 0, len(fs)+len(ks))
	vals := make([]any, 0, len(fs)+len(ks))
	for _, f := range fs {
		cols, vals = append(cols, Column(f)), append(vals, columnValue(f, doc))
	}
	for _, f := range ks {
		cols, vals = append(cols, SortColumn(f)), append(vals, sortKeyValue(f, doc))
	}
	return cols, vals
}
