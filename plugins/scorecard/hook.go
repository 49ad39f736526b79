package scorecard

import (
	"context"
	"math"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// checkScores refuses a score above the tenant's scale and works out the overall score, the
// average of the three, so nobody types it.
func (mod *Module) checkScores(ctx context.Context, _ *store.Tx, p engine.Principal, _ *meta.Model, _ int64, doc map[string]any, _ []string) error {
	scale := int64(5)
	if n, err := meta.AsInt(mod.Engine().ModuleSetting(ctx, p.TenantID, scaleKey)); err == nil && n > 0 {
		scale = n
	}
	sum, n := 0.0, 0
	for _, f := range scores {
		v, err := meta.AsFloat(doc[f])
		if doc[f] == nil || err != nil {
			continue
		}
		if v < 1 || v > float64(scale) {
			return engine.BadRequest("scorecard_scale", "%s: a score is from 1 to %d", f, scale).With(map[string]any{"Field": f, "Max": scale})
		}
		sum, n = sum+v, n+1
	}
	if n == len(scores) {
		doc["overall"] = math.Round(sum/float64(n)*10) / 10
	} else {
		doc["overall"] = nil
	}
	return nil
}
