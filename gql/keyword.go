package gql

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// keyword writes keyword=: a plain term or a Boolean one (store/keyword_bool.go). A plain
// term, and any term that parses to one leaf, is written as it always was: the dialect's
// match, then the keyword scope. A Boolean term writes each leaf so, in parentheses, joined
// by AND and OR, with NOT before a negated leaf: the keyword scope belongs to the leaf, so
// that a NOT cannot learn, by leaving a record out, what a name showing a hidden record holds.
// A common leaf is written as a probe of the record's keyword row (Dialect.KeywordProbe)
// when the whole term plausibly matches many records (ProbeShare).
func (c *Compiler) keyword(b *store.Builder, m *meta.Model, a string, cd *Cond) error {
	if len(cd.Path) > 1 {
		return &Error{Key: "gql.bad_path", Field: cd.Key(), Msg: fmt.Sprintf("keyword takes no operator (%q)", cd.Key())}
	}
	text, err := decode(cd.Raw)
	if err != nil {
		return err
	}
	x, err := ParseKeyword(text)
	if err != nil {
		return err
	}
	if x == nil {
		b.S("1=1")
		return nil
	}
	part := c.keywordPart(m)
	x.Leaves(func(q *store.KeywordQuery) {
		q.Hidden = part
		if c.Keyword != nil {
			*q = c.Keyword(m.Name, *q)
		}
	})
	if !c.counting && c.window > 0 {
		walk := float64(c.window) / share(x) // rows a page walks in its order to fill itself
		x.Leaves(func(q *store.KeywordQuery) { q.Walk = !q.Probe && WalkPays(walk, *q) })
	}
	if x.Op == store.KeywordLeaf {
		if x.Leaf.Probe && !c.counting {
			return c.keywordTree(b, m, a, x, true)
		}
		return c.keywordLeaf(b, m, a, x.Leaf)
	}
	return c.keywordTree(b, m, a, x, !c.counting && share(x) >= ProbeShare)
}

// WalkRatio is how many rows of the list's order a page may walk, testing each against a
// term's matches, per match that reading the matches first would read and sort.
// Walking an order index costs an index entry and a lookup in the matches read once;
// reading the matches first costs a record row each, and a sort. On SQLite at 100,000
// candidates "zhang" (7,095 matches) fills a page of 25 within about 360 rows.
const WalkRatio = 4

// WalkPays answers whether a page should walk its order (store.KeywordQuery.Walk) for leaf
// q, when filling it plausibly takes walk rows: only where the store tells the share and
// the record count the share was taken of (SQLite), and only while the walk is shorter
// than WalkRatio times the leaf's matches. A rare term, or a deep page, keeps reading the
// matches first; a term common enough to probe record by record (store.KeywordQuery.Probe)
// keeps its probe.
func WalkPays(walk float64, q store.KeywordQuery) bool {
	if q.Rows <= 0 || q.Share <= 0 || walk <= 0 || math.IsInf(walk, 0) {
		return false
	}
	return walk <= WalkRatio*q.Share*q.Rows
}

// ProbeShare is the share of records a Boolean term must plausibly match for a page to probe
// its common leaves record by record (Dialect.KeywordProbe): walked in the list's order, a
// page then finds its rows among the first few hundred. A rarer term's matches are better
// found once, through the index; so are a count's, which reads every match, and its
// estimate (the planner judges a probe's selectivity blindly).
const ProbeShare = 0.1

// share estimates the share of records x matches from its leaves' (store statistics), the
// leaves taken as independent; 0 where statistics do not tell.
func share(x *store.KeywordExpr) float64 {
	switch x.Op {
	case store.KeywordLeaf:
		return x.Leaf.Share
	case store.KeywordNot:
		if s := share(x.Items[0]); s > 0 {
			return 1 - s
		}
		return 0
	case store.KeywordAnd:
		out := 1.0
		for _, it := range x.Items {
			out *= share(it)
		}
		return out
	}
	none := 1.0
	for _, it := range x.Items {
		none *= 1 - share(it)
	}
	return 1 - none
}

func (c *Compiler) keywordLeaf(b *store.Builder, m *meta.Model, a string, q store.KeywordQuery) error {
	c.D.KeywordMatch(b, a, m.Name, q)
	if c.KeywordScope != nil {
		return c.KeywordScope(b, m, a)
	}
	return nil
}

func (c *Compiler) keywordTree(b *store.Builder, m *meta.Model, a string, x *store.KeywordExpr, probe bool) error {
	switch x.Op {
	case store.KeywordLeaf:
		b.S("(")
		if (x.Leaf.Dense || x.Leaf.Probe) && probe && !x.Leaf.Walk {
			c.D.KeywordProbe(b, a, m.Name, x.Leaf)
		} else {
			c.D.KeywordMatch(b, a, m.Name, x.Leaf)
		}
		if c.KeywordScope != nil {
			if err := c.KeywordScope(b, m, a); err != nil {
				return err
			}
		}
		b.S(")")
		return nil
	case store.KeywordNot:
		b.S("NOT ")
		return c.keywordTree(b, m, a, x.Items[0], probe)
	}
	sep := " AND "
	if x.Op == store.KeywordOr {
		sep = " OR "
	}
	b.S("(")
	for i, it := range x.Items {
		if i > 0 {
			b.S(sep)
		}
		if err := c.keywordTree(b, m, a, it, probe); err != nil {
			return err
		}
	}
	b.S(")")
	return nil
}

// ParseKeyword parses the text of keyword= (decoded): nil for an empty term, or a refusal
// naming the keyword and the rule broken (a term too long, a quote or parenthesis not
// closed, an operator with nothing to join).
func ParseKeyword(text string) (*store.KeywordExpr, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	n := len([]rune(text))
	if n > store.MaxBooleanKeywordLength {
		return nil, keywordTooLong(store.MaxBooleanKeywordLength)
	}
	x, err := store.ParseKeywordExpr(text)
	var se *store.KeywordSyntaxError
	if errors.As(err, &se) {
		return nil, &Error{Key: "gql.keyword_" + se.Rule, Field: "keyword", Msg: "keyword: " + se.Error(), Args: map[string]any{"Near": se.Near}}
	}
	if err != nil {
		return nil, err
	}
	if x.Plain && n > store.MaxKeywordLength {
		return nil, keywordTooLong(store.MaxKeywordLength)
	}
	return x, nil
}

func keywordTooLong(max int) error {
	return &Error{Key: "gql.keyword_too_long", Field: "keyword", Msg: fmt.Sprintf("a search term may have at most %d characters", max), Args: map[string]any{"Max": max}}
}

// KeywordTerms answers the words and phrases a record listed by filter n holds for its
// keyword= conditions on the model itself (not those through relations, nor negated
// ones): what a snippet of where it matched looks for.
func KeywordTerms(n Node) []store.KeywordTerm {
	var out []store.KeywordTerm
	var walk func(n Node)
	walk = func(n Node) {
		switch x := n.(type) {
		case *And:
			for _, it := range x.Items {
				walk(it)
			}
		case *Or:
			for _, it := range x.Items {
				walk(it)
			}
		case *Cond:
			if len(x.Path) != 1 || x.Path[0] != "keyword" {
				return
			}
			text, err := decode(x.Raw)
			if err != nil {
				return
			}
			if k, err := ParseKeyword(text); err == nil && k != nil {
				out = append(out, k.Positive()...)
			}
		}
	}
	walk(n)
	return out
}
