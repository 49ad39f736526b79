package engine

import (
	"context"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Core services for modules that write several records in one transaction of their own and
// count records per value of a field.

// CreateInTx writes a new record of m with set in tx as p: defaults, checks (the model's
// duplicates rule included), hooks and change log as any create. set holds values the
// module composed itself, so links in it are not checked as the user's choice. Call Written
// once the transaction is committed.
func (e *Engine) CreateInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, set map[string]any) (int64, error) {
	res, err := e.writes.createIn(ctx, tx, p, m, &input{set: set})
	if err != nil {
		return 0, err
	}
	return res.ID, nil
}

// CountBy counts the records of m in p's scope per value of f, in one grouped read (the
// facet statement), at most limit values. Keys are values as facets answer them (an id as
// int64; nil for records without one).
func (e *Engine) CountBy(ctx context.Context, p Principal, m *meta.Model, f *meta.Field, limit int) (map[any]int64, error) {
	query, args, err := e.compiler(ctx, p).Facet(gql.Query{Model: m}, f, limit)
	if err != nil {
		return nil, err
	}
	rows, err := e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	counts, err := scanCounts(rows, f)
	out := make(map[any]int64, len(counts))
	for _, c := range counts {
		out[c.Key] = c.Value
	}
	return out, err
}

// FieldErrors collects the refused values of a module's input and becomes one 400 naming
// each field and rule, as a record save's do.
type FieldErrors []FieldError

// Add refuses a value of f by a rule (its message key is "rule."+rule) with its English text.
func (fe *FieldErrors) Add(f *meta.Field, rule, msg string, args map[string]any) {
	(*fieldErrors)(fe).add(f, rule, msg, args)
}

// AddValue refuses a value of f that its type's normalising refused (a *meta.ValueError
// keeps its rule).
func (fe *FieldErrors) AddValue(f *meta.Field, err error) { (*fieldErrors)(fe).addValue(f, err) }

// Err answers the 400, or nil when nothing was refused.
func (fe FieldErrors) Err() error { return fieldErrors(fe).err() }
