package gql

import (
	"huntline/meta"
	"huntline/store"
)

// Query is a read of one model: a filter, an ordering and a page.
type Query struct {
	Model    *meta.Model
	Filter   Node
	Ordering string
	Limit    int
	Offset   int
	// IncludeDeleted reads deleted records too, for housekeeping such as renaming.
	IncludeDeleted bool
	// Rollups are the rollup fields a List computes for each record of the page; each
	// costs a lookup per record, so a list computes only those asked for.
	Rollups []*meta.Field
}

// root writes the conditions on the queried table: tenant, not deleted (unless the filter
// asks about is_deleted itself, as the recycle bin does), the user's scope and the filter.
// A read that would order or count records by what the reader's veil hides of them (the
// ordering's keys, counted fields) leaves veiled records out (veil.go).
func (c *Compiler) root(b *store.Builder, q Query, a string, counted ...*meta.Field) error {
	b.S(a, ".tenant_id = ").Arg(c.Env.TenantID)
	if !q.IncludeDeleted && !Mentions(q.Filter, "is_deleted") {
		b.S(" AND ", a, ".is_deleted = ", c.D.Bool(false))
	}
	if c.Scope != nil {
		if err := c.Scope(b, q.Model, a); err != nil {
			return err
		}
	}
	if c.revealing(q, counted) {
		b.S(" AND ")
		if err := c.Veil.Seen(b, q.Model, a); err != nil {
			return err
		}
	}
	if q.Filter != nil {
		b.S(" AND ")
		return c.Where(b, q.Model, a, q.Filter)
	}
	return nil
}

// List answers the statement reading one page of records: store.RecordColumns followed by
// one column per rollup field of q.Rollups. The page's ids are found first on the
// narrow index alone, then only those rows are read, so page 400 costs little more than
// page 1.
func (c *Compiler) List(q Query) (string, []any, []*meta.Field, error) {
	keys, err := ParseOrdering(q.Model, q.Ordering)
	if err == nil {
		err = c.checkOrdering(q.Model, keys)
	}
	if err != nil {
		return "", nil, nil, err
	}
	b := store.NewBuilder(c.D).S("SELECT ", store.RecordColumns(c.D, "t"))
	for _, f := range q.Rollups {
		b.S(", ")
		if err := c.RollupExpr(b, q.Model, "t", f); err != nil {
			return "", nil, nil, err
		}
	}
	b.S(" FROM ", store.Table(q.Model.Name), " t JOIN (SELECT t0.id FROM ", store.Table(q.Model.Name), " t0 WHERE ")
	if walkable(q.Model, keys, q.Filter) {
		c.window = q.Offset + q.Limit
	}
	err = c.root(b, q, "t0")
	c.window = 0
	if err != nil {
		return "", nil, nil, err
	}
	b.S(" ORDER BY ")
	if err := c.orderBy(b, q.Model, "t0", keys); err != nil {
		return "", nil, nil, err
	}
	b.S(" LIMIT ").RowsArg(q.Limit).S(" OFFSET ").RowsArg(q.Offset).S(") p ON p.id = t.id ORDER BY ")
	if err := c.orderBy(b, q.Model, "t", keys); err != nil {
		return "", nil, nil, err
	}
	query, args := b.SQL()
	return query, args, q.Rollups, nil
}

// Count answers the statement counting the query's records, stopping after limit+1 when
// limit > 0: past that point users see "10,000+" and an exact figure is not worth a scan.
func (c *Compiler) Count(q Query, limit int) (string, []any, error) {
	c.counting = true
	defer func() { c.counting = false }()
	b := store.NewBuilder(c.D)
	if limit > 0 {
		b.S("SELECT count(*) FROM (SELECT 1 FROM ", store.Table(q.Model.Name), " t0 WHERE ")
	} else {
		b.S("SELECT count(*) FROM ", store.Table(q.Model.Name), " t0 WHERE ")
	}
	if err := c.root(b, q, "t0"); err != nil {
		return "", nil, err
	}
	if limit > 0 {
		b.S(" LIMIT ").RowsArg(limit + 1).S(") s")
	}
	query, args := b.SQL()
	return query, args, nil
}

