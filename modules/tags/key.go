package tags

import (
	"huntline/meta"
)

// key is the model key that marks the model whose records are the shared tag library that
// tags fields suggest from, and names its fields, so the module serves the library's calls
// (GET /rest/{group model}/get_type, POST /rest/{library}/add with a list of tags) without
// naming a model:
//
//	"tag_library": {"name": "name", "group": "taggroup", "permission": "permission"}
//
// name is the library's char field holding a tag, group its required foreignkey to the
// model of tag groups, and permission a dropdown of that group model whose code
// GroupViewOnly makes a group read-only to everyone but admins.
const key = "tag_library"

// Library is the tag_library key of a model.
type Library struct {
	Name       string `json:"name"`
	Group      string `json:"group"`
	Permission string `json:"permission"`
}

// GroupViewOnly is the permission code of a group only admins may add tags to.
const GroupViewOnly = "view"

func init() {
	meta.RegisterKey(meta.Key{Name: key, Decode: meta.Decoder[Library](), Check: checkLibrary})
}

// LibraryOf answers the tag_library key of m, or nil.
func LibraryOf(m *meta.Model) *Library { return meta.ExtensionOf[Library](m, key) }

// LibraryModel answers the model holding the tag library, or nil.
func LibraryModel(r *meta.Registry) *meta.Model { return r.ModelWith(key, nil) }

// GroupModel answers the model of the library's groups.
func GroupModel(r *meta.Registry, lib *meta.Model) *meta.Model {
	return r.Model(lib.Field(LibraryOf(lib).Group).To)
}

// checkLibrary checks the tag_library key once the registry is linked; one model at most
// may carry it, since tags fields have one library to suggest from.
func checkLibrary(r *meta.Registry, m *meta.Model, _ any) error {
	t := LibraryOf(m)
	fail := func(field, format string, args ...any) error { return meta.Fail(m, field, format, args...) }
	for _, other := range r.ModelsWith(key) {
		if other != m && other.Name < m.Name {
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
