package engine

import (
	"context"
	"fmt"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// checkLinkRules refuses links to records their field's link_rule filter does not select: a
// submission to a closed job, a hunter who is not an active hunter. Only links being written
// are checked, so a job closed later does not lock its submissions.
func (ig *integrity) checkLinkRules(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, doc map[string]any, changed []string) error {
	var errs fieldErrors
	for _, name := range changed {
		f := m.Field(name)
		if f == nil || f.LinkRule == nil || doc[name] == nil {
			continue
		}
		want := ids(doc[name])
		if len(want) == 0 {
			continue
		}
		matching, err := ig.linksMatching(ctx, tx, p, f, want)
		if err != nil {
			return err
		}
		for _, id := range want {
			if !matching[id] {
				msg := f.LinkRule.Message.In(p.Lang)
				errs.add(f, "link_rule", msg, map[string]any{"ID": id})
				break
			}
		}
	}
	return errs.err()
}

// linksMatching answers which of ids the field's link_rule selects among live records.
func (ig *integrity) linksMatching(ctx context.Context, tx *store.Tx, p Principal, f *meta.Field, want []int64) (map[int64]bool, error) {
	target := ig.e.Reg().Model(f.To)
	parts := make([]string, len(want))
	for i, id := range want {
		parts[i] = fmt.Sprint(id)
	}
	node, err := gql.Parse("(" + f.LinkRule.Filter + ")&id__s=" + strings.Join(parts, "%2C"))
	if err != nil {
		return nil, fmt.Errorf("link_rule of %s: %w", f.Name, err)
	}
	found, err := ig.e.reads.findIDs(ctx, tx, p.TenantID, target, node, 0)
	if err != nil {
		return nil, fmt.Errorf("link_rule of %s: %w", f.Name, err)
	}
	out := make(map[int64]bool, len(found))
	for _, id := range found {
		out[id] = true
	}
	return out, nil
}
