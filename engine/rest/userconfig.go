package rest

import "github.com/labstack/echo/v4"

// userConfig: GET /rest/data/userconfig, the signed-in user's own settings.
func (s *Server) userConfig(c echo.Context) error {
	cfg, err := s.e.UserConfig(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": cfg})
}

// setUserConfig: POST /rest/data/userconfig, data = {key: value | null}; answers the settings.
func (s *Server) setUserConfig(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	cfg, err := s.e.SetUserConfig(c.Request().Context(), principal(c), data)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": cfg})
}
