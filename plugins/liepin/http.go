package liepin

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/modules/jobboard"
)

// The calls of spec 002 §7, add-on A (paths and shapes as /work/t19/contract.md writes
// them), plus import_resume and bind_callback. A failed provider call answers an empty
// list, false or null, never an error page (§8); refusals of the user's own input
// (unbound account, foreign origin URL, the publish form's rules) are 400s.
func (mod *Module) Routes(r *rest.Router) {
	mod.publicURL = r.PublicURL()
	r.GET("/plugin/v2/liepin/data", mod.dict)
	r.GET("/liepin/fetch_search_base_data", mod.searchBaseData)
	r.POST("/liepin/convert_to_search", mod.convertToSearch)
	r.GET("/liepin/query_tpl/query", mod.templates)
	r.POST("/liepin/query_tpl/add", mod.addTemplate)
	r.POST("/liepin/query_tpl/del", mod.delTemplate)
	r.GET("/liepin/fetch_liepin_user_info", mod.userInfo)
	r.GET("/liepin/unbind", mod.unbind, sameOriginOrCSRF) // a GET that changes state
	r.GET("/liepin/bind_callback", mod.bindCallback)
	r.GET("/liepin/fetch_resume_detail", mod.resumeDetail)
	r.POST("/liepin/import_resume", mod.importResume)
	r.GET("/liepin/fetch_post_position_base_info", mod.positionBaseInfo)
	r.GET("/liepin/fetch_post_position_company_info", mod.companyInfo)
	r.POST("/liepin/post_position", mod.postPosition)
	if sim := mod.cfg.Simulator; sim != nil {
		h := echo.WrapHandler(sim)
		r.PublicGET(SimPath+"/*", h)
		r.PublicPOST(SimPath+"/*", h)
	}
}

func ctxOf(c echo.Context) context.Context { return c.Request().Context() }

func data(c echo.Context, v any) error { return rest.OK(c, map[string]any{"data": v}) }

// tokenFailed answers a call whose token could not be had: unbound is the user's 400
// (Account not bound); a provider that failed to refresh it answers null (§8).
func (mod *Module) tokenFailed(c echo.Context, err error) error {
	if errors.Is(err, jobboard.ErrNotBound) {
		return err
	}
	mod.providerFailed("token", err)
	return data(c, nil)
}

// providerFailed logs a provider call that failed; the caller answers the empty value.
func (mod *Module) providerFailed(call string, err error) {
	mod.Engine().Log.Warn("liepin: provider call failed", "call", call, "err", err)
}

// dict: GET /rest/plugin/v2/liepin/data?type=city|function|industry|ht_job → {data: [options]}.
func (mod *Module) dict(c echo.Context) error {
	kind := c.QueryParam("type")
	if !contains([]string{"city", "function", "industry", "ht_job"}, kind) {
		return rest.BadParam("type", "give one of city, function, industry, ht_job")
	}
	opts, err := mod.cfg.Provider.Dict(ctxOf(c), kind, providerLang(c))
	if err != nil {
		mod.providerFailed("dict", err)
		opts = []Option{}
	}
	return data(c, opts)
}

// searchBaseData: GET /rest/liepin/fetch_search_base_data → {data: {query_config, base_data}}.
func (mod *Module) searchBaseData(c echo.Context) error {
	sc, err := mod.cfg.Provider.SearchConfig(ctxOf(c), providerLang(c))
	if err != nil {
		mod.providerFailed("search config", err)
		sc = SearchConfig{QueryConfig: []QueryItem{}, BaseData: []BaseData{}}
	}
	return data(c, sc)
}

// convertToSearch: POST /rest/liepin/convert_to_search, data = the filter (curPage from 1)
// → {data: {url, post_form}}; null when the provider fails.
func (mod *Module) convertToSearch(c echo.Context) error {
	filter, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	tok, err := mod.jb.Token(ctxOf(c), rest.Principal(c), site)
	if err != nil {
		return mod.tokenFailed(c, err)
	}
	if p := number(filter["curPage"]); p < 1 {
		filter["curPage"] = 1
	}
	f, err := mod.cfg.Provider.SearchForm(ctxOf(c), tok, filter)
	if err != nil {
		mod.providerFailed("search form", err)
		return data(c, nil)
	}
	return data(c, f)
}

