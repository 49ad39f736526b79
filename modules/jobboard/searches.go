package jobboard

import (
	"context"
	"time"

	"huntline/engine"
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

// Searches answers p's saved searches on site, oldest first.
func (m *Module) Searches(ctx context.Context, p engine.Principal, site string) ([]Search, error) {
	return []Search{}, nil // TODO
}

// AddSearch saves a search for p: title required (1–60 characters), query a JSON object; at
// most 50 per user and site.
func (m *Module) AddSearch(ctx context.Context, p engine.Principal, site string, s Search) (int64, error) {
	return 0, nil // TODO
}

// DeleteSearch deletes one of p's searches; another user's id is a 404.
func (m *Module) DeleteSearch(ctx context.Context, p engine.Principal, site string, id int64) error {
	return nil // TODO
}

// PrivateNotes answers p's private notes on a job for site (add-on B section 4), {} when none.
func (m *Module) PrivateNotes(ctx context.Context, p engine.Principal, site string, joborder int64) (map[string]any, error) {
	return map[string]any{}, nil // TODO
}

// SetPrivateNotes keeps p's private notes on a job for site.
func (m *Module) SetPrivateNotes(ctx context.Context, p engine.Principal, site string, joborder int64, doc map[string]any) error {
	return nil // TODO
}
