package store

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/lib/pq"
)

// How a keyword filter is written on PostgreSQL depends on how many records it matches.
// A rare term (李秀英, or 王伟 among a million) is best found through the token index first
// and then read by id; asked as a plain subquery, the planner may instead walk the list's
// order index and test each record's tokens, which for a term it misjudges as common took
// seconds. A common term ("wang", one record in twelve) is best left to that walk, which
// stops after a page. The planner's own estimate for an array containment is too rough to
// choose between them, so the store asks the column's element statistics itself.

// DenseShare is the share of a model's records a term must plausibly match to be treated
// as common.
const DenseShare = 0.02

type tokenStats struct {
	loaded time.Time
	freq   map[string]float64 // token -> share of rows holding it, for the commonest tokens
	floor  float64            // every token not listed is rarer than this
}

type keywordStats struct {
	mu sync.Mutex
	by map[string]*tokenStats
}

// Keyword parses a plain search term for a model and judges it (JudgeKeyword).
func (s *Store) Keyword(ctx context.Context, model, term string, part HiddenPart) KeywordQuery {
	q := ParseKeyword(term)
	q.Hidden = part
	return s.JudgeKeyword(ctx, model, q)
}

// JudgeKeyword marks a parsed term (or a leaf of a Boolean one) Dense, on PostgreSQL, when
// its rarest token is still common. With hidden values matching (q.Hidden HiddenMatch) a
// token's share is that of both token lists.
func (s *Store) JudgeKeyword(ctx context.Context, model string, q KeywordQuery) KeywordQuery {
	if len(q.Tokens) == 0 {
		return q
	}
	if s.d.Name() == "sqlite" {
		return s.judgeSQLite(ctx, model, q)
	}
	lists := []string{"tok"}
	if q.Hidden == HiddenMatch {
		lists = append(lists, "htok")
	}
	share := 1.0
	for _, t := range q.Tokens {
		f := 0.0
		for _, list := range lists {
			st := s.tokenStats(ctx, model, list)
			if st == nil {
				return q
			}
			if g, ok := st.freq[t]; ok {
				f += g
			} else {
				f += st.floor
			}
		}
		share = min(share, f)
	}
	q.Dense, q.Share = share >= DenseShare, share
	return q
}

func (s *Store) tokenStats(ctx context.Context, model, list string) *tokenStats {
	s.kwStats.mu.Lock()
	defer s.kwStats.mu.Unlock()
	if s.kwStats.by == nil {
		s.kwStats.by = map[string]*tokenStats{}
	}
	key := model + "." + list
	if st, ok := s.kwStats.by[key]; ok && time.Since(st.loaded) < 10*time.Minute {
		return st
	}
	st := &tokenStats{loaded: time.Now(), freq: map[string]float64{}}
	var elems pq.StringArray
	var freqs pq.Float64Array
	err := s.r.QueryRowxContext(ctx, `SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats
		WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2`, KeywordTable(model), list).Scan(&elems, &freqs)
	if err != nil || len(freqs) < len(elems)+2 {
		// No statistics yet (a new table): every term counts as rare, the safe plan.
		s.kwStats.by[key] = st
		return st
	}
	for i, e := range elems {
		st.freq[strings.Clone(e)] = freqs[i]
	}
	st.floor = freqs[len(elems)] // the smallest listed frequency bounds every unlisted token
	s.kwStats.by[key] = st
	return st
}