// templates: GET /rest/liepin/query_tpl/query → {data: [{id, tpl_name, querstr}]}, the
// reader's own.
func (mod *Module) templates(c echo.Context) error {
	list, err := mod.jb.Searches(ctxOf(c), rest.Principal(c), site)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(list))
	for i, s := range list {
		out[i] = map[string]any{"id": s.ID, "tpl_name": s.Title, "querstr": s.Query}
	}
	return data(c, out)
}

// addTemplate: POST /rest/liepin/query_tpl/add, data {tpl_name, query_str} → {data: {id}}.
func (mod *Module) addTemplate(c echo.Context) error {
	in, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	q := in["query_str"]
	var query string
	switch v := q.(type) {
	case string:
		query = v
	case map[string]any:
		raw, _ := json.Marshal(v)
		query = string(raw)
	default:
		return rest.BadParam("query_str", "give the filter as a JSON object")
	}
	id, err := mod.jb.AddSearch(ctxOf(c), rest.Principal(c), site, jobboard.Search{Title: text(in["tpl_name"]), Query: query})
	if err != nil {
		return err
	}
	return data(c, map[string]any{"id": id})
}

// delTemplate: POST /rest/liepin/query_tpl/del, data {id}.
func (mod *Module) delTemplate(c echo.Context) error {
	in, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	id, err := rest.OptionalID(in)
	if err != nil || id == 0 {
		return rest.BadParam("id", "give the id of the template")
	}
	return rest.Done(c, mod.jb.DeleteSearch(ctxOf(c), rest.Principal(c), site, id))
}

// userInfo: GET /rest/liepin/fetch_liepin_user_info → {data: {code: "1", user_info}} when
// bound, {data: {code: "0"}} when not. The token is refreshed on the way when it expires
// soon; a provider that does not answer leaves the stored account shown.
func (mod *Module) userInfo(c echo.Context) error {
	ctx, p := ctxOf(c), rest.Principal(c)
	unbound := map[string]any{"code": "0"}
	tok, err := mod.jb.Token(ctx, p, site)
	if errors.Is(err, jobboard.ErrNotBound) {
		return data(c, unbound)
	}
	if err != nil {
		mod.providerFailed("token", err)
	}
	var u User
	if err == nil {
		u, err = mod.cfg.Provider.User(ctx, tok)
	}
	if err != nil {
		if !errors.Is(err, ErrUnauthorized) {
			mod.providerFailed("user", err)
		}
		a, aerr := mod.jb.Account(ctx, p, site)
		if aerr != nil || a == nil {
			return data(c, unbound)
		}
		u = User{UID: a.ProviderUID, Name: a.Name, Company: a.Company, Title: a.Title, AvatarURL: a.AvatarURL}
	}
	return data(c, map[string]any{"code": "1", "user_info": u})
}

// sameOriginOrCSRF guards a GET that changes state (the spec's unbind): the browser's own
// page calls it (Fetch Metadata: Sec-Fetch-Site same-origin, which another site cannot
// forge), or the caller shows the session's CSRF header as every POST does. A link or image
// on another site is refused.
func sameOriginOrCSRF(next echo.HandlerFunc) echo.HandlerFunc {
	guarded := rest.RequireCSRF(next)
	return func(c echo.Context) error {
		if c.Request().Header.Get("Sec-Fetch-Site") == "same-origin" {
			return next(c)
		}
		return guarded(c)
	}
}

// unbind: GET /rest/liepin/unbind.
func (mod *Module) unbind(c echo.Context) error {
	return rest.Done(c, mod.jb.Unbind(ctxOf(c), rest.Principal(c), site))
}

// bindCallback: GET /rest/liepin/bind_callback?code&state, the OAuth window's return.
func (mod *Module) bindCallback(c echo.Context) error { return mod.jb.HandleCallback(c, site) }

// originParam reads origin_url and checks it is one of the provider's resumes.
func (mod *Module) originParam(c echo.Context, in map[string]any) (string, error) {
	u := c.QueryParam("origin_url")
	if in != nil {
		u = text(in["origin_url"])
	}
	if !mod.cfg.Provider.IsOrigin(u) {
		return "", errBadOrigin
	}
	return u, nil
}

