package rest

import (
	"github.com/labstack/echo/v4"
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
	var req struct {
		Model      string `json:"model"`
		ID         int64  `json:"id"`
		Definition int64  `json:"definition"`
	}
	if err := decodeData(c, &req, `{"model": "invoice", "id": record id, "definition": definition id or 0}`); err != nil {
		return err
	}
	if req.ID < 1 {
		return badParam("id", "the id of the record to approve is required")
	}
	res, err := s.e.StartApproval(c.Request().Context(), principal(c), req.Model, req.ID, req.Definition)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}
