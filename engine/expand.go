package engine

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"huntline/meta"
)

// MaxDemandKeys bounds how many relations one call may expand, and reverseLimit how many
// related records a reverse relation lists per call.
const (
	MaxDemandKeys = 12
	maxKeyDepth   = 3
	reverseLimit  = 2000
)

// expand replaces link ids with the linked records for each demandKeys path: "client" turns
// a job's client id into {id, __name__, ...the client's fields}; "client__city" goes on into
// the client's city; "jobsubmission_set" lists a candidate's submissions. Related records
// are read with the user's scope like any other read.
func (rd *reads) expand(ctx context.Context, p Principal, m *meta.Model, items []Item, keys []string) error {
	if len(keys) == 0 || len(items) == 0 {
		return nil
	}
	if len(keys) > MaxDemandKeys {
		return badRequest("demand_keys", "demandKeys: at most %d keys", MaxDemandKeys).with(map[string]any{"Max": MaxDemandKeys})
	}
	tree := map[string][]string{}
	var order []string
	for _, k := range keys {
		k = strings.TrimSpace(k)
		if k == "" {
			continue
		}
		parts := strings.SplitN(k, "__", 2)
		if strings.Count(k, "__") >= maxKeyDepth {
			return badRequest("demand_keys", "demandKeys: %q goes deeper than %d relations", k, maxKeyDepth)
		}
		if _, seen := tree[parts[0]]; !seen {
			order = append(order, parts[0])
			tree[parts[0]] = nil
		}
		if len(parts) == 2 {
			tree[parts[0]] = append(tree[parts[0]], parts[1])
		}
	}
	for _, name := range order {
		f := m.Field(name)
		if f == nil || !f.IsRelation() {
			return badRequest("demand_keys", "demandKeys: %q is not a relation or rollup of %s (relations: %s)", name, m.Name, strings.Join(relations(m), ", ")).
				with(map[string]any{"Key": name, "Model": m.Name})
		}
		var err error
		if f.Type == "reverse_foreignkey" {
			err = rd.expandReverse(ctx, p, m, f, items, tree[name])
		} else {
			err = rd.expandForward(ctx, p, f, items, tree[name])
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func relations(m *meta.Model) []string {
	var out []string
	for _, f := range m.AllFields() {
		if f.IsRelation() {
			out = append(out, f.Name)
		}
	}
	sort.Strings(out)
	return out
}

func (rd *reads) expandForward(ctx context.Context, p Principal, f *meta.Field, items []Item, nested []string) error {
	target := rd.e.Reg().Model(f.To)
	seen := map[int64]bool{}
	var want []int64
	for _, it := range items {
		for _, id := range ids(it[f.Name]) {
			if !seen[id] {
				seen[id] = true
				want = append(want, id)
			}
		}
	}
	related, err := rd.byIDs(ctx, rd.e.compiler(ctx, p), target, want, false)
	if err != nil {
		return err
	}
	if err := rd.guard(ctx, p, target, related); err != nil {
		return err
	}
	if err := rd.expand(ctx, p, target, related, nested); err != nil {
		return err
	}
	byID := map[int64]Item{}
	for _, r := range related {
		byID[r["id"].(int64)] = r
	}
	for _, it := range items {
		switch v := it[f.Name].(type) {
		case int64:
			it[f.Name] = linked(byID, v)
		case []any, []int64:
			list := []Item{}
			for _, id := range ids(v) {
				list = append(list, linked(byID, id))
			}
			it[f.Name] = list
		}
	}
	return nil
}

// linked answers the expanded record, or just its id where the user may not read it.
func linked(byID map[int64]Item, id int64) Item {
	if r, ok := byID[id]; ok {
		return r
	}
	return Item{"id": id}
}

func (rd *reads) expandReverse(ctx context.Context, p Principal, m *meta.Model, f *meta.Field, items []Item, nested []string) error {
	child := rd.e.Reg().Model(f.To)
	link := child.Field(f.Via)
	parents := make([]any, len(items))
	for i, it := range items {
		parents[i] = it["id"]
	}
	c := rd.e.compiler(ctx, p)
	query, args, err := c.ByLink(child, link, parents, reverseLimit)
	if err != nil {
		return err
	}
	rows, err := rd.e.Store.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	children, err := scanItems(rows, child, nil, true)
	rows.Close()
	if err != nil {
		return err
	}
	if err := rd.guard(ctx, p, child, children); err != nil {
		return err
	}
	byParent := map[int64][]Item{}
	for _, ch := range children {
		if pid, ok := ch[link.Name].(int64); ok {
			byParent[pid] = append(byParent[pid], ch)
		}
	}
	if err := rd.expand(ctx, p, child, children, nested); err != nil {
		return err
	}
	for _, it := range items {
		list := byParent[it["id"].(int64)]
		if list == nil {
			list = []Item{}
		}
		it[f.Name] = list
	}
	return nil
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }
