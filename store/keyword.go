package store

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Keyword search must find one- and two-character Chinese terms (王, 王伟), which trigram
// indexes cannot serve, as well as names, e-mails and phone fragments. A record's searchable
// text is cut into runs: CJK characters, letters, digits. Each run yields index tokens:
//
//   - CJK: every character and every pair, so any 1- or 2-character term is one token;
//   - letters: every prefix (up to 20 letters), so "zhang" finds Zhang, Zhangjiang and
//     zhang.wei@... with one token, as users of a CRM search names by their start;
//   - digits: every pair and triple, so a phone is found by any fragment ("5678").
//
// The tokens go into a GIN array (PostgreSQL) or an FTS5 table (SQLite) beside the record
// table. A query term is cut the same way and requires all of its tokens; a single token
// gives the planner an exact frequency to choose its plan by. Where tokens cannot prove a
// run occurs as written (3+ CJK characters, 4+ digits, very long words), the kept text is
// checked with LIKE, but only on the rows the index chose.

// KeywordQuery is a parsed search term.
type KeywordQuery struct {
	Tokens []string // every one must be present
	Like   []string // LIKE patterns the kept text must also match
	Dense  bool     // the term plausibly matches many records (see keyword_stats.go)
	Share  float64  // the share of records it plausibly matches, where statistics tell (else 0)
	Probe  bool     // a page tests it record by record (SQLite, a common plain term: keyword_stats_sqlite.go)
	// Rows is the model's record count the share was taken of (SQLite: keyword_stats_sqlite.go;
	// 0 where the store does not tell), so that a page can weigh walking its order
	// against reading every match (gql.WalkPays).
	Rows float64
	// Walk has a page walk the list's order and test each record against the term's
	// matches, read once (SQLite writes `+id IN (...)`: the unary plus keeps the planner from
	// driving the statement by the matches, so the order's index leads and stops after a page).
	Walk   bool
	Hidden HiddenPart
}

// HiddenPart says how a record's hidden search text (Search.Hidden) counts for a term.
type HiddenPart int

const (
	// HiddenNone: the model keeps no hidden text; the term matches the open text.
	HiddenNone HiddenPart = iota
	// HiddenMatch: the reader sees the hidden values, which match like the rest: each token
	// may come from either token list, each LIKE pattern from either text.
	HiddenMatch
	// HiddenExcluded: the reader does not; the term matches the open text alone, which
	// the index answers as it answers a model without hidden values.
	HiddenExcluded
)

// MaxKeywordLength bounds a search term.
const MaxKeywordLength = 100

const (
	maxPrefix      = 20 // longest word prefix kept as a token
	maxQueryTokens = 24 // very long terms keep a spread of tokens; LIKE keeps them exact
)

type runKind int

const (
	runCJK runKind = iota
	runLetters
	runDigits
)

type run struct {
	kind  runKind
	runes []rune
}

func normalizeText(s string) string {
	return strings.ToLower(norm.NFKC.String(s))
}

func kindOf(r rune) (runKind, bool) {
	switch {
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
		return runCJK, true
	case unicode.IsDigit(r):
		return runDigits, true
	case unicode.IsLetter(r):
		return runLetters, true
	}
	return 0, false
}

func runs(s string) []run {
	var out []run
	var cur *run
	for _, r := range normalizeText(s) {
		k, ok := kindOf(r)
		if !ok {
			cur = nil
			continue
		}
		if cur == nil || cur.kind != k {
			out = append(out, run{kind: k})
			cur = &out[len(out)-1]
		}
		cur.runes = append(cur.runes, r)
	}
	return out
}

func ngrams(rs []rune, n int, add func(string)) {
	for i := 0; i+n <= len(rs); i++ {
		add(string(rs[i : i+n]))
	}
}

func prefixes(rs []rune, add func(string)) {
	for n := 1; n <= len(rs) && n <= maxPrefix; n++ {
		add(string(rs[:n]))
	}
}

// Tokens answers the index tokens of a record's searchable text, without repeats.
func Tokens(text string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	for _, r := range runs(text) {
		switch r.kind {
		case runCJK:
			ngrams(r.runes, 1, add)
			ngrams(r.runes, 2, add)
		case runLetters:
			prefixes(r.runes, add)
		case runDigits:
			ngrams(r.runes, 2, add)
			ngrams(r.runes, 3, add)
		}
	}
	return out
}

// SearchText joins a record's searchable values into the text kept beside its tokens.
func SearchText(values []string) string {
	var parts []string
	for _, v := range values {
		if v = strings.Join(strings.Fields(normalizeText(v)), " "); v != "" {
			parts = append(parts, v)
		}
	}
	return strings.Join(parts, "\n")
}

// ParseKeyword cuts a search term into the tokens an index can answer and, where those do
// not prove a match, LIKE patterns to confirm it. Words of a term may appear in any order
// ("wang wei" finds Wei Wang).
func ParseKeyword(term string) KeywordQuery {
	var q KeywordQuery
	seen := map[string]bool{}
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			q.Tokens = append(q.Tokens, t)
		}
	}
	like := func(rs []rune) { q.Like = append(q.Like, "%"+EscapeLike(string(rs))+"%") }
	for _, r := range runs(term) {
		n := len(r.runes)
		switch r.kind {
		case runCJK:
			if n == 1 {
				add(string(r.runes))
				continue
			}
			ngrams(r.runes, 2, add)
			if n > 2 {
				like(r.runes)
			}
		case runLetters:
			add(string(r.runes[:min(n, maxPrefix)]))
			if n > maxPrefix {
				like(r.runes)
			}
		case runDigits:
			switch {
			case n == 1:
				like(r.runes)
			case n <= 3:
				add(string(r.runes))
			default:
				ngrams(r.runes, 3, add)
				like(r.runes)
			}
		}
	}
	if len(q.Tokens) > maxQueryTokens {
		q.Tokens = spread(q.Tokens, maxQueryTokens)
	}
	if len(q.Tokens) == 0 && len(q.Like) == 0 {
		// Only punctuation ("@@"): no token can help, so look for it as written.
		like([]rune(strings.Join(strings.Fields(normalizeText(term)), " ")))
	}
	return q
}

// spread keeps n tokens evenly from the whole term, so its ends both still narrow the search.
func spread(tokens []string, n int) []string {
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, tokens[i*len(tokens)/n])
	}
	return out
}

// EscapeLike escapes LIKE wildcards so a term matches literally (escape character \).
func EscapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
