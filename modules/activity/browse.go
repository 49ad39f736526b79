package activity

import (
	"context"
	"time"

	"huntline/engine"
)

// The view log: every record a user opens (its detail) is noted (Host.Opened), for the
// record's operation log (who viewed it) and the quick search's "Recently browsed".

// Browsed is a record the user opened recently, for the quick search's "Recently browsed".
type Browsed struct {
	Model      string    `json:"model"`
	ModelLabel string    `json:"model_label"`
	ID         int64     `json:"id"`
	Name       any       `json:"__name__"`
	IsLimited  bool      `json:"islimited,omitempty"`
	ViewedAt   time.Time `json:"viewed_at"`
}

// MaxBrowsed bounds the recently browsed list.
const MaxBrowsed = 50

// recordView notes that p opened a record (its detail). It never fails the read it
// accompanies: a lost view-log row is logged, not shown.
func (mod *Module) recordView(ctx context.Context, p engine.Principal, model string, id int64) {
	if p.UserID == 0 {
		return
	}
	if err := logView(mod.Engine().Store, p.TenantID, View{UserID: p.UserID, Model: model, RecordID: id, ViewedAt: mod.Engine().Now().UTC()}); err != nil {
		mod.Engine().Log.Warn("view log", "model", model, "id", id, "err", err)
	}
}

// Browsed answers the records p opened most recently, newest first, read again through the
// engine (one statement per model, in p's scope) so that a record since deleted, hidden or no
// longer permitted is left out.
func (mod *Module) Browsed(ctx context.Context, p engine.Principal, model string, limit int) ([]Browsed, error) {
	if model != "" {
		if _, err := mod.Engine().ModelNamed(model); err != nil {
			return nil, err
		}
	}
	if limit <= 0 || limit > MaxBrowsed {
		limit = 10
	}
	views, err := recentViews(ctx, mod.Engine().Store, p.TenantID, p.UserID, model, limit)
	if err != nil {
		return nil, err
	}
	idsBy := map[string][]int64{}
	for _, v := range views {
		idsBy[v.Model] = append(idsBy[v.Model], v.RecordID)
	}
	items := map[string]map[int64]engine.Item{}
	for name, ids := range idsBy {
		m := mod.Engine().Reg().Model(name)
		if m == nil || mod.Engine().Access.Allow(ctx, p, m, engine.ActView) != nil {
			continue // a model since removed from metadata, or no longer viewable
		}
		found, err := mod.Engine().ByIDs(ctx, p, m, ids)
		if err != nil {
			return nil, err
		}
		if err := mod.Engine().Guard(ctx, p, m, found); err != nil {
			return nil, err
		}
		items[name] = map[int64]engine.Item{}
		for _, it := range found {
			id, _ := it["id"].(int64)
			items[name][id] = it
		}
	}
	out := []Browsed{}
	for _, v := range views {
		it, ok := items[v.Model][v.RecordID]
		if !ok {
			continue
		}
		if deleted, _ := it["is_deleted"].(bool); deleted {
			continue
		}
		m := mod.Engine().Reg().Model(v.Model)
		limited := false
		if m.Limited != nil {
			limited, _ = it[m.Limited.Flag].(bool)
		}
		out = append(out, Browsed{Model: v.Model, ModelLabel: m.Label.In(p.Lang), ID: v.RecordID, Name: it["__name__"], IsLimited: limited, ViewedAt: v.ViewedAt})
	}
	return out, nil
}
