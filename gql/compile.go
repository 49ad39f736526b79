package gql

import (
	"fmt"
	"time"

	"huntline/meta"
	"huntline/store"
)

// Env is what a filter's meaning depends on besides its text: whose tenant, who {{user.id}}
// is, and what "today" means (Now carries the tenant's time zone).
type Env struct {
	TenantID int64
	UserID   int64
	Now      time.Time
}

// Options answers the tenant's current option codes, which admins edit at run time.
type Options interface {
	Has(list, code string) bool
	Codes(list string) []string
}

// ScopeFunc appends the signed-in user's permission conditions on rows of m (table alias
// a) to b, starting with " AND ". It is called for every table a query reads, related
// tables included, so a filter cannot probe records the user may not see.
type ScopeFunc func(b *store.Builder, m *meta.Model, alias string) error

// Compiler turns filters into SQL for one request.
type Compiler struct {
	Reg     *meta.Registry
	D       store.Dialect
	Env     Env
	Options Options
	Scope   ScopeFunc
	// Keyword judges a parsed search term (a leaf of a Boolean one) for a model: the
	// store's version marks how common it is (store.KeywordQuery.Dense). Nil leaves it as is.
	Keyword func(model string, q store.KeywordQuery) store.KeywordQuery
	// KeywordScope, when set, is appended after every keyword match on a table (starting
	// with " AND "). The keyword index holds a record's display name, which may show linked
	// records (a submission's candidate); the engine limits such matches to records whose
	// shown links the user may read, so a search cannot tie a hidden record to a word.
	KeywordScope ScopeFunc
	// Veil is what the reader may not see of the records in their scope (veil.go); nil
	// veils nothing.
	Veil Veil
	// AliasPrefix starts the names of the tables this compiler adds ("t" when empty); a
	// compiler writing inside another's statement (a scope filter) takes another prefix so
	// its names never shadow the outer ones.
	AliasPrefix string
	aliases     int
	counting    bool // compiling a count or its estimate, which reads every match (keyword.go)
	window      int  // compiling a page: the rows up to its end (offset + limit), else 0 (keyword.go)
}

func (c *Compiler) alias() string {
	c.aliases++
	prefix := c.AliasPrefix
	if prefix == "" {
		prefix = "t"
	}
	return fmt.Sprintf("%s%d", prefix, c.aliases)
}

// Where writes the condition of n on rows of m (alias a). A nil n writes a true condition.
func (c *Compiler) Where(b *store.Builder, m *meta.Model, a string, n Node) error {
	if n == nil {
		b.S("1=1")
		return nil
	}
	if err := checkText(n); err != nil {
		return err
	}
	return c.node(b, m, a, n)
}

func (c *Compiler) node(b *store.Builder, m *meta.Model, a string, n Node) error {
	switch x := n.(type) {
	case *Or:
		return c.join(b, m, a, x.Items, " OR ")
	case *And:
		return c.join(b, m, a, c.groupRelations(m, x.Items), " AND ")
	case *Cond:
		return c.guarded(b, m, a, x.Path[0], func() error { return c.cond(b, m, a, x) })
	case *Not:
		return c.not(b, m, a, x)
	case *relGroup:
		return c.guarded(b, m, a, x.field.Name, func() error { return c.relation(b, m, a, x.field, x.inner) })
	}
	return fmt.Errorf("gql: unknown node %T", n)
}

func (c *Compiler) join(b *store.Builder, m *meta.Model, a string, items []Node, sep string) error {
	b.S("(")
	for i, it := range items {
		if i > 0 {
			b.S(sep)
		}
		if err := c.node(b, m, a, it); err != nil {
			return err
		}
	}
	b.S(")")
	return nil
}

// relGroup is several conditions through one relation, compiled as one subquery: with
// jobsubmission_set__joborder=12&jobsubmission_set__status=offersign both must hold for the
// same submission, as in Django.
type relGroup struct {
	field *meta.Field
	inner Node
}

func (*relGroup) node() {}

