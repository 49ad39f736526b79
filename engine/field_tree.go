package engine

import (
	"context"
	"strings"
)

// FieldNode is one field of the field-tree picker (spec 000 §2): its path from the root
// model, and whether it opens onto the fields of the model it links to.
type FieldNode struct {
	Name        string `json:"name"` // the gql path, e.g. owner__team
	Label       string `json:"label_value"`
	Type        string `json:"type"`
	To          string `json:"to,omitempty"`
	HasChildren bool   `json:"has_children"`
	FacetAble   bool   `json:"facet_able"`
}

// maxTreeDepth keeps the picker from walking relations forever (candidate → owner → team
// → parent ...); three hops cover every report anyone has asked for.
const maxTreeDepth = 3

// FieldTree answers the fields under a node of the field-tree picker:
// GET /rest/custom_field/{model}/{view}/all?adv_search_root=owner__team.
func (sn *Screens) FieldTree(ctx context.Context, p Principal, model, root string) ([]FieldNode, error) {
	m, err := sn.e.model(model)
	if err != nil {
		return nil, err
	}
	if err := sn.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	prefix, depth := "", 0
	if root != "" {
		for _, step := range strings.Split(root, "__") {
			f := m.Field(step)
			if f == nil || f.Hidden || !f.IsRelation() || sn.e.Reg().Model(f.To) == nil {
				return nil, badRequest("tree_root", "adv_search_root: %s is not a relation path of %s", root, model).with(map[string]any{"Root": root, "Model": model})
			}
			m = sn.e.Reg().Model(f.To)
			if err := sn.e.Access.Allow(ctx, p, m, ActView); err != nil {
				return nil, err
			}
			depth++
		}
		prefix = root + "__"
	}
	out := []FieldNode{}
	for _, f := range m.AllFields() {
		if f.Hidden || f.Implicit {
			continue
		}
		n := FieldNode{Name: prefix + f.Name, Label: f.Label.In(p.Lang), Type: f.Type, FacetAble: f.FacetAble}
		if f.IsRelation() && sn.e.Reg().Model(f.To) != nil {
			n.To = f.To
			n.HasChildren = depth+1 < maxTreeDepth && f.Type != "reverse_foreignkey"
		}
		out = append(out, n)
	}
	return out, nil
}
