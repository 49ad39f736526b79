package store

import (
	"slices"
	"strings"
)

// Recruiters search CVs in Boolean: Java AND (上海 OR 杭州) NOT 外包. A term is parsed into
// a tree whose leaves are the keyword queries ParseKeyword makes of plain words, so every
// leaf is matched through the same index with the same SQL as a single term is today.
//
//   - AND, OR and NOT are operators only as upper-case words; words side by side are AND,
//     so "wang wei" stays one leaf, exactly as before.
//   - "a phrase" must occur as written: its tokens, and a LIKE on the kept text.
//   - ( ) group; OR binds looser than AND, NOT binds to what follows it.
//   - The leaves of one AND that are not negated join into one leaf: all their tokens and
//     LIKE patterns at once, one index lookup instead of several.
//
// Full-width quotes and parentheses (“ ” （ ）), which Chinese input methods type, count as
// the ASCII ones.

// KeywordOp is what a node of a Boolean term does.
type KeywordOp int

const (
	KeywordLeaf KeywordOp = iota
	KeywordAnd
	KeywordOr
	KeywordNot
)

// KeywordExpr is a parsed Boolean search term.
type KeywordExpr struct {
	Op    KeywordOp
	Leaf  KeywordQuery   // Op KeywordLeaf
	Items []*KeywordExpr // the operands of AND and OR; NOT's one operand
	// Words and Phrases are what a leaf was made of, as typed: a snippet of where a record
	// matched looks for them (Positive).
	Words   []string
	Phrases []string
	// Plain: a leaf of words alone, no operator, quote or parenthesis: a term as it was
	// before Boolean search, held to MaxKeywordLength.
	Plain bool
}

// MaxBooleanKeywordLength bounds a term that uses Boolean syntax.
const MaxBooleanKeywordLength = 200

// KeywordSyntaxError is a term that does not parse; Rule names what is wrong.
type KeywordSyntaxError struct {
	Rule string // "quote", "paren", "operator" or "empty"
	Near string // the operator or character at fault, where there is one
}

func (e *KeywordSyntaxError) Error() string {
	switch e.Rule {
	case "quote":
		return "a quote is not closed"
	case "paren":
		return "parentheses do not match"
	case "empty":
		return "empty quotes or parentheses"
	}
	return "the operator " + e.Near + " lacks a term to join"
}

// simplify flattens nested ANDs and ORs, drops single-operand groups and joins the
// positive leaves of each AND into one.
func simplify(x *KeywordExpr) *KeywordExpr {
	if x.Op == KeywordLeaf {
		return x
	}
	var items []*KeywordExpr
	for _, it := range x.Items {
		it = simplify(it)
		if it.Op == x.Op && x.Op != KeywordNot {
			items = append(items, it.Items...)
		} else {
			items = append(items, it)
		}
	}
	if x.Op == KeywordNot {
		return &KeywordExpr{Op: KeywordNot, Items: items}
	}
	if x.Op == KeywordAnd {
		var leaf *KeywordExpr
		var rest []*KeywordExpr
		for _, it := range items {
			if it.Op != KeywordLeaf {
				rest = append(rest, it)
				continue
			}
			if leaf == nil {
				leaf = &KeywordExpr{Op: KeywordLeaf}
				rest = append([]*KeywordExpr{leaf}, rest...)
			}
			leaf.Words = append(leaf.Words, it.Words...)
			leaf.Phrases = append(leaf.Phrases, it.Phrases...)
		}
		items = rest
	}
	if len(items) == 1 {
		return items[0]
	}
	return &KeywordExpr{Op: x.Op, Items: items}
}

// finish builds each leaf's query: its words as one plain term (ParseKeyword, so a plain
// term's SQL is what it always was), then each phrase's tokens and its text as written.
func (x *KeywordExpr) finish() {
	if x.Op != KeywordLeaf {
		for _, it := range x.Items {
			it.finish()
		}
		return
	}
	q := ParseKeyword(strings.Join(x.Words, " "))
	if len(x.Words) == 0 {
		q = KeywordQuery{}
	}
	for _, ph := range x.Phrases {
		pq := ParseKeyword(ph)
		for _, t := range pq.Tokens {
			if !slices.Contains(q.Tokens, t) && len(q.Tokens) < maxQueryTokens {
				q.Tokens = append(q.Tokens, t)
			}
		}
		like := "%" + EscapeLike(strings.Join(strings.Fields(normalizeText(ph)), " ")) + "%"
		if !slices.Contains(q.Like, like) {
			q.Like = append(q.Like, like)
		}
	}
	x.Leaf = q
}

// Leaves calls fn with every leaf of x, so a caller can set how each is matched.
func (x *KeywordExpr) Leaves(fn func(q *KeywordQuery)) {
	if x.Op == KeywordLeaf {
		fn(&x.Leaf)
		return
	}
	for _, it := range x.Items {
		it.Leaves(fn)
	}
}

// KeywordTerm is a word or a quoted phrase of a term, as typed.
type KeywordTerm struct {
	Text   string
	Phrase bool
}

// Positive answers the words and phrases of the leaves not under a NOT: what a record
// listed for this term holds, and a snippet marks.
func (x *KeywordExpr) Positive() []KeywordTerm {
	var out []KeywordTerm
	var walk func(x *KeywordExpr, negated bool)
	walk = func(x *KeywordExpr, negated bool) {
		switch x.Op {
		case KeywordLeaf:
			if negated {
				return
			}
			for _, p := range x.Phrases {
				out = append(out, KeywordTerm{Text: p, Phrase: true})
			}
			for _, w := range x.Words {
				out = append(out, KeywordTerm{Text: w})
			}
		case KeywordNot:
			walk(x.Items[0], !negated)
		default:
			for _, it := range x.Items {
				walk(it, negated)
			}
		}
	}
	walk(x, false)
	return out
}
