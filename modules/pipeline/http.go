package pipeline

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
)

// Routes binds the move. Any model's path takes it; a model without a pipeline answers 404.
func (mod *Module) Routes(r *rest.Router) {
	r.POST("/:model/:id/move", mod.move)
}

// move: POST /rest/{model}/{id}/move, data = {"to": stage, "version": n, "data": {fields of
// the stage's model}}; answers the record's id and new version and the stage record made.
func (mod *Module) move(c echo.Context) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	var req struct {
		To      string         `json:"to"`
		Version *int           `json:"version"`
		Data    map[string]any `json:"data"`
	}
	if err := rest.DecodeData(c, &req, `{"to": stage code, "version": the version you read, "data": {fields of the stage}}`); err != nil {
		return err
	}
	if req.To == "" {
		return rest.BadParam("to", "name the stage to move to")
	}
	res, err := mod.Move(c.Request().Context(), rest.Principal(c), c.Param("model"), id, req.To, req.Version, req.Data)
	if err != nil {
		return err
	}
	out := map[string]any{"id": res.ID, "version": res.Version}
	if res.StageModel != "" {
		out["stage"] = map[string]any{"model": res.StageModel, "id": res.StageID}
	}
	return rest.OK(c, map[string]any{"data": out})
}
