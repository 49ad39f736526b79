package store

import (
	"context"
	"encoding/json"
	"time"
)

// LoggedChange is one row of a record's change log, as the Change Log tab reads it.
type LoggedChange struct {
	ID        int64
	Action    string
	Field     string
	Old, New  any
	UserID    int64
	CreatedAt time.Time
}

// RecordChanges answers a record's change log, newest first, at most limit rows.
func (s *Store) RecordChanges(ctx context.Context, tenant int64, model string, record int64, limit int) ([]LoggedChange, error) {
	q := s.r.Rebind("SELECT id, action, field, old_value, new_value, user_id, created_at FROM change_log WHERE tenant_id = ? AND model = ? AND record_id = ? ORDER BY id DESC LIMIT ?")
	rows, err := s.r.QueryContext(ctx, q, tenant, model, record, limit)
	return collect("change log", rows, err, func(rows Rows) (LoggedChange, error) {
		var c LoggedChange
		var old, next, user, at any
		if err := rows.Scan(&c.ID, &c.Action, &c.Field, &old, &next, &user, &at); err != nil {
			return c, err
		}
		c.Old, c.New = loggedValue(old), loggedValue(next)
		if id, ok := user.(int64); ok {
			c.UserID = id
		}
		c.CreatedAt, _ = asTime(at)
		return c, nil
	})
}

// loggedValue decodes a logged value (JSON text on both dialects).
func loggedValue(v any) any {
	var raw []byte
	switch t := v.(type) {
	case nil:
		return nil
	case string:
		raw = []byte(t)
	case []byte:
		raw = t
	default:
		return t
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		return string(raw)
	}
	return out
}
