package activity

import (
	"context"
	"fmt"
	"time"

	"huntline/store"
)

// The view_log table: who opened which record when. The core's migrations create it
// (migrations/*/00005_view_log.sql): it predates the module and holds its data.

// View is one opening of a record by a user.
type View struct {
	UserID   int64     `json:"user_id"`
	Model    string    `json:"model"`
	RecordID int64     `json:"record_id"`
	ViewedAt time.Time `json:"viewed_at"`
}

// viewLogCols are the columns logView fills, in the order of its values.
var viewLogCols = []string{"tenant_id", "user_id", "model", "record_id", "viewed_at"}

// logView records that a user opened a record. The row is queued and written with others
// (store.InsertLater): the detail read it accompanies never waits for the writer. Reads of
// the view log flush the queue first, so a record shows as viewed as soon as it is opened.
func logView(st *store.Store, tenant int64, v View) error {
	if err := st.InsertLater("view_log", viewLogCols, []any{tenant, v.UserID, v.Model, v.RecordID, st.Dialect().TimeArg(v.ViewedAt)}); err != nil {
		return fmt.Errorf("store: log view: %w", err)
	}
	return nil
}

// recentViewWindow bounds how far back "recently browsed" looks, so the answer costs the
// same for a user with years of history.
const recentViewWindow = 200

// recentViews answers the records a user opened most recently, each once, newest first;
// model narrows them to one model when given.
func recentViews(ctx context.Context, st *store.Store, tenant, user int64, model string, limit int) ([]View, error) {
	b := store.NewBuilder(st.Dialect()).S("SELECT model, record_id, max(id) AS last, max(viewed_at) FROM (SELECT id, model, record_id, viewed_at FROM view_log WHERE tenant_id = ").
		Arg(tenant).S(" AND user_id = ").Arg(user)
	if model != "" {
		b.S(" AND model = ").Arg(model)
	}
	b.S(" ORDER BY id DESC LIMIT ").Arg(recentViewWindow).S(") v GROUP BY model, record_id ORDER BY last DESC LIMIT ").Arg(limit)
	query, args := b.SQL()
	if err := st.FlushLater(ctx); err != nil {
		return nil, fmt.Errorf("store: views: %w", err)
	}
	rows, err := st.DB().QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: views: %w", err)
	}
	defer rows.Close()
	out := []View{}
	for rows.Next() {
		v := View{UserID: user}
		var id int64
		var at any
		if err := rows.Scan(&v.Model, &v.RecordID, &id, &at); err != nil {
			return nil, fmt.Errorf("store: views: %w", err)
		}
		v.ViewedAt, _ = store.AsTime(at)
		out = append(out, v)
	}
	return out, rows.Err()
}

// recordViews answers who opened a record and when, newest first, at most limit rows.
func recordViews(ctx context.Context, st *store.Store, tenant int64, model string, record int64, limit int) ([]View, error) {
	q := st.Rebind("SELECT user_id, viewed_at FROM view_log WHERE tenant_id = ? AND model = ? AND record_id = ? ORDER BY id DESC LIMIT ?")
	if err := st.FlushLater(ctx); err != nil {
		return nil, fmt.Errorf("store: view log: %w", err)
	}
	rows, err := st.DB().QueryContext(ctx, q, tenant, model, record, limit)
	if err != nil {
		return nil, fmt.Errorf("store: view log: %w", err)
	}
	defer rows.Close()
	var out []View
	for rows.Next() {
		v := View{Model: model, RecordID: record}
		var at any
		if err := rows.Scan(&v.UserID, &at); err != nil {
			return nil, fmt.Errorf("store: view log: %w", err)
		}
		v.ViewedAt, _ = store.AsTime(at)
		out = append(out, v)
	}
	return out, rows.Err()
}
