package meta

import "fmt"

// TagLibrary marks the model whose records are the shared tag library that tags fields
// suggest from, and names its fields, so the engine serves the library's calls
// (GET /rest/{group model}/get_type, POST /rest/{library}/add with a list of tags) without
// naming a model:
//
//	"tag_library": {"name": "name", "group": "taggroup", "permission": "permission"}
//
// name is the library's char field holding a tag, group its required foreignkey to the
// model of tag groups, and permission a dropdown of that group model whose code
// TagGroupViewOnly makes a group read-only to everyone but admins.
type TagLibrary struct {
	Name       string `json:"name"`
	Group      string `json:"group"`
	Permission string `json:"permission"`
}

// TagGroupViewOnly is the permission code of a group only admins may add tags to.
const TagGroupViewOnly = "view"

// TagLibraryModel answers the model holding the tag library, or nil.
func (r *Registry) TagLibraryModel() *Model {
	for _, m := range r.Models() {
		if m.TagLibrary != nil {
			return m
		}
	}
	return nil
}

// TagGroupModel answers the model of the library's groups.
func (r *Registry) TagGroupModel(lib *Model) *Model {
	return r.Model(lib.Field(lib.TagLibrary.Group).To)
}

// checkTagLibrary checks the tag_library block once the registry is linked; one model at most
// may carry it, since tags fields have one library to suggest from.
func (r *Registry) checkTagLibrary(m *Model) error {
	t := m.TagLibrary
	if t == nil {
		return nil
	}
	fail := func(field, format string, args ...any) error {
		return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	for _, other := range r.Models() {
		if other != m && other.TagLibrary != nil && other.Name < m.Name {
			return fail("", "tag_library: %s already holds the tag library", other.Name)
		}
	}
	if f := m.Field(t.Name); f == nil || f.Type != "char" {
		return fail(t.Name, "tag_library.name must name a char field of %s", m.Name)
	}
	g := m.Field(t.Group)
	if g == nil || g.Type != "foreignkey" || g.Multiple || !g.Required {
		return fail(t.Group, "tag_library.group must name a required single foreignkey of %s", m.Name)
	}
	group := r.Model(g.To)
	if group == nil {
		return fail(t.Group, "tag_library.group: %q is not a model", g.To)
	}
	if f := group.Field(t.Permission); f == nil || f.Type != "dropdown" {
		return fail(t.Permission, "tag_library.permission must name a dropdown field of %s", group.Name)
	}
	return nil
}
