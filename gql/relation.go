package gql

import (
	"fmt"

	"huntline/meta"
	"huntline/store"
)

// relation writes a condition through a relation as a subquery on the related table:
// forward (client__name__icontains=acme): the link's id is among the matching clients;
// reverse (jobsubmission_set__joborder=12): the record's id is among the links of the
// matching submissions. Both let the planner start from the side its indexes favour.
func (c *Compiler) relation(b *store.Builder, m *meta.Model, a string, f *meta.Field, inner Node) error {
	target := c.Reg.Model(f.To)
	ta := c.alias()
	if f.Type == "reverse_foreignkey" {
		link := target.Field(f.Via)
		b.S(a, ".id IN (SELECT ", c.D.FieldExpr(ta, link), " FROM ", store.Table(target.Name), " ", ta, " WHERE ")
	} else {
		b.S(c.D.FieldExpr(a, f), " IN (SELECT ", ta, ".id FROM ", store.Table(target.Name), " ", ta, " WHERE ")
	}
	if err := c.live(b, target, ta); err != nil {
		return err
	}
	b.S(" AND ")
	if err := c.node(b, target, ta, inner); err != nil {
		return err
	}
	b.S(")")
	return nil
}

// reverseExists writes whether any live record of a reverse relation points here.
func (c *Compiler) reverseExists(b *store.Builder, a string, f *meta.Field, exists bool) error {
	child := c.Reg.Model(f.To)
	ta := c.alias()
	if !exists {
		b.S("NOT ")
	}
	b.S("EXISTS (SELECT 1 FROM ", store.Table(child.Name), " ", ta, " WHERE ", c.D.FieldExpr(ta, child.Field(f.Via)), " = ", a, ".id AND ")
	if err := c.live(b, child, ta); err != nil {
		return err
	}
	b.S(")")
	return nil
}

// subtree writes the ids of the given tree nodes and all their descendants.
func (c *Compiler) subtree(b *store.Builder, tree *meta.Model, ids []any) {
	parent := tree.Field(tree.Tree.Parent)
	x, y := c.alias(), c.alias()
	t := store.Table(tree.Name)
	b.S("WITH RECURSIVE sub(id) AS (SELECT ", x, ".id FROM ", t, " ", x, " WHERE ", x, ".tenant_id = ").Arg(c.Env.TenantID).
		S(" AND ", x, ".id IN (").Args(ids).S(") UNION SELECT ", y, ".id FROM ", t, " ", y, " JOIN sub ON ", c.D.FieldExpr(y, parent), " = sub.id WHERE ", y, ".tenant_id = ").Arg(c.Env.TenantID).
		S(") SELECT id FROM sub")
}

// RollupExpr writes the value of a rollupfield for the record at alias a: an aggregate over
// the live records of its reverse relation, narrowed by the rollup's own filter.
func (c *Compiler) RollupExpr(b *store.Builder, m *meta.Model, a string, f *meta.Field) error {
	ru := f.Rollup
	rel := m.Field(ru.Relation)
	child := c.Reg.Model(rel.To)
	ta := c.alias()
	agg := "count(*)"
	if ru.Function != "count" {
		agg = ru.Function + "(" + c.D.FieldExpr(ta, child.Field(ru.Field)) + ")"
		if ru.Function == "sum" {
			agg = "COALESCE(" + agg + ", 0)"
		}
	}
	b.S("(SELECT ", agg, " FROM ", store.Table(child.Name), " ", ta, " WHERE ", c.D.FieldExpr(ta, child.Field(rel.Via)), " = ", a, ".id AND ",
		ta, ".tenant_id = ", a, ".tenant_id AND ", ta, ".is_deleted = ", c.D.Bool(false))
	// A rollup counts only the child records the user may read, like any other read.
	if c.Scope != nil {
		if err := c.Scope(b, child, ta); err != nil {
			return err
		}
	}
	if ru.Filter != "" {
		// The filter is the metadata's, so it may name fields hidden from the reader; the
		// records it counts are still only those the reader sees whole.
		if c.Veil != nil {
			defer func(v Veil) { c.Veil = v }(c.Veil)
			c.Veil = openFields{c.Veil}
		}
		n, err := Parse(ru.Filter)
		if err != nil {
			return fmt.Errorf("gql: rollup %s.%s filter: %w", m.Name, f.Name, err)
		}
		b.S(" AND ")
		if err := c.Where(b, child, ta, n); err != nil {
			return fmt.Errorf("gql: rollup %s.%s filter: %w", m.Name, f.Name, err)
		}
	}
	b.S(")")
	return nil
}
