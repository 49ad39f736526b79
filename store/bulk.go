package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/lib/pq"

	"huntline/clock"
	"huntline/meta"
)

// BulkInsert loads many records at once for seeding and benchmarks: COPY on PostgreSQL,
// prepared inserts in one transaction on SQLite. Records carry their ids (so a generator can
// link them before loading) and no change-log rows are written: a load is not a user's edit.
// Call FinishBulk afterwards.
func (s *Store) BulkInsert(ctx context.Context, m *meta.Model, recs []*Record, searches []Search) error {
	if len(recs) != len(searches) {
		return fmt.Errorf("store: bulk insert: %d records but %d search texts", len(recs), len(searches))
	}
	tx, err := s.w.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Rows first, then search tokens: PostgreSQL runs one COPY at a time on a connection, so
	// the second statement is prepared only once the first is flushed and closed.
	mainSQL, kwSQL := bulkStatements(s.d, m)
	pg := s.d.Name() == "postgres"
	mainStmt, err := tx.PrepareContext(ctx, mainSQL)
	if err != nil {
		return fmt.Errorf("store: bulk %s: %w", m.Name, err)
	}
	defer mainStmt.Close()
	for _, rec := range recs {
		doc, err := json.Marshal(rec.Data)
		if err != nil {
			return err
		}
		created, updated := rec.CreatedAt, rec.UpdatedAt
		if created.IsZero() {
			created = clock.Now().UTC()
		}
		if updated.IsZero() {
			updated = created
		}
		version := max(rec.Version, 1)
		var deleted any = rec.IsDeleted
		if !pg {
			deleted = map[bool]int{false: 0, true: 1}[rec.IsDeleted]
		}
		_, colVals := columnList(m, rec.Data)
		args := append([]any{rec.ID, max(rec.TenantID, 1), s.d.TimeArg(created), s.d.TimeArg(updated),
			nullID(rec.CreatedBy), nullID(rec.UpdatedBy), version, deleted, rec.Name, string(doc)}, colVals...)
		if _, err := mainStmt.ExecContext(ctx, args...); err != nil {
			return fmt.Errorf("store: bulk %s %d: %w", m.Name, rec.ID, err)
		}
	}
	if err := finishBulkStmt(ctx, mainStmt, pg); err != nil {
		return fmt.Errorf("store: bulk %s: %w", m.Name, err)
	}
	kwStmt, err := tx.PrepareContext(ctx, kwSQL)
	if err != nil {
		return fmt.Errorf("store: bulk %s: %w", m.Name, err)
	}
	defer kwStmt.Close()
	for i, rec := range recs {
		r := keywordRowOf(rec.Name, searches[i])
		var tok, htok any = strings.Join(r.tok, " "), strings.Join(r.htok, " ")
		if pg {
			tok, htok = pq.Array(r.tok), pq.Array(r.htok)
		}
		if _, err := kwStmt.ExecContext(ctx, rec.ID, tok, r.txt, htok, r.htxt); err != nil {
			return fmt.Errorf("store: bulk %s tokens %d: %w", m.Name, rec.ID, err)
		}
	}
	if err := finishBulkStmt(ctx, kwStmt, pg); err != nil {
		return fmt.Errorf("store: bulk %s tokens: %w", m.Name, err)
	}
	if len(attachmentFields(m)) > 0 {
		t := &Tx{tx: tx, d: s.d}
		for _, rec := range recs {
			r := *rec
			r.TenantID = max(rec.TenantID, 1)
			if err := t.putBlobRefs(ctx, m, &r, nil, true); err != nil {
				return err
			}
		}
	}
	return s.dataWritten(tx.Commit())
}

