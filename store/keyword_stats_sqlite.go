package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"time"
)

// SQLite keeps no statistics of the keyword index, but its fts5vocab table answers how many
// records hold a token, from the index itself. A common term (java, in most CVs) is then
// best tested record by record as a page walks the list's order, which stops after a page,
// instead of reading all of its matches first (Dialect.KeywordProbe). A less common one
// (zhang, in 7 % of names) has a page walk the order and look each record up in its matches,
// read once (KeywordQuery.Walk, chosen by gql.WalkPays from the share and Rows); rare terms
// and every count keep the index-first form.

// ProbeShare is the share of records a plain term must plausibly match for a page to probe
// it record by record on SQLite.
const ProbeShare = 0.1

// sqliteStatsAge is how long a token's count and a table's size are trusted.
const sqliteStatsAge = 10 * time.Minute

// sqliteStats caches token counts and table sizes, by keyword table.
type sqliteStats struct {
	mu     sync.Mutex
	rows   map[string]counted
	tokens map[string]counted // table + "\x00" + token
}

type counted struct {
	n  float64
	at time.Time
}

// judgeSQLite marks q Dense (and a plain term's page a probe) from its rarest token's count.
func (s *Store) judgeSQLite(ctx context.Context, model string, q KeywordQuery) KeywordQuery {
	kt := KeywordTable(model)
	rows := s.sqliteCount(ctx, kt, "", "SELECT COUNT(*) FROM "+Table(model))
	if rows < 1 {
		return q
	}
	share := 1.0
	for _, t := range q.Tokens {
		n := s.sqliteCount(ctx, kt, t, "SELECT doc FROM "+kt+"_vocab WHERE term = ?", t)
		if n < 0 {
			return q // no vocabulary (an old table): every term counts as rare, the safe plan
		}
		share = min(share, n/rows)
	}
	// A term tokens cannot prove (a phrase, 3+ Chinese characters) is confirmed by LIKE on
	// the whole text: a probe would run it on every row walked, so such terms keep the
	// index-first form.
	q.Dense, q.Share, q.Probe = share >= DenseShare, share, share >= ProbeShare && len(q.Like) == 0
	q.Rows = rows
	return q
}

// sqliteCount answers a cached count, or -1 when it cannot be read.
func (s *Store) sqliteCount(ctx context.Context, table, token, query string, args ...any) float64 {
	st := &s.sqliteStats
	key := table + "\x00" + token
	st.mu.Lock()
	cache := st.tokens
	if token == "" {
		cache = st.rows
	}
	if c, ok := cache[key]; ok && time.Since(c.at) < sqliteStatsAge {
		st.mu.Unlock()
		return c.n
	}
	st.mu.Unlock()
	var n int64
	if err := s.r.QueryRowxContext(ctx, query, args...).Scan(&n); err != nil {
		if token != "" && errors.Is(err, sql.ErrNoRows) {
			n = 0
		} else {
			return -1
		}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.rows == nil {
		st.rows, st.tokens = map[string]counted{}, map[string]counted{}
	}
	if len(st.tokens) > 10_000 {
		st.tokens = map[string]counted{} // bounded: the next terms count again
	}
	if token == "" {
		st.rows[key] = counted{float64(n), time.Now()}
	} else {
		st.tokens[key] = counted{float64(n), time.Now()}
	}
	return float64(n)
}
