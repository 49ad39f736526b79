package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"huntline/meta"
)

// keywordRowsVersion changes when the way a record's text is cut into tokens changes, so
// every model's rows are rebuilt once.
const keywordRowsVersion = "1"

// keywordLayout says what a model's keyword rows are built from: its searchable fields, and
// for each whether it is concealed or holds contacts, and whether the name conceals. Rows
// built under another layout are stale: a field made searchable (a CV's text) would find
// nothing on records saved before.
func keywordLayout(m *meta.Model) string {
	parts := []string{keywordRowsVersion}
	if m.NameConceals() {
		parts = append(parts, "name:concealed")
	}
	for _, f := range m.SearchableFields() {
		p := f.Name
		switch {
		case f.Concealed():
			p += ":concealed"
		case f.HoldsContacts:
			p += ":contacts"
		}
		if l := f.OptionList(); l != "" {
			p += ":options=" + l
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ",")
}

// syncKeywordLayout rebuilds m's keyword rows when they were built under another layout
// than the metadata asks for now, in one transaction, and records the layout. A new table
// (no rows) is only recorded. Without a keyword source (the engine's reading of records) the
// rows stay as they are.
func (s *Store) syncKeywordLayout(ctx context.Context, m *meta.Model) error {
	want := keywordLayout(m)
	var have string
	err := s.w.GetContext(ctx, &have, s.w.Rebind("SELECT layout FROM keyword_layout WHERE model = ?"), m.Name)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("store: keyword layout of %s: %w", m.Name, err)
	}
	if have == want {
		return nil
	}
	kt := KeywordTable(m.Name)
	var rows int
	if err := s.w.GetContext(ctx, &rows, "SELECT COUNT(*) FROM (SELECT 1 FROM "+kt+" LIMIT 1) x"); err != nil {
		return fmt.Errorf("store: keyword layout of %s: %w", m.Name, err)
	}
	if rows > 0 && s.kwSource == nil {
		return nil
	}
	return s.Tx(ctx, func(t *Tx) error {
		if rows > 0 {
			started := time.Now()
			if err := t.refillKeywords(ctx, m, kt, s.kwSource); err != nil {
				return err
			}
			slog.Info("store: keyword rows rebuilt for a new search layout", "model", m.Name, "ms", time.Since(started).Milliseconds())
		}
		if _, err := t.exec(ctx, "DELETE FROM keyword_layout WHERE model = "+t.d.Placeholder(1), m.Name); err != nil {
			return fmt.Errorf("store: keyword layout of %s: %w", m.Name, err)
		}
		if _, err := t.exec(ctx, "INSERT INTO keyword_layout (model, layout) VALUES ("+t.d.Placeholder(1)+", "+t.d.Placeholder(2)+")", m.Name, want); err != nil {
			return fmt.Errorf("store: keyword layout of %s: %w", m.Name, err)
		}
		return nil
	})
}
