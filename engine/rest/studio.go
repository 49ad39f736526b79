package rest

import (
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/meta"
)

// The admin studio's calls: custom fields, view layouts, views (suffixes) and model
// packages. Every change is in force when the call answers.

// saveField: POST /rest/custom_field/{model}/field/save, a field definition plus "new"
// and, after a 409 asking for it, "confirm_type_change".
func (s *Server) saveField(c echo.Context) error {
	doc, err := bodyData(c)
	if err != nil {
		return err
	}
	in := engine.FieldSave{Doc: doc, New: doc["new"] == true, ConfirmTypeChange: doc["confirm_type_change"] == true}
	info, err := s.e.SaveField(c.Request().Context(), principal(c), c.Param("model"), in)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info})
}

// deleteField: POST /rest/custom_field/{model}/field/delete, {name}.
func (s *Server) deleteField(c echo.Context) error {
	var in struct {
		Name string `json:"name"`
	}
	if err := decodeData(c, &in, `{"name": the custom field to remove}`); err != nil {
		return err
	}
	return done(c, s.e.DeleteField(c.Request().Context(), principal(c), c.Param("model"), in.Name))
}

// saveView: POST /rest/custom_field/modify/{model}/list?user=company&suffix=&scene=&view=
// &version=, the view's entries in order; version is view_versions[view] as read.
func (s *Server) saveView(c echo.Context) error {
	raw, err := bodyRaw(c)
	if err != nil {
		return err
	}
	var entries []engine.LayoutEntry
	if err := json.Unmarshal(raw, &entries); err != nil {
		return badParam("data", `expected [{"entry_type": "group" or "field", "name", "label_value", "extra": 1 or 2}, ...]`)
	}
	view := c.QueryParam("view")
	if view == "" {
		return badParam("view", "name the view to change: list, search, detailtab, detail or edit")
	}
	return done(c, s.e.SaveView(c.Request().Context(), principal(c), c.Param("model"), c.QueryParam("suffix"), c.QueryParam("scene"), view, c.QueryParam("version"), entries))
}

// viewConfigs: GET /rest/viewconfig/get_type?type={model}, the views the user may pick.
func (s *Server) viewConfigs(c echo.Context) error {
	list, err := s.e.Suffixes(c.Request().Context(), principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}

// addViewConfig: POST /rest/viewconfig/add, {model, value (the view's name), group}.
func (s *Server) addViewConfig(c echo.Context) error {
	var in struct {
		Model string `json:"model"`
		Value string `json:"value"`
		Group int    `json:"group"`
	}
	if err := decodeData(c, &in, `{"model", "value": the view's name, "group": -99 system, -1 shared or 0 personal}`); err != nil {
		return err
	}
	info, err := s.e.AddSuffix(c.Request().Context(), principal(c), in.Model, in.Value, in.Group)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info})
}

// deleteViewConfig: POST /rest/custom_field/suffix/delete/{code}?type={model}.
func (s *Server) deleteViewConfig(c echo.Context) error {
	return done(c, s.e.DeleteSuffix(c.Request().Context(), principal(c), c.QueryParam("type"), c.Param("code")))
}

// packages: GET /rest/metapackage/list.
func (s *Server) packages(c echo.Context) error {
	list, err := s.e.Packages(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}

// installPackage: POST /rest/metapackage/install, the bundle as data (or the body).
func (s *Server) installPackage(c echo.Context) error {
	raw, err := bodyRaw(c)
	if err != nil {
		return err
	}
	info, err := s.e.InstallPackage(c.Request().Context(), principal(c), raw)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info})
}

// exportPackage: GET /rest/metapackage/{name}/export, the bundle as a file.
func (s *Server) exportPackage(c echo.Context) error {
	raw, err := s.e.ExportPackage(c.Request().Context(), principal(c), c.Param("name"))
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, `attachment; filename="`+c.Param("name")+`.json"`)
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, raw)
}

// detailTabs: GET /rest/custom_field/{model}/detailtab?suffix=, the tabs in order and their
// version, which a save sends back.
func (s *Server) detailTabs(c echo.Context) error {
	list, version, err := s.e.DetailTabs(c.Request().Context(), principal(c), c.Param("model"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list, "version": version})
}

// saveDetailTabs: POST /rest/custom_field/{model}/detailtab/save, {"tabs": [...]} in order.
func (s *Server) saveDetailTabs(c echo.Context) error {
	var in struct {
		Tabs    []meta.DetailTab `json:"tabs"`
		Version string           `json:"version"`
	}
	if err := decodeData(c, &in, `{"tabs": [{"name", "label": {"en", "zh_CN", "zh_TW"}, "type", "icon", "param", "data_model_name", "defaultTab", ...}], "version": as read}`); err != nil {
		return err
	}
	list, version, err := s.e.SaveDetailTabs(c.Request().Context(), principal(c), c.Param("model"), in.Version, in.Tabs)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list, "version": version})
}

// fieldTree: GET /rest/custom_field/{model}/{view}/all?adv_search_root=, the field-tree
// picker's children of a node.
func (s *Server) fieldTree(c echo.Context) error {
	list, err := s.e.FieldTree(c.Request().Context(), principal(c), c.Param("model"), c.QueryParam("adv_search_root"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list})
}

// models: GET /rest/data/models, the models the user may view (pickers).
func (s *Server) models(c echo.Context) error {
	return ok(c, map[string]any{"list": s.e.Models(c.Request().Context(), principal(c))})
}
