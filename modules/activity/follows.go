package activity

import (
	"context"

	"huntline/engine"
	"huntline/store"
)

// Follow makes p follow a record's feed, or stop (POST /rest/feedcontent/follow). The
// creator of a record follows it from the start (followCreated).
func (mod *Module) Follow(ctx context.Context, p engine.Principal, model string, id int64, on bool) error {
	if model == "" {
		return engine.BadRequest("feed_model", "model_name: name the record to follow")
	}
	if _, err := mod.feedQuery(ctx, p, FeedParams{Model: model, ID: id}); err != nil {
		return err
	}
	return mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error { return setFollow(ctx, tx, p.TenantID, p.UserID, model, id, on) })
}

// Following tells whether p follows a record's feed.
func (mod *Module) Following(ctx context.Context, p engine.Principal, model string, id int64) (bool, error) {
	if _, err := mod.feedQuery(ctx, p, FeedParams{Model: model, ID: id}); err != nil {
		return false, err
	}
	return isFollowing(ctx, mod.Engine().Store, p.TenantID, p.UserID, model, id)
}
