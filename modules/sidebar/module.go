// Package sidebar is the list sidebar's saved filters and folders: a user's named queries
// and hand-picked sets of records of one model, kept in order, shared read only with
// people, teams, titles or everyone (/rest/queryfilter/..., /rest/folder/...).
package sidebar

import (
	"context"
	"embed"
	"io/fs"
	"regexp"

	"huntline/engine"
	"huntline/store"
)

//go:embed i18n/*.json
var i18nFS embed.FS

// Module is the list sidebar. Its rows live in the core's sidebar_entry and folder_item
// tables, which the filter language reads for its folder condition (gql.FolderKey).
type Module struct {
	svc *service
}

// New answers the module.
func New() *Module { return &Module{} }

// Info declares the module.
func (mod *Module) Info() engine.ModuleInfo {
	cat, _ := fs.Sub(i18nFS, "i18n")
	return engine.ModuleInfo{
		Name:  "sidebar",
		Label: map[string]string{"en": "Saved filters and folders", "zh_CN": "保存的筛选和文件夹", "zh_TW": "儲存的篩選和資料夾"},
		Description: map[string]string{
			"en":    "The list sidebar: a user's saved filters and folders of records, ordered and shared.",
			"zh_CN": "列表侧栏：用户保存的筛选和记录文件夹，可排序、可共享。",
			"zh_TW": "列表側欄：使用者儲存的篩選和記錄資料夾，可排序、可共用。",
		},
		Catalogues: cat,
	}
}

// Start registers the saved filters as uses of the fields their queries name.
func (mod *Module) Start(h *engine.Host) error {
	mod.svc = &service{e: h.Engine()}
	h.FieldUses(mod.svc.filtersNaming)
	return nil
}

// service is the module's work over the core.
type service struct {
	e *engine.Engine
}

// filtersNaming answers the saved filters of model whose query names field, so that the
// field is not removed from under them.
func (s *service) filtersNaming(ctx context.Context, tenant int64, model, field string) ([]string, error) {
	filters, err := s.e.Store.SidebarEntries(ctx, tenant, store.SidebarFilter, model)
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
