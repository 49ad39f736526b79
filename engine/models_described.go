package engine

import (
	"context"
	"encoding/json"

	"huntline/meta"
)

// A ModelDescriber adds to what GET /rest/custom_field/{model}/list tells the screens about
// a model: it sets entries of info.Extra for the models it knows (which screen draws a
// record, which tab it gains) and leaves the others alone. A module registers one with
// Host.ModelInfo.
type ModelDescriber func(ctx context.Context, p Principal, m *meta.Model, info *ModelInfo)

// modelDescriber is a registered describer with the module that registered it.
type modelDescriber struct {
	describe ModelDescriber
	module   string
}

// describeModel runs every describer of a module in force on info.
func (xt *extensions) describeModel(ctx context.Context, p Principal, m *meta.Model, info *ModelInfo) {
	for _, d := range xt.e.modelDescribers {
		if d.module == "" || xt.e.ModuleOn(d.module) {
			d.describe(ctx, p, m, info)
		}
	}
}

// MarshalJSON writes the model's own keys and then what modules added (Extra), in one
// object, so a module's key reads like any other. A module's keys are its own: none is
// one of ModelInfo's.
func (info ModelInfo) MarshalJSON() ([]byte, error) {
	type plain ModelInfo // without this method
	return withExtraKeys(plain(info), info.Extra)
}

// withExtraKeys writes own, a struct, as a JSON object with the keys of extra after its own.
func withExtraKeys(own any, extra map[string]any) ([]byte, error) {
	raw, err := json.Marshal(own)
	if err != nil || len(extra) == 0 {
		return raw, err
	}
	more, err := json.Marshal(extra)
	if err != nil {
		return nil, err
	}
	// raw is {"k":...} (a struct with keys) and more {"k":...}: join them into one object.
	out := append(raw[:len(raw)-1:len(raw)-1], ',')
	return append(out, more[1:]...), nil
}
