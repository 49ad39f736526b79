package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/jmoiron/sqlx"
)

// A transaction that runs the same statement many times (an import creates thousands of
// records in one) prepares it once: SQLite otherwise compiles the statement on every call,
// which was a third of an import's time. A statement is prepared on its second use, so a
// single save does not pay for preparing what it runs once. database/sql closes a
// transaction's statements at commit or rollback. PostgreSQL keeps planning per call, as for
// reads (stmtcache.go).
type txStmts struct {
	seen     map[string]bool
	prepared map[string]*sqlx.Stmt
}

// stmt answers the prepared statement for query, or nil when it should run directly.
func (t *Tx) stmt(ctx context.Context, query string) *sqlx.Stmt {
	if t.stmts == nil {
		return nil
	}
	if st, ok := t.stmts.prepared[query]; ok {
		return st
	}
	if t.ws != nil {
		if parent := t.ws.get(query); parent != nil {
			st := t.tx.StmtxContext(ctx, parent)
			t.stmts.prepared[query] = st
			return st
		}
	}
	if !t.stmts.seen[query] {
		t.stmts.seen[query] = true
		return nil
	}
	st, err := t.tx.PreparexContext(ctx, query)
	if err != nil {
		return nil // the direct call will report what is wrong with it
	}
	t.stmts.prepared[query] = st
	return st
}

func (t *Tx) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	defer noteStatement(ctx, time.Now(), query, args)
	if st := t.stmt(ctx, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.tx.ExecContext(ctx, query, args...)
}

func (t *Tx) queryx(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	defer noteStatement(ctx, time.Now(), query, args)
	if st := t.stmt(ctx, query); st != nil {
		return st.QueryxContext(ctx, args...)
	}
	return t.tx.QueryxContext(ctx, query, args...)
}

func (t *Tx) queryRowx(ctx context.Context, query string, args ...any) *sqlx.Row {
	defer noteStatement(ctx, time.Now(), query, args)
	if st := t.stmt(ctx, query); st != nil {
		return st.QueryRowxContext(ctx, args...)
	}
	return t.tx.QueryRowxContext(ctx, query, args...)
}

func (t *Tx) get(ctx context.Context, dest any, query string, args ...any) error {
	defer noteStatement(ctx, time.Now(), query, args)
	if st := t.stmt(ctx, query); st != nil {
		return st.GetContext(ctx, dest, args...)
	}
	return t.tx.GetContext(ctx, dest, query, args...)
}
