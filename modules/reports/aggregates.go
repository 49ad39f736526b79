package reports

import (
	"context"

	"huntline/engine"
)

// engineCore is core on the engine. Until the engine's grouped aggregates are merged
// (contract §1, branch reportcore) every call answers this refusal.
type engineCore struct{ mod *Module }

var errNoCore = engine.NewError(501, "report_core", "reports: the engine's grouped aggregates are not built in")

func (c engineCore) aggregate(ctx context.Context, p engine.Principal, q aggQuery) ([]aggRow, error) {
	return nil, errNoCore
}

func (c engineCore) labels(ctx context.Context, p engine.Principal, model string, d dim, keys []any) (map[any]string, error) {
	return nil, errNoCore
}

func (c engineCore) condition(ctx context.Context, p engine.Principal, model string, d dim, key any) (string, error) {
	return "", errNoCore
}
