package pipeline

import (
	"context"
	"fmt"
	"testing"
	"time"

	"huntline/engine"
	"huntline/store/storetest"
)

// BenchmarkPipeline times what the kanban and its drags cost on a job with 500 submissions
// among 20 jobs' worth: a move (the stage record, the copied fields, change log, feed items
// and notifications in one transaction), the board's first 100 cards with their candidates
// and owners, and the stage counts.
// go test ./modules/pipeline -run '^$' -bench Pipeline
func BenchmarkPipeline(b *testing.B) {
	ctx := context.Background()
	mod := New()
	e, p := benchEngine(b, mod)
	client, err := e.Save(ctx, p, "client", map[string]any{"name": "Bench Co"})
	if err != nil {
		b.Fatal(err)
	}
	cands := make([]engine.NewRecord, 10_001)
	for i := range cands {
		cands[i] = engine.NewRecord{Data: map[string]any{"englishName": fmt.Sprintf("Candidate %d", i), "status": "active"}, CreatedAt: time.Now()}
	}
	candIDs, err := e.BulkCreate(ctx, p, "candidate", cands)
	if err != nil {
		b.Fatal(err)
	}
	stages := []string{"longlist", "cvsent", "clientinterview", "offersign", "reject"}
	var board int64
	for j := 0; j < 20; j++ {
		job, err := e.Save(ctx, p, "joborder", map[string]any{"jobTitle": fmt.Sprintf("Job %d", j), "client": client.ID})
		if err != nil {
			b.Fatal(err)
		}
		board = job.ID
		subs := make([]engine.NewRecord, 500)
		for i := range subs {
			subs[i] = engine.NewRecord{Data: map[string]any{"candidate": candIDs[j*500+i], "joborder": job.ID, "status": stages[i%len(stages)]}, CreatedAt: time.Now()}
		}
		if _, err := e.BulkCreate(ctx, p, "jobsubmission", subs); err != nil {
			b.Fatal(err)
		}
	}
	sub, err := e.Save(ctx, p, "jobsubmission", map[string]any{"candidate": candIDs[len(candIDs)-1], "joborder": board})
	if err != nil {
		b.Fatal(err)
	}
	version := sub.Version
	b.Run("move (3 per op: CV sent, reject, back to longlist)", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			for _, step := range []struct {
				to   string
				data map[string]any
			}{{"cvsent", map[string]any{}}, {"reject", map[string]any{"reason": "other"}}, {"longlist", nil}} {
				res, err := mod.Move(ctx, p, "jobsubmission", sub.ID, step.to, &version, step.data)
				if err != nil {
					b.Fatal(err)
				}
				version = res.Version
			}
		}
	})
	gql := fmt.Sprintf("joborder=%d", board)
	b.Run("board: 100 cards with candidate and owner", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			res, err := e.List(ctx, p, "jobsubmission", engine.ListParams{GQL: gql, PaginateBy: 100, Page: 1, DemandKeys: []string{"candidate", "owner"}})
			if err != nil || len(res.List) != 100 {
				b.Fatal(err)
			}
		}
	})
	b.Run("board: counts per stage", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := e.Facets.Counts(ctx, p, "jobsubmission", gql, []string{"status"}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// benchEngine opens an engine running mod on a fresh SQLite store, closed when the
// benchmark ends, and the system principal speaking English.
func benchEngine(b *testing.B, mod engine.Module) (*engine.Engine, engine.Principal) {
	e, err := engine.Open(context.Background(), engine.Options{DB: storetest.NewSQLiteURL(b), DataDir: b.TempDir(), Modules: []engine.Module{mod}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	p := engine.System(1)
	p.Lang = "en"
	return e, p
}
