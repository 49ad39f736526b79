package activity

import (
	"context"
	"slices"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The feed is kept in step with every write, in the writing transaction (record hooks):
// a new record of a model whose feed "type" is set goes on the feeds of the records it
// names ("on"), a deleted one leaves them and a recovered or relinked one comes back where
// it now belongs; a model whose field changes are on its own feed ("updates") gets one
// item per write listing them.

// onParentsFeeds picks the models whose records go on other records' feeds.
func onParentsFeeds(m *meta.Model) bool { f := FeedOf(m); return f != nil && f.Type != "" }

// logsChanges picks the models whose field changes go on their own feed.
func logsChanges(m *meta.Model) bool { f := FeedOf(m); return f != nil && f.Type == "" }

// followCreated lets the creator of a record that has a feed follow it.
func (mod *Module) followCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _ string, _ map[string]any) error {
	if p.UserID == 0 {
		return nil
	}
	return setFollow(ctx, tx, p.TenantID, p.UserID, m.Name, id, true)
}

// itemsCreated puts a new record on the feeds of the records it names.
func (mod *Module) itemsCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _ string, doc map[string]any) error {
	return addFeedItems(ctx, tx, parentItems(p.TenantID, m, id, doc, p.UserID))
}

// itemsUpdated moves a record's items when the write deleted, recovered or relinked it: they
// leave every feed and, unless it is deleted now, come back on the feeds it names now, as
// added by its creator. The hook's values hold neither the creator nor whether the record
// is deleted, so the row is read again in the writing transaction (which holds its lock);
// moves are rare, so this read is too.
func (mod *Module) itemsUpdated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _, after map[string]any, changes []store.Change) error {
	moved := slices.ContainsFunc(changes, func(c store.Change) bool {
		return c.Field == "is_deleted" || slices.Contains(FeedOf(m).On, c.Field)
	})
	if !moved {
		return nil
	}
	rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
	if err != nil {
		return err
	}
	if err := deleteFeedItems(ctx, tx, p.TenantID, m.Name, id); err != nil || rec.IsDeleted {
		return err
	}
	return addFeedItems(ctx, tx, parentItems(p.TenantID, m, id, after, rec.CreatedBy))
}

// itemsDeleted takes a record moved to the recycle bin off every feed.
func (mod *Module) itemsDeleted(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _ map[string]any) error {
	return deleteFeedItems(ctx, tx, p.TenantID, m.Name, id)
}

// itemsLoaded puts a bulk load's records on the feeds they name, dated and added as the
// load backdates them.
func (mod *Module) itemsLoaded(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, recs []*store.Record) error {
	var items []FeedItem
	for _, rec := range recs {
		for _, it := range parentItems(p.TenantID, m, rec.ID, rec.Data, rec.CreatedBy) {
			it.CreatedAt = rec.CreatedAt
			items = append(items, it)
		}
	}
	return addFeedItems(ctx, tx, items)
}

// changesUpdated puts the field changes of a write on the record's own feed, as one item;
// one that changed a tags field is a tag change item.
func (mod *Module) changesUpdated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _, _ map[string]any, changes []store.Change) error {
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
	typ := m.Name + FeedUpdated
	if tags {
		typ = m.Name + FeedTag
	}
	return addFeedItems(ctx, tx, []FeedItem{{
		TenantID: p.TenantID, Model: m.Name, RecordID: id, Type: typ,
		ExternalType: UpdateLogGroup, ExternalModel: m.Name, ExternalID: id,
		Data: map[string]any{"changes": logged}, AddedBy: p.UserID,
	}})
}

// parentItems answers the items a record of m is on the feeds of the records it names.
func parentItems(tenant int64, m *meta.Model, id int64, doc map[string]any, by int64) []FeedItem {
	var out []FeedItem
	for _, on := range FeedOf(m).On {
		parent, ok := engine.AsID(doc[on])
		if !ok {
			continue
		}
		to := m.Field(on).To
		out = append(out, FeedItem{
			TenantID: tenant, Model: to, RecordID: parent, Type: FeedItemType(m, to),
			ExternalType: FeedOf(m).Type, ExternalModel: m.Name, ExternalID: id, AddedBy: by,
		})
	}
	return out
}
