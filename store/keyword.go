package store

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Keyword search must find one- and two-character Chinese terms (王, 王伟), which trigram
// indexes cannot serve, as well as Latin words and phone fragments. Each record's searchable
// text is cut into runs of CJK characters and runs of letters and digits; a CJK run yields
// its single characters and pairs, a Latin run its pairs and triples. These tokens go into a
// GIN array (PostgreSQL) or an FTS5 table (SQLite) beside the record table. A query term is
// cut the same way and requires all of its tokens; where tokens alone cannot prove the term
// occurs as written (longer terms, several runs), the kept text is checked with LIKE, but
// only on the rows the index already chose.

// KeywordQuery is a parsed search term.
type KeywordQuery struct {
	Tokens []string // every one must be present
	Like   string   // when set, a LIKE pattern the kept text must also match
}

// MaxKeywordLength bounds a search term.
const MaxKeywordLength = 100

// maxQueryTokens keeps very long terms cheap; the LIKE recheck keeps them exact.
const maxQueryTokens = 24

func normalizeText(s string) string {
	return strings.ToLower(norm.NFKC.String(s))
}

func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

type run struct {
	cjk   bool
	runes []rune
}

func runs(s string) []run {
	var out []run
	var cur *run
	for _, r := range normalizeText(s) {
		switch {
		case isCJK(r):
			if cur == nil || !cur.cjk {
				out = append(out, run{cjk: true})
				cur = &out[len(out)-1]
			}
		case isWord(r):
			if cur == nil || cur.cjk {
				out = append(out, run{})
				cur = &out[len(out)-1]
			}
		default:
			cur = nil
			continue
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
		if r.cjk {
			ngrams(r.runes, 1, add)
			ngrams(r.runes, 2, add)
		} else {
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
// not prove a match, a LIKE pattern to confirm it.
func ParseKeyword(term string) KeywordQuery {
	rs := runs(term)
	var q KeywordQuery
	seen := map[string]bool{}
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			q.Tokens = append(q.Tokens, t)
		}
	}
	exact := len(rs) == 1 && string(rs[0].runes) == strings.TrimSpace(normalizeText(term))
	for _, r := range rs {
		n := len(r.runes)
		switch {
		case r.cjk && n == 1:
			add(string(r.runes))
		case r.cjk:
			ngrams(r.runes, 2, add)
			exact = exact && n == 2
		case n == 1:
			exact = false // a single letter or digit has no token of its own
		case n == 2:
			add(string(r.runes))
		default:
			ngrams(r.runes, 3, add)
			exact = exact && n == 3
		}
	}
	if len(q.Tokens) > maxQueryTokens {
		q.Tokens = spread(q.Tokens, maxQueryTokens)
		exact = false
	}
	if !exact {
		q.Like = "%" + EscapeLike(strings.Join(strings.Fields(normalizeText(term)), " ")) + "%"
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
