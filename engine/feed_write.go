package engine

import (
	"context"
	"slices"

	"huntline/meta"
	"huntline/store"
)

// feedCreated writes the feed items a new record makes, in the transaction that creates it,
// and lets its creator follow it.
func (e *Engine) feedCreated(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any) error {
	if e.Reg().HasFeed(m.Name) && p.UserID != 0 {
		if err := tx.Follow(ctx, p.TenantID, p.UserID, m.Name, id, true); err != nil {
			return err
		}
	}
	if m.Feed == nil || m.Feed.Type == "" {
		return nil
	}
	return tx.AddFeedItems(ctx, feedItems(p.TenantID, m, id, doc, p.UserID))
}

// feedUpdated keeps the feed in step with an update: a deleted item leaves every feed, a
// recovered or moved one comes back where it now belongs, and a model whose field changes
// are on its feed gets one item for the write.
func (e *Engine) feedUpdated(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, cur *store.Record, changes []store.Change) error {
	if m.Feed == nil {
		return nil
	}
	if m.Feed.Type != "" {
		moved := slices.ContainsFunc(changes, func(c store.Change) bool {
			return c.Field == "is_deleted" || slices.Contains(m.Feed.On, c.Field)
		})
		if !moved {
			return nil
		}
		if err := tx.DeleteFeedItems(ctx, p.TenantID, m.Name, cur.ID); err != nil || cur.IsDeleted {
			return err
		}
		return tx.AddFeedItems(ctx, feedItems(p.TenantID, m, cur.ID, cur.Data, cur.CreatedBy))
	}
	var logged []map[string]any
	tags := false
	for _, c := range changes {
		if c.Action != "update" {
			continue
		}
		logged = append(logged, map[string]any{"field": c.Field, "old": c.Old, "new": c.New})
		if f := m.Field(c.Field); f != nil && f.Type == "tags" {
			tags = true
		}
	}
	if len(logged) == 0 {
		return nil
	}
	typ := m.Name + meta.FeedUpdated
	if tags {
		typ = m.Name + meta.FeedTag
	}
	return tx.AddFeedItems(ctx, []store.FeedItem{{
		TenantID: p.TenantID, Model: m.Name, RecordID: cur.ID, Type: typ,
		ExternalType: meta.UpdateLogGroup, ExternalModel: m.Name, ExternalID: cur.ID,
		Data: map[string]any{"changes": logged}, AddedBy: p.UserID,
	}})
}

// feedItems answers the items a record of m is on the feeds of the records it names.
func feedItems(tenant int64, m *meta.Model, id int64, doc map[string]any, by int64) []store.FeedItem {
	var out []store.FeedItem
	for _, on := range m.Feed.On {
		parent, ok := asID(doc[on])
		if !ok {
			continue
		}
		to := m.Field(on).To
		out = append(out, store.FeedItem{
			TenantID: tenant, Model: to, RecordID: parent, Type: m.FeedItemType(to),
			ExternalType: m.Feed.Type, ExternalModel: m.Name, ExternalID: id, AddedBy: by,
		})
	}
	return out
}

// asID reads a single foreignkey value as stored or as normalised.
func asID(v any) (int64, bool) {
	if ids := ids(v); len(ids) == 1 && ids[0] > 0 {
		return ids[0], true
	}
	if f, ok := v.(float64); ok && f > 0 {
		return int64(f), true
	}
	return 0, false
}