// resumeDetail: GET /rest/liepin/fetch_resume_detail?origin_url= → {data: {url, origin_url,
// name}}; null when the provider fails.
func (mod *Module) resumeDetail(c echo.Context) error {
	origin, err := mod.originParam(c, nil)
	if err != nil {
		return err
	}
	tok, err := mod.jb.Token(ctxOf(c), rest.Principal(c), site)
	if err != nil {
		return mod.tokenFailed(c, err)
	}
	v, err := mod.cfg.Provider.ResumeView(ctxOf(c), tok, origin)
	if err != nil {
		mod.providerFailed("resume view", err)
		return data(c, nil)
	}
	return data(c, v)
}

// importResume: POST /rest/liepin/import_resume, data {origin_url} → {data: Imported}.
func (mod *Module) importResume(c echo.Context) error {
	in, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	origin, err := mod.originParam(c, in)
	if err != nil {
		return err
	}
	ctx, p := ctxOf(c), rest.Principal(c)
	tok, err := mod.jb.Token(ctx, p, site)
	if err != nil {
		return err
	}
	f, err := mod.cfg.Provider.ResumeFile(ctx, tok, origin)
	if err != nil {
		mod.providerFailed("resume file", err)
		return errProviderDown
	}
	imp, err := mod.jb.Import(ctx, p, site, jobboard.ResumeFile{Name: f.Name, Data: f.Data, OriginURL: origin})
	if err != nil {
		return err
	}
	return data(c, imp)
}

// positionBaseInfo: GET /rest/liepin/fetch_post_position_base_info → {data: [{key, options}]}.
func (mod *Module) positionBaseInfo(c echo.Context) error {
	lists, err := mod.cfg.Provider.PositionBaseInfo(ctxOf(c), providerLang(c))
	if err != nil {
		mod.providerFailed("position base info", err)
		lists = []OptionList{}
	}
	return data(c, lists)
}

// companyInfo: GET /rest/liepin/fetch_post_position_company_info?joborderId= → the form's
// company defaults from the job's client (companyinfo.go); 404 for a job the reader may
// not read.
func (mod *Module) companyInfo(c echo.Context) error {
	id, err := jobParam(c.QueryParam("joborderId"))
	if err != nil {
		return err
	}
	info, err := mod.companyDefaults(ctxOf(c), rest.Principal(c), id, providerLang(c))
	if err != nil {
		return err
	}
	return data(c, info)
}

// postPosition: POST /rest/liepin/post_position, data {joborder_id, position_info} → the
// rules of §5, then the provider, then the publication record: {data: {publication, url,
// board_id, position_info}}.
func (mod *Module) postPosition(c echo.Context) error {
	in, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	job, err := jobParam(text(in["joborder_id"]))
	if err != nil {
		return err
	}
	info, _ := in["position_info"].(map[string]any)
	if info == nil {
		if s, ok := in["position_info"].(string); ok { // the form's JSON as text
			json.Unmarshal([]byte(s), &info)
		}
	}
	if info == nil {
		info = map[string]any{}
	}
	res, err := mod.publish(ctxOf(c), rest.Principal(c), job, info, providerLang(c), requestOrigin(c))
	if err != nil {
		return err
	}
	return data(c, res)
}

// jobParam reads a job order id.
func jobParam(s string) (int64, error) {
	id := int64(number(s))
	if id < 1 || text(float64(id)) != s {
		return 0, rest.BadParam("joborder_id", "give the id of a job order")
	}
	return id, nil
}

var errBadOrigin = engine.BadRequest("liepin_bad_origin", "origin_url: give the address of a resume on Liepin")

var errProviderDown = engine.NewError(http.StatusBadGateway, "liepin_provider_down", "Liepin did not answer; try again later")

// requestOrigin is the origin the browser reached this server at.
func requestOrigin(c echo.Context) string {
	scheme := "http"
	if rest.Secure(c) {
		scheme = "https"
	}
	return scheme + "://" + c.Request().Host
}

// providerLang is the language the provider is asked to answer in: the reader's.
func providerLang(c echo.Context) string { return rest.Principal(c).Lang }
