package rest

import "github.com/labstack/echo/v4"

// browseLog: GET /rest/data/browse_log?model=&limit=, the records the user opened most
// recently (the quick search's "Recently browsed").
func (s *Server) browseLog(c echo.Context) error {
	limit, err := intParam(c, "limit")
	if err != nil {
		return err
	}
	list, err := s.e.Browsed(c.Request().Context(), principal(c), c.QueryParam("model"), limit)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}
