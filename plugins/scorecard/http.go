package scorecard

import (
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/gql"
	"huntline/meta"
)

// Routes binds the summary.
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/"+model+"/summary", mod.summary)
}

// summary: GET /rest/scorecard/summary?candidate={id} → {"status", "data": {count, average,
// scale}}: the candidate's scorecards the reader may see, and their average overall score.
func (mod *Module) summary(c echo.Context) error {
	ctx, p, e := c.Request().Context(), rest.Principal(c), mod.Engine()
	id, err := strconv.ParseInt(c.QueryParam("candidate"), 10, 64)
	if err != nil || id < 1 {
		return engine.BadRequest("scorecard_candidate", "candidate: give the id of the candidate")
	}
	m := e.Reg().Model(model)
	// The reader's own scope: a scorecard they may not see is not counted.
	found, err := e.FindIDs(ctx, e.Compiler(ctx, p), gql.Query{Model: m, Filter: &gql.Cond{Path: []string{"candidate"}, Raw: strconv.FormatInt(id, 10), HasValue: true}, Ordering: "id", Limit: 1000})
	if err != nil {
		return err
	}
	sum, n := 0.0, 0
	for _, sid := range found {
		rec, err := e.Store.Get(ctx, m, p.TenantID, sid)
		if err != nil {
			return err
		}
		if v, err := meta.AsFloat(rec.Data["overall"]); err == nil && rec.Data["overall"] != nil {
			sum, n = sum+v, n+1
		}
	}
	out := map[string]any{"count": len(found), "average": nil, "scale": e.ModuleSetting(ctx, p.TenantID, scaleKey)}
	if n > 0 {
		out["average"] = float64(int(sum/float64(n)*10+0.5)) / 10
	}
	return rest.OK(c, map[string]any{"data": out})
}