func (c *Compiler) groupRelations(m *meta.Model, items []Node) []Node {
	groups := map[string][]Node{}
	var order []string
	var out []Node
	for _, it := range items {
		cd, ok := it.(*Cond)
		if !ok || !c.follows(m, cd.Path) {
			out = append(out, it)
			continue
		}
		key := cd.Path[0]
		if _, seen := groups[key]; !seen {
			order = append(order, key)
		}
		groups[key] = append(groups[key], &Cond{Path: cd.Path[1:], Raw: cd.Raw, HasValue: cd.HasValue, Pos: cd.Pos})
	}
	for _, key := range order {
		inner := groups[key]
		var n Node = inner[0]
		if len(inner) > 1 {
			n = &And{Items: inner}
		}
		out = append(out, &relGroup{field: m.Field(key), inner: n})
	}
	return out
}

// pseudoKeys are the conditions a model takes besides its fields.
func pseudoKeys(m *meta.Model) []string {
	if m.Folderable {
		return []string{"keyword", FolderKey}
	}
	return []string{"keyword"}
}

// follows reports whether a path's first part is a single-valued relation followed by a
// field of the related model, rather than an operator on the relation's own id.
func (c *Compiler) follows(m *meta.Model, path []string) bool {
	f := m.Field(path[0])
	if f == nil || !f.IsRelation() || f.Multiple || len(path) < 2 {
		return false
	}
	return path[1] == "keyword" || c.Reg.Model(f.To).Field(path[1]) != nil
}

func (c *Compiler) cond(b *store.Builder, m *meta.Model, a string, cd *Cond) error {
	if cd.Path[0] == "keyword" {
		return c.keyword(b, m, a, cd)
	}
	f := m.Field(cd.Path[0])
	if f == nil && cd.Path[0] == FolderKey && m.Folderable {
		return c.folder(b, m, a, cd)
	}
	if f == nil {
		return &Error{Key: "gql.unknown_field", Field: cd.Path[0], Choices: sorted(append(m.FieldNames(), pseudoKeys(m)...)),
			Msg: fmt.Sprintf("%q is not a field of %s", cd.Path[0], m.Name), Args: map[string]any{"Field": cd.Path[0], "Model": m.Name}}
	}
	if c.hidden(m, f) {
		return hiddenError(cd.Key(), f)
	}
	rest := cd.Path[1:]
	if len(rest) > 0 && f.IsRelation() {
		target := c.Reg.Model(f.To)
		if rest[0] == "keyword" || target.Field(rest[0]) != nil {
			if f.Multiple {
				return &Error{Key: "gql.multi_traverse", Field: f.Name, Msg: fmt.Sprintf("%s holds several ids and cannot be followed; filter it with %s__s=1,2", f.Name, f.Name), Args: map[string]any{"Field": f.Name}}
			}
			return c.relation(b, m, a, f, &Cond{Path: rest, Raw: cd.Raw, HasValue: cd.HasValue, Pos: cd.Pos})
		}
	}
	end := ""
	if f.Type == "number-range" && len(rest) > 0 && (rest[0] == "min" || rest[0] == "max") {
		end, rest = rest[0], rest[1:]
	}
	op := "eq"
	switch len(rest) {
	case 0:
	case 1:
		op = rest[0]
	default:
		return &Error{Key: "gql.bad_path", Field: cd.Key(), Msg: fmt.Sprintf("%q: %s is not a relation to follow", cd.Key(), rest[0])}
	}
	t := term{c: c, b: b, m: m, a: a, f: f, cd: cd, op: op, end: end}
	return t.compile()
}

// live writes the conditions every read of a related table carries: same tenant, not
// deleted, and the user's scope.
func (c *Compiler) live(b *store.Builder, m *meta.Model, a string) error {
	b.S(a, ".tenant_id = ").Arg(c.Env.TenantID).S(" AND ", a, ".is_deleted = ", c.D.Bool(false))
	if c.Scope != nil {
		return c.Scope(b, m, a)
	}
	return nil
}
