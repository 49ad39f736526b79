package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Statements collects the SQL one request ran, for the slow-request log: a request that
// took too long says which of its statements took the time. It is carried in the context,
// so the store's query paths (Query, QueryRow and the statements of a transaction) note
// what they run without any caller passing it along. Arguments are kept for the slowest
// statement only, to EXPLAIN it; they are never logged, since filters hold personal data.
type Statements struct {
	mu       sync.Mutex
	list     []Statement
	dropped  int
	slowArgs []any
}

// Statement is one statement a request ran and how long the database took to answer it.
type Statement struct {
	SQL      string
	Duration time.Duration
}

// maxStatements bounds what one request keeps: an import runs thousands of statements.
const maxStatements = 200

type statementsKey struct{}

// WithStatements answers a context whose statements are noted in the answered collector.
func WithStatements(ctx context.Context) (context.Context, *Statements) {
	st := &Statements{}
	return context.WithValue(ctx, statementsKey{}, st), st
}

// noteStatement records query as run since start when ctx carries a collector.
func noteStatement(ctx context.Context, start time.Time, query string, args []any) {
	st, _ := ctx.Value(statementsKey{}).(*Statements)
	if st == nil {
		return
	}
	d := time.Since(start)
	st.mu.Lock()
	defer st.mu.Unlock()
	if slowest := st.slowestLocked(); slowest < 0 || d > st.list[slowest].Duration {
		st.slowArgs = args
	}
	if len(st.list) >= maxStatements {
		// Keep the slowest: replace the quickest kept one when this one took longer.
		q := 0
		for i := range st.list {
			if st.list[i].Duration < st.list[q].Duration {
				q = i
			}
		}
		st.dropped++
		if d <= st.list[q].Duration {
			return
		}
		st.list[q] = Statement{SQL: query, Duration: d}
		return
	}
	st.list = append(st.list, Statement{SQL: query, Duration: d})
}

func (st *Statements) slowestLocked() int {
	at := -1
	for i := range st.list {
		if at < 0 || st.list[i].Duration > st.list[at].Duration {
			at = i
		}
	}
	return at
}

// List answers the statements noted, in the order they ran (bar any dropped past the
// bound), and how many were left out.
func (st *Statements) List() ([]Statement, int) {
	st.mu.Lock()
	defer st.mu.Unlock()
	return append([]Statement(nil), st.list...), st.dropped
}

// Slowest answers the slowest statement with its arguments; ok is false when none ran.
func (st *Statements) Slowest() (s Statement, args []any, ok bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	at := st.slowestLocked()
	if at < 0 {
		return Statement{}, nil, false
	}
	return st.list[at], st.slowArgs, true
}

// Explain answers PostgreSQL's plan of a read (EXPLAIN without ANALYZE: the statement is
// planned, not run again). Other stores, and statements that are not reads, answer "".
func (s *Store) Explain(ctx context.Context, query string, args []any) (string, error) {
	head := strings.ToUpper(strings.TrimSpace(query))
	if s.d.Name() != "postgres" || !(strings.HasPrefix(head, "SELECT") || strings.HasPrefix(head, "WITH")) {
		return "", nil
	}
	rows, err := s.r.QueryContext(ctx, "EXPLAIN "+query, args...)
	if err != nil {
		return "", fmt.Errorf("store: explain: %w", err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return "", fmt.Errorf("store: explain: %w", err)
		}
		plan = append(plan, line)
	}
	return strings.Join(plan, "\n"), rows.Err()
}
