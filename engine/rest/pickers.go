package rest

import (
	"github.com/labstack/echo/v4"
)

// The pickers' reads: the field tree of the filter builder and the models a user may view.

// fieldTree: GET /rest/custom_field/{model}/{view}/all?adv_search_root=, the field-tree
// picker's children of a node.
func (s *Server) fieldTree(c echo.Context) error {
	list, err := s.e.Screens.FieldTree(c.Request().Context(), principal(c), c.Param("model"), c.QueryParam("adv_search_root"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}

// models: GET /rest/data/models, the models the user may view (pickers).
func (s *Server) models(c echo.Context) error {
	return ok(c, map[string]any{"list": s.e.Models(c.Request().Context(), principal(c))})
}