func bulkStatements(d Dialect, m *meta.Model) (string, string) {
	cols := []string{"id", "tenant_id", "created_at", "updated_at", "created_by", "updated_by", "version", "is_deleted", "name", "data"}
	extra, _ := columnList(m, nil)
	cols = append(cols, extra...)
	if d.Name() == "postgres" {
		return pq.CopyIn(Table(m.Name), cols...), pq.CopyIn(KeywordTable(m.Name), "id", "tok", "txt", "htok", "htxt")
	}
	marks := "?, ?, ?, ?, ?, ?, ?, ?, ?, jsonb(?)" + strings.Repeat(", ?", len(extra))
	return "INSERT INTO " + Table(m.Name) + " (" + strings.Join(cols, ", ") + ") VALUES (" + marks + ")",
		"INSERT INTO " + KeywordTable(m.Name) + " (rowid, tok, txt, htok, htxt) VALUES (?, ?, ?, ?, ?)"
}

// MaxID answers the highest id of a model's table (0 when empty), so a generator can number
// the records it bulk-loads.
func (s *Store) MaxID(ctx context.Context, m *meta.Model) (int64, error) {
	var n *int64
	if err := s.w.GetContext(ctx, &n, "SELECT max(id) FROM "+Table(m.Name)); err != nil {
		return 0, err
	}
	if n == nil {
		return 0, nil
	}
	return *n, nil
}

// PauseIndexes drops the secondary indexes of models before a large load on PostgreSQL,
// where building an index once over the loaded rows is several times faster than growing it
// row by row. FinishBulk builds them again. Reads still work meanwhile, only slower: use it
// for seeding and imports, not under users. On SQLite it does nothing (its search table is
// its index).
func (s *Store) PauseIndexes(ctx context.Context, models ...*meta.Model) error {
	if s.d.Name() != "postgres" {
		return nil
	}
	for _, m := range models {
		have, err := s.ddl.existingIndexes(ctx, s.w, Table(m.Name))
		if err != nil {
			return err
		}
		for name := range have {
			if strings.HasPrefix(name, "ix_"+m.Name+"_") {
				if _, err := s.w.ExecContext(ctx, "DROP INDEX IF EXISTS "+name); err != nil {
					return fmt.Errorf("store: pause index %s: %w", name, err)
				}
			}
		}
		for _, ix := range []string{"_tok", "_htok"} {
			if _, err := s.w.ExecContext(ctx, "DROP INDEX IF EXISTS "+KeywordTable(m.Name)+ix); err != nil {
				return fmt.Errorf("store: pause search index of %s: %w", m.Name, err)
			}
		}
	}
	return nil
}

// FinishBulk rebuilds indexes a load paused, moves PostgreSQL's id sequence past
// bulk-loaded ids and refreshes statistics.
func (s *Store) FinishBulk(ctx context.Context, models ...*meta.Model) error {
	for _, m := range models {
		if err := s.execDDL(ctx, "tables of "+m.Name, s.ddl.createTables(m)); err != nil {
			return err
		}
		if err := s.syncIndexes(ctx, m); err != nil {
			return err
		}
	}
	if s.d.Name() == "postgres" {
		for _, m := range models {
			t := Table(m.Name)
			if _, err := s.w.ExecContext(ctx, "SELECT setval(pg_get_serial_sequence('"+t+"', 'id'), GREATEST((SELECT max(id) FROM "+t+"), 1))"); err != nil {
				return fmt.Errorf("store: sequence of %s: %w", m.Name, err)
			}
		}
		if _, err := s.w.ExecContext(ctx, "VACUUM ANALYZE"); err != nil {
			return fmt.Errorf("store: vacuum analyze: %w", err)
		}
		return nil
	}
	if _, err := s.w.ExecContext(ctx, "ANALYZE"); err != nil {
		return err
	}
	return s.dropValueSamples(ctx)
}

// finishBulkStmt flushes a PostgreSQL COPY (an Exec without arguments does) and closes the
// statement.
func finishBulkStmt(ctx context.Context, stmt *sql.Stmt, copying bool) error {
	if copying {
		if _, err := stmt.ExecContext(ctx); err != nil {
			return err
		}
	}
	return stmt.Close()
}
