package approvals

import (
	"context"

	"huntline/engine"
	"huntline/meta"
)

// Info is a model's approval metadata as the screens read it ("approval" in
// GET /rest/custom_field/{model}/list): its status field and links, and the models of the
// flows and their definitions.
type Info struct {
	Approval
	FlowModel       string `json:"flow_model"`
	DefinitionModel string `json:"definition_model"`
}

// describeModel tells the screens a model's part in approvals: "approval" for a model whose
// records go through flows (the approval tab, the panel choosing a flow), "approval_flow"
// for the flow model (its detail page is the flow), "approval_definition" for the
// definitions' model (its add and edit open the level editor rather than a form over the
// raw JSON).
func (s *Service) describeModel(_ context.Context, _ engine.Principal, m *meta.Model, info *engine.ModelInfo) {
	set := func(key string, v any) {
		if info.Extra == nil {
			info.Extra = map[string]any{}
		}
		info.Extra[key] = v
	}
	fm, dm := FlowModel(s.e.Reg()), DefinitionModel(s.e.Reg())
	if Of(m) != nil && fm != nil && dm != nil {
		set("approval", &Info{Approval: *Of(m), FlowModel: fm.Name, DefinitionModel: dm.Name})
	}
	if isMarked(m, flowKey) {
		set("approval_flow", true)
	}
	if isMarked(m, definitionKey) {
		set("approval_definition", true)
	}
}
