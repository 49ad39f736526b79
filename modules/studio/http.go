package studio

import (
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/meta"
)

// The studio's calls. Every change is in force when the call answers. The screens' own reads
// of a model (GET /rest/custom_field/{model}/list, the field tree, GET /rest/options/list)
// are the core's.

// Routes binds the studio's calls.
func (mod *Module) Routes(r *rest.Router) {
	r.POST("/custom_field/:model/field/save", mod.saveField)
	r.POST("/custom_field/:model/field/delete", mod.deleteField)
	r.POST("/custom_field/modify/:model/list", mod.saveView)
	r.GET("/custom_field/:model/detailtab", mod.detailTabs)
	r.POST("/custom_field/:model/detailtab/save", mod.saveDetailTabs)
	r.POST("/custom_field/suffix/delete/:code", mod.deleteViewConfig)
	r.GET("/viewconfig/get_type", mod.viewConfigs)
	r.POST("/viewconfig/add", mod.addViewConfig)
	r.GET("/options/lists", mod.optionLists) // the option editor (admins)
	r.GET("/options/usage", mod.optionUsage)
	r.POST("/options/save", mod.saveOptions)
	r.POST("/options/delete_after_remove", mod.deleteAfterRemove)
	r.GET("/metapackage/list", mod.packages)
	r.POST("/metapackage/install", mod.installPackage)
	r.GET("/metapackage/:name/export", mod.exportPackage)
}

// saveField: POST /rest/custom_field/{model}/field/save, a field definition plus "new"
// and, after a 409 asking for it, "confirm_type_change".
func (mod *Module) saveField(c echo.Context) error {
	doc, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	in := FieldSave{Doc: doc, New: doc["new"] == true, ConfirmTypeChange: doc["confirm_type_change"] == true}
	info, err := mod.SaveField(c.Request().Context(), rest.Principal(c), c.Param("model"), in)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info})
}

// deleteField: POST /rest/custom_field/{model}/field/delete, {name}.
func (mod *Module) deleteField(c echo.Context) error {
	var in struct {
		Name string `json:"name"`
	}
	if err := rest.DecodeData(c, &in, `{"name": the custom field to remove}`); err != nil {
		return err
	}
	return rest.Done(c, mod.DeleteField(c.Request().Context(), rest.Principal(c), c.Param("model"), in.Name))
}

// saveView: POST /rest/custom_field/modify/{model}/list?user=company&suffix=&scene=&view=
// &version=, the view's entries in order; version is view_versions[view] as read.
func (mod *Module) saveView(c echo.Context) error {
	raw, err := rest.BodyRaw(c)
	if err != nil {
		return err
	}
	var entries []LayoutEntry
	if err := json.Unmarshal(raw, &entries); err != nil {
		return rest.BadParam("data", `expected [{"entry_type": "group" or "field", "name", "label_value", "extra": 1 or 2}, ...]`)
	}
	view := c.QueryParam("view")
	if view == "" {
		return rest.BadParam("view", "name the view to change: list, search, detailtab, detail or edit")
	}
	return rest.Done(c, mod.SaveView(c.Request().Context(), rest.Principal(c), c.Param("model"), c.QueryParam("suffix"), c.QueryParam("scene"), view, c.QueryParam("version"), entries))
}

// viewConfigs: GET /rest/viewconfig/get_type?type={model}, the views the user may pick.
func (mod *Module) viewConfigs(c echo.Context) error {
	list, err := mod.Suffixes(c.Request().Context(), rest.Principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list})
}

// addViewConfig: POST /rest/viewconfig/add, {model, value (the view's name), group}.
func (mod *Module) addViewConfig(c echo.Context) error {
	var in struct {
		Model string `json:"model"`
		Value string `json:"value"`
		Group int    `json:"group"`
	}
	if err := rest.DecodeData(c, &in, `{"model", "value": the view's name, "group": -99 system, -1 shared or 0 personal}`); err != nil {
		return err
	}
	info, err := mod.AddSuffix(c.Request().Context(), rest.Principal(c), in.Model, in.Value, in.Group)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info})
}

