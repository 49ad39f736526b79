package store

import (
	"context"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/jmoiron/sqlx"
)

// SQLite compiles every statement it runs; for a list page that is a sixth of the work.
// The gql compiler writes the same text for the same filter shape (values are bound), so
// reads keep their prepared statements, each pooled connection preparing a text once.
// PostgreSQL keeps parsing per call: a cached generic plan there could be worse than the
// one planned for the actual values.
const stmtCacheSize = 512

type stmtCache struct {
	db    *sqlx.DB
	cache *lru.Cache[string, *sqlx.Stmt]
}

func newStmtCache(db *sqlx.DB) *stmtCache {
	c, _ := lru.NewWithEvict[string, *sqlx.Stmt](stmtCacheSize, func(_ string, st *sqlx.Stmt) { st.Close() })
	return &stmtCache{db: db, cache: c}
}

func (c *stmtCache) stmt(ctx context.Context, query string) (*sqlx.Stmt, error) {
	if st, ok := c.cache.Get(query); ok {
		return st, nil
	}
	st, err := c.db.PreparexContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if prev, ok := c.cache.Get(query); ok {
		st.Close() // another request prepared it meanwhile
		return prev, nil
	}
	c.cache.Add(query, st)
	return st, nil
}

// Query runs a read the gql compiler built.
func (s *Store) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	defer noteStatement(ctx, time.Now(), query, args)
	var rows *sqlx.Rows
	var err error
	if s.stmts != nil {
		var st *sqlx.Stmt
		if st, err = s.stmts.stmt(ctx, query); err == nil {
			rows, err = st.QueryxContext(ctx, args...)
		}
	} else {
		rows, err = s.r.QueryxContext(ctx, query, args...)
	}
	if err != nil {
		return nil, fmt.Errorf("store: query: %w", err)
	}
	return rows, nil
}

// QueryRow runs a one-row read the gql compiler built.
func (s *Store) QueryRow(ctx context.Context, query string, args ...any) *sqlx.Row {
	defer noteStatement(ctx, time.Now(), query, args)
	if s.stmts != nil {
		if st, err := s.stmts.stmt(ctx, query); err == nil {
			return st.QueryRowxContext(ctx, args...)
		}
	}
	return s.r.QueryRowxContext(ctx, query, args...)
}
