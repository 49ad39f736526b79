package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/meta"
)

// Approval flows (spec 000 §4, engine/approval_*.go): the flow model's name comes from
// metadata ("approval_flow"). Definitions are written with the generic add of their model.

// approvalDecision: POST /rest/{flow model}/{id}/approve and .../reject with
// data = {"feedback": "...", "version": n}; answers the flow as it stands now.
func (s *Server) approvalDecision(approve bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := idParam(c)
		if err != nil {
			return err
		}
		var req struct {
			Feedback string `json:"feedback"`
			Version  *int   `json:"version"`
		}
		if err := decodeData(c, &req, `{"feedback": "text", "version": the version of the flow you read}`); err != nil {
			return err
		}
		res, err := s.e.DecideApproval(c.Request().Context(), principal(c), id, approve, req.Feedback, req.Version)
		if err != nil {
			return err
		}
		return ok(c, map[string]any{"data": res})
	}
}

// startApproval: POST /rest/{flow model}/start with data = {"model", "id", "definition"}
// (definition optional: the model's active one); answers the new flow.
func (s *Server) startApproval(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	model, _ := data["model"].(string)
	id, err := meta.AsInt(data["id"])
	if err != nil || id < 1 {
		return badParam("id", "the id of the record to approve is required")
	}
	var def int64
	if v := data["definition"]; v != nil && v != "" {
		if def, err = meta.AsInt(v); err != nil || def < 0 {
			return badParam("definition", "%v is not a definition id", v)
		}
	}
	res, err := s.e.StartApproval(c.Request().Context(), principal(c), model, id, def)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}
