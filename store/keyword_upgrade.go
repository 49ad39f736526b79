package store

import (
	"context"
	"fmt"

	"huntline/meta"
)

// KeywordSource answers what keyword search keeps of a stored record (the engine's reading
// of its searchable fields). The store calls it to rebuild the keyword rows of a table whose
// layout predates the hidden part (search.go).
type KeywordSource func(ctx context.Context, m *meta.Model, rec *Record) Search

// SetKeywordSource tells the store how to rebuild keyword rows; without one, an old table
// is brought to the new layout with an empty hidden part.
func (s *Store) SetKeywordSource(f KeywordSource) { s.kwSource = f }

// keywordRefillBatch is how many records a rebuild reads at a time.
const keywordRefillBatch = 500

// upgradeKeywords brings a keyword table made before the hidden part (htok, htxt) existed to
// the current layout, in one transaction, so a crash leaves the old table whole. The rows of
// a model whose search keeps concealed values (meta.Model.ConcealedSearch) are rebuilt from
// the records, moving those values into the hidden part; other rows keep their tokens and
// text. PostgreSQL adds the columns; SQLite cannot add columns to an FTS5 table, so a new
// one is filled and takes the old one's name.
func (s *Store) upgradeKeywords(ctx context.Context, m *meta.Model) error {
	kt := KeywordTable(m.Name)
	cols, err := s.ddl.columns(ctx, s.w, kt)
	if err != nil {
		return fmt.Errorf("store: columns of %s: %w", kt, err)
	}
	if _, current := cols["htok"]; len(cols) == 0 || current {
		return nil // not made yet, or made with the current layout
	}
	refill := m.ConcealedSearch() && s.kwSource != nil
	return s.Tx(ctx, func(t *Tx) error {
		target := kt
		if s.d.Name() == "postgres" {
			if _, err := t.exec(ctx, "ALTER TABLE "+kt+" ADD COLUMN IF NOT EXISTS htok text[] NOT NULL DEFAULT '{}', ADD COLUMN IF NOT EXISTS htxt text NOT NULL DEFAULT ''"); err != nil {
				return fmt.Errorf("store: upgrade %s: %w", kt, err)
			}
		} else {
			target = kt + "_next"
			for _, stmt := range []string{"DROP TABLE IF EXISTS " + target, sqliteKeywordTable(target)} {
				if _, err := t.exec(ctx, stmt); err != nil {
					return fmt.Errorf("store: upgrade %s: %w", kt, err)
				}
			}
			if !refill {
				if _, err := t.exec(ctx, "INSERT INTO "+target+" (rowid, tok, txt, htok, htxt) SELECT rowid, tok, txt, '', '' FROM "+kt); err != nil {
					return fmt.Errorf("store: upgrade %s: %w", kt, err)
				}
			}
		}
		if refill {
			if err := t.refillKeywords(ctx, m, target, s.kwSource); err != nil {
				return err
			}
		}
		if target != kt {
			for _, stmt := range []string{"DROP TABLE " + kt, "ALTER TABLE " + target + " RENAME TO " + kt} {
				if _, err := t.exec(ctx, stmt); err != nil {
					return fmt.Errorf("store: upgrade %s: %w", kt, err)
				}
			}
		}
		return nil
	})
}

// refillKeywords writes the keyword row of every record of m, deleted ones included, into
// table, reading the records in id order a batch at a time.
func (t *Tx) refillKeywords(ctx context.Context, m *meta.Model, table string, src KeywordSource) error {
	var last int64
	for {
		b := NewBuilder(t.d).S("SELECT ", RecordColumns(t.d, "t"), " FROM ", Table(m.Name), " t WHERE t.id > ").Arg(last).
			S(" ORDER BY t.id LIMIT ").Arg(keywordRefillBatch)
		query, args := b.SQL()
		rows, err := t.tx.QueryxContext(ctx, query, args...)
		if err != nil {
			return fmt.Errorf("store: rebuild keywords of %s: %w", m.Name, err)
		}
		var recs []*Record
		for rows.Next() {
			rec, err := ScanRecord(rows)
			if err != nil {
				rows.Close()
				return err
			}
			recs = append(recs, rec)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("store: rebuild keywords of %s: %w", m.Name, err)
		}
		if len(recs) == 0 {
			return nil
		}
		for _, rec := range recs {
			if err := putKeywordRow(ctx, t.exec, t.d, table, rec.ID, keywordRowOf(rec.Name, src(ctx, m, rec))); err != nil {
				return fmt.Errorf("store: rebuild keywords of %s %d: %w", m.Name, rec.ID, err)
			}
		}
		last = recs[len(recs)-1].ID
	}
}
