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
func (e *Engine) describeModel(ctx context.Context, p Principal, m *meta.Model, info *ModelInfo) {
	for _, d := range e.modelDescribers {
		if d.module == "" || e.ModuleOn(d.module) {
			d.describe(ctx, p, m, info)
		}
	}
}

// MarshalJSON writes the model's own keys and then what modules added (Extra), in one
// object, so a module's key reads like any other. A module's keys are its own: none is
// one of ModelInfo's.
func (info ModelInfo) MarshalJSON() ([]byte, error) {
	type plain ModelInfo // without this method
	own, err := json.Marshal(plain(info))
	if err != nil {
		return nil, err
	}
	return withExtraKeys(own, info.Extra)
}

// withExtraKeys writes the keys of extra into the JSON object own.
func withExtraKeys(own []byte, extra map[string]any) ([]byte, error) {
	if len(extra) == 0 {
		return own, nil
	}
	more, err := json.Marshal(extra)
	if err != nil {
		return nil, err
	}
	if len(own) <= 2 { // {}
		return more, nil
	}
	// own is {"k":...} and more {"k":...}: join them into one object.
	out := append(own[:len(own)-1:len(own)-1], ',')
	return append(out, more[1:]...), nil
}
