package activity

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"huntline/clock"
	"huntline/store"
)

// The feed_item and feed_follow tables: the SQL of feeds and follows. The tables are created
// by the core's migrations (migrations/*/00010_feed.sql): they predate the module and hold its
// data.

// FeedItem is one item on one record's activity feed.
type FeedItem struct {
	ID            int64
	TenantID      int64
	Model         string // the record whose feed shows it
	RecordID      int64
	Type          string // candidate_note, candidate_updated, telephone_call, ...
	ExternalType  string // note, todo, email, sms, updateloggroup, ...
	ExternalModel string // the model of the record the item is
	ExternalID    int64
	Data          map[string]any
	AddedBy       int64
	CreatedAt     time.Time
}

// addFeedItems writes items in the transaction of the write they describe.
func addFeedItems(ctx context.Context, tx *store.Tx, items []FeedItem) error {
	now := clock.Now().UTC()
	d := tx.Dialect()
	cast := store.JSONCast(d)
	for start := 0; start < len(items); start += 100 {
		b := store.NewBuilder(d).S("INSERT INTO feed_item (tenant_id, model, record_id, type, external_type, external_model, external_id, data, added_by, created_at) VALUES ")
		for i, it := range items[start:min(start+100, len(items))] {
			data := "{}"
			if len(it.Data) > 0 {
				raw, err := json.Marshal(it.Data)
				if err != nil {
					return fmt.Errorf("store: feed item data: %w", err)
				}
				data = string(raw)
			}
			at := now
			if !it.CreatedAt.IsZero() { // bulk loads keep their records' dates
				at = it.CreatedAt.UTC()
			}
			if i > 0 {
				b.S(", ")
			}
			b.S("(").Arg(it.TenantID).S(", ").Arg(it.Model).S(", ").Arg(it.RecordID).S(", ").Arg(it.Type).S(", ").
				Arg(it.ExternalType).S(", ").Arg(it.ExternalModel).S(", ").Arg(it.ExternalID).S(", ").Arg(data).S(cast, ", ").
				Arg(store.NullID(it.AddedBy)).S(", ").Arg(d.TimeArg(at)).S(")")
		}
		query, args := b.SQL()
		if _, err := tx.Exec(ctx, query, args...); err != nil {
			return fmt.Errorf("store: feed items: %w", err)
		}
	}
	return nil
}

// deleteFeedItems removes the items a record is (a deleted note leaves every feed).
func deleteFeedItems(ctx context.Context, tx *store.Tx, tenant int64, externalModel string, externalID int64) error {
	b := store.NewBuilder(tx.Dialect()).S("DELETE FROM feed_item WHERE tenant_id = ").Arg(tenant).
		S(" AND external_model = ").Arg(externalModel).S(" AND external_id = ").Arg(externalID)
	query, args := b.SQL()
	if _, err := tx.Exec(ctx, query, args...); err != nil {
		return fmt.Errorf("store: delete feed items: %w", err)
	}
	return nil
}

// FeedQuery selects feed items: those of one record, or of the records User follows.
type FeedQuery struct {
	TenantID int64
	Model    string
	RecordID int64
	User     int64 // with Model empty: the followed-items feed of this user
	// ExternalTypes and ItemTypes keep only items of these types; the Exclude lists drop
	// items of theirs.
	ExternalTypes        []string
	ItemTypes            []string
	ExcludeExternalTypes []string
	ExcludeItemTypes     []string
	Offset               int
	Limit                int
}

func (q FeedQuery) where(b *store.Builder) {
	b.S(" WHERE f.tenant_id = ").Arg(q.TenantID)
	if q.Model != "" {
		b.S(" AND f.model = ").Arg(q.Model).S(" AND f.record_id = ").Arg(q.RecordID)
	} else {
		b.S(" AND EXISTS (SELECT 1 FROM feed_follow w WHERE w.tenant_id = f.tenant_id AND w.user_id = ").Arg(q.User).
			S(" AND w.model = f.model AND w.record_id = f.record_id)")
	}
	in := func(col string, vals []string, not bool) {
		if len(vals) == 0 {
			return
		}
		b.S(" AND ", col)
		if not {
			b.S(" NOT")
		}
		b.S(" IN (")
		for i, v := range vals {
			if i > 0 {
				b.S(", ")
			}
			b.Arg(v)
		}
		b.S(")")
	}
	in("f.external_type", q.ExternalTypes, false)
	in("f.type", q.ItemTypes, false)
	in("f.external_type", q.ExcludeExternalTypes, true)
	in("f.type", q.ExcludeItemTypes, true)
}

