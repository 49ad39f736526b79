package store_test

import (
	"context"
	"fmt"
	"testing"
	"testing/fstest"

	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

func widgetModel(indexed bool) fstest.MapFS {
	return fstest.MapFS{"models/widget.json": {Data: []byte(fmt.Sprintf(`{"name": "widget", "label": {"en": "Widget"}, "name_template": "{{code}}",
	  "fields": [{"name": "code", "type": "char", "label": {"en": "Code"}},
	             {"name": "weight", "type": "double", "indexed": %v, "label": {"en": "Weight"}}]}`, indexed))}}
}

// Making a field indexed adds its typed column and fills it from the documents already
// stored; making it plain again drops column and index. No record is rewritten by hand.
func TestColumnsFollowMetadata(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		load := func(indexed bool) *meta.Model {
			reg, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "x", FS: widgetModel(indexed)})
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Sync(ctx, reg); err != nil {
				t.Fatal(err)
			}
			return reg.Model("widget")
		}
		m := load(false)
		for i := 1; i <= 3; i++ {
			rec := &store.Record{TenantID: 1, Name: "w", Data: map[string]any{"code": "w", "weight": float64(i) * 1.5}}
			if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Insert(ctx, m, rec, store.Search{}) }); err != nil {
				t.Fatal(err)
			}
		}
		m = load(true)
		expr := s.Dialect().FieldExpr("t", m.Field("weight"))
		if expr != "t.c_weight" {
			t.Fatalf("indexed field reads %s", expr)
		}
		var n int
		if err := s.DB().GetContext(ctx, &n, s.Rebind("SELECT count(*) FROM rec_widget t WHERE "+expr+" >= ?"), 3.0); err != nil || n != 2 {
			t.Fatalf("backfilled column: %d %v", n, err)
		}
		rec, _ := s.Get(ctx, m, 1, 1)
		rec.Data["weight"] = 9.0
		if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Update(ctx, m, rec, nil, []string{"weight"}) }); err != nil {
			t.Fatal(err)
		}
		if err := s.DB().GetContext(ctx, &n, s.Rebind("SELECT count(*) FROM rec_widget t WHERE "+expr+" = ?"), 9.0); err != nil || n != 1 {
			t.Fatalf("updated column: %d %v", n, err)
		}
		m = load(false)
		if expr := s.Dialect().FieldExpr("t", m.Field("weight")); expr == "t.c_weight" {
			t.Fatal("plain field still reads its column")
		}
		if err := s.DB().GetContext(ctx, &n, "SELECT count(*) FROM rec_widget t WHERE "+s.Dialect().FieldExpr("t", m.Field("weight"))+" = 9"); err != nil || n != 1 {
			t.Fatalf("document after dropping the column: %d %v", n, err)
		}
	})
}
