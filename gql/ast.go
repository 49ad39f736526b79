// Package gql is the filter language of list calls: conditions joined by & (and) and |
// (or), grouped with parentheses, each a field path with an operator suffix and a value:
// client__name__icontains=acme&(status=live|status=onhold). The parser builds a syntax tree
// and knows nothing of models or SQL; the compiler resolves paths through meta and writes
// SQL through a store.Dialect.
package gql

// Node is a syntax tree node: And, Or, Not or Cond.
type Node interface{ node() }

// And holds conditions that must all hold.
type And struct{ Items []Node }

// Or holds conditions of which one must hold.
type Or struct{ Items []Node }

// Cond is one condition: Key split on "__" into Path, and the value as written (still
// URL-encoded, because a list value is split on commas before decoding).
type Cond struct {
	Path     []string
	Raw      string
	HasValue bool
	Pos      int // byte offset in the filter, for error messages
}

// Not holds a condition that must not hold: !status=live, !(a=1|b=2). A record the
// condition cannot be judged on (a link to a record the reader may not see) matches it.
type Not struct{ Item Node }

func (*And) node()  {}
func (*Not) node()  {}
func (*Or) node()   {}
func (*Cond) node() {}

// Key answers the condition's key as written.
func (c *Cond) Key() string {
	out := ""
	for i, p := range c.Path {
		if i > 0 {
			out += "__"
		}
		out += p
	}
	return out
}

// Walk calls fn for every condition of n.
func Walk(n Node, fn func(*Cond)) {
	switch x := n.(type) {
	case *And:
		for _, it := range x.Items {
			Walk(it, fn)
		}
	case *Or:
		for _, it := range x.Items {
			Walk(it, fn)
		}
	case *Not:
		Walk(x.Item, fn)
	case *Cond:
		fn(x)
	}
}

// Mentions reports whether any condition of n starts with field.
func Mentions(n Node, field string) bool {
	found := false
	Walk(n, func(c *Cond) {
		if len(c.Path) > 0 && c.Path[0] == field {
			found = true
		}
	})
	return found
}

// Without answers n less its top-level conditions on field: for a facet of status, a
// filter "status=live&owner=3" counts as "owner=3". Conditions inside an or-group stay,
// since dropping them would widen the other branches.
func Without(n Node, field string) Node {
	on := func(it Node) bool {
		c, ok := it.(*Cond)
		return ok && len(c.Path) > 0 && c.Path[0] == field
	}
	switch x := n.(type) {
	case *Cond:
		if on(x) {
			return nil
		}
	case *And:
		var keep []Node
		for _, it := range x.Items {
			if !on(it) {
				keep = append(keep, it)
			}
		}
		switch len(keep) {
		case 0:
			return nil
		case 1:
			return keep[0]
		case len(x.Items):
			return x
		}
		return &And{Items: keep}
	}
	return n
}
