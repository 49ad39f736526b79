// Package sidebar is the list sidebar's saved filters and folders: a user's named queries
// and hand-picked sets of records of one model, kept in order, shared read only with
// people, teams, titles or everyone (/rest/queryfilter/..., /rest/folder/...).
package sidebar

import (
	"context"
	"embed"
	"regexp"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

//go:embed module.json i18n
var files embed.FS

// Module is the list sidebar. Its rows live in the core's sidebar_entry and folder_item
// tables, which the filter language reads for its folder condition (gql.FolderKey).
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start registers the saved filters as uses of the fields their queries name.
func (mod *Module) Start(h *engine.Host) error {
	h.FieldUses(mod.filtersNaming)
	return nil
}

// filtersNaming answers the saved filters of model whose query names field, so that the
// field is not removed from under them.
func (mod *Module) filtersNaming(ctx context.Context, tenant int64, model, field string) ([]string, error) {
	filters, err := mod.Engine().Store.SidebarEntries(ctx, tenant, store.SidebarFilter, model)
	if err != nil {
		return nil, err
	}
	mention := regexp.MustCompile(`(^|[&|(!\s])` + regexp.QuoteMeta(field) + `(__|=|\.)`)
	var uses []string
	for _, sf := range filters {
		if mention.MatchString(sf.Query) {
			uses = append(uses, "the saved filter "+sf.Name)
		}
	}
	return uses, nil
}

func init() { meta.ReserveModelNames("queryfilter", "folder") } // this module's paths (http.go)
