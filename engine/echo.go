package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"huntline/meta"
)

// A client may send back what it read: a form that posts the record it loaded carries
// __name__, dateAdded, rollups and other keys nobody can write. Such a key is taken when it
// holds what the user reads now (or, on a new record, nothing), and changes nothing; any
// other value is refused by readInput, naming the key, instead of being dropped unseen.

// withoutEchoes answers raw less the read-only keys that echo the record as p reads it now:
// on an update (raw holds an id) the record is read once, as GET /rest/{model}/{id} answers
// it, and each such key compared with it; on a create, empty ones are left out. Sub-form
// items of collections are treated the same way against their own records. Keys that are
// not echoes stay, for readInput to refuse. When the version sent is not the current one,
// every read-only key is left out: the update answers the stale version, which explains
// more than a difference it causes.
func (wr *writes) withoutEchoes(ctx context.Context, p Principal, m *meta.Model, raw map[string]any) (map[string]any, error) {
	var candidates, relations []string
	var collections []*meta.Field
	for k := range raw {
		f := m.Field(k)
		switch {
		case k == "id" || k == "version" || k == "is_deleted":
		case f != nil && f.Collection != nil:
			collections = append(collections, f)
		case f == nil || !f.IsEditable():
			candidates = append(candidates, k)
			if f != nil && f.Type == "reverse_foreignkey" {
				relations = append(relations, k)
			}
		}
	}
	if len(candidates) == 0 && len(collections) == 0 {
		return raw, nil // what forms post: nothing to compare, nothing to read
	}
	out := make(map[string]any, len(raw))
	for k, v := range raw {
		out[k] = v
	}
	for _, f := range collections {
		items, err := wr.itemsWithoutEchoes(ctx, p, f, out[f.Name])
		if err != nil {
			return nil, err
		}
		out[f.Name] = items
	}
	if len(candidates) == 0 {
		return out, nil
	}
	id, err := meta.AsInt(raw["id"])
	if err != nil || id <= 0 {
		for _, k := range candidates {
			if f := m.Field(k); (f != nil || k == "__name__") && meta.IsEmpty(raw[k]) {
				delete(out, k) // a new record: an empty read-only key says nothing
			}
		}
		return out, nil
	}
	current, err := wr.e.Get(ctx, p, m.Name, id, relations)
	if err != nil {
		return nil, err
	}
	stale := false
	if v, given := raw["version"]; given && !meta.IsEmpty(v) {
		n, err := meta.AsInt(v)
		stale = err == nil && !sameEcho(n, current["version"])
	}
	for _, k := range candidates {
		read, wasRead := current[k]
		if !wasRead && m.Field(k) == nil {
			continue // not a field and never read: readInput refuses it as unknown
		}
		if stale || sameEcho(raw[k], read) {
			delete(out, k)
		}
	}
	return out, nil
}

// itemsWithoutEchoes applies withoutEchoes to each posted sub-form of a collection; a value
// that is not a list of objects is left to readCollection to refuse.
func (wr *writes) itemsWithoutEchoes(ctx context.Context, p Principal, f *meta.Field, v any) (any, error) {
	list, ok := v.([]any)
	child := wr.e.Reg().Model(f.To)
	if !ok || child == nil {
		return v, nil
	}
	out := make([]any, len(list))
	for i, it := range list {
		obj, ok := it.(map[string]any)
		if !ok {
			out[i] = it
			continue
		}
		stripped, err := wr.withoutEchoes(ctx, p, child, obj)
		if err != nil {
			return nil, err
		}
		out[i] = stripped
	}
	return out, nil
}

// sameEcho tells whether a posted value is the value read, spelled as clients spell it: a
// link as its id or as {"id": ..., "__name__": ...}, a number as a number or as text, a time
// in any zone, and null, "", [] and {} alike as nothing.
func sameEcho(posted, read any) bool {
	a, b := echoForm(jsonValue(posted)), echoForm(jsonValue(read))
	switch x := a.(type) {
	case nil:
		return b == nil
	case json.Number:
		return sameNumber(x, b)
	case string:
		switch y := b.(type) {
		case string:
			return x == y || sameTime(x, y)
		case json.Number:
			return sameNumber(y, x)
		}
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameEcho(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return false
		}
		for k, v := range x {
			if !sameEcho(v, y[k]) {
				return false
			}
		}
		for k, v := range y {
			if _, seen := x[k]; !seen && echoForm(v) != nil {
				return false
			}
		}
		return true
	}
	return false
}

// jsonValue gives any value the shapes JSON decoding gives it (json.Number, string, bool,
// nil, []any, map[string]any), so a posted value and a read one compare alike.
func jsonValue(v any) any {
	raw, err := json.Marshal(v)
	if err != nil {
		return v
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var out any
	if dec.Decode(&out) != nil {
		return v
	}
	return out
}

func echoForm(v any) any {
	switch x := v.(type) {
	case map[string]any:
		if id, ok := x["id"]; ok {
			return echoForm(id)
		}
		if len(x) == 0 {
			return nil
		}
	case []any:
		if len(x) == 0 {
			return nil
		}
	case string:
		if strings.TrimSpace(x) == "" {
			return nil
		}
	}
	return v
}

func sameNumber(n json.Number, v any) bool {
	a, err := n.Float64()
	if err != nil {
		return false
	}
	var s string
	switch y := v.(type) {
	case json.Number:
		s = y.String()
	case string:
		s = strings.TrimSpace(y)
	default:
		return false
	}
	b, err := strconv.ParseFloat(s, 64)
	return err == nil && a == b
}

func sameTime(a, b string) bool {
	ta, err1 := time.Parse(time.RFC3339Nano, a)
	tb, err2 := time.Parse(time.RFC3339Nano, b)
	return err1 == nil && err2 == nil && ta.Equal(tb)
}