// FeedItems answers a page of items, newest first: the rows as written, for the feed and for
// tests of what other modules put on feeds.
func FeedItems(ctx context.Context, st *store.Store, q FeedQuery) ([]FeedItem, error) {
	b := store.NewBuilder(st.Dialect()).S("SELECT f.id, f.model, f.record_id, f.type, f.external_type, f.external_model, f.external_id, f.data, f.added_by, f.created_at FROM feed_item f")
	q.where(b)
	b.S(" ORDER BY f.created_at DESC, f.id DESC LIMIT ").Arg(q.Limit).S(" OFFSET ").Arg(q.Offset)
	query, args := b.SQL()
	rows, err := st.DB().QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: feed: %w", err)
	}
	defer rows.Close()
	var out []FeedItem
	for rows.Next() {
		it := FeedItem{TenantID: q.TenantID}
		var data, user, at any
		if err := rows.Scan(&it.ID, &it.Model, &it.RecordID, &it.Type, &it.ExternalType, &it.ExternalModel, &it.ExternalID, &data, &user, &at); err != nil {
			return nil, fmt.Errorf("store: feed: %w", err)
		}
		if m, ok := store.JSONValue(data).(map[string]any); ok {
			it.Data = m
		}
		if id, ok := user.(int64); ok {
			it.AddedBy = id
		}
		it.CreatedAt, _ = store.AsTime(at)
		out = append(out, it)
	}
	return out, rows.Err()
}

// countFeedItems answers how many items of each external type the query selects.
func countFeedItems(ctx context.Context, st *store.Store, q FeedQuery) (map[string]int, error) {
	b := store.NewBuilder(st.Dialect()).S("SELECT f.external_type, COUNT(*) FROM feed_item f")
	q.where(b)
	b.S(" GROUP BY f.external_type")
	query, args := b.SQL()
	rows, err := st.DB().QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: feed counts: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var t string
		var n int
		if err := rows.Scan(&t, &n); err != nil {
			return nil, fmt.Errorf("store: feed counts: %w", err)
		}
		out[t] = n
	}
	return out, rows.Err()
}

// setFollow makes user follow (or, with on false, stop following) a record.
func setFollow(ctx context.Context, tx *store.Tx, tenant, user int64, model string, record int64, on bool) error {
	b := store.NewBuilder(tx.Dialect())
	if on {
		b.S("INSERT INTO feed_follow (tenant_id, user_id, model, record_id) VALUES (").Args([]any{tenant, user, model, record}).S(") ON CONFLICT DO NOTHING")
	} else {
		b.S("DELETE FROM feed_follow WHERE tenant_id = ").Arg(tenant).S(" AND user_id = ").Arg(user).
			S(" AND model = ").Arg(model).S(" AND record_id = ").Arg(record)
	}
	query, args := b.SQL()
	if _, err := tx.Exec(ctx, query, args...); err != nil {
		return fmt.Errorf("store: follow: %w", err)
	}
	return nil
}

// isFollowing tells whether user follows the record.
func isFollowing(ctx context.Context, st *store.Store, tenant, user int64, model string, record int64) (bool, error) {
	var n int
	q := st.Rebind("SELECT COUNT(*) FROM feed_follow WHERE tenant_id = ? AND user_id = ? AND model = ? AND record_id = ?")
	if err := st.DB().QueryRowContext(ctx, q, tenant, user, model, record).Scan(&n); err != nil {
		return false, fmt.Errorf("store: following: %w", err)
	}
	return n > 0, nil
}
