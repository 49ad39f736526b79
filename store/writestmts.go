package store

import (
	"context"
	"sync"

	"github.com/jmoiron/sqlx"
)

// SQLite's writes run on one connection, so a statement prepared on it once serves every
// later transaction: database/sql's Tx.Stmt reuses a statement already prepared on the
// transaction's connection instead of compiling it again. A single create ran about ten
// statements, each compiled afresh (issue 20: compiling was a third of a create's CPU).
//
// A transaction cannot prepare on the pool (it holds the only connection), so it notes the
// statements it ran uncached and the committing caller prepares them once the connection
// is free again. Statements are never evicted: closing one a running transaction still
// uses would break it; the set is bounded instead, and past the bound statements run as
// before. The write statements' texts are few (one per model and changed-field shape).
const writeStmtsMax = 1024

type writeStmts struct {
	db       *sqlx.DB
	mu       sync.Mutex
	prepared map[string]*sqlx.Stmt
	wanted   map[string]bool
}

func newWriteStmts(db *sqlx.DB) *writeStmts {
	return &writeStmts{db: db, prepared: map[string]*sqlx.Stmt{}, wanted: map[string]bool{}}
}

// get answers the pool-level statement for query, or nil after noting it is wanted.
func (w *writeStmts) get(query string) *sqlx.Stmt {
	w.mu.Lock()
	defer w.mu.Unlock()
	if st, ok := w.prepared[query]; ok {
		return st
	}
	if len(w.prepared)+len(w.wanted) < writeStmtsMax {
		w.wanted[query] = true
	}
	return nil
}

// prepareWanted prepares the statements transactions asked for; call it with the writer
// connection released. A statement that fails to prepare is not asked for again.
func (w *writeStmts) prepareWanted(ctx context.Context) {
	w.mu.Lock()
	var list []string
	for q := range w.wanted {
		list = append(list, q)
	}
	clear(w.wanted)
	w.mu.Unlock()
	for _, q := range list {
		st, err := w.db.PreparexContext(ctx, q)
		w.mu.Lock()
		if err != nil {
			w.prepared[q] = nil // runs unprepared, as a transaction's direct call reports
		} else if _, ok := w.prepared[q]; ok {
			st.Close()
		} else {
			w.prepared[q] = st
		}
		w.mu.Unlock()
	}
}

func (w *writeStmts) pending() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.wanted) > 0
}

func (w *writeStmts) close() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for q, st := range w.prepared {
		if st != nil {
			st.Close()
		}
		delete(w.prepared, q)
	}
}
