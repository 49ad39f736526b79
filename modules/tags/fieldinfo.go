package tags

import (
	"context"

	"huntline/engine"
	"huntline/meta"
)

// LibraryInfo names the tag library's models and fields for the screens, which call
// GET /rest/{group_model}/get_type, GET /rest/{model}/list?{group_field}=&unlimited=1 and
// POST /rest/{model}/add with them. It is a tags field's "tag_library" in
// GET /rest/custom_field/{model}/list.
type LibraryInfo struct {
	Model      string `json:"model"`
	GroupModel string `json:"group_model"`
	GroupField string `json:"group_field"`
	NameField  string `json:"name_field"`
}

// describeTagsField tells a tags field's input where to suggest from and where to add.
func (mod *Module) describeTagsField(_ context.Context, _ engine.Principal, _ *meta.Model, f *meta.Field, fi *engine.FieldInfo) {
	if f.Type != "tags" {
		return
	}
	lib, group, err := mod.library()
	if err != nil {
		return
	}
	if fi.Extra == nil {
		fi.Extra = map[string]any{}
	}
	fi.Extra["tag_library"] = &LibraryInfo{Model: lib.Name, GroupModel: group.Name, GroupField: LibraryOf(lib).Group, NameField: LibraryOf(lib).Name}
}
