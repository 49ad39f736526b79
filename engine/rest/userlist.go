package rest

import (
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/meta"
)

// userList: GET /rest/data/userlist?name=&page=&user_type=&id__s= (spec 001 §7): users for
// pickers and the editor's suggestions, found by keyword, with their team and title.
func (s *Server) userList(c echo.Context) error {
	var conds []string
	if name := strings.TrimSpace(c.QueryParam("name")); name != "" {
		conds = append(conds, "keyword="+url.QueryEscape(name))
	}
	if t := c.QueryParam("user_type"); t != "" {
		conds = append(conds, "user_type="+url.QueryEscape(t))
	}
	if ids := c.QueryParam("id__s"); ids != "" {
		if _, err := idList(ids); err != nil {
			return badParam("id__s", "give user ids separated by commas")
		}
		conds = append(conds, "id__s="+ids)
	}
	page, err := intParam(c, "page")
	if err != nil {
		return err
	}
	res, err := s.e.List(c.Request().Context(), principal(c), meta.UserModel, engine.ListParams{
		GQL: strings.Join(conds, "&"), Page: page, PaginateBy: 25, DemandKeys: []string{"team", "title"}})
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": res.List, "current": res.Current, "pages": res.Pages, "count": res.Count})
}
