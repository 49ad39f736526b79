package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/meta"
)

// The tag library's calls (spec 001 "Tags"). Their paths carry the library's model names,
// which come from metadata (see tagRoutes in routes.go); the library's own list is the
// generic GET /rest/{library}/list?{group}={id}&unlimited=1.

// tagGroups: GET /rest/{group model}/get_type → {"status", "list": [{id, name, count, permission}]}
func (s *Server) tagGroups(c echo.Context) error {
	groups, err := s.e.TagGroups(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": groups})
}

// addTags: POST /rest/{library}/add, data = {"{group field}": id, "tags": ["Java", "Open to offers"]}.
// The path is also the library's generic add (its list screen's form): a body without
// "tags" is one record, saved the generic way once its group is known to take new tags.
func (s *Server) addTags(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	ctx, p := c.Request().Context(), principal(c)
	lib, _ := s.e.TagLibraryModels()
	// Errors name fields by their labels in the model the path stands for.
	c.SetParamNames("model")
	c.SetParamValues(lib)
	spec := s.e.Reg().Model(lib).TagLibrary
	groupID, idErr := meta.AsInt(data[spec.Group])
	raw, isBatch := data["tags"]
	if !isBatch {
		if _, editing := data["id"]; !editing && idErr == nil {
			if err := s.e.CheckTagGroupWritable(ctx, p, groupID); err != nil {
				return err
			}
		}
		res, err := s.e.Save(ctx, p, lib, data)
		if err != nil {
			return err
		}
		return ok(c, map[string]any{"data": res.ID, "version": res.Version, "created": res.Created})
	}
	if idErr != nil || groupID < 1 {
		return badParam(spec.Group, "give the id of the tag group")
	}
	names, err := tagNames(raw)
	if err != nil {
		return err
	}
	res, err := s.e.AddTags(ctx, p, groupID, names)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res, "count": len(res.Added)})
}

// tagNames reads the posted "tags": a JSON list of strings.
func tagNames(raw any) ([]string, error) {
	items, isList := raw.([]any)
	if !isList {
		return nil, badParam("tags", "expected a list of tag names")
	}
	names := make([]string, 0, len(items))
	for _, it := range items {
		name, isText := it.(string)
		if !isText {
			return nil, badParam("tags", "expected a list of tag names")
		}
		names = append(names, name)
	}
	return names, nil
}
