package rest

import (
	"github.com/labstack/echo/v4"
)

// changeLanguage: POST /rest/user/changelanguage with the user object carrying lang.
func (s *Server) changeLanguage(c echo.Context) error {
	data, err := formFields(c)
	if err != nil {
		return err
	}
	id, err := optionalID(data)
	if err != nil {
		return err
	}
	lang := str(data, "lang")
	if err := s.e.ChangeLanguage(c.Request().Context(), principal(c), id, lang); err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"lang": lang}})
}
