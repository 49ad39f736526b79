package store

import (
	"context"
	"fmt"

	"huntline/meta"
)

// OptionRow is an option as a tenant has it.
type OptionRow struct {
	ListKey string `db:"list_key"`
	meta.Option
}

// SeedOptions copies shipped option lists into a tenant's option table, adding what is
// missing and leaving what admins changed alone.
func (s *Store) SeedOptions(ctx context.Context, tenant int64, lists []*meta.OptionList) error {
	return s.Tx(ctx, func(tx *Tx) error {
		for _, l := range lists {
			for i, o := range l.Options {
				order := o.Order
				if order == 0 {
					order = i + 1
				}
				b := NewBuilder(s.d).S("INSERT INTO option_item (tenant_id, list_key, code, en_us, zh_cn, zh_tw, color, ext, is_buildin, is_default_checked, sort, poset_order) VALUES (").
					Args([]any{tenant, l.Key, o.Code, o.EnUS, o.ZhCN, o.ZhTW, o.Color, o.Ext, o.IsBuildin, o.IsDefaultChecked, order, o.PosetOrder}).
					S(") ON CONFLICT (tenant_id, list_key, code) DO NOTHING")
				q, args := b.SQL()
				if _, err := tx.Exec(ctx, q, args...); err != nil {
					return fmt.Errorf("store: seed option %s.%s: %w", l.Key, o.Code, err)
				}
			}
		}
		return nil
	})
}

// Options reads every option of a tenant, in list order.
func (s *Store) Options(ctx context.Context, tenant int64) ([]OptionRow, error) {
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind(`SELECT list_key, code, en_us, zh_cn, zh_tw, color, ext, is_buildin, is_default_checked, sort, poset_order
		FROM option_item WHERE tenant_id = ? ORDER BY list_key, sort, id`), tenant)
	return collect("options", rows, err, func(rows Rows) (OptionRow, error) {
		var r OptionRow
		var buildin, checked any
		err := rows.Scan(&r.ListKey, &r.Code, &r.EnUS, &r.ZhCN, &r.ZhTW, &r.Color, &r.Ext, &buildin, &checked, &r.Order, &r.PosetOrder)
		r.IsBuildin, r.IsDefaultChecked = asBool(buildin), asBool(checked)
		return r, err
	})
}

// ListOptions reads one option list of a tenant inside the transaction, in order, so an
// edit compares and replaces exactly what is stored.
func (t *Tx) ListOptions(ctx context.Context, tenant int64, key string) ([]meta.Option, error) {
	rows, err := t.tx.QueryxContext(ctx, t.tx.Rebind(`SELECT code, en_us, zh_cn, zh_tw, color, ext, is_buildin, is_default_checked, sort, poset_order
		FROM option_item WHERE tenant_id = ? AND list_key = ? ORDER BY sort, id`), tenant, key)
	return collect("option list "+key, rows, err, func(rows Rows) (meta.Option, error) {
		var o meta.Option
		var buildin, checked any
		err := rows.Scan(&o.Code, &o.EnUS, &o.ZhCN, &o.ZhTW, &o.Color, &o.Ext, &buildin, &checked, &o.Order, &o.PosetOrder)
		o.IsBuildin, o.IsDefaultChecked = asBool(buildin), asBool(checked)
		return o, err
	})
}

// ReplaceOptions makes opts the tenant's whole list key, in their order (Order and
// PosetOrder as given).
func (t *Tx) ReplaceOptions(ctx context.Context, tenant int64, key string, opts []meta.Option) error {
	if _, err := t.tx.ExecContext(ctx, t.tx.Rebind(`DELETE FROM option_item WHERE tenant_id = ? AND list_key = ?`), tenant, key); err != nil {
		return fmt.Errorf("store: replace option list %s: %w", key, err)
	}
	for _, o := range opts {
		b := NewBuilder(t.d).S("INSERT INTO option_item (tenant_id, list_key, code, en_us, zh_cn, zh_tw, color, ext, is_buildin, is_default_checked, sort, poset_order) VALUES (").
			Args([]any{tenant, key, o.Code, o.EnUS, o.ZhCN, o.ZhTW, o.Color, o.Ext, o.IsBuildin, o.IsDefaultChecked, o.Order, o.PosetOrder}).S(")")
		q, args := b.SQL()
		if _, err := t.tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("store: save option %s.%s: %w", key, o.Code, err)
		}
	}
	return nil
}

// OptionHolders answers the ids of the records of m, deleted ones included, whose choice
// field f holds code (as its value, or among its values for a multi-choice field).
func (t *Tx) OptionHolders(ctx context.Context, m *meta.Model, f *meta.Field, tenant int64, code string) ([]int64, error) {
	b := NewBuilder(t.d).S("SELECT id FROM ", Table(m.Name), " t0 WHERE t0.tenant_id = ").Arg(tenant).S(" AND ")
	if f.Kind().Storage(f) == meta.StoreTextList {
		t.d.ListAny(b, "t0", f, []any{code})
	} else {
		b.S(t.d.FieldExpr("t0", f), " = ").Arg(code)
	}
	b.S(" ORDER BY id")
	q, args := b.SQL()
	rows, err := t.tx.QueryxContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: records of %s.%s holding %q: %w", m.Name, f.Name, code, err)
	}
	var out []int64
	err = ScanIDs(rows, func(id int64) { out = append(out, id) })
	return out, err
}

// OptionUsage counts, per option code, the records of m (deleted ones included) whose
// choice field f holds it: one grouped scan, for the option editor.
func (s *Store) OptionUsage(ctx context.Context, m *meta.Model, f *meta.Field, tenant int64) (map[string]int, error) {
	from, key := Table(m.Name)+" t0", s.d.FieldExpr("t0", f)
	if f.Kind().Storage(f) == meta.StoreTextList {
		var elems string
		elems, key = s.d.ListElements("t0", f)
		from += ", " + elems
	}
	b := NewBuilder(s.d).S("SELECT ", key, " AS k, count(*) AS n FROM ", from, " WHERE t0.tenant_id = ").Arg(tenant).S(" GROUP BY ", key)
	q, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: option usage of %s.%s: %w", m.Name, f.Name, err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var k *string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return nil, err
		}
		if k != nil {
			out[*k] += n
		}
	}
	return out, rows.Err()
}
