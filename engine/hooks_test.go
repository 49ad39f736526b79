package engine

import (
	"context"
	"errors"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// A bulk load runs the Checks marked Loads, which may complete the values or refuse the
// record, and no other hook: those may need the transaction of a single write.
func TestBulkLoadRunsLoadHooks(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		candidates := func(m *meta.Model) bool { return m.Name == "candidate" }
		e.hooks = append(e.hooks,
			RecordHook{Applies: candidates, Loads: true, Check: func(_ context.Context, tx *store.Tx, _ Principal, _ *meta.Model, id int64, doc map[string]any, changed []string) error {
				if tx != nil || id != 0 || len(changed) == 0 {
					t.Errorf("a load's check: tx %v, id %d, changed %v; want no transaction, id 0 and the values given", tx, id, changed)
				}
				if doc["englishName"] == "Refused" {
					return badRequest("refused", "refused")
				}
				doc["chineseName"] = "王伟"
				return nil
			}},
			RecordHook{Applies: candidates, Check: func(context.Context, *store.Tx, Principal, *meta.Model, int64, map[string]any, []string) error {
				return errors.New("a hook not marked Loads ran on a load")
			}},
		)
		got, err := e.BulkCreate(ctx, System(1), "candidate", []NewRecord{{Data: map[string]any{"englishName": "Wang Wei", "email": "wang.wei@example.com"}}})
		if err != nil {
			t.Fatal(err)
		}
		rec, err := e.Store.Get(ctx, e.Reg().Model("candidate"), 1, got[0])
		if err != nil || rec.Data["chineseName"] != "王伟" {
			t.Fatalf("the load's check did not complete the record: %v %v", rec, err)
		}
		if _, err := e.BulkCreate(ctx, System(1), "candidate", []NewRecord{{Data: map[string]any{"englishName": "Refused", "email": "refused@example.com"}}}); AsError(err).Key != "refused" {
			t.Fatalf("a load's check refusing: %v", err)
		}
	})
}
