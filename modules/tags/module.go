// Package tags is the shared tag library (spec 001 "Tags"): tags sorted into groups that
// every tags field suggests from, the groups with their counts, adding several tags in one
// go, and view-only groups kept to administrators. Which models hold the library is
// metadata (Library, the model with "tag_library"; key.go), so nothing here names them.
package tags

import (
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Module is the tag library.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start tells the screens, on every tags field, where the library is.
func (mod *Module) Start(h *engine.Host) error {
	h.FieldInfo(mod.describeTagsField)
	return nil
}

// library answers the library model and its group model, or a 404 when the metadata
// declares none.
func (mod *Module) library() (lib, group *meta.Model, err error) {
	lib = LibraryModel(mod.Engine().Reg())
	if lib == nil {
		return nil, nil, engine.NotFound("no_tag_library", "No model holds a tag library.")
	}
	return lib, GroupModel(mod.Engine().Reg(), lib), nil
}

// Models answers the names of the library and group models ("" when none), for the route
// table.
func (mod *Module) Models() (lib, group string) {
	l, g, err := mod.library()
	if err != nil {
		return "", ""
	}
	return l.Name, g.Name
}
