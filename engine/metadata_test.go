package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

// addField is the metadata change adding field name (a char field, indexed when asked) to
// candidate.
func addField(name string, indexed bool) []store.MetaWrite {
	doc := fmt.Sprintf(`{"name": %q, "type": "char", "indexed": %v, "label": {"en": %q}}`, name, indexed, name)
	return []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeField, Model: "candidate", Key: name, Doc: json.RawMessage(doc)}}}
}

// Two server processes share a database: a field one adds reaches the other within its
// watch interval, with the other's tables ready for it.
func TestMetadataReachesOtherProcesses(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		one, two := engine.OpenTest(t, dbURL), engine.OpenTest(t, dbURL)
		two.Metadata.Watch(ctx, 20*time.Millisecond)
		admin := engine.Principal{TenantID: 1, UserID: 0, IsAdmin: true, Lang: "en"}
		if _, err := one.ChangeMeta(ctx, admin, true, addField("grade", true), nil); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(5 * time.Second)
		for two.Reg().Model("candidate").Field("grade") == nil {
			if time.Now().After(deadline) {
				t.Fatal("the other process never saw the new field")
			}
			time.Sleep(20 * time.Millisecond)
		}
		// The other process writes and filters by it at once.
		res := engine.MustSave(t, two, engine.System(1), "candidate", map[string]any{"mobile": "13900658001", "chineseName": "周杰", "grade": "A"})
		page, err := two.List(ctx, engine.System(1), "candidate", engine.ListParams{GQL: "grade=A"})
		if err != nil || len(page.List) != 1 || page.List[0]["id"] != res.ID {
			t.Fatalf("the other process filtering by the new field: %v %+v", err, page)
		}
	})
}

// A non-admin, or an admin of another company on the same installation, cannot change the
// installation's metadata.
func TestMetadataChangesNeedTheCompanyAdmin(t *testing.T) {
	engine.ForEachStore(t, func(t *testing.T, ctx context.Context, e *engine.Engine) {
		for _, p := range []engine.Principal{{TenantID: 1, UserID: 5, Lang: "en"}, {TenantID: 2, UserID: 9, IsAdmin: true, Lang: "en"}} {
			if _, err := e.ChangeMeta(ctx, p, true, addField("grade", false), nil); engine.AsError(err).Status != 403 {
				t.Errorf("%+v adding a field: %v", p, err)
			}
		}
		if e.Reg().Model("candidate").Field("grade") != nil {
			t.Error("a refused change was put in force")
		}
	})
}
