package store

import (
	"slices"
	"strings"
	"unicode"
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

type kwTokKind int

const (
	kwWord kwTokKind = iota
	kwPhrase
	kwOpen
	kwClose
	kwAnd
	kwOr
	kwNot
)

type kwTok struct {
	kind kwTokKind
	text string
}

func isQuote(r rune) bool { return r == '"' || r == '“' || r == '”' }
func isOpen(r rune) bool  { return r == '(' || r == '（' }
func isClose(r rune) bool { return r == ')' || r == '）' }

func lexKeyword(term string) ([]kwTok, error) {
	var out []kwTok
	rs := []rune(term)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case isOpen(r):
			out, i = append(out, kwTok{kind: kwOpen}), i+1
		case isClose(r):
			out, i = append(out, kwTok{kind: kwClose}), i+1
		case isQuote(r):
			j := i + 1
			for j < len(rs) && !isQuote(rs[j]) {
				j++
			}
			if j == len(rs) {
				return nil, &KeywordSyntaxError{Rule: "quote"}
			}
			phrase := strings.TrimSpace(string(rs[i+1 : j]))
			if phrase == "" {
				return nil, &KeywordSyntaxError{Rule: "empty"}
			}
			out, i = append(out, kwTok{kind: kwPhrase, text: phrase}), j+1
		default:
			j := i
			for j < len(rs) && !unicode.IsSpace(rs[j]) && !isOpen(rs[j]) && !isClose(rs[j]) && !isQuote(rs[j]) {
				j++
			}
			w := string(rs[i:j])
			switch w {
			case "AND":
				out = append(out, kwTok{kind: kwAnd, text: w})
			case "OR":
				out = append(out, kwTok{kind: kwOr, text: w})
			case "NOT":
				out = append(out, kwTok{kind: kwNot, text: w})
			default:
				out = append(out, kwTok{kind: kwWord, text: w})
			}
			i = j
		}
	}
	return out, nil
}

// ParseKeywordExpr parses a search term, Boolean or plain. A plain term answers one leaf
// equal to ParseKeyword(term).
func ParseKeywordExpr(term string) (*KeywordExpr, error) {
	toks, err := lexKeyword(term)
	if err != nil {
		return nil, err
	}
	p := &kwParser{toks: toks}
	x, err := p.or()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.toks) {
		t := p.toks[p.i]
		if t.kind == kwClose {
			return nil, &KeywordSyntaxError{Rule: "paren"}
		}
		return nil, &KeywordSyntaxError{Rule: "operator", Near: t.text}
	}
	x = simplify(x)
	x.finish()
	plain := true
	for _, t := range toks {
		plain = plain && t.kind == kwWord
	}
	x.Plain = plain && x.Op == KeywordLeaf
	return x, nil
}

type kwParser struct {
	toks []kwTok
	i    int
}

func (p *kwParser) peek() (kwTok, bool) {
	if p.i < len(p.toks) {
		return p.toks[p.i], true
	}
	return kwTok{}, false
}

// startsTerm tells whether t can begin an operand.
func startsTerm(t kwTok) bool {
	return t.kind == kwWord || t.kind == kwPhrase || t.kind == kwOpen || t.kind == kwNot
}

func (p *kwParser) operand(after kwTok) error {
	if t, ok := p.peek(); !ok || !startsTerm(t) {
		return &KeywordSyntaxError{Rule: "operator", Near: after.text}
	}
	return nil
}

func (p *kwParser) or() (*KeywordExpr, error) {
	if t, ok := p.peek(); ok && (t.kind == kwOr || t.kind == kwAnd) {
		return nil, &KeywordSyntaxError{Rule: "operator", Near: t.text}
	}
	first, err := p.and()
	if err != nil {
		return nil, err
	}
	items := []*KeywordExpr{first}
	for {
		t, ok := p.peek()
		if !ok || t.kind != kwOr {
			break
		}
		p.i++
		if err := p.operand(t); err != nil {
			return nil, err
		}
		next, err := p.and()
		if err != nil {
			return nil, err
		}
		items = append(items, next)
	}
	return &KeywordExpr{Op: KeywordOr, Items: items}, nil
}

func (p *kwParser) and() (*KeywordExpr, error) {
	var items []*KeywordExpr
	for {
		t, ok := p.peek()
		if !ok {
			break
		}
		if t.kind == kwAnd {
			if len(items) == 0 {
				return nil, &KeywordSyntaxError{Rule: "operator", Near: t.text}
			}
			p.i++
			if err := p.operand(t); err != nil {
				return nil, err
			}
			continue
		}
		if !startsTerm(t) {
			break
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		items = append(items, x)
	}
	if len(items) == 0 {
		if t, ok := p.peek(); ok && t.kind == kwClose {
			return nil, &KeywordSyntaxError{Rule: "empty"}
		}
		return nil, &KeywordSyntaxError{Rule: "empty"}
	}
	return &KeywordExpr{Op: KeywordAnd, Items: items}, nil
}

func (p *kwParser) unary() (*KeywordExpr, error) {
	t, _ := p.peek()
	switch t.kind {
	case kwNot:
		p.i++
		if err := p.operand(t); err != nil {
			return nil, err
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &KeywordExpr{Op: KeywordNot, Items: []*KeywordExpr{x}}, nil
	case kwOpen:
		p.i++
		if c, ok := p.peek(); ok && c.kind == kwClose {
			return nil, &KeywordSyntaxError{Rule: "empty"}
		}
		x, err := p.or()
		if err != nil {
			return nil, err
		}
		if c, ok := p.peek(); !ok || c.kind != kwClose {
			return nil, &KeywordSyntaxError{Rule: "paren"}
		}
		p.i++
		return x, nil
	case kwPhrase:
		p.i++
		return &KeywordExpr{Op: KeywordLeaf, Phrases: []string{t.text}}, nil
	}
	p.i++
	return &KeywordExpr{Op: KeywordLeaf, Words: []string{t.text}}, nil
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
