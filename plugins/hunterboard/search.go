package hunterboard

import (
	"encoding/json"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/meta"
	"huntline/modules/jobboard"
)

// searchTokens: GET /rest/hunterboard/search_tokens → {"data": [{name, label, type,
// options?: [{id, label, children?}]}]}, labels in the reader's language.
func (mod *Module) searchTokens(c echo.Context) error {
	ctx, p, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	ts, err := mod.cfg.Provider.SearchTokens(ctx, tok, p.Lang)
	if err != nil {
		return boardErr(err)
	}
	return rest.OK(c, map[string]any{"data": ts})
}

// search: GET /rest/hunterboard/search?query={json}&page=1 → {list, count, current, pages}.
// The query is name → value (several ids comma-separated, spec 002 §3); numbers are taken
// as their text.
func (mod *Module) search(c echo.Context) error {
	q, err := queryParam(c.QueryParam("query"))
	if err != nil {
		return err
	}
	page := 1
	if s := c.QueryParam("page"); s != "" {
		if page, err = strconv.Atoi(s); err != nil || page < 1 {
			return rest.BadParam("page", "a page number from 1")
		}
	}
	ctx, p, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	res, err := mod.cfg.Provider.Search(ctx, tok, p.Lang, q, page)
	if err != nil {
		return boardErr(err)
	}
	for i := range res.List {
		res.List[i].AvatarURL = mod.absolute(c, res.List[i].AvatarURL)
	}
	return rest.OK(c, map[string]any{"list": res.List, "count": res.Count, "current": res.Page, "pages": res.Pages})
}

// queryParam reads a current query: a JSON object of token name to value.
func queryParam(raw string) (map[string]string, error) {
	q := map[string]string{}
	if raw == "" {
		return q, nil
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(raw), &doc); err != nil {
		return nil, rest.BadParam("query", "a JSON object of filter name to value")
	}
	for k, v := range doc {
		switch x := v.(type) {
		case nil:
		case string:
			q[k] = x
		default:
			q[k] = text(x)
		}
	}
	return q, nil
}

// searches: GET /rest/hunterboard/searches → {"list": [{id, title, gql, subscribed}],
// "subscribe": whether subscribing is offered}: the reader's own saved searches.
func (mod *Module) searches(c echo.Context) error {
	ctx, p, _, err := mod.token(c)
	if err != nil {
		return err
	}
	list, err := mod.jb.Searches(ctx, p, site)
	if err != nil {
		return err
	}
	sub := mod.setting(ctx, p.TenantID, subscribeKey)
	out := make([]map[string]any, len(list))
	for i, s := range list {
		out[i] = map[string]any{"id": s.ID, "title": s.Title, "gql": s.Query, "subscribed": s.Subscribed && sub, "created_at": s.CreatedAt}
	}
	return rest.OK(c, map[string]any{"list": out, "subscribe": sub})
}

// addSearch: POST /rest/hunterboard/searches/add data {"title", "gql", "subscribed"} →
// {"data": id}. subscribed is kept only where the tenant offers subscribing.
func (mod *Module) addSearch(c echo.Context) error {
	var in struct {
		Title      string `json:"title"`
		GQL        any    `json:"gql"`
		Subscribed any    `json:"subscribed"`
	}
	if err := rest.DecodeData(c, &in, `{"title": text, "gql": {name: value}, "subscribed": bool}`); err != nil {
		return err
	}
	query, ok := in.GQL.(string)
	if !ok && in.GQL != nil { // the query as an object rather than its text
		b, _ := json.Marshal(in.GQL)
		query = string(b)
	}
	if _, err := queryParam(query); err != nil {
		return rest.BadParam("gql", "a JSON object of filter name to value")
	}
	ctx, p, _, err := mod.token(c)
	if err != nil {
		return err
	}
	sub, _ := meta.AsBool(in.Subscribed)
	sub = sub && mod.setting(ctx, p.TenantID, subscribeKey)
	id, err := mod.jb.AddSearch(ctx, p, site, jobboard.Search{Title: in.Title, Query: query, Subscribed: sub})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": id})
}

// delSearch: POST /rest/hunterboard/searches/del data {"id"}: one of the reader's own.
func (mod *Module) delSearch(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	id, err := meta.AsInt(data["id"])
	if err != nil || id < 1 {
		return rest.BadParam("id", "give the id of a saved search")
	}
	ctx, p, _, err := mod.token(c)
	if err != nil {
		return err
	}
	return rest.Done(c, mod.jb.DeleteSearch(ctx, p, site, id))
}
