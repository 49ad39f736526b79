package engine

import (
	"huntline/meta"
	"huntline/store"
)

// Item is a record as the API answers it: system fields, __name__, every stored field and
// computed rollups. Links hold ids unless demandKeys expanded them.
type Item map[string]any

// present turns a stored record into an Item. A list leaves out heavy list_hidden fields.
func present(m *meta.Model, rec *store.Record, rollups []*meta.Field, rollupValues []any, forList bool) Item {
	fields := m.DataFields()
	it := make(Item, 8+len(fields)+len(rollups)) // sized once: grown key by key, it rehashed on the way
	it["id"] = rec.ID
	it["__name__"] = rec.Name
	it["dateAdded"] = rec.CreatedAt.UTC().Format(meta.DateTimeLayout)
	it["lastUpdateDate"] = rec.UpdatedAt.UTC().Format(meta.DateTimeLayout)
	it["addedBy"] = nullable(rec.CreatedBy)
	it["lastUpdateBy"] = nullable(rec.UpdatedBy)
	it["version"] = rec.Version
	it["is_deleted"] = rec.IsDeleted
	for _, f := range fields {
		if forList && f.ListHidden {
			continue
		}
		if f.Kind().Storage(f) == meta.StoreVirtual {
			continue
		}
		it[f.Name] = rec.Data[f.Name]
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
	var out []Item
	for rows.Next() {
		vals := make([]any, len(rollups))
		ptrs := make([]any, len(rollups))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		rec, err := store.ScanRecord(rows, ptrs...)
		if err != nil {
			return nil, err
		}
		out = append(out, present(m, rec, rollups, vals, forList))
	}
	return out, rows.Err()
}
