package reports

import (
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
)

// The report calls of spec 001 §7 (contract §2). "reporttemplate" and "reportdetail" are
// reserved model names (module.go), so no model's /rest/{model}/... calls shadow them.

// Routes binds the report calls.
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/reporttemplate/list", mod.list)
	r.GET("/reporttemplate/report", mod.report)
	r.GET("/reporttemplate/report/chart/echarts", mod.chart)
	r.GET("/reporttemplate/report/chart/trends", mod.trends)
	r.GET("/reporttemplate/report/export", mod.export)
	r.POST("/reporttemplate/viewconfig", mod.saveViewConfig)
	r.GET("/reportdetail/:template/search/get_type", mod.getType)
	r.GET("/reportdetail/:template/search/all", mod.searchAll)
}

// list: GET /rest/reporttemplate/list?name={model or ""}&type=__all__
func (mod *Module) list(c echo.Context) error {
	items, err := mod.List(c.Request().Context(), rest.Principal(c), c.QueryParam("name"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": items})
}

// report: GET /rest/reporttemplate/report?type=…&gql=…&groupby_x=…
func (mod *Module) report(c echo.Context) error {
	rep, err := mod.Report(c.Request().Context(), rest.Principal(c), c.QueryParams())
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": rep})
}

// chart: GET /rest/reporttemplate/report/chart/echarts?…&viewType=bar|pie|stack
func (mod *Module) chart(c echo.Context) error {
	ch, err := mod.Chart(c.Request().Context(), rest.Principal(c), c.QueryParams())
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": ch})
}

// trends: GET /rest/reporttemplate/report/chart/trends?…
func (mod *Module) trends(c echo.Context) error {
	ch, err := mod.Trends(c.Request().Context(), rest.Principal(c), c.QueryParams())
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": ch})
}

// export: GET /rest/reporttemplate/report/export?…&timestamp=… (opened in a new window):
// the table view as an .xlsx download.
func (mod *Module) export(c echo.Context) error {
	name, body, err := mod.ExportXLSX(c.Request().Context(), rest.Principal(c), c.QueryParams())
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, attachment(name))
	c.Response().Header().Set(echo.HeaderCacheControl, "no-store")
	return c.Blob(200, xlsxType, body)
}

// saveViewConfig: POST /rest/reporttemplate/viewconfig, data = {type, viewType, suffix,
// suffix_user_id, config_name, score_config_name}.
func (mod *Module) saveViewConfig(c echo.Context) error {
	var in ViewConfigIn
	if err := rest.DecodeData(c, &in, `{"type": report, "viewType", "suffix"?, "suffix_user_id"?, "config_name"?, "score_config_name"?}`); err != nil {
		return err
	}
	in.Type = strings.TrimSpace(in.Type)
	vc, err := mod.SaveViewConfig(c.Request().Context(), rest.Principal(c), in)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": vc})
}

// getType: GET /rest/reportdetail/{template}/search/get_type
func (mod *Module) getType(c echo.Context) error {
	out, err := mod.Choices(c.Request().Context(), rest.Principal(c), c.Param("template"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": out})
}

// searchAll: GET /rest/reportdetail/{template}/search/all
func (mod *Module) searchAll(c echo.Context) error {
	fields, err := mod.GQLFields(c.Request().Context(), rest.Principal(c), c.Param("template"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": fields})
}

// attachment names a download: an ASCII fallback for old clients, the real name in UTF-8.
func attachment(name string) string {
	ascii := strings.Map(func(r rune) rune {
		if r < 32 || r > 126 || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
	return `attachment; filename="` + ascii + `"; filename*=UTF-8''` + url.PathEscape(name)
}
