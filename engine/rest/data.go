package rest

import (
	"io"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
)

// optionList: GET /rest/options/list?type=&ext=
func (s *Server) optionList(c echo.Context) error {
	key := c.QueryParam("type")
	if key == "" {
		return badParam("type", "name the option list, e.g. type=candidate_status")
	}
	list := s.e.OptionList(c.Request().Context(), principal(c), key, c.QueryParam("ext"))
	if len(list) == 0 && s.e.Reg().OptionList(key) == nil {
		return badParam("type", "there is no option list %q", key)
	}
	return ok(c, map[string]any{"list": list, "data": list})
}

// customFields: GET /rest/custom_field/{model}/list?scene=&suffix=
func (s *Server) customFields(c echo.Context) error {
	fields, info, err := s.e.Screens.Fields(c.Request().Context(), principal(c), c.Param("model"), c.QueryParam("scene"), c.QueryParam("suffix"), c.QueryParam("user") == "company")
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": fields, "data": info})
}

// quickSearch: GET /rest/data/quick_search?name=&models=
func (s *Server) quickSearch(c echo.Context) error {
	models, err := listParam(c, "models")
	if err != nil {
		return err
	}
	limit, err := intParam(c, "limit")
	if err != nil {
		return err
	}
	res, err := s.e.Search.Quick(c.Request().Context(), principal(c), c.QueryParam("name"), models, limit)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}

// autocomplete: GET /rest/data/autocomplete?type=&name=&demandKeys=&limit=
func (s *Server) autocomplete(c echo.Context) error {
	model := c.QueryParam("type")
	if model == "" {
		return badParam("type", "name the model to suggest from, e.g. type=client")
	}
	limit, err := intParam(c, "limit")
	if err != nil {
		return err
	}
	if c.QueryParam("sort_func") == "company_suggestion" && limit == 0 {
		limit = 200
	}
	keys, err := listParam(c, "demandKeys")
	if err != nil {
		return err
	}
	res, err := s.e.Search.Autocomplete(c.Request().Context(), principal(c), model, c.QueryParam("name"), limit, keys)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res, "list": res})
}

// taskList: GET /rest/asynctask/list
func (s *Server) taskList(c echo.Context) error {
	tasks, err := s.e.Tasks(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": tasks})
}

// taskDownload: GET /rest/asynctask/{id}/download
func (s *Server) taskDownload(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return badParam("id", "%q is not a task id", c.Param("id"))
	}
	blob, r, err := s.e.Exports.Download(c.Request().Context(), principal(c), id)
	if err != nil {
		return err
	}
	defer r.Close()
	c.Response().Header().Set(echo.HeaderContentDisposition, contentDisposition(blob.OriginName))
	c.Response().Header().Set(echo.HeaderContentLength, strconv.FormatInt(blob.Size, 10))
	c.Response().Header().Set(echo.HeaderContentType, blob.ContentType)
	c.Response().WriteHeader(http.StatusOK)
	_, err = io.Copy(c.Response(), r)
	return err
}