// deleteViewConfig: POST /rest/custom_field/suffix/delete/{code}?type={model}.
func (mod *Module) deleteViewConfig(c echo.Context) error {
	return rest.Done(c, mod.DeleteSuffix(c.Request().Context(), rest.Principal(c), c.QueryParam("type"), c.Param("code")))
}

// detailTabs: GET /rest/custom_field/{model}/detailtab?suffix=, the tabs in order and their
// version, which a save sends back.
func (mod *Module) detailTabs(c echo.Context) error {
	list, version, err := mod.DetailTabs(c.Request().Context(), rest.Principal(c), c.Param("model"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list, "version": version})
}

// saveDetailTabs: POST /rest/custom_field/{model}/detailtab/save, {"tabs": [...]} in order.
func (mod *Module) saveDetailTabs(c echo.Context) error {
	var in struct {
		Tabs    []meta.DetailTab `json:"tabs"`
		Version string           `json:"version"`
	}
	if err := rest.DecodeData(c, &in, `{"tabs": [{"name", "label": {"en", "zh_CN", "zh_TW"}, "type", "icon", "param", "data_model_name", "defaultTab", ...}], "version": as read}`); err != nil {
		return err
	}
	list, version, err := mod.SaveDetailTabs(c.Request().Context(), rest.Principal(c), c.Param("model"), in.Version, in.Tabs)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list, "version": version})
}

// optionLists: GET /rest/options/lists, every option list with its options and version.
func (mod *Module) optionLists(c echo.Context) error {
	lists, err := mod.OptionLists(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": lists, "count": len(lists)})
}

// optionUsage: GET /rest/options/usage?type=, {code: records holding it}.
func (mod *Module) optionUsage(c echo.Context) error {
	usage, err := mod.OptionUsage(c.Request().Context(), rest.Principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": usage})
}

// saveOptions: POST /rest/options/save, {type, version, options: [...] in order, poset}.
func (mod *Module) saveOptions(c echo.Context) error {
	var in OptionListSave
	if err := rest.DecodeData(c, &in, `{"type": list key, "version": the version read, "options": [{"code", "old_code", "en_US", "zh_CN", "zh_TW", "color", "ext", "is_default_checked"}], "poset": true or false}`); err != nil {
		return err
	}
	info, err := mod.SaveOptionList(c.Request().Context(), rest.Principal(c), in)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info})
}

// deleteAfterRemove: POST /rest/options/delete_after_remove, {type, code, merge_to,
// version?}; answers the list as it is now and, as count, the records moved.
func (mod *Module) deleteAfterRemove(c echo.Context) error {
	var in struct {
		Type    string `json:"type"`
		Version string `json:"version"`
		Code    string `json:"code"`
		MergeTo string `json:"merge_to"`
	}
	if err := rest.DecodeData(c, &in, `{"type": list key, "code": the option to remove, "merge_to": the option its records move to, "version": the version read (optional)}`); err != nil {
		return err
	}
	info, moved, err := mod.RemoveOptionMerging(c.Request().Context(), rest.Principal(c), in.Type, in.Version, in.Code, in.MergeTo)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info, "count": moved})
}

// packages: GET /rest/metapackage/list.
func (mod *Module) packages(c echo.Context) error {
	list, err := mod.Packages(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": list})
}

// installPackage: POST /rest/metapackage/install, the bundle as data (or the body).
func (mod *Module) installPackage(c echo.Context) error {
	raw, err := rest.BodyRaw(c)
	if err != nil {
		return err
	}
	info, err := mod.InstallPackage(c.Request().Context(), rest.Principal(c), raw)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info})
}

// exportPackage: GET /rest/metapackage/{name}/export, the bundle as a file.
func (mod *Module) exportPackage(c echo.Context) error {
	raw, err := mod.ExportPackage(c.Request().Context(), rest.Principal(c), c.Param("name"))
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, `attachment; filename="`+c.Param("name")+`.json"`)
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, raw)
}
