package rest

import (
	"github.com/labstack/echo/v4"
)

// recordActions: GET /rest/{model}/{id}/actions answers the record's actions from metadata
// as the user sees them now: [{name, label, type, icon, shown, enabled, reason, confirm}],
// with the record's version. A call of its own rather than part of the detail read: the
// detail read's shape is the spec's contract and serves previews and forms too, while this
// answer is the detail page's alone and is read again after every action.
func (s *Server) recordActions(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	list, version, err := s.e.Actions.OfRecord(c.Request().Context(), principal(c), c.Param("model"), id)
	if err != nil {
		return err
	}
	editable, err := s.e.Editable(c.Request().Context(), principal(c), c.Param("model"), id)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": list, "version": version, "editable": editable})
}

// runAction: POST /rest/{model}/{id}/action/{name}, data = {"version": n}; answers the
// record's new version.
func (s *Server) runAction(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	var req struct {
		Version *int `json:"version"`
	}
	if err := decodeData(c, &req, `{"version": the version you read}`); err != nil {
		return err
	}
	res, err := s.e.Actions.Run(c.Request().Context(), principal(c), c.Param("model"), id, c.Param("name"), req.Version)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res.ID, "version": res.Version})
}

// runMassAction: POST /rest/{model}/massaction/{name}, data = {"ids": [...], "count": n};
// all or nothing, a refusal's data lists each refused record {id, name, reason}.
func (s *Server) runMassAction(c echo.Context) error {
	ids, count, err := decodeIDs(c)
	if err != nil {
		return err
	}
	n, err := s.e.Actions.RunMass(c.Request().Context(), principal(c), c.Param("model"), c.Param("name"), ids, count)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": n})
}
