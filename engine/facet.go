package engine

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/jmoiron/sqlx"
	"golang.org/x/sync/errgroup"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Facets counts a list's values per field for the filter side panel: which fields
// may be faceted and the counts under a filter.
type Facets struct{ e *Engine }

// MaxFacets bounds the facets of one call; facetValues the values listed per facet (the
// sidebar shows 10 and the rest behind More).
const (
	MaxFacets   = 12
	facetValues = 100
)

// FacetValue is one bucket: its key, how many records fall in it (value), its label in the
// user's language and the gql condition that selects it.
type FacetValue struct {
	Key   any    `json:"key"`
	Value int64  `json:"value"`
	Label string `json:"label"`
	Query string `json:"query"`
}

// FacetField describes a field that can be faceted on.
type FacetField struct {
	Name     string `json:"name"`
	Label    string `json:"label_value"`
	Type     string `json:"type"`
	TreeAble bool   `json:"tree_able"`
	Kind     string `json:"facet"`
}

// Fields lists a model's facets, as GET /rest/{model}/facet/fields answers.
func (fc *Facets) Fields(ctx context.Context, p Principal, model string) ([]FacetField, error) {
	m, err := fc.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := fc.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	out := []FacetField{}
	veil := fc.e.Contacts.veil(ctx, p)
	for _, f := range m.Facets() {
		if veil.Hidden(m, f) {
			continue // no facet on values the reader may not see
		}
		kind := "value"
		if f.Kind().Facet() == meta.FacetDate {
			kind = "date"
		}
		tree := f.Type == "comtree"
		out = append(out, FacetField{Name: f.Name, Label: f.Label.In(p.Lang), Type: f.Type, TreeAble: tree, Kind: kind})
	}
	return out, nil
}

