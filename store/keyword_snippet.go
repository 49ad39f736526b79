package store

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// A snippet shows where a record matched a search: a window of one of its values around the
// first match, with every match inside it marked. A match is found the way the index finds
// it: a word's CJK and digit runs anywhere, its letter runs at the start of a word; a quoted
// phrase as written. Case, full-width forms and runs of white space do not count, as in the
// index (normalizeText, SearchText).

// SnippetWidth is about how many characters a snippet shows.
const SnippetWidth = 120

// snippetPrefix is how much of a value is first looked through for a match.
const snippetPrefix = 512

// Snippet is a window of a value with its matches: Marks are [start, end) rune offsets into
// Text.
type Snippet struct {
	Text  string   `json:"text"`
	Marks [][2]int `json:"marks"`
}

// snippetUnit is one thing to find: a normalized run or phrase; wordStart asks that it begin
// a word (a Latin prefix).
type snippetUnit struct {
	runes     []rune
	wordStart bool
}

func snippetUnits(terms []KeywordTerm) []snippetUnit {
	var out []snippetUnit
	for _, term := range terms {
		t := term.Text
		if term.Phrase {
			out = append(out, snippetUnit{runes: []rune(strings.Join(strings.Fields(normalizeText(t)), " "))})
			continue
		}
		rs := runs(t)
		if len(rs) == 0 {
			if n := []rune(strings.Join(strings.Fields(normalizeText(t)), " ")); len(n) > 0 {
				out = append(out, snippetUnit{runes: n})
			}
		}
		for _, r := range rs {
			out = append(out, snippetUnit{runes: r.runes, wordStart: r.kind == runLetters})
		}
	}
	return out
}

// foldedText is a value as the index reads it, rune by rune, with where each rune came from.
type foldedText struct {
	runes  []rune
	origin []int // index of the original rune each folded rune comes from
}

func fold(text []rune) foldedText {
	f := foldedText{runes: make([]rune, 0, len(text)), origin: make([]int, 0, len(text))}
	var buf [utf8.UTFMax]byte
	for i, r := range text {
		if unicode.IsSpace(r) {
			if n := len(f.runes); n > 0 && f.runes[n-1] != ' ' {
				f.runes, f.origin = append(f.runes, ' '), append(f.origin, i)
			}
			continue
		}
		// Most characters are their own normal form: only the others pay for a string.
		// (ASCII, and the unified ideographs, which no normal form changes).
		if r < utf8.RuneSelf || (r >= 0x4E00 && r <= 0x9FFF) || norm.NFKC.IsNormal(buf[:utf8.EncodeRune(buf[:], r)]) {
			f.runes, f.origin = append(f.runes, unicode.ToLower(r)), append(f.origin, i)
			continue
		}
		for _, n := range normalizeText(string(r)) {
			f.runes, f.origin = append(f.runes, n), append(f.origin, i)
		}
	}
	return f
}

// spans answers the [start, end) original rune spans where the units occur, in order, up to
// within characters past the first one (none past the window is needed).
func (f foldedText) spans(units []snippetUnit, within int) [][2]int {
	var out [][2]int
	for k := 0; k < len(f.runes); k++ {
		if len(out) > 0 && f.origin[k] > out[0][0]+within {
			break
		}
		for _, u := range units {
			n := len(u.runes)
			if n == 0 || k+n > len(f.runes) || !equalRunes(f.runes[k:k+n], u.runes) {
				continue
			}
			if u.wordStart && k > 0 && unicode.IsLetter(f.runes[k-1]) && !isCJK(f.runes[k-1]) {
				continue
			}
			out = append(out, [2]int{f.origin[k], f.origin[k+n-1] + 1})
			k += n - 1
			break
		}
	}
	return out
}

func isCJK(r rune) bool { k, ok := kindOf(r); return ok && k == runCJK }

func equalRunes(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// SnippetOf answers a window of value around the first place one of the terms occurs, with
// every occurrence inside it marked; ok is false when none occurs.
func SnippetOf(value string, terms []KeywordTerm) (Snippet, bool) {
	text := []rune(value)
	units := snippetUnits(terms)
	longest := 0
	for _, u := range units {
		longest = max(longest, len(u.runes))
	}
	// A match is mostly near the start of a CV: fold a growing prefix, and take what it finds
	// once the whole window lies inside it (a match across its end starts after the first).
	var found [][2]int
	for n := snippetPrefix; ; n *= 4 {
		n = min(n, len(text))
		found = fold(text[:n]).spans(units, SnippetWidth)
		if n == len(text) || (len(found) > 0 && found[0][0]+SnippetWidth+longest < n) {
			break
		}
	}
	if len(found) == 0 {
		return Snippet{}, false
	}
	start := max(0, found[0][0]-SnippetWidth/3)
	end := min(len(text), start+SnippetWidth)
	start = max(0, min(start, end-SnippetWidth))
	// White space runs become one space; offsets follow the rewritten text.
	var out []rune
	at := make(map[int]int, end-start+1)
	if start > 0 {
		out = append(out, '…')
	}
	for i := start; i < end; i++ {
		at[i] = len(out)
		if unicode.IsSpace(text[i]) {
			if len(out) > 0 && out[len(out)-1] != ' ' {
				out = append(out, ' ')
			}
			continue
		}
		out = append(out, text[i])
	}
	at[end] = len(out)
	if end < len(text) {
		out = append(out, '…')
	}
	s := Snippet{Text: string(out), Marks: [][2]int{}}
	for _, sp := range found {
		if sp[0] >= start && sp[1] <= end {
			s.Marks = append(s.Marks, [2]int{at[sp[0]], at[sp[1]]})
		}
	}
	return s, true
}
