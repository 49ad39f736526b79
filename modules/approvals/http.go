package approvals

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/meta"
)

// Routes binds the flows' calls (spec 000 §4). The flow model's name comes from metadata
// ("approval_flow"); definitions are written with the generic add of their model.
func (mod *Module) Routes(r *rest.Router) {
	if fm := FlowModel(r.Engine().Reg()); fm != nil {
		r.POST("/"+fm.Name+"/start", mod.start)
		r.POST("/"+fm.Name+"/:id/approve", mod.decision(true))
		r.POST("/"+fm.Name+"/:id/reject", mod.decision(false))
	}
}

// decision: POST /rest/{flow model}/{id}/approve and .../reject with
// data = {"feedback": "...", "version": n}; answers the flow as it stands now.
func (mod *Module) decision(approve bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := rest.IDParam(c)
		if err != nil {
			return err
		}
		var req struct {
			Feedback string `json:"feedback"`
			Version  *int   `json:"version"`
		}
		if err := rest.DecodeData(c, &req, `{"feedback": "text", "version": the version of the flow you read}`); err != nil {
			return err
		}
		res, err := mod.svc.Decide(c.Request().Context(), rest.Principal(c), id, approve, req.Feedback, req.Version)
		if err != nil {
			return err
		}
		return rest.OK(c, map[string]any{"data": res})
	}
}

// start: POST /rest/{flow model}/start with data = {"model", "id", "definition"}
// (definition optional: the model's active one); answers the new flow.
func (mod *Module) start(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	model, _ := data["model"].(string)
	id, err := meta.AsInt(data["id"])
	if err != nil || id < 1 {
		return rest.BadParam("id", "the id of the record to approve is required")
	}
	var def int64
	if v := data["definition"]; v != nil && v != "" {
		if def, err = meta.AsInt(v); err != nil || def < 0 {
			return rest.BadParam("definition", "%v is not a definition id", v)
		}
	}
	res, err := mod.svc.Start(c.Request().Context(), rest.Principal(c), model, id, def)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": res})
}
