package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// pluginList: GET /rest/plugin/list → {"status", "list": [{name, label, description, on}]}:
// the add-ons of Settings → Add-ons (admins), labels in the user's language. Everyone's web
// app reads the add-ons in force from data.modules of GET /rest/data/config instead.
func (s *Server) pluginList(c echo.Context) error {
	if !principal(c).IsAdmin {
		return engine.ErrAdminOnly
	}
	list := []map[string]any{}
	for _, m := range s.e.Modules.Statuses(s.lang(c)) {
		if m.Plugin {
			list = append(list, map[string]any{"name": m.Name, "label": m.Label, "description": m.Description, "on": m.On})
		}
	}
	return ok(c, map[string]any{"list": list})
}

// switchPlugin: POST /rest/plugin/{name}/on and /off (admins).
func (s *Server) switchPlugin(on bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		return done(c, s.e.Metadata.SwitchPlugin(c.Request().Context(), principal(c), c.Param("name"), on))
	}
}
