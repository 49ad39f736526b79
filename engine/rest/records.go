package rest

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// list: GET /rest/{model}/list?gql=&paginate_by=&page=&ordering=&demandKeys=
func (s *Server) list(c echo.Context) error {
	page, err := intParam(c, "page")
	if err != nil {
		return err
	}
	size, err := intParam(c, "paginate_by")
	if err != nil {
		return err
	}
	keys, err := listParam(c, "demandKeys")
	if err != nil {
		return err
	}
	res, err := s.e.List(c.Request().Context(), principal(c), c.Param("model"), engine.ListParams{
		GQL: fieldParams(c, s.e.Reg().Model(c.Param("model"))), Ordering: c.QueryParam("ordering"), Page: page, PaginateBy: size,
		DemandKeys: keys, Unlimited: c.QueryParam("unlimited") == "1"})
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": res.List, "count": res.Count, "count_exact": res.CountExact, "current": res.Current, "pages": res.Pages})
}

// get: GET /rest/{model}/{id}; with operation_type=contactinfo it reveals contact details.
func (s *Server) get(c echo.Context) error {
	if c.QueryParam("operation_type") == "contactinfo" {
		return s.contactInfo(c)
	}
	id, err := idParam(c)
	if err != nil {
		return err
	}
	keys, err := listParam(c, "demandKeys")
	if err != nil {
		return err
	}
	it, err := s.e.Get(c.Request().Context(), principal(c), c.Param("model"), id, keys)
	if err != nil {
		return err
	}
	s.e.Opened(c.Request().Context(), principal(c), c.Param("model"), id)
	return ok(c, map[string]any{"data": it})
}

// add: POST /rest/{model}/add, data = the record; with an id it updates.
func (s *Server) add(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	res, err := s.e.Save(c.Request().Context(), principal(c), c.Param("model"), data)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res.ID, "version": res.Version, "created": res.Created})
}

// delete: POST /rest/{model}/delete, data = {"ids": [...], "count": n}
func (s *Server) delete(c echo.Context) error {
	ids, count, err := decodeIDs(c)
	if err != nil {
		return err
	}
	n, err := s.e.Delete(c.Request().Context(), principal(c), c.Param("model"), ids, count)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": n})
}

// facets: GET /rest/{model}/list/facet?gql=&demandFacets=
func (s *Server) facets(c echo.Context) error {
	fields, err := listParam(c, "demandFacets")
	if err != nil {
		return err
	}
	res, err := s.e.Facets.Counts(c.Request().Context(), principal(c), c.Param("model"), c.QueryParam("gql"), fields)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}

// listTotals: GET /rest/{model}/list/totals?gql=, the sums under the list's money columns.
func (s *Server) listTotals(c echo.Context) error {
	res, err := s.e.ListTotals(c.Request().Context(), principal(c), c.Param("model"), fieldParams(c, s.e.Reg().Model(c.Param("model"))))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}

// facetFields: GET /rest/{model}/facet/fields
func (s *Server) facetFields(c echo.Context) error {
	res, err := s.e.Facets.Fields(c.Request().Context(), principal(c), c.Param("model"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res, "list": res})
}

// export: GET /rest/{model}/list/export?gql=&ordering=&suffix=&fields=&columns=all&async=1
func (s *Server) export(c echo.Context) error {
	fields, err := listParam(c, "fields")
	if err != nil {
		return err
	}
	p := principal(c)
	res, err := s.e.Exports.Run(c.Request().Context(), p, c.Param("model"), engine.ExportParams{
		GQL: c.QueryParam("gql"), Ordering: c.QueryParam("ordering"), Scene: c.QueryParam("scene"),
		Suffix: c.QueryParam("suffix"), Fields: fields, All: c.QueryParam("columns") == "all", Async: c.QueryParam("async") == "1"})
	if err != nil {
		return err
	}
	if res.TaskID != 0 {
		return ok(c, map[string]any{"async": true, "data": res.TaskID, "count": res.Rows,
			"message": engine.T(p.Lang, "export_async", nil, "Excel export has been added to async task")})
	}
	return attachment(c, res.Filename, res.File)
}

// attachment sends a file for download under a name that survives non-ASCII (RFC 6266).
func attachment(c echo.Context, name string, body []byte) error {
	c.Response().Header().Set(echo.HeaderContentDisposition, contentDisposition(name))
	return c.Blob(http.StatusOK, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body)
}

func contentDisposition(name string) string {
	ascii := strings.Map(func(r rune) rune {
		if r < 32 || r > 126 || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
	return `attachment; filename="` + ascii + `"; filename*=UTF-8''` + url.PathEscape(name)
}

// massEdit: POST /rest/{model}/massedit, data = {"ids": [...], "count": n, "data": {field: value}}:
// the same values on every record, all or nothing.
func (s *Server) massEdit(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	// The values keep the body's own decoding (numbers as written); only ids and count are typed.
	values, _ := data["data"].(map[string]any)
	raw, _ := json.Marshal(map[string]any{"ids": data["ids"], "count": data["count"]})
	var in struct {
		IDs   []int64 `json:"ids"`
		Count *int    `json:"count"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return badParam("data", `expected {"ids": [record ids], "count": n, "data": {field: value}}`)
	}
	count := len(in.IDs)
	if in.Count != nil {
		count = *in.Count
	}
	n, err := s.e.Actions.MassEdit(c.Request().Context(), principal(c), c.Param("model"), in.IDs, count, values)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": n})
}
