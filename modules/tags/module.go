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
type Module struct {
	engine.Declared
	svc *service
}

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start tells the screens, on every tags field, where the library is.
func (mod *Module) Start(h *engine.Host) error {
	mod.svc = &service{e: h.Engine()}
	h.FieldInfo(mod.svc.describeTagsField)
	return nil
}

// service is the module's work over the core.
type service struct {
	e *engine.Engine
}

// library answers the library model and its group model, or a 404 when the metadata
// declares none.
func (s *service) library() (lib, group *meta.Model, err error) {
	lib = LibraryModel(s.e.Reg())
	if lib == nil {
		return nil, nil, engine.NotFound("no_tag_library", "No model holds a tag library.")
	}
	return lib, GroupModel(s.e.Reg(), lib), nil
}

// Models answers the names of the library and group models ("" when none), for the route
// table.
func (s *service) Models() (lib, group string) {
	l, g, err := s.library()
	if err != nil {
		return "", ""
	}
	return l.Name, g.Name
}
