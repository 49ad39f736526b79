package activity

import (
	"encoding/json"
	"net/url"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
)

// The module's calls (spec 000 §7 and the quick search's "Recently browsed").

// Routes binds the feed, follows, the operation log and the recently browsed list.
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/data/browse_log", mod.browseLog)
	r.GET("/operationlog/list", mod.operationLog)
	r.GET("/feedcontent/list/facet", mod.feedTabs)
	r.POST("/feedcontent/list", mod.feedList)
	r.GET("/feedcontent/follow", mod.feedFollowing)
	r.POST("/feedcontent/follow", mod.feedFollow)
}

// feedParams reads the feed's query: model_name and model_id, or followed=1 for the
// followed-items feed; page, paginate_by and external_type for a page.
func feedParams(c echo.Context) (FeedParams, error) {
	fp := FeedParams{Model: c.QueryParam("model_name"), ExternalType: c.QueryParam("external_type")}
	if fp.Model != "" {
		id, err := strconv.ParseInt(c.QueryParam("model_id"), 10, 64)
		if err != nil || id < 1 {
			return fp, rest.BadParam("model_id", "name the record whose feed to show, e.g. model_id=5")
		}
		fp.ID = id
	} else if c.QueryParam("followed") != "1" {
		return fp, rest.BadParam("model_name", "name a record (model_name and model_id) or ask for followed=1")
	}
	var err error
	if fp.Page, err = rest.IntParam(c, "page"); err != nil {
		return fp, err
	}
	if fp.PaginateBy, err = rest.IntParam(c, "paginate_by"); err != nil {
		return fp, err
	}
	return fp, nil
}

// feedTabs: GET /rest/feedcontent/list/facet (spec 000 §7): the feed's tabs after All.
func (mod *Module) feedTabs(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	tabs, err := mod.FeedTabs(c.Request().Context(), rest.Principal(c), fp)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"external_type": tabs}})
}

// feedList: POST /rest/feedcontent/list (spec 000 §7): a page of the feed; the data is an
// optional map of external type to further relations to expand on its records.
func (mod *Module) feedList(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	if raw, _ := rest.BodyRaw(c); len(raw) > 0 {
		if err := json.Unmarshal(raw, &fp.Demand); err != nil {
			return rest.BadParam("data", "expected {\"note\": [\"relation\", ...]}")
		}
	}
	page, err := mod.Feed(c.Request().Context(), rest.Principal(c), fp)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": page, "list": page.List, "current": page.Current, "pages": page.Pages, "total": page.Total})
}

// feedFollowing: GET /rest/feedcontent/follow?model_name=&model_id=.
func (mod *Module) feedFollowing(c echo.Context) error {
	fp, err := feedParams(c)
	if err != nil {
		return err
	}
	on, err := mod.Following(c.Request().Context(), rest.Principal(c), fp.Model, fp.ID)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"following": on}})
}

// feedFollow: POST /rest/feedcontent/follow {model_name, model_id, follow}.
func (mod *Module) feedFollow(c echo.Context) error {
	var in struct {
		Model  string `json:"model_name"`
		ID     int64  `json:"model_id"`
		Follow bool   `json:"follow"`
	}
	if err := rest.DecodeData(c, &in, `{"model_name": "candidate", "model_id": 5, "follow": true}`); err != nil {
		return err
	}
	if err := mod.Follow(c.Request().Context(), rest.Principal(c), in.Model, in.ID, in.Follow); err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"following": in.Follow}})
}

// operationLog: GET /rest/operationlog/list?gql=type=view&table={model}&external_id={id}
// (spec 000 §7; plain query parameters work too): who viewed a record, or its field changes
// with type=update, newest first.
func (mod *Module) operationLog(c echo.Context) error {
	q := c.QueryParams()
	if g := c.QueryParam("gql"); g != "" {
		parsed, err := url.ParseQuery(g)
		if err != nil {
			return rest.BadParam("gql", "expected type=view&table={model}&external_id={id}")
		}
		for k, v := range parsed {
			q[k] = v
		}
	}
	id, err := strconv.ParseInt(q.Get("external_id"), 10, 64)
	if err != nil || id < 1 {
		return rest.BadParam("external_id", "name the record, e.g. external_id=5")
	}
	typ := q.Get("type")
	if typ == "" {
		typ = "view"
	}
	list, err := mod.OperationLog(c.Request().Context(), rest.Principal(c), typ, q.Get("table"), id)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list, "count": len(list)})
}

// browseLog: GET /rest/data/browse_log?model=&limit=, the records the user opened most
// recently (the quick search's "Recently browsed").
func (mod *Module) browseLog(c echo.Context) error {
	limit, err := rest.IntParam(c, "limit")
	if err != nil {
		return err
	}
	list, err := mod.Browsed(c.Request().Context(), rest.Principal(c), c.QueryParam("model"), limit)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list})
}
