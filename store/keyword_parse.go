package store

import (
	"strings"
	"unicode"
)

// The lexer and parser of Boolean search terms (keyword_bool.go says what they mean):
// words, "phrases" and parentheses, AND, OR and NOT as upper-case words, words side by side
// joined by AND.

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
