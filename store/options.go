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
	if err != nil {
		return nil, fmt.Errorf("store: options: %w", err)
	}
	defer rows.Close()
	var out []OptionRow
	for rows.Next() {
		var r OptionRow
		var buildin, checked any
		if err := rows.Scan(&r.ListKey, &r.Code, &r.EnUS, &r.ZhCN, &r.ZhTW, &r.Color, &r.Ext, &buildin, &checked, &r.Order, &r.PosetOrder); err != nil {
			return nil, fmt.Errorf("store: options: %w", err)
		}
		r.IsBuildin, r.IsDefaultChecked = asBool(buildin), asBool(checked)
		out = append(out, r)
	}
	return out, rows.Err()
}
