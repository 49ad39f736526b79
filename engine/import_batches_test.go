package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"huntline/meta"
	"huntline/store"
)

// While an import writes its rows in batches, the file's duplicate values are claimed: a
// save elsewhere sharing one is refused as a duplicate of the file, the import's own checks
// are not, and the claim ends with the import.
func TestImportClaimsDuplicateValues(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		p := System(1)
		m := e.Reg().Model("candidate")
		token := e.Imports.claims.claim(m, []map[string]any{{"email": "claimed@import.example", "mobile": "13800000009"}})
		cases := []struct {
			name string
			ctx  context.Context
			data map[string]any
			want string // error key, "" when saved
		}{
			{"e-mail claimed", ctx, map[string]any{"chineseName": "甲", "email2": "claimed@import.example"}, "duplicate_importing"},
			{"mobile claimed", ctx, map[string]any{"chineseName": "乙", "mobile1": "13800000009"}, "duplicate_importing"},
			{"not claimed", ctx, map[string]any{"chineseName": "丙", "email": "free@import.example"}, ""},
			{"the import's own check", context.WithValue(ctx, claimOwnerKey{}, token), map[string]any{"chineseName": "丁", "email": "claimed@import.example"}, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				_, err := e.Save(c.ctx, p, "candidate", c.data)
				if got := AsError(err); (c.want == "" && err != nil) || (c.want != "" && (err == nil || got.Key != c.want)) {
					t.Fatalf("got %v, want %q", err, c.want)
				}
			})
		}
		e.Imports.claims.release(token)
		if _, err := e.Save(ctx, p, "candidate", map[string]any{"chineseName": "戊", "mobile": "13800000009"}); err != nil {
			t.Fatalf("after the import: %v", err)
		}
	})
}

// A failure after some batches are committed (here a Created hook failing on the server
// at the fourth row, each row its own batch) still leaves nothing of the file live: the
// rows written are deleted again.
func TestImportFailingMidwayLeavesNothing(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		was := importBatchTime
		importBatchTime = 0
		defer func() { importBatchTime = was }()
		e.hooks = append(e.hooks, RecordHook{Applies: func(m *meta.Model) bool { return m.Name == "candidate" },
			Created: func(_ context.Context, _ *store.Tx, _ Principal, _ *meta.Model, _ int64, _ string, doc map[string]any) error {
				if doc["englishName"] == "Fails" {
					return errors.New("the disk is full")
				}
				return nil
			}})
		sh := &Sheet{Header: []string{"name", "email"}}
		for i, name := range []string{"A", "B", "C", "Fails", "E"} {
			sh.Rows = append(sh.Rows, SheetRow{Num: i + 2, Cells: []string{name, fmt.Sprintf("%s@midway.example", strings.ToLower(name))}})
		}
		p := System(1)
		start := time.Now()
		_, err := e.Imports.Run(ctx, p, "candidate", sh, map[string]string{"0": "englishName", "1": "email"})
		if err == nil || !strings.Contains(err.Error(), "the disk is full") {
			t.Fatalf("the import: %v, want the hook's failure", err)
		}
		res, err := e.List(ctx, p, "candidate", ListParams{GQL: "email__icontains=midway.example", PaginateBy: 10})
		if err != nil {
			t.Fatal(err)
		}
		if res.Count != 0 {
			t.Fatalf("%d of the file's records are live after the failure (took %s), want none", res.Count, time.Since(start))
		}
	})
}
