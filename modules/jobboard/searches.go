package jobboard

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"huntline/engine"
	"huntline/store"
)

// Search is a saved search of a user on a board: add-on A's query templates, add-on B's
// saved and subscribed searches. Private to its user.
type Search struct {
	ID         int64     `json:"id"`
	Title      string    `json:"title"`
	Query      string    `json:"query"` // a JSON object's text
	Subscribed bool      `json:"subscribed"`
	CreatedAt  time.Time `json:"created_at"`
}

// Limits of saved searches.
const (
	maxSearchTitle = 60
	maxSearches    = 50
	maxSearchQuery = 8 << 10
)

// Searches answers p's saved searches on site, oldest first.
func (m *Module) Searches(ctx context.Context, p engine.Principal, site string) ([]Search, error) {
	if _, err := m.board(site); err != nil {
		return nil, err
	}
	st := m.Engine().Store
	rows, err := st.DB().QueryContext(ctx, st.Rebind("SELECT id, title, query, subscribed, created_at FROM jobboard_search WHERE tenant_id = ? AND site = ? AND user_id = ? ORDER BY id"),
		p.TenantID, site, p.UserID)
	if err != nil {
		return nil, fmt.Errorf("jobboard: searches: %w", err)
	}
	defer rows.Close()
	out := []Search{}
	for rows.Next() {
		var s Search
		var at any
		if err := rows.Scan(&s.ID, &s.Title, &s.Query, &s.Subscribed, &at); err != nil {
			return nil, fmt.Errorf("jobboard: searches: %w", err)
		}
		s.CreatedAt, _ = store.AsTime(at)
		out = append(out, s)
	}
	return out, rows.Err()
}

// AddSearch saves a search for p: title required (1–60 characters), query a JSON object; at
// most 50 per user and site.
func (m *Module) AddSearch(ctx context.Context, p engine.Principal, site string, s Search) (int64, error) {
	if _, err := m.board(site); err != nil {
		return 0, err
	}
	s.Title = strings.TrimSpace(s.Title)
	switch n := utf8.RuneCountInString(s.Title); {
	case n == 0:
		return 0, fieldError("title", "required", "This field is required", nil)
	case n > maxSearchTitle:
		return 0, fieldError("title", "max_length", fmt.Sprintf("must be at most %d characters", maxSearchTitle), map[string]any{"Max": maxSearchTitle})
	}
	var obj map[string]any
	if len(s.Query) > maxSearchQuery || json.Unmarshal([]byte(s.Query), &obj) != nil || obj == nil {
		return 0, fieldError("query", "json_object", "must be a JSON object", nil)
	}
	st := m.Engine().Store
	var id int64
	err := st.Tx(ctx, func(tx *store.Tx) error {
		// One count-then-insert at a time per user, so two tabs cannot pass the limit together.
		if err := tx.Lock(ctx, fmt.Sprintf("jobboard_search:%d:%s:%d", p.TenantID, site, p.UserID)); err != nil {
			return err
		}
		var n int
		if err := tx.Get(ctx, &n, st.Rebind("SELECT count(*) FROM jobboard_search WHERE tenant_id = ? AND site = ? AND user_id = ?"), p.TenantID, site, p.UserID); err != nil {
			return err
		}
		if n >= maxSearches {
			return engine.BadRequest("jobboard_too_many_searches", "At most %d saved searches per board; delete one first", maxSearches).With(map[string]any{"Max": maxSearches})
		}
		return tx.Get(ctx, &id, st.Rebind("INSERT INTO jobboard_search (tenant_id, site, user_id, title, query, subscribed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"),
			p.TenantID, site, p.UserID, s.Title, s.Query, s.Subscribed, st.Dialect().TimeArg(m.Engine().Now()))
	})
	return id, err
}

// DeleteSearch deletes one of p's searches; another user's id is a 404.
func (m *Module) DeleteSearch(ctx context.Context, p engine.Principal, site string, id int64) error {
	if _, err := m.board(site); err != nil {
		return err
	}
	st := m.Engine().Store
	res, err := st.Exec(ctx, st.Rebind("DELETE FROM jobboard_search WHERE tenant_id = ? AND site = ? AND user_id = ? AND id = ?"), p.TenantID, site, p.UserID, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errNoSearch
	}
	return nil
}

var errNoSearch = engine.NotFound("jobboard_no_search", "No such saved search.")

// fieldError is a 400 naming one field and its rule, as the record forms' refusals do.
func fieldError(field, rule, msg string, args map[string]any) *engine.Error {
	return &engine.Error{Status: 400, Key: "invalid_fields", Msg: field + ": " + msg,
		Fields: []engine.FieldError{{Field: field, Rule: rule, Msg: msg, Args: args}}}
}

// PrivateNotes answers p's private notes on a job for site (add-on B section 4), {} when
// none. A job the reader may not read is a 404.
func (m *Module) PrivateNotes(ctx context.Context, p engine.Principal, site string, joborder int64) (map[string]any, error) {
	if _, err := m.board(site); err != nil {
		return nil, err
	}
	if err := m.readableJob(ctx, p, joborder); err != nil {
		return nil, err
	}
	st := m.Engine().Store
	var doc string
	err := st.DB().QueryRowContext(ctx, st.Rebind("SELECT doc FROM jobboard_note WHERE tenant_id = ? AND site = ? AND user_id = ? AND joborder_id = ?"),
		p.TenantID, site, p.UserID, joborder).Scan(&doc)
	out := map[string]any{}
	if errors.Is(err, sql.ErrNoRows) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	json.Unmarshal([]byte(doc), &out)
	return out, nil
}

// SetPrivateNotes keeps p's private notes on a job for site; an empty doc removes them.
func (m *Module) SetPrivateNotes(ctx context.Context, p engine.Principal, site string, joborder int64, doc map[string]any) error {
	if _, err := m.board(site); err != nil {
		return err
	}
	if err := m.readableJob(ctx, p, joborder); err != nil {
		return err
	}
	st := m.Engine().Store
	if len(doc) == 0 {
		_, err := st.Exec(ctx, st.Rebind("DELETE FROM jobboard_note WHERE tenant_id = ? AND site = ? AND user_id = ? AND joborder_id = ?"), p.TenantID, site, p.UserID, joborder)
		return err
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	_, err = st.Exec(ctx, st.Rebind(`INSERT INTO jobboard_note (tenant_id, site, user_id, joborder_id, doc, updated_at) VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (tenant_id, site, user_id, joborder_id) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`),
		p.TenantID, site, p.UserID, joborder, string(raw), st.Dialect().TimeArg(m.Engine().Now()))
	return err
}

// readableJob answers the 404 of a job the reader may not read.
func (m *Module) readableJob(ctx context.Context, p engine.Principal, joborder int64) error {
	_, err := m.Engine().Get(ctx, p, jobModel, joborder, nil)
	return err
}

// jobModel is the model publications and private notes hang on (the publication model's
// joborder field links to it).
const jobModel = "joborder"