// Rows answers a plain select of the query's matching rows (no count, no paging) for the
// planner's estimate.
func (c *Compiler) Rows(q Query) (string, []any, error) {
	c.counting = true // estimated as a count is made, not as a page is (keyword.go)
	defer func() { c.counting = false }()
	return c.selectWhere("1", q)
}

// MinID answers the smallest id matching the query (NULL when none): "is there one, and
// which". Without an ORDER BY ... LIMIT the planner may answer an OR of indexed conditions
// from each condition's index; ordered by id, SQLite walked the whole table instead.
func (c *Compiler) MinID(q Query) (string, []any, error) { return c.selectWhere("min(t0.id)", q) }

// selectWhere answers SELECT what over the query's matching rows (alias t0), unordered.
func (c *Compiler) selectWhere(what string, q Query) (string, []any, error) {
	b := store.NewBuilder(c.D).S("SELECT ", what, " FROM ", store.Table(q.Model.Name), " t0 WHERE ")
	if err := c.root(b, q, "t0"); err != nil {
		return "", nil, err
	}
	query, args := b.SQL()
	return query, args, nil
}

// IDs answers the ids matching the query in order, for exports and mass actions.
func (c *Compiler) IDs(q Query) (string, []any, error) {
	keys, err := ParseOrdering(q.Model, q.Ordering)
	if err == nil {
		err = c.checkOrdering(q.Model, keys)
	}
	if err != nil {
		return "", nil, err
	}
	b := store.NewBuilder(c.D).S("SELECT t0.id FROM ", store.Table(q.Model.Name), " t0 WHERE ")
	if err := c.root(b, q, "t0"); err != nil {
		return "", nil, err
	}
	b.S(" ORDER BY ")
	if err := c.orderBy(b, q.Model, "t0", keys); err != nil {
		return "", nil, err
	}
	if q.Limit > 0 {
		b.S(" LIMIT ").RowsArg(q.Limit).S(" OFFSET ").RowsArg(q.Offset)
	}
	query, args := b.SQL()
	return query, args, nil
}

// ByIDs answers the statement reading records of m by id within the tenant, with the
// user's scope: what demandKeys expansion and exports read.
func (c *Compiler) ByIDs(m *meta.Model, ids []any, withRollups bool) (string, []any, []*meta.Field, error) {
	b := store.NewBuilder(c.D).S("SELECT ", store.RecordColumns(c.D, "t"))
	var rollups []*meta.Field
	if withRollups {
		for _, f := range m.DataFields() {
			if f.Type == "rollupfield" {
				b.S(", ")
				if err := c.RollupExpr(b, m, "t", f); err != nil {
					return "", nil, nil, err
				}
				rollups = append(rollups, f)
			}
		}
	}
	b.S(" FROM ", store.Table(m.Name), " t WHERE t.tenant_id = ").Arg(c.Env.TenantID).S(" AND t.id IN (").Args(ids).S(")")
	if c.Scope != nil {
		if err := c.Scope(b, m, "t"); err != nil {
			return "", nil, nil, err
		}
	}
	query, args := b.SQL()
	return query, args, rollups, nil
}

// ByLink answers the live records of child whose link field holds one of ids, for
// expanding a reverse relation; at most limit rows.
func (c *Compiler) ByLink(child *meta.Model, link *meta.Field, ids []any, limit int) (string, []any, error) {
	b := store.NewBuilder(c.D).S("SELECT ", store.RecordColumns(c.D, "t"), " FROM ", store.Table(child.Name), " t WHERE ")
	if err := c.live(b, child, "t"); err != nil {
		return "", nil, err
	}
	// The children come in the child model's own ordering (a candidate's latest job first).
	o, err := ParseOrdering(child, "")
	if err != nil {
		return "", nil, err
	}
	b.S(" AND ", c.D.FieldExpr("t", link), " IN (").Args(ids).S(") ORDER BY ")
	if err := c.orderBy(b, child, "t", o); err != nil {
		return "", nil, err
	}
	b.S(" LIMIT ").RowsArg(limit)
	query, args := b.SQL()
	return query, args, nil
}