// Counts counts a model's records per value of each demanded facet under a gql filter.
// Each facet ignores the filter's own top-level conditions on that field, so choosing one
// status still shows how many records every other status has.
func (fc *Facets) Counts(ctx context.Context, p Principal, model, filterText string, fields []string) (map[string][]FacetValue, error) {
	m, err := fc.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := fc.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	if len(fields) > MaxFacets {
		return nil, badRequest("facets_too_many", "demandFacets: at most %d facets per call", MaxFacets).with(map[string]any{"Max": MaxFacets})
	}
	filter, err := gql.Parse(filterText)
	if err != nil {
		return nil, err
	}
	var own, shared []*meta.Field // facets with a condition of their own in the filter, and the rest
	for _, name := range fields {
		f := m.Field(name)
		if f == nil || !f.FacetAble || f.Kind().Facet() == meta.FacetNone {
			var names []string
			for _, ff := range m.Facets() {
				names = append(names, ff.Name)
			}
			return nil, badRequest("not_facetable", "demandFacets: %q is not a facet of %s (facets: %s)", name, m.Name, strings.Join(names, ", ")).
				with(map[string]any{"Field": name, "Model": m.Name, "Facets": strings.Join(names, ", ")})
		}
		if gql.Without(filter, name) == filter && gql.SingleScalarFacet(f) && fc.e.Store.Dialect().GroupingSets() {
			shared = append(shared, f)
		} else {
			own = append(own, f)
		}
	}
	if len(shared) == 1 {
		own, shared = append(own, shared...), nil
	}
	out := map[string][]FacetValue{}
	var mu sync.Mutex
	put := func(f *meta.Field, values []FacetValue) {
		mu.Lock()
		out[f.Name] = values
		mu.Unlock()
	}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(4)
	if len(shared) > 0 {
		// Facets under the same filter are counted in one pass over the records.
		g.Go(func() error { return fc.sets(gctx, p, gql.Query{Model: m, Filter: filter}, shared, put) })
	}
	for _, f := range own {
		q := gql.Query{Model: m, Filter: gql.Without(filter, f.Name)}
		g.Go(func() error {
			values, err := fc.count(gctx, p, q, f)
			put(f, values)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return out, nil
}

// sets counts several single-valued facets under one filter with one statement.
func (fc *Facets) sets(ctx context.Context, p Principal, q gql.Query, fields []*meta.Field, put func(*meta.Field, []FacetValue)) error {
	gen := fc.e.Store.DataGen()
	query, args, err := fc.e.compiler(ctx, p).FacetSets(q, fields)
	if err != nil {
		return err
	}
	key := aggregateKey("facets", query, args)
	v, ok := fc.e.kept.get(gen, key)
	if !ok {
		if v, err = fc.setsNow(ctx, query, args, fields); err != nil {
			return err
		}
		fc.e.kept.put(gen, key, v)
	}
	for i, f := range fields {
		vs := slices.Clone(v.([][]FacetValue)[i]) // labels are the reader's, written in place
		if err := fc.label(ctx, p, f, vs); err != nil {
			return err
		}
		put(f, vs)
	}
	return nil
}

// setsNow runs the statement counting several facets, answering each field's values in
// the order of the single-facet statement, without labels.
func (fc *Facets) setsNow(ctx context.Context, query string, args []any, fields []*meta.Field) ([][]FacetValue, error) {
	rows, err := fc.e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	values := make([][]FacetValue, len(fields))
	bit := map[int64]int{}
	for i := range fields {
		bit[store.GroupingBit(i, len(fields))] = i
	}
	dest := make([]any, len(fields)+2)
	keys := make([]any, len(fields))
	var mask, n int64
	dest[0], dest[len(dest)-1] = &mask, &n
	for i := range keys {
		dest[i+1] = &keys[i]
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		if i, ok := bit[mask]; ok {
			values[i] = append(values[i], FacetValue{Key: facetKey(fields[i], keys[i]), Value: n})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range fields {
		vs := values[i]
		// The order of the single-facet statement: most records first, then by key.
		sort.Slice(vs, func(a, b int) bool {
			if vs[a].Value != vs[b].Value {
				return vs[a].Value > vs[b].Value
			}
			return keyLess(vs[a].Key, vs[b].Key)
		})
		if len(vs) > facetValues {
			vs = vs[:facetValues]
		}
		if vs == nil {
			vs = []FacetValue{}
		}
		values[i] = vs
	}
	return values, nil
}

// count counts one facet under q; the counts are kept until the records change
// (aggregates_kept.go), the labels written for each reader.
func (fc *Facets) count(ctx context.Context, p Principal, q gql.Query, f *meta.Field) ([]FacetValue, error) {
	gen := fc.e.Store.DataGen()
	c := fc.e.compiler(ctx, p)
	query, args, err := c.Facet(q, f, facetValues)
	if err != nil {
		return nil, err
	}
	date := f.Kind().Facet() == meta.FacetDate
	kind := "facet"
	if date {
		kind = "facet-date:" + p.Lang // its buckets are labelled as they are counted
	}
	key := aggregateKey(kind, query, args)
	v, ok := fc.e.kept.get(gen, key)
	if !ok {
		if v, err = fc.countNow(ctx, p, f, query, args); err != nil {
			return nil, err
		}
		fc.e.kept.put(gen, key, v)
	}
	out := slices.Clone(v.([]FacetValue))
	if date {
		return out, nil
	}
	return out, fc.label(ctx, p, f, out)
}

// countNow runs one facet's statement: date buckets labelled, other values without labels.
func (fc *Facets) countNow(ctx context.Context, p Principal, f *meta.Field, query string, args []any) ([]FacetValue, error) {
	rows, err := fc.e.Store.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []FacetValue{}
	if f.Kind().Facet() == meta.FacetDate {
		counts := make([]any, len(gql.DateBuckets)+1)
		ptrs := make([]any, len(counts))
		for i := range counts {
			ptrs[i] = &counts[i]
		}
		if rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				return nil, err
			}
		}
		for i, bucket := range append(append([]string{}, gql.DateBuckets...), "") {
			n := toInt64(counts[i])
			if n == 0 {
				continue
			}
			fv := FacetValue{Key: bucket, Value: n, Label: T(p.Lang, "facet."+bucket, nil, bucket), Query: f.Name + "__" + bucket}
			if bucket == "" {
				fv.Label, fv.Query = T(p.Lang, "facet.not_set", nil, "(Not set)"), f.Name+"__isnull="
			}
			out = append(out, fv)
		}
		return out, rows.Err()
	}
	return scanCounts(rows, f)
}

// scanCounts reads a grouped count's rows (value, count) as facet values without labels.
func scanCounts(rows *sqlx.Rows, f *meta.Field) ([]FacetValue, error) {
	out := []FacetValue{}
	for rows.Next() {
		var key any
		var n int64
		if err := rows.Scan(&key, &n); err != nil {
			return nil, err
		}
		out = append(out, FacetValue{Key: facetKey(f, key), Value: n})
	}
	return out, rows.Err()
}

func facetKey(f *meta.Field, key any) any {
	switch x := key.(type) {
	case []byte:
		key = string(x)
	}
	st := f.Kind().Storage(f)
	if s, ok := key.(string); ok && (st == meta.StoreInt || st == meta.StoreIntList) {
		var n int64
		if _, err := fmt.Sscan(s, &n); err == nil {
			return n
		}
	}
	if st == meta.StoreBool {
		switch x := key.(type) {
		case int64:
			return x != 0
		case string:
			return x == "true" || x == "1"
		}
	}
	return key
}

// label fills each bucket's label and the gql condition selecting it.
func (fc *Facets) label(ctx context.Context, p Principal, f *meta.Field, values []FacetValue) error {
	var refs []int64
	for _, v := range values {
		if id, ok := v.Key.(int64); ok {
			refs = append(refs, id)
		}
	}
	var names map[int64]string
	if (f.Type == "foreignkey" || f.Type == "comtree") && len(refs) > 0 {
		var err error
		if names, err = fc.e.names.of(ctx, p, f.To, refs); err != nil {
			return err
		}
	}
	multi := f.Kind().Storage(f) == meta.StoreTextList || f.Kind().Storage(f) == meta.StoreIntList
	for i := range values {
		v := &values[i]
		if v.Key == nil {
			v.Label, v.Query = T(p.Lang, "facet.not_set", nil, "(Not set)"), f.Name+"__isnull="
			continue
		}
		text := fmt.Sprint(v.Key)
		switch {
		case f.OptionList() != "":
			v.Label = fc.e.Options.Label(ctx, p.TenantID, f.OptionList(), text, p.Lang)
		case names != nil:
			v.Label = names[v.Key.(int64)]
		case f.Kind().Storage(f) == meta.StoreBool:
			v.Label = T(p.Lang, map[bool]string{true: "yes", false: "no"}[v.Key == true], nil, map[bool]string{true: "Yes", false: "No"}[v.Key == true])
			text = map[bool]string{true: "1", false: "0"}[v.Key == true]
		default:
			v.Label = text
		}
		v.Query = f.Name + "=" + url.QueryEscape(text)
		if multi {
			v.Query = f.Name + "__s=" + url.QueryEscape(text)
		}
	}
	return nil
}

func toInt64(v any) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case float64:
		return int64(x)
	case []byte:
		var n int64
		fmt.Sscan(string(x), &n)
		return n
	}
	return 0
}

// keyLess orders facet keys as SQL does: numbers by value, text by text; no value last.
func keyLess(a, b any) bool {
	switch {
	case a == nil:
		return false
	case b == nil:
		return true
	}
	if x, ok := number(a); ok {
		if y, ok := number(b); ok {
			return x < y
		}
	}
	if x, ok := a.(bool); ok {
		y, _ := b.(bool)
		return !x && y
	}
	return fmt.Sprint(a) < fmt.Sprint(b)
}
