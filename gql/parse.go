package gql

import (
	"fmt"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Limits on a filter, so that one request cannot make the server parse or compile without
// end. The engine answers 400 when a filter passes them.
const (
	MaxLength     = 8192
	MaxConditions = 200
	MaxDepth      = 16
)

var cache, _ = lru.New[string, Node](2048)

// Parse reads a filter. An empty filter is a nil Node (no condition). Parsed trees are
// cached: they are never changed after parsing.
func Parse(s string) (Node, error) {
	if n, ok := cache.Get(s); ok {
		return n, nil
	}
	if len(s) > MaxLength {
		return nil, &Error{Key: "gql.too_long", Msg: fmt.Sprintf("the filter is %d characters long; the limit is %d", len(s), MaxLength), Args: map[string]any{"Len": len(s), "Max": MaxLength}}
	}
	p := &parser{src: s}
	n, err := p.parseOr(0)
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.src) {
		return nil, p.fail("unexpected %q", string(p.src[p.pos]))
	}
	cache.Add(s, n)
	return n, nil
}

type parser struct {
	src   string
	pos   int
	conds int
}

func (p *parser) fail(format string, args ...any) error {
	return &Error{Key: "gql.syntax", Msg: fmt.Sprintf("filter syntax error at character %d: %s", p.pos+1, fmt.Sprintf(format, args...)), Args: map[string]any{"Pos": p.pos + 1}}
}

func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func (p *parser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n' || p.src[p.pos] == '\r') {
		p.pos++
	}
}

// parseOr reads and-groups separated by |. Empty items (a trailing & or |) are skipped, as
// clients that build filters by concatenation often leave one.
func (p *parser) parseOr(depth int) (Node, error) {
	if depth > MaxDepth {
		return nil, p.fail("parentheses nested deeper than %d", MaxDepth)
	}
	var items []Node
	for {
		n, err := p.parseAnd(depth)
		if err != nil {
			return nil, err
		}
		if n != nil {
			items = append(items, n)
		}
		if p.peek() != '|' {
			break
		}
		p.pos++
	}
	switch len(items) {
	case 0:
		return nil, nil
	case 1:
		return items[0], nil
	}
	return &Or{Items: items}, nil
}

func (p *parser) parseAnd(depth int) (Node, error) {
	var items []Node
	for {
		p.skipSpace()
		var n Node
		var err error
		negated := p.peek() == '!'
		if negated {
			p.pos++
			p.skipSpace()
		}
		switch c := p.peek(); {
		case c == '(':
			start := p.pos
			p.pos++
			if n, err = p.parseOr(depth + 1); err != nil {
				return nil, err
			}
			if p.peek() != ')' {
				p.pos = start
				return nil, p.fail("unclosed parenthesis")
			}
			p.pos++
		case c == 0 || c == '|' || c == ')' || c == '&':
		default:
			if n, err = p.parseCond(); err != nil {
				return nil, err
			}
		}
		if negated {
			if n == nil {
				return nil, p.fail("\"!\" needs a condition or a group after it")
			}
			n = &Not{Item: n}
		}
		if n != nil {
			items = append(items, n)
		}
		p.skipSpace()
		if p.peek() != '&' {
			break
		}
		p.pos++
	}
	switch len(items) {
	case 0:
		return nil, nil
	case 1:
		return items[0], nil
	}
	return &And{Items: items}, nil
}

func (p *parser) parseCond() (Node, error) {
	p.conds++
	if p.conds > MaxConditions {
		return nil, &Error{Key: "gql.too_many", Msg: fmt.Sprintf("the filter has more than %d conditions", MaxConditions), Args: map[string]any{"Max": MaxConditions}}
	}
	start := p.pos
	for p.pos < len(p.src) && !strings.ContainsRune("=&|()", rune(p.src[p.pos])) {
		p.pos++
	}
	key := strings.TrimSpace(p.src[start:p.pos])
	if key == "" {
		return nil, p.fail("a condition needs a field name before %q", string(p.peek()))
	}
	c := &Cond{Path: strings.Split(key, "__"), Pos: start}
	for _, part := range c.Path {
		if part == "" {
			p.pos = start
			return nil, p.fail("%q has an empty part between double underscores", key)
		}
	}
	if p.peek() != '=' {
		if p.peek() == '(' {
			return nil, p.fail("unexpected \"(\" after %q", key)
		}
		return c, nil
	}
	p.pos++
	c.HasValue = true
	// The value runs to the next & or |, or to a ) that closes a group of the filter. A
	// value's own balanced parentheses ("Acme (China)") stay in it, since clients leave
	// parentheses unencoded.
	vstart, open := p.pos, 0
	for ; p.pos < len(p.src); p.pos++ {
		ch := p.src[p.pos]
		if ch == '&' || ch == '|' {
			break
		}
		if ch == '(' {
			open++
		}
		if ch == ')' {
			if open == 0 {
				break
			}
			open--
		}
	}
	c.Raw = strings.TrimSpace(p.src[vstart:p.pos])
	return c, nil
}
