package rest

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// home sends visitors to the web app; the API is described in docs/api.md.
func (s *Server) home(c echo.Context) error {
	return c.Redirect(http.StatusFound, "/crm")
}
