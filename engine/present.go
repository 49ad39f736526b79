package engine

import (
	"huntline/meta"
	"huntline/store"
)

// Item is a record as the API answers it: system fields, __name__, every stored field and
// computed rollups. Links hold ids unless demandKeys expanded them.
type Item map[string]any

// presentable answers the fields an Item carries: every stored field, less a list's heavy
// list_hidden ones.
func presentable(m *meta.Model, forList bool) []*meta.Field {
	fields := m.DataFields()
	out := make([]*meta.Field, 0, len(fields))
	for _, f := range fields {
		if (forList && f.ListHidden) || f.Kind().Storage(f) == meta.StoreVirtual {
			continue
		}
		out = append(out, f)
	}
	return out
}

// present turns a stored record into an Item. Its document was decoded with only the
// fields' values (kept) into a map with room for the rest, and becomes the Item itself:
// building a second map key by key was a tenth of a list page's CPU. A field wins over a
// system key of the same name, and a rollup over both, as when each was written in turn.
func present(rec *store.Record, fields []*meta.Field, kept map[string]bool, rollups []*meta.Field, rollupValues []any) Item {
	it := Item(rec.Data)
	if it == nil {
		it = make(Item, 8+len(fields)+len(rollups))
	}
	for _, kv := range [...]struct {
		k string
		v any
	}{
		{"id", rec.ID},
		{"__name__", rec.Name},
		{"dateAdded", rec.CreatedAt.UTC().Format(meta.DateTimeLayout)},
		{"lastUpdateDate", rec.UpdatedAt.UTC().Format(meta.DateTimeLayout)},
		{"addedBy", nullable(rec.CreatedBy)},
		{"lastUpdateBy", nullable(rec.UpdatedBy)},
		{"version", rec.Version},
		{"is_deleted", rec.IsDeleted},
	} {
		if !kept[kv.k] {
			it[kv.k] = kv.v
		}
	}
	for _, f := range fields {
		if _, ok := it[f.Name]; !ok {
			it[f.Name] = nil
		}
	}
	for i, f := range rollups {
		it[f.Name] = rollupValue(rollupValues[i])
	}
	return it
}

func nullable(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// rollupValue turns a scanned aggregate into a JSON-friendly number or text.
func rollupValue(v any) any {
	switch x := v.(type) {
	case []byte:
		return string(x)
	case float64:
		if x == float64(int64(x)) {
			return int64(x)
		}
	}
	return v
}

// scanItems reads the rows of a List or ByIDs statement.
func scanItems(rows interface {
	Next() bool
	Scan(...any) error
	Err() error
}, m *meta.Model, rollups []*meta.Field, forList bool) ([]Item, error) {
	fields := presentable(m, forList)
	kept := make(map[string]bool, len(fields))
	for _, f := range fields {
		kept[f.Name] = true
	}
	size := 8 + len(fields) + len(rollups)
	var out []Item
	for rows.Next() {
		vals := make([]any, len(rollups))
		ptrs := make([]any, len(rollups))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		rec, err := store.ScanRecordSized(rows, kept, size, ptrs...)
		if err != nil {
			return nil, err
		}
		out = append(out, present(rec, fields, kept, rollups, vals))
	}
	return out, rows.Err()
}
