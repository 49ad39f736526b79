package rest

import (
	"github.com/labstack/echo/v4"
)

// move: POST /rest/{model}/{id}/move, data = {"to": stage, "version": n, "data": {fields of
// the stage's model}}; answers the record's id and new version and the stage record made.
func (s *Server) move(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	var req struct {
		To      string         `json:"to"`
		Version *int           `json:"version"`
		Data    map[string]any `json:"data"`
	}
	if err := decodeData(c, &req, `{"to": stage code, "version": the version you read, "data": {fields of the stage}}`); err != nil {
		return err
	}
	if req.To == "" {
		return badParam("to", "name the stage to move to")
	}
	res, err := s.e.Move(c.Request().Context(), principal(c), c.Param("model"), id, req.To, req.Version, req.Data)
	if err != nil {
		return err
	}
	out := map[string]any{"id": res.ID, "version": res.Version}
	if res.StageModel != "" {
		out["stage"] = map[string]any{"model": res.StageModel, "id": res.StageID}
	}
	return ok(c, map[string]any{"data": out})
}
