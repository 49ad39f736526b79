package store

import (
	"context"
	"fmt"
	"time"
)

// View is one opening of a record by a user.
type View struct {
	UserID   int64     `json:"user_id"`
	Model    string    `json:"model"`
	RecordID int64     `json:"record_id"`
	ViewedAt time.Time `json:"viewed_at"`
}

// LogView records that a user opened a record.
func (s *Store) LogView(ctx context.Context, tenant int64, v View) error {
	b := NewBuilder(s.d).S("INSERT INTO view_log (tenant_id, user_id, model, record_id, viewed_at) VALUES (").
		Args([]any{tenant, v.UserID, v.Model, v.RecordID, s.d.TimeArg(v.ViewedAt)}).S(")")
	query, args := b.SQL()
	if _, err := s.w.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("store: log view: %w", err)
	}
	return nil
}

// recentViewWindow bounds how far back "recently browsed" looks, so the answer costs the
// same for a user with years of history.
const recentViewWindow = 200

// RecentViews answers the records a user opened most recently, each once, newest first;
// model narrows them to one model when given.
func (s *Store) RecentViews(ctx context.Context, tenant, user int64, model string, limit int) ([]View, error) {
	b := NewBuilder(s.d).S("SELECT model, record_id, max(id) AS last, max(viewed_at) FROM (SELECT id, model, record_id, viewed_at FROM view_log WHERE tenant_id = ").
		Arg(tenant).S(" AND user_id = ").Arg(user)
	if model != "" {
		b.S(" AND model = ").Arg(model)
	}
	b.S(" ORDER BY id DESC LIMIT ").Arg(recentViewWindow).S(") v GROUP BY model, record_id ORDER BY last DESC LIMIT ").Arg(limit)
	return s.views(ctx, b, user)
}

// views scans rows of (model, record_id, id, viewed_at), with user_id first unless user is
// given (the recent views of one user); a record's own view log will read user_id too.
func (s *Store) views(ctx context.Context, b *Builder, user int64) ([]View, error) {
	query, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: views: %w", err)
	}
	defer rows.Close()
	out := []View{}
	for rows.Next() {
		v := View{UserID: user}
		var id int64
		var at any
		dest := []any{&v.Model, &v.RecordID, &id, &at}
		if user == 0 {
			dest = append([]any{&v.UserID}, dest...)
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, fmt.Errorf("store: views: %w", err)
		}
		v.ViewedAt, _ = asTime(at)
		out = append(out, v)
	}
	return out, rows.Err()
}
