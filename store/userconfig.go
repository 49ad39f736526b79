package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// UserConfig answers a user's settings, key by key.
func (s *Store) UserConfig(ctx context.Context, tenant, user int64) (map[string]any, error) {
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind("SELECT key, "+jsonText(s.d, "value")+" FROM user_config WHERE tenant_id = ? AND user_id = ? ORDER BY key"), tenant, user)
	if err != nil {
		return nil, fmt.Errorf("store: user config: %w", err)
	}
	defer rows.Close()
	out := map[string]any{}
	for rows.Next() {
		var key, raw string
		if err := rows.Scan(&key, &raw); err != nil {
			return nil, fmt.Errorf("store: user config: %w", err)
		}
		var v any
		if err := json.Unmarshal([]byte(raw), &v); err != nil {
			return nil, fmt.Errorf("store: user config %s: %w", key, err)
		}
		out[key] = v
	}
	return out, rows.Err()
}

// SetUserConfig writes settings in one transaction; a nil value removes its key.
func (s *Store) SetUserConfig(ctx context.Context, tenant, user int64, patch map[string]any, now time.Time) error {
	return s.Tx(ctx, func(tx *Tx) error {
		for key, v := range patch {
			if v == nil {
				if _, err := tx.Exec(ctx, tx.tx.Rebind("DELETE FROM user_config WHERE tenant_id = ? AND user_id = ? AND key = ?"), tenant, user, key); err != nil {
					return fmt.Errorf("store: user config %s: %w", key, err)
				}
				continue
			}
			raw, err := json.Marshal(v)
			if err != nil {
				return fmt.Errorf("store: user config %s: %w", key, err)
			}
			b := NewBuilder(s.d).S("INSERT INTO user_config (tenant_id, user_id, key, value, updated_at) VALUES (").
				Args([]any{tenant, user, key}).S(", ").Arg(string(raw)).S(jsonCast(s.d), ", ").Arg(s.d.TimeArg(now)).S(") ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at")
			query, args := b.SQL()
			if _, err := tx.Exec(ctx, query, args...); err != nil {
				return fmt.Errorf("store: user config %s: %w", key, err)
			}
		}
		return nil
	})
}
