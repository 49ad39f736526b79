package store

import (
	"strconv"
	"strings"
)

// Builder accumulates one SQL statement and its bound arguments. Every literal from a
// request goes through Arg, so no client text ever reaches SQL unquoted.
type Builder struct {
	d      Dialect
	sb     strings.Builder
	args   []any
	opaque bool // SQLite: placeholders the planner does not look into (Opaque)
}

// NewBuilder starts an empty statement for dialect d.
func NewBuilder(d Dialect) *Builder { return &Builder{d: d} }

// Dialect answers the builder's dialect.
func (b *Builder) Dialect() Dialect { return b.d }

// S appends SQL text written by our own code (never client input).
func (b *Builder) S(parts ...string) *Builder {
	for _, p := range parts {
		b.sb.WriteString(p)
	}
	return b
}

// Arg appends a placeholder bound to v.
func (b *Builder) Arg(v any) *Builder { return b.placeholder(v, b.opaque) }

// placeholder appends a placeholder bound to v, written +? when opaque (see Opaque).
func (b *Builder) placeholder(v any, opaque bool) *Builder {
	b.args = append(b.args, v)
	if opaque {
		b.sb.WriteString("+")
	}
	b.sb.WriteString(b.d.Placeholder(len(b.args)))
	return b
}

// Opaque makes the placeholders written from now on ones SQLite's planner does not read
// the bound value of. With the sampled statistics ANALYZE keeps (stat4), SQLite compiles a
// statement again whenever a value it planned with changes, so a prepared statement run
// with new values every time (a create's duplicate check) was compiled twice per run, half
// of a create's CPU. A unary plus hides the value and changes nothing else: it is a no-op
// that keeps the value's type and leaves the comparison's affinity to the column. Use it
// for equality lookups whose plan does not depend on the value; PostgreSQL is unaffected.
func (b *Builder) Opaque() *Builder {
	b.opaque = b.d.Name() == "sqlite"
	return b
}

// RowsArg appends a placeholder for a LIMIT or OFFSET. SQLite reads the value bound to a
// LIMIT placeholder while planning (to stop a sort early), so a statement run with another
// page size or offset was compiled afresh at each run, prepared or not: 16 % of a list
// page's CPU. Written +? (Opaque) on SQLite, it is planned once; PostgreSQL is unaffected.
func (b *Builder) RowsArg(v int) *Builder { return b.placeholder(v, b.d.Name() == "sqlite") }

// Args appends a comma-separated list of placeholders.
func (b *Builder) Args(vs []any) *Builder { return argList(b, vs) }

// IDs appends a comma-separated list of placeholders bound to ids.
func (b *Builder) IDs(ids []int64) *Builder { return argList(b, ids) }

func argList[T any](b *Builder, vs []T) *Builder {
	for i, v := range vs {
		if i > 0 {
			b.sb.WriteString(", ")
		}
		b.Arg(v)
	}
	return b
}

// Len answers the length of the SQL so far, for callers that need to undo a tentative part.
func (b *Builder) Len() int { return b.sb.Len() }

// SQL answers the statement and its arguments.
func (b *Builder) SQL() (string, []any) { return b.sb.String(), b.args }

// String answers the statement text.
func (b *Builder) String() string { return b.sb.String() }

func quoteLiteral(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func itoa(n int) string { return strconv.Itoa(n) }
