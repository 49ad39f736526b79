package pipeline

import (
	"context"

	"huntline/engine"
	"huntline/meta"
)

// describeModel tells the screens, in GET /rest/custom_field/{model}/list, the stages a
// model's records move through and the moves each allows ("pipeline"): the kanban and the
// flow page draw it; a move checks it.
func describeModel(_ context.Context, _ engine.Principal, m *meta.Model, info *engine.ModelInfo) {
	if Of(m) == nil {
		return
	}
	if info.Extra == nil {
		info.Extra = map[string]any{}
	}
	info.Extra["pipeline"] = Of(m)
}

// describeStage adds what the flow page heads a pipeline record with (spec 000 §3 job
// submission) to GET /rest/{model}/{id}: __status, its stage's label and colour, and
// editable, whether the user may change it.
func (mod *Module) describeStage(ctx context.Context, p engine.Principal, m *meta.Model, it engine.Item) {
	if Of(m) == nil {
		return
	}
	code, _ := it[Of(m).Stage].(string)
	st := map[string]any{"code": code, "name": code, "color": ""}
	if o, ok := mod.Engine().Options.Option(ctx, p.TenantID, m.Field(Of(m).Stage).OptionList(), code); ok {
		st["name"], st["color"] = o.Value(p.Lang), o.Color
	}
	it["__status"] = st
	id, _ := it["id"].(int64)
	editable, _ := mod.Engine().Editable(ctx, p, m.Name, id) // a failing store reads as not editable
	it["editable"] = editable
}
