package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// The option editor's calls (admins only); GET /rest/options/list, the lists every form
// reads, is in data.go.

// optionLists: GET /rest/options/lists, every option list with its options and version.
func (s *Server) optionLists(c echo.Context) error {
	lists, err := s.e.OptionLists(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": lists, "count": len(lists)})
}

// optionUsage: GET /rest/options/usage?type=, {code: records holding it}.
func (s *Server) optionUsage(c echo.Context) error {
	usage, err := s.e.OptionUsage(c.Request().Context(), principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": usage})
}

// saveOptions: POST /rest/options/save, {type, version, options: [...] in order, poset}.
func (s *Server) saveOptions(c echo.Context) error {
	var in engine.OptionListSave
	if err := decodeData(c, &in, `{"type": list key, "version": the version read, "options": [{"code", "old_code", "en_US", "zh_CN", "zh_TW", "color", "ext", "is_default_checked"}], "poset": true or false}`); err != nil {
		return err
	}
	info, err := s.e.SaveOptionList(c.Request().Context(), principal(c), in)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info})
}

// deleteAfterRemove: POST /rest/options/delete_after_remove, {type, code, merge_to,
// version?}; answers the list as it is now and, as count, the records moved.
func (s *Server) deleteAfterRemove(c echo.Context) error {
	var in struct {
		Type    string `json:"type"`
		Version string `json:"version"`
		Code    string `json:"code"`
		MergeTo string `json:"merge_to"`
	}
	if err := decodeData(c, &in, `{"type": list key, "code": the option to remove, "merge_to": the option its records move to, "version": the version read (optional)}`); err != nil {
		return err
	}
	info, moved, err := s.e.RemoveOptionMerging(c.Request().Context(), principal(c), in.Type, in.Version, in.Code, in.MergeTo)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info, "count": moved})
}
