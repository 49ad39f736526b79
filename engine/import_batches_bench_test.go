package engine

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"huntline/store/storetest"
)

// BenchmarkImportWriteHold keeps the figures a timed test once asserted (issue 20, point 3:
// no write holds SQLite's one write lock for more than a second): while a 2,000-row import
// runs beside two people saving their own record in a loop, the longest write transaction
// (hold-max-ms) and the slowest of their saves (save-max-ms). They depend on the machine's
// load, so they are figures to read, not a test's bar; TestImportCommitsBetweenOthersSaves
// (engine/rest) checks the batching itself. Each iteration imports a fresh file:
//
//	go test ./engine -run '^$' -bench ImportWriteHold -benchtime 3x
func BenchmarkImportWriteHold(b *testing.B) {
	const rows, writers = 2000, 2
	e := OpenTest(b, storetest.NewSQLiteURL(b))
	ctx, p := context.Background(), System(1)
	recs := make([]*SaveResult, writers)
	for w := range recs {
		recs[w] = MustSave(b, e, p, "candidate", map[string]any{"chineseName": fmt.Sprintf("写手%d", w), "email": fmt.Sprintf("writer%d@hold.example", w)})
	}
	var held, slowest time.Duration
	for i := 0; b.Loop(); i++ {
		sh := &Sheet{Header: []string{"chineseName", "email"}}
		for r := range rows {
			k := i*rows + r
			sh.Rows = append(sh.Rows, SheetRow{Num: r + 2, Cells: []string{fmt.Sprintf("候选人%d", k), fmt.Sprintf("person%d@hold.example", k)}})
		}
		done := make(chan struct{})
		var wg sync.WaitGroup
		var mu sync.Mutex
		var saveErr error
		for w := range recs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; ; n++ {
					select {
					case <-done:
						return
					default:
					}
					start := time.Now()
					res, err := e.Save(ctx, p, "candidate", map[string]any{"id": recs[w].ID, "version": recs[w].Version, "title": fmt.Sprint(n)})
					took := time.Since(start)
					mu.Lock()
					if err != nil && saveErr == nil {
						saveErr = err
					}
					slowest = max(slowest, took)
					mu.Unlock()
					if err != nil {
						return
					}
					recs[w] = res
					time.Sleep(2 * time.Millisecond)
				}
			}()
		}
		e.Store.LongestWriteHold(true)
		n, err := e.Imports.Run(ctx, p, "candidate", sh, map[string]string{"0": "chineseName", "1": "email"})
		held = max(held, e.Store.LongestWriteHold(false))
		close(done)
		wg.Wait()
		if err != nil || n != rows {
			b.Fatalf("import: %d rows, %v", n, err)
		}
		if saveErr != nil {
			b.Fatalf("a save during the import: %v", saveErr)
		}
	}
	b.ReportMetric(float64(held.Microseconds())/1000, "hold-max-ms")
	b.ReportMetric(float64(slowest.Microseconds())/1000, "save-max-ms")
}
