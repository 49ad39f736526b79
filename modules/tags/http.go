package tags

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/meta"
)

// The tag library's calls (spec 001 "Tags"). Their paths carry the library's model names,
// which come from metadata ("tag_library"); the library's own list is the generic
// GET /rest/{library}/list?{group}={id}&unlimited=1.

// Routes binds the calls under the library's models, when metadata declares a library.
func (mod *Module) Routes(r *rest.Router) {
	if lib, group := mod.Models(); lib != "" {
		r.GET("/"+group+"/get_type", mod.groups)
		r.POST("/"+lib+"/add", mod.add)
	}
}

// groups: GET /rest/{group model}/get_type → {"status", "list": [{id, name, count, permission}]}
func (mod *Module) groups(c echo.Context) error {
	groups, err := mod.Groups(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"list": groups})
}

// add: POST /rest/{library}/add, data = {"{group field}": id, "tags": ["Java", "Open to offers"]}.
// The path is also the library's generic add (its list screen's form): a body without
// "tags" is one record, saved the generic way once its group is known to take new tags.
func (mod *Module) add(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	ctx, p, e := c.Request().Context(), rest.Principal(c), mod.Engine()
	lib, _ := mod.Models()
	// Errors name fields by their labels in the model the path stands for.
	c.SetParamNames("model")
	c.SetParamValues(lib)
	spec := LibraryOf(e.Reg().Model(lib))
	groupID, idErr := meta.AsInt(data[spec.Group])
	raw, isBatch := data["tags"]
	if !isBatch {
		if _, editing := data["id"]; !editing && idErr == nil {
			if err := mod.CheckGroupWritable(ctx, p, groupID); err != nil {
				return err
			}
		}
		res, err := e.Save(ctx, p, lib, data)
		if err != nil {
			return err
		}
		return rest.OK(c, map[string]any{"data": res.ID, "version": res.Version, "created": res.Created})
	}
	if idErr != nil || groupID < 1 {
		return rest.BadParam(spec.Group, "give the id of the tag group")
	}
	names, err := tagNames(raw)
	if err != nil {
		return err
	}
	res, err := mod.Add(ctx, p, groupID, names)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": res, "count": len(res.Added)})
}

// tagNames reads the posted "tags": a JSON list of strings.
func tagNames(raw any) ([]string, error) {
	items, isList := raw.([]any)
	if !isList {
		return nil, rest.BadParam("tags", "expected a list of tag names")
	}
	names := make([]string, 0, len(items))
	for _, it := range items {
		name, isText := it.(string)
		if !isText {
			return nil, rest.BadParam("tags", "expected a list of tag names")
		}
		names = append(names, name)
	}
	return names, nil
}
