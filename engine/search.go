package engine

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"huntline/gql"
	"huntline/meta"
)

// Search finds records by what people type: the quick search over models and the
// autocomplete of one model's pickers.
type Search struct{ e *Engine }

// Search limits: quick search lists a few of each model; pickers a page (spec 001 §9:
// picker page size 20, company suggestion limit 200).
const (
	QuickSearchLimit  = 5
	AutocompleteLimit = 20
	MaxSuggestLimit   = 200
)

// Suggestion is a record as quick search and pickers show it: id, name, model and its
// suggest_fields, links expanded to {id, __name__}.
type Suggestion = Item

// Quick finds records of each quick-searchable model (or of the models asked for)
// whose searchable fields contain term, or whose id is term. It answers them grouped by
// model, as GET /rest/data/quick_search does.
func (sc *Search) Quick(ctx context.Context, p Principal, term string, models []string, limit int) (map[string][]Suggestion, error) {
	term = strings.TrimSpace(term)
	out := map[string][]Suggestion{}
	if term == "" {
		return out, nil
	}
	if limit <= 0 || limit > 50 {
		limit = QuickSearchLimit
	}
	var targets []*meta.Model
	if len(models) == 0 {
		for _, m := range sc.e.Reg().Models() {
			if m.QuickSearch {
				targets = append(targets, m)
			}
		}
	}
	for _, name := range models {
		m, err := sc.e.model(name)
		if err != nil {
			return nil, err
		}
		targets = append(targets, m)
	}
	for _, m := range targets {
		if sc.e.Access.Allow(ctx, p, m, ActView) != nil {
			continue // quick search quietly leaves out what the user may not list
		}
		found, err := sc.suggest(ctx, p, m, term, limit)
		if err != nil {
			return nil, err
		}
		out[m.Name] = found
	}
	return out, nil
}

// Autocomplete answers records of one model matching name, for pickers.
func (sc *Search) Autocomplete(ctx context.Context, p Principal, model, name string, limit int, demandKeys []string) ([]Suggestion, error) {
	m, err := sc.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := sc.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = AutocompleteLimit
	}
	limit = min(limit, MaxSuggestLimit)
	found, err := sc.suggest(ctx, p, m, strings.TrimSpace(name), limit)
	if err != nil {
		return nil, err
	}
	if len(demandKeys) > 0 {
		if err := sc.e.reads.expand(ctx, p, m, found, demandKeys); err != nil {
			return nil, err
		}
	}
	return found, nil
}

func (sc *Search) suggest(ctx context.Context, p Principal, m *meta.Model, term string, limit int) ([]Suggestion, error) {
	var filter gql.Node
	if term != "" {
		// The syntax of keyword= (Boolean: store/keyword_bool.go); a refusal names the rule.
		if _, err := gql.ParseKeyword(term); err != nil {
			if ge, ok := err.(*gql.Error); ok && ge.Key == "gql.keyword_too_long" {
				return nil, badRequest("search_too_long", "name: a search term may have at most %d characters", ge.Args["Max"]).with(ge.Args)
			}
			return nil, err
		}
		filter = &gql.Cond{Path: []string{"keyword"}, Raw: url.QueryEscape(term), HasValue: true}
		if id, err := strconv.ParseInt(term, 10, 64); err == nil && id > 0 {
			filter = &gql.Or{Items: []gql.Node{filter, &gql.Cond{Path: []string{"id"}, Raw: term, HasValue: true}}}
		}
	}
	c := sc.e.compiler(ctx, p)
	items, err := sc.e.reads.query(ctx, c, gql.Query{Model: m, Filter: filter, Ordering: "-lastUpdateDate", Limit: limit})
	if err != nil {
		return nil, err
	}
	if err := sc.e.reads.guard(ctx, p, m, items); err != nil {
		return nil, err
	}
	details, err := sc.details(ctx, p, m, items)
	if err != nil {
		return nil, err
	}
	out := make([]Suggestion, 0, len(items))
	for i, it := range items {
		s := Suggestion{"id": it["id"], "__name__": it["__name__"], "model": m.Name}
		if m.Limited != nil {
			s[m.Limited.Flag] = it[m.Limited.Flag] == true
		}
		for _, f := range m.SuggestFields {
			s[f] = it[f]
		}
		s["__detail__"] = details[i]
		out = append(out, s)
	}
	var links []string
	for _, f := range m.SuggestFields {
		if fld := m.Field(f); fld.IsRelation() && fld.Type != "reverse_foreignkey" {
			links = append(links, f)
		}
	}
	return out, sc.expandNames(ctx, p, m, out, links)
}

// expandNames turns link ids into {id, __name__} without reading whole records.
func (sc *Search) expandNames(ctx context.Context, p Principal, m *meta.Model, items []Item, fields []string) error {
	for _, name := range fields {
		f := m.Field(name)
		var want []int64
		for _, it := range items {
			want = append(want, ids(it[name])...)
		}
		names, err := sc.e.names.of(ctx, p, f.To, want)
		if err != nil {
			return err
		}
		for _, it := range items {
			switch v := it[name].(type) {
			case int64:
				it[name] = Item{"id": v, "__name__": names[v]}
			case []any, []int64:
				var list []Item
				for _, id := range ids(v) {
					list = append(list, Item{"id": id, "__name__": names[id]})
				}
				it[name] = list
			}
		}
	}
	return nil
}
