package gql

import (
	"strings"

	"huntline/meta"
)

// Sums answers one statement adding up each of fields over the query's records (one row,
// a column per field, NULL when no record has a value): the totals under a list's money
// columns, under exactly the filter and scope of the list itself.
func (c *Compiler) Sums(q Query, fields []*meta.Field) (string, []any, error) {
	c.counting = true // read as a count is, not as a page
	defer func() { c.counting = false }()
	sums := make([]string, len(fields))
	for i, f := range fields {
		if c.hidden(q.Model, f) {
			return "", nil, hiddenError("totals", f)
		}
		sums[i] = "sum(" + c.D.FieldExpr("t0", f) + ")"
	}
	return c.selectWhere(strings.Join(sums, ", "), q)
}
