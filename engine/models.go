package engine

import "context"

// ModelRef names a model for pickers: a choice of model, a foreignkey's target.
type ModelRef struct {
	Name  string `json:"name"`
	Label string `json:"label_value"`
	Icon  string `json:"icon,omitempty"`
}

// Models lists the models p may view, by label, as GET /rest/data/models answers.
func (e *Engine) Models(ctx context.Context, p Principal) []ModelRef {
	out := []ModelRef{}
	for _, m := range e.Reg().Models() {
		if e.Access.Allow(ctx, p, m, ActView) == nil {
			out = append(out, ModelRef{Name: m.Name, Label: m.Label.In(p.Lang), Icon: m.Icon})
		}
	}
	return out
}
