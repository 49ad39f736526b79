package rest

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// health: GET /health, for load balancers and the login page's build date.
func (s *Server) health(c echo.Context) error {
	if err := s.e.Store.Ping(c.Request().Context()); err != nil {
		return c.JSON(http.StatusServiceUnavailable, map[string]any{"status": false, "message": "database unreachable", "build_date": s.buildDate})
	}
	return ok(c, map[string]any{"build_date": s.buildDate, "version": s.version, "store": s.e.Store.Dialect().Name()})
}
