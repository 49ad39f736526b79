package store

import (
	"context"
	"encoding/json"
	"fmt"
)

// TenantSettings reads a tenant's settings document (time zone, client type, flags).
func (s *Store) TenantSettings(ctx context.Context, tenant int64) (map[string]any, error) {
	var raw []byte
	if err := s.r.QueryRowxContext(ctx, s.r.Rebind("SELECT "+jsonText(s.d, "settings")+" FROM tenant WHERE id = ?"), tenant).Scan(&raw); err != nil {
		return nil, fmt.Errorf("store: tenant %d: %w", tenant, err)
	}
	return DecodeDoc(raw)
}

// EstimateRows answers PostgreSQL's row estimate for a query; ok is false on SQLite, which
// keeps no such estimate.
func (s *Store) EstimateRows(ctx context.Context, query string, args ...any) (n int64, ok bool, err error) {
	if s.d.Name() != "postgres" {
		return 0, false, nil
	}
	var plan string
	if err := s.r.QueryRowxContext(ctx, "EXPLAIN (FORMAT JSON) "+query, args...).Scan(&plan); err != nil {
		return 0, false, fmt.Errorf("store: estimate: %w", err)
	}
	var out []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := json.Unmarshal([]byte(plan), &out); err != nil || len(out) == 0 {
		return 0, false, fmt.Errorf("store: estimate: %v", err)
	}
	return int64(out[0].Plan.Rows), true, nil
}

// MergeTenantSettings sets keys of a tenant's settings document, keeping the others.
func (s *Store) MergeTenantSettings(ctx context.Context, tenant int64, patch map[string]any) error {
	return s.Tx(ctx, func(tx *Tx) error {
		var raw []byte
		lock := ""
		if s.d.Name() == "postgres" {
			lock = " FOR UPDATE"
		}
		if err := tx.tx.QueryRowxContext(ctx, tx.tx.Rebind("SELECT "+jsonText(s.d, "settings")+" FROM tenant WHERE id = ?"+lock), tenant).Scan(&raw); err != nil {
			return fmt.Errorf("store: tenant %d: %w", tenant, err)
		}
		doc, err := DecodeDoc(raw)
		if err != nil {
			return err
		}
		for k, v := range patch {
			doc[k] = v
		}
		out, err := json.Marshal(doc)
		if err != nil {
			return fmt.Errorf("store: tenant %d settings: %w", tenant, err)
		}
		b := NewBuilder(s.d).S("UPDATE tenant SET settings = ").Arg(string(out)).S(jsonCast(s.d), " WHERE id = ").Arg(tenant)
		q, args := b.SQL()
		_, err = tx.tx.ExecContext(ctx, q, args...)
		return err
	})
}
