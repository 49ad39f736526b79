package rest

import (
	"encoding/json"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// actionAccess: GET /rest/actionaccess/{model} (admins): each action with the user types
// allowed, the metadata default and whether the tenant overrides it.
func (s *Server) actionAccess(c echo.Context) error {
	rules, err := s.e.Actions.Access(c.Request().Context(), principal(c), c.Param("model"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": rules, "list": rules})
}

// setActionAccess: POST /rest/actionaccess/{model} (admins), data = {action: [user types] | null}.
func (s *Server) setActionAccess(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	if err := s.e.Actions.SetAccess(c.Request().Context(), principal(c), c.Param("model"), data); err != nil {
		return err
	}
	return s.actionAccess(c)
}

// config: GET /rest/data/config, the tenant configuration the screens read.
func (s *Server) config(c echo.Context) error {
	p := principal(c)
	if p.UserID == 0 {
		return ok(c, map[string]any{"data": s.e.LoginConfig(c.Request().Context(), tenant)})
	}
	return ok(c, map[string]any{"data": s.e.PublicConfig(c.Request().Context(), p)})
}

// expireData: GET /rest/data/get_expire_data, the subscription's expiry (no session needed).
func (s *Server) expireData(c echo.Context) error {
	return ok(c, map[string]any{"data": s.e.ExpireData(c.Request().Context(), tenant)})
}

// loginBackground: GET /rest/data/get_login_background, the sign-in page's image (no
// session needed); null means the page's own.
func (s *Server) loginBackground(c echo.Context) error {
	return ok(c, map[string]any{"data": s.e.LoginConfig(c.Request().Context(), tenant)["login_background"]})
}

// setConfig: POST /rest/data/config (admins), data = the settings to change.
func (s *Server) setConfig(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	if err := s.e.SetConfig(c.Request().Context(), principal(c), data); err != nil {
		return err
	}
	return s.config(c)
}

// contactInfo: GET /rest/{model}/{id}/get_contact_info?field= (and GET /rest/{model}/{id}?operation_type=contactinfo).
func (s *Server) contactInfo(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	data, err := s.e.Contacts.Reveal(c.Request().Context(), principal(c), c.Param("model"), id, c.QueryParam("field"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": data})
}

// revealLog: GET /rest/data/contact_reveal_log?model=&id=&page=&paginate_by= (admins).
func (s *Server) revealLog(c echo.Context) error {
	var id int64
	if raw := c.QueryParam("id"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			return badParam("id", "%q is not a record id", raw)
		}
		id = n
	}
	page, err := intParam(c, "page")
	if err != nil {
		return err
	}
	size, err := intParam(c, "paginate_by")
	if err != nil {
		return err
	}
	list, err := s.e.Contacts.RevealLog(c.Request().Context(), principal(c), c.QueryParam("model"), id, page, size)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}

// shares: GET /rest/{model}/{id}/share
func (s *Server) shares(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	list, err := s.e.Shares.List(c.Request().Context(), principal(c), c.Param("model"), id)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list, "data": list})
}

// share: POST /rest/{model}/{id}/share, data = {"type": people|team|title|everyone, "value": id, "permission": view|edit}
func (s *Server) share(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	var in engine.ShareInput
	if err := decodeData(c, &in, `{"type": "people", "value": user id, "permission": "view"}`); err != nil {
		return err
	}
	sh, err := s.e.Shares.Add(c.Request().Context(), principal(c), c.Param("model"), id, in)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": sh})
}

// unshare: POST /rest/{model}/{id}/share/delete, data = {"id": share id}
func (s *Server) unshare(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	n, _ := data["id"].(json.Number)
	shareID, err := n.Int64()
	if err != nil || shareID <= 0 {
		return badParam("id", "give the id of the share to remove")
	}
	if err := s.e.Shares.Remove(c.Request().Context(), principal(c), c.Param("model"), id, shareID); err != nil {
		return err
	}
	return ok(c, map[string]any{})
}
