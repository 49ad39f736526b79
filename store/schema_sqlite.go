package store

import (
	"context"
	"strings"

	"github.com/jmoiron/sqlx"

	"huntline/meta"
)

type sqliteDDL struct{}

func (sqliteDDL) createTables(m *meta.Model) []string {
	t, kt := Table(m.Name), KeywordTable(m.Name)
	return []string{
		`CREATE TABLE IF NOT EXISTS ` + t + ` (
			id INTEGER PRIMARY KEY,
			tenant_id INTEGER NOT NULL DEFAULT 1,
			created_at TEXT NOT NULL,
			updated_at TEXT NOT NULL,
			created_by INTEGER,
			updated_by INTEGER,
			version INTEGER NOT NULL DEFAULT 1,
			is_deleted INTEGER NOT NULL DEFAULT 0,
			name TEXT NOT NULL DEFAULT '',
			data BLOB NOT NULL
		)`,
		sqliteKeywordTable(kt),
		// How many records hold each token (keyword_stats_sqlite.go): read from the index.
		`CREATE VIRTUAL TABLE IF NOT EXISTS ` + kt + `_vocab USING fts5vocab(` + kt + `, 'row')`,
	}
}

// sqliteKeywordTable is the statement creating a keyword table (search.go). Both token
// columns are indexed; detail=column records which column holds a token (not where), so a
// reader who may not see hidden values matches tok alone (a column filter) while the index
// stays small; txt and htxt are kept (unindexed) for the LIKE check of longer terms.
func sqliteKeywordTable(name string) string {
	return `CREATE VIRTUAL TABLE IF NOT EXISTS ` + name + ` USING fts5(tok, txt UNINDEXED, htok, htxt UNINDEXED, detail=column, tokenize='unicode61 remove_diacritics 0')`
}

// createIndex appends included columns to the key: SQLite has no INCLUDE, but any index
// holding every column a query reads serves it alone.
func (sqliteDDL) createIndex(ix index) string {
	return "CREATE INDEX IF NOT EXISTS " + ix.name + " ON " + ix.table + " (" + strings.Join(append(append([]string{}, ix.cols...), ix.include...), ", ") + ")"
}

func (sqliteDDL) existingIndexes(ctx context.Context, db *sqlx.DB, table string) (map[string]bool, error) {
	var names []string
	err := db.SelectContext(ctx, &names, `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`, table)
	out := map[string]bool{}
	for _, n := range names {
		out[n] = true
	}
	return out, err
}

func (sqliteDDL) statistics(*meta.Model) []string { return nil }

func (sqliteDDL) columns(ctx context.Context, db *sqlx.DB, table string) (map[string]string, error) {
	var cols []struct {
		Name string `db:"name"`
		Type string `db:"type"`
	}
	err := db.SelectContext(ctx, &cols, `SELECT name, type FROM pragma_table_info(?)`, table)
	out := map[string]string{}
	for _, c := range cols {
		out[c.Name] = strings.ToLower(c.Type)
	}
	return out, err
}

func (sqliteDDL) columnType(f *meta.Field) string {
	return strings.ToLower(sqliteColumnType[f.Kind().Storage(f)])
}

var sqliteColumnType = map[meta.Storage]string{meta.StoreText: "TEXT", meta.StoreInt: "INTEGER", meta.StoreFloat: "REAL", meta.StoreBool: "INTEGER"}

func (sqliteDDL) addColumn(table, column string, f *meta.Field) string {
	return "ALTER TABLE " + table + " ADD COLUMN " + column + " " + sqliteColumnType[f.Kind().Storage(f)]
}

func (sqliteDDL) documentExpr(f *meta.Field) string { return sqlite{}.docExpr("", f) }

func (sqliteDDL) indexesOnColumn(ctx context.Context, db *sqlx.DB, table, column string) ([]string, error) {
	var names []string
	err := db.SelectContext(ctx, &names, `SELECT DISTINCT il.name FROM pragma_index_list(?) il, pragma_index_xinfo(il.name) ix WHERE ix.name = ?`, table, column)
	return names, err
}
