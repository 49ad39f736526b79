package engine

import (
	"context"
	"strings"

	"huntline/gql"
)

// DuplicateMatch is a record the reader may read that shares a value of one of its model's
// duplicate rules with a record not yet saved: a parsed CV's e-mail, an imported row's mobile.
type DuplicateMatch struct {
	ID    int64  `json:"id"`
	Name  string `json:"__name__"`
	Label string `json:"label"` // the rule's label in the reader's language
	Value string `json:"value"` // the shared values, as the refusal of a save would show them
}

// maxDuplicateMatches bounds the records answered per rule: the caller offers a choice.
const maxDuplicateMatches = 5

// Duplicates answers the records of model the reader may read that the model's duplicate
// rules would find for doc, rule by rule, each record once. It says no more than a save of
// doc would: that save is refused naming the record the reader may read. Records outside the
// reader's scope are left out here; the save still refuses them in its own words.
func (e *Engine) Duplicates(ctx context.Context, p Principal, model string, doc map[string]any) ([]DuplicateMatch, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	out := []DuplicateMatch{}
	seen := map[int64]bool{}
	for _, rule := range m.Duplicates {
		filter, shown, _ := duplicateFilter(m, rule, doc)
		if filter == nil {
			continue
		}
		label := rule.Label.In(p.Lang)
		if label == "" {
			label = strings.Join(rule.Fields, ", ")
		}
		// One branch at a time, as the save's check asks them: each is an index seek.
		branches := []gql.Node{filter}
		if or, ok := filter.(*gql.Or); ok {
			branches = or.Items
		}
		for _, b := range branches {
			items, err := e.Page(ctx, p, gql.Query{Model: m, Filter: b, Ordering: "id", Limit: maxDuplicateMatches})
			if err != nil {
				return nil, err
			}
			for _, it := range items {
				id, _ := it["id"].(int64)
				if id == 0 || seen[id] {
					continue
				}
				seen[id] = true
				name, _ := it["__name__"].(string)
				out = append(out, DuplicateMatch{ID: id, Name: name, Label: label, Value: shown})
			}
		}
	}
	return out, nil
}
