package activity_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"huntline/engine"
	"huntline/modules/activity"
	"huntline/store/storetest"
)

// BenchmarkFeed times the feed's calls on a candidate with 2,000 notes and 1,000 field-change
// groups among 200 candidates' worth of items: a page of 100 of All (the records read with
// their links and operations), its tabs, and a note's create with its feed item.
// go test ./modules/activity -run '^$' -bench Feed
func BenchmarkFeed(b *testing.B) {
	ctx := context.Background()
	e, feed, p := benchEngine(b)
	var target int64
	for c := 0; c < 200; c++ {
		res, err := e.Save(ctx, p, "candidate", map[string]any{"mobile": fmt.Sprintf("1390011%04d", c), "chineseName": fmt.Sprintf("候选人%d", c), "status": "new"})
		if err != nil {
			b.Fatal(err)
		}
		target = res.ID
		notes := make([]engine.NewRecord, 0, 10)
		for i := 0; i < 10; i++ {
			notes = append(notes, engine.NewRecord{Data: map[string]any{"content": fmt.Sprintf("<p>note %d</p>", i), "candidate": res.ID, "category": "candidate_call"}, CreatedAt: time.Now()})
		}
		if _, err := e.BulkCreate(ctx, p, "note", notes); err != nil {
			b.Fatal(err)
		}
	}
	notes := make([]engine.NewRecord, 0, 2000)
	for i := 0; i < 2000; i++ {
		notes = append(notes, engine.NewRecord{Data: map[string]any{"content": fmt.Sprintf("<p>note %d</p>", i), "candidate": target, "category": "candidate_call"}, CreatedAt: time.Now().Add(-time.Duration(i) * time.Minute)})
	}
	if _, err := e.BulkCreate(ctx, p, "note", notes); err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 1000; i++ {
		rec, err := e.Get(ctx, p, "candidate", target, nil)
		if err != nil {
			b.Fatal(err)
		}
		status := map[bool]string{true: "active", false: "new"}[i%2 == 0]
		if _, err := e.Save(ctx, p, "candidate", map[string]any{"id": target, "version": rec["version"], "status": status}); err != nil {
			b.Fatal(err)
		}
	}
	fp := activity.FeedParams{Model: "candidate", ID: target}
	b.Run("all tab, page of 100", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if page, err := feed.Feed(ctx, p, fp); err != nil || len(page.List) != 100 {
				b.Fatal(err)
			}
		}
	})
	b.Run("update log tab, page of 100", func(b *testing.B) {
		up := fp
		up.ExternalType = "updateloggroup"
		for i := 0; i < b.N; i++ {
			if page, err := feed.Feed(ctx, p, up); err != nil || len(page.List) != 100 {
				b.Fatal(err)
			}
		}
	})
	b.Run("tabs with counts", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := feed.FeedTabs(ctx, p, fp); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("note create with its feed item", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := e.Save(ctx, p, "note", map[string]any{"content": "<p>more</p>", "candidate": target}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// benchEngine opens an engine running the module on a fresh SQLite store, closed when the
// benchmark ends, with the module's service and the system principal speaking English.
func benchEngine(b *testing.B) (*engine.Engine, *activity.Module, engine.Principal) {
	mod := activity.New()
	e, err := engine.Open(context.Background(), engine.Options{DB: storetest.NewSQLiteURL(b), DataDir: b.TempDir(), Modules: []engine.Module{mod}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	p := engine.System(1)
	p.Lang = "en"
	return e, mod, p
}
