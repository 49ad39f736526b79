package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/store"
)

// The list sidebar's saved filters (/rest/queryfilter/...) and folders (/rest/folder/...).

// sidebarEntryIn is the payload that creates or changes a saved filter or folder.
type sidebarEntryIn struct {
	ID     int64               `json:"id"`
	Name   string              `json:"name"`
	Type   string              `json:"type"` // the model
	Query  string              `json:"query"`
	Scene  string              `json:"scene"`
	Shared []store.ShareTarget `json:"share"`
}

// savedFilters: GET /rest/queryfilter/get_type?type={model}: {from_me, from_share}.
func (s *Server) savedFilters(c echo.Context) error {
	mine, shared, err := s.e.Sidebar(c.Request().Context(), principal(c), store.SidebarFilter, c.QueryParam("type"), c.QueryParam("counts") != "0")
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"from_me": mine, "from_share": shared}})
}

// savedFilter: GET /rest/queryfilter/{id}
func (s *Server) savedFilter(c echo.Context) error {
	return s.sidebarEntry(c, store.SidebarFilter)
}

// folder: GET /rest/folder/{id}
func (s *Server) folder(c echo.Context) error {
	return s.sidebarEntry(c, store.SidebarFolder)
}

func (s *Server) sidebarEntry(c echo.Context, kind string) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	en, err := s.e.SidebarEntry(c.Request().Context(), principal(c), kind, id)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": en})
}

// folders: GET /rest/folder/list?type={model}: the user's folders, then those shared with them.
func (s *Server) folders(c echo.Context) error {
	mine, shared, err := s.e.Sidebar(c.Request().Context(), principal(c), store.SidebarFolder, c.QueryParam("type"), c.QueryParam("counts") != "0")
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": append(mine, shared...)})
}

// saveFilter: POST /rest/queryfilter/add, data = {id?, name, type, query, scene, share}.
func (s *Server) saveFilter(c echo.Context) error { return s.saveSidebarEntry(c, store.SidebarFilter) }

// saveFolder: POST /rest/folder/add, data = {id?, name, type, share}.
func (s *Server) saveFolder(c echo.Context) error { return s.saveSidebarEntry(c, store.SidebarFolder) }

func (s *Server) saveSidebarEntry(c echo.Context, kind string) error {
	var in sidebarEntryIn
	if err := decodeData(c, &in, `{"id"?, "name", "type": model, "query"?, "share"?: [{"type", "value"}]}`); err != nil {
		return err
	}
	id, err := s.e.SaveSidebarEntry(c.Request().Context(), principal(c), kind, engine.SidebarInput{ID: in.ID, Model: in.Type, Name: in.Name, Query: in.Query, Scene: in.Scene, Shared: in.Shared})
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": id})
}

// deleteFilter: POST /rest/queryfilter/{type}/delete, data = {id}.
func (s *Server) deleteFilter(c echo.Context) error {
	return s.deleteSidebarEntry(c, store.SidebarFilter)
}

// deleteFolder: POST /rest/folder/delete, data = {id}.
func (s *Server) deleteFolder(c echo.Context) error {
	return s.deleteSidebarEntry(c, store.SidebarFolder)
}

func (s *Server) deleteSidebarEntry(c echo.Context, kind string) error {
	id, err := requiredID(c)
	if err != nil {
		return err
	}
	if err := s.e.DeleteSidebarEntry(c.Request().Context(), principal(c), kind, id); err != nil {
		return err
	}
	return ok(c, nil)
}

// addToFolders: POST /rest/folder/addto, data = {ids: folders, external_ids: records,
// external_type: model, justadd}; without justadd the ticked folders are the records' only
// folders of the user's.
func (s *Server) addToFolders(c echo.Context) error {
	var in struct {
		IDs          []int64 `json:"ids"`
		ExternalIDs  []int64 `json:"external_ids"`
		ExternalType string  `json:"external_type"`
		JustAdd      *bool   `json:"justadd"`
	}
	if err := decodeData(c, &in, `{"ids": [folder ids], "external_ids": [record ids], "external_type": model, "justadd"?: true|false}`); err != nil {
		return err
	}
	justAdd := in.JustAdd == nil || *in.JustAdd
	if err := s.e.AddToFolders(c.Request().Context(), principal(c), in.ExternalType, in.IDs, in.ExternalIDs, justAdd); err != nil {
		return err
	}
	return ok(c, nil)
}

// reorder: POST /rest/data/reorder, data = {type: "queryfilter" | "folder", ids: in order}.
func (s *Server) reorder(c echo.Context) error {
	var in struct {
		Type string  `json:"type"`
		IDs  []int64 `json:"ids"`
	}
	if err := decodeData(c, &in, `{"type": "queryfilter" or "folder", "ids": [ids in order]}`); err != nil {
		return err
	}
	kinds := map[string]string{"queryfilter": store.SidebarFilter, "folder": store.SidebarFolder}
	kind, known := kinds[in.Type]
	if !known {
		return badParam("type", "%q: reorder takes queryfilter or folder", in.Type)
	}
	if err := s.e.ReorderSidebar(c.Request().Context(), principal(c), kind, in.IDs); err != nil {
		return err
	}
	return ok(c, nil)
}

// filterViewConfig: POST /rest/queryfilter/update/viewconfig, data = {queryfilter: id,
// viewconfig: {suffix, ordering, paginate_by, ...}}.
func (s *Server) filterViewConfig(c echo.Context) error {
	var in struct {
		QueryFilter int64          `json:"queryfilter"`
		ViewConfig  map[string]any `json:"viewconfig"`
	}
	if err := decodeData(c, &in, `{"queryfilter": the saved filter's id, "viewconfig": {"suffix", "ordering", "paginate_by", ...}}`); err != nil {
		return err
	}
	vc, err := s.e.SetFilterViewConfig(c.Request().Context(), principal(c), in.QueryFilter, in.ViewConfig)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": vc})
}
