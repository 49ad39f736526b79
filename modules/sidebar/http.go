package sidebar

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/store"
)

// The list sidebar's saved filters (/rest/queryfilter/...) and folders (/rest/folder/...).
// "queryfilter" and "folder" are reserved model names (meta/load.go), so no model's
// /rest/{model}/... calls can shadow these.

// Routes binds the sidebar's calls.
func (mod *Module) Routes(r *rest.Router) {
	r.POST("/data/reorder", mod.reorder)
	r.GET("/queryfilter/get_type", mod.savedFilters)
	r.GET("/queryfilter/:id", mod.savedFilter)
	r.POST("/queryfilter/add", mod.saveFilter)
	r.POST("/queryfilter/update/viewconfig", mod.filterViewConfig)
	r.POST("/queryfilter/:type/delete", mod.deleteFilter)
	r.GET("/folder/list", mod.folders)
	r.GET("/folder/:id", mod.folder)
	r.POST("/folder/add", mod.saveFolder)
	r.POST("/folder/delete", mod.deleteFolder)
	r.POST("/folder/addto", mod.addToFolders)
}

// entryIn is the payload that creates or changes a saved filter or folder.
type entryIn struct {
	ID     int64               `json:"id"`
	Name   string              `json:"name"`
	Type   string              `json:"type"` // the model
	Query  string              `json:"query"`
	Scene  string              `json:"scene"`
	Shared []store.ShareTarget `json:"share"`
}

// savedFilters: GET /rest/queryfilter/get_type?type={model}: {from_me, from_share}.
func (mod *Module) savedFilters(c echo.Context) error {
	mine, shared, err := mod.Entries(c.Request().Context(), rest.Principal(c), store.SidebarFilter, c.QueryParam("type"), c.QueryParam("counts") != "0")
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"from_me": mine, "from_share": shared}})
}

// savedFilter: GET /rest/queryfilter/{id}
func (mod *Module) savedFilter(c echo.Context) error {
	return mod.entry(c, store.SidebarFilter)
}

// folder: GET /rest/folder/{id}
func (mod *Module) folder(c echo.Context) error {
	return mod.entry(c, store.SidebarFolder)
}

func (mod *Module) entry(c echo.Context, kind string) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	en, err := mod.Entry(c.Request().Context(), rest.Principal(c), kind, id)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": en})
}

// folders: GET /rest/folder/list?type={model}: the user's folders, then those shared with them.
func (mod *Module) folders(c echo.Context) error {
	mine, shared, err := mod.Entries(c.Request().Context(), rest.Principal(c), store.SidebarFolder, c.QueryParam("type"), c.QueryParam("counts") != "0")
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": append(mine, shared...)})
}

// saveFilter: POST /rest/queryfilter/add, data = {id?, name, type, query, scene, share}.
func (mod *Module) saveFilter(c echo.Context) error { return mod.save(c, store.SidebarFilter) }

// saveFolder: POST /rest/folder/add, data = {id?, name, type, share}.
func (mod *Module) saveFolder(c echo.Context) error { return mod.save(c, store.SidebarFolder) }

func (mod *Module) save(c echo.Context, kind string) error {
	var in entryIn
	if err := rest.DecodeData(c, &in, `{"id"?, "name", "type": model, "query"?, "share"?: [{"type", "value"}]}`); err != nil {
		return err
	}
	id, err := mod.Save(c.Request().Context(), rest.Principal(c), kind, Input{ID: in.ID, Model: in.Type, Name: in.Name, Query: in.Query, Scene: in.Scene, Shared: in.Shared})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": id})
}

// deleteFilter: POST /rest/queryfilter/{type}/delete, data = {id}.
func (mod *Module) deleteFilter(c echo.Context) error { return mod.delete(c, store.SidebarFilter) }

// deleteFolder: POST /rest/folder/delete, data = {id}.
func (mod *Module) deleteFolder(c echo.Context) error { return mod.delete(c, store.SidebarFolder) }

func (mod *Module) delete(c echo.Context, kind string) error {
	id, err := rest.RequiredID(c)
	if err != nil {
		return err
	}
	if err := mod.Delete(c.Request().Context(), rest.Principal(c), kind, id); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

// addToFolders: POST /rest/folder/addto, data = {ids: folders, external_ids: records,
// external_type: model, justadd}; without justadd the ticked folders are the records' only
// folders of the user's.
func (mod *Module) addToFolders(c echo.Context) error {
	var in struct {
		IDs          []int64 `json:"ids"`
		ExternalIDs  []int64 `json:"external_ids"`
		ExternalType string  `json:"external_type"`
		JustAdd      *bool   `json:"justadd"`
	}
	if err := rest.DecodeData(c, &in, `{"ids": [folder ids], "external_ids": [record ids], "external_type": model, "justadd"?: true|false}`); err != nil {
		return err
	}
	justAdd := in.JustAdd == nil || *in.JustAdd
	if err := mod.AddToFolders(c.Request().Context(), rest.Principal(c), in.ExternalType, in.IDs, in.ExternalIDs, justAdd); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

// reorder: POST /rest/data/reorder, data = {type: "queryfilter" | "folder", ids: in order}.
func (mod *Module) reorder(c echo.Context) error {
	var in struct {
		Type string  `json:"type"`
		IDs  []int64 `json:"ids"`
	}
	if err := rest.DecodeData(c, &in, `{"type": "queryfilter" or "folder", "ids": [ids in order]}`); err != nil {
		return err
	}
	kinds := map[string]string{"queryfilter": store.SidebarFilter, "folder": store.SidebarFolder}
	kind, known := kinds[in.Type]
	if !known {
		return rest.BadParam("type", "%q: reorder takes queryfilter or folder", in.Type)
	}
	if err := mod.Reorder(c.Request().Context(), rest.Principal(c), kind, in.IDs); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

// filterViewConfig: POST /rest/queryfilter/update/viewconfig, data = {queryfilter: id,
// viewconfig: {suffix, ordering, paginate_by, ...}}.
func (mod *Module) filterViewConfig(c echo.Context) error {
	var in struct {
		QueryFilter int64          `json:"queryfilter"`
		ViewConfig  map[string]any `json:"viewconfig"`
	}
	if err := rest.DecodeData(c, &in, `{"queryfilter": the saved filter's id, "viewconfig": {"suffix", "ordering", "paginate_by", ...}}`); err != nil {
		return err
	}
	vc, err := mod.SetFilterViewConfig(c.Request().Context(), rest.Principal(c), in.QueryFilter, in.ViewConfig)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": vc})
}
