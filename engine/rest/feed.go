package rest

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/meta"
)

// feedParams reads the feed's query: model_name and model_id, or followed=1 for the
// followed-items feed; page, paginate_by and external_type for a page.
func feedParams(c echo.Context) (engine.FeedParams, error) {
	fp := engine.FeedParams{Model: c.QueryParam("model_name"), ExternalType: c.QueryParam("external_type")}
	if fp.Model != "" {
		id, err := strconv.ParseInt(c.QueryParam("model_id"), 10, 64)
		if err != nil || id < 1 {
			return fp, badParam("model_id", "name the record whose feed to show, e.g. model_id=5")
		}
		fp.ID = id
	} else if c.QueryParam("followed") != "1" {
		return fp, badParam("model_name", "name a record (model_name and model_id) or ask for followed=1")
	}
	var err error
	if fp.Page, err = intParam(c, "page"); err != nil {
		return fp, err
	}
	if fp.PaginateBy, err = intParam(c, "paginate_by"); err != nil {
		return fp, err
	}
	return fp, nil
}

// feedTabs: GET /rest/feedcontent/list/facet (spec 000 §7): the feed's tabs after All.
func (s *Server) feedTabs(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	tabs, err := s.e.FeedTabs(c.Request().Context(), principal(c), fp)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"external_type": tabs}})
}

// feedList: POST /rest/feedcontent/list (spec 000 §7): a page of the feed; the data is an
// optional map of external type to further relations to expand on its records.
func (s *Server) feedList(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	if raw, _ := bodyRaw(c); len(raw) > 0 {
		if err := json.Unmarshal(raw, &fp.Demand); err != nil {
			return badParam("data", "expected {\"note\": [\"relation\", ...]}")
		}
	}
	page, err := s.e.Feed(c.Request().Context(), principal(c), fp)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": page, "list": page.List, "current": page.Current, "pages": page.Pages, "total": page.Total})
}

// feedFollowing: GET /rest/feedcontent/follow?model_name=&model_id=.
func (s *Server) feedFollowing(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	on, err := s.e.Following(c.Request().Context(), principal(c), fp.Model, fp.ID)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"following": on}})
}

// feedFollow: POST /rest/feedcontent/follow {model_name, model_id, follow}.
func (s *Server) feedFollow(c echo.Context) error {
	var in struct {
		Model  string `json:"model_name"`
		ID     int64  `json:"model_id"`
		Follow bool   `json:"follow"`
	}
	if err := decodeData(c, &in, `{"model_name": "candidate", "model_id": 5, "follow": true}`); err != nil {
		return err
	}
	if err := s.e.Follow(c.Request().Context(), principal(c), in.Model, in.ID, in.Follow); err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"following": in.Follow}})
}

// userList: GET /rest/data/userlist?name=&page=&user_type=&id__s= (spec 001 §7): users for
// pickers and mention suggestions, found by keyword, with their team and title.
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
