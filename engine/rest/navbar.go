package rest

import "github.com/labstack/echo/v4"

// navbarConfig: GET /rest/user/navbar_config/{id}, the header's links, add menu and portal
// link for a user, filtered by the user's type, rights and the tenant's flags.
func (s *Server) navbarConfig(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	nav, err := s.e.Screens.Navbar(c.Request().Context(), principal(c), id)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"link_list": nav.LinkList, "add_menu": nav.AddMenu, "portalconfig": nav.PortalConfig})
}
