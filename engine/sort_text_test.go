package engine

import (
	"context"
	"slices"
	"testing"

	"huntline/store"
)

// Text orders by pinyin on both stores (Latin letters among the pinyin, case aside), empty
// values last in both directions; the sort keys of records written before the key existed
// are filled in, and an edit moves its record.
func TestTextOrderPinyin(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		p := System(1)
		names := []string{"", "张伟", "Alice", "王芳", "bob", "李娜", "安娜", "曾强", ""}
		ids := map[string]int64{}
		for i, n := range names {
			data := map[string]any{"name": "client " + string(rune('A'+i)), "name1": n, "name2": n}
			ids[n+string(rune('0'+i))] = MustSave(t, e, p, "client", data).ID
		}
		order := func(ordering string) []string {
			t.Helper()
			res, err := e.List(ctx, p, "client", ListParams{Ordering: ordering, PaginateBy: 50})
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, it := range res.List {
				s, _ := it["name1"].(string)
				out = append(out, s)
			}
			return out
		}
		asc := []string{"Alice", "安娜", "bob", "李娜", "王芳", "曾强", "张伟", "", ""}
		desc := []string{"张伟", "曾强", "王芳", "李娜", "bob", "安娜", "Alice", "", ""}
		check := func(when string) {
			t.Helper()
			for _, c := range []struct {
				ordering string
				want     []string
			}{{"name1", asc}, {"-name1", desc}, {"name2", asc}, {"-name2", desc}} {
				if got := order(c.ordering); !slices.Equal(got, c.want) {
					t.Errorf("%s, ordering %s: %q, want %q", when, c.ordering, got, c.want)
				}
			}
		}
		check("as written")

		// Keys lost (as for rows written before the key column existed) are filled again.
		m, _ := e.model("client")
		if _, err := e.Store.Exec(ctx, "UPDATE "+store.Table("client")+" SET "+store.SortColumn(m.Field("name1"))+" = NULL, "+store.SortColumn(m.Field("name2"))+" = NULL"); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"name1", "name2"} {
			if err := e.Store.Refill(ctx, m, m.Field(f)); err != nil {
				t.Fatal(err)
			}
		}
		check("after a refill")

		// An edit moves its record: Alice becomes 周 (zhou), after 张伟.
		rec, err := e.Get(ctx, p, "client", ids["Alice2"], nil)
		if err != nil {
			t.Fatal(err)
		}
		MustSave(t, e, p, "client", map[string]any{"id": ids["Alice2"], "version": rec["version"], "name1": "周"})
		if got, want := order("name1"), []string{"安娜", "bob", "李娜", "王芳", "曾强", "张伟", "周", "", ""}; !slices.Equal(got, want) {
			t.Errorf("after an edit: %q, want %q", got, want)
		}
	})
}

func TestSortKey(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Alice", "安娜"}, {"安娜", "bob"}, {"李", "林"}, {"王", "张"}, {"曾", "张"}, {"bob", "Bobby"}, {"李娜", "李娜娜"},
	} {
		if !(store.SortKey(c.a) < store.SortKey(c.b)) {
			t.Errorf("%q should sort before %q: keys %q, %q", c.a, c.b, store.SortKey(c.a), store.SortKey(c.b))
		}
	}
	if store.SortKey("  ") != "" {
		t.Error("blank text has a key")
	}
}
