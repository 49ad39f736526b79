package sidebar

import (
	"context"
	"fmt"
	"strings"

	"huntline/engine"
	"huntline/store"
)

// viewConfigKeys are what a saved filter may remember of its list (spec 001 §3 view config).
var viewConfigKeys = map[string]bool{"suffix": true, "suffix_user_id": true, "ordering": true, "paginate_by": true,
	"kanban_facet": true, "viewType": true, "table_scroll": true, "scene": true}

// SetFilterViewConfig remembers how one of p's saved filters shows its list
// (POST /rest/queryfilter/update/viewconfig). Each key is checked against the model: the
// view must exist, the ordering must be sortable, the page size within bounds.
func (mod *Module) SetFilterViewConfig(ctx context.Context, p engine.Principal, id int64, vc map[string]any) (map[string]any, error) {
	en, err := mod.ownEntry(ctx, p, store.SidebarFilter, id)
	if err != nil {
		return nil, err
	}
	m, err := mod.Engine().Model(en.Model)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for k, v := range vc {
		if !viewConfigKeys[k] {
			return nil, engine.BadRequest("viewconfig_key", "viewconfig: %s is not a view setting (suffix, ordering, paginate_by, kanban_facet, viewType, table_scroll, scene)", k).With(map[string]any{"Key": k})
		}
		str := strings.TrimSpace(fmt.Sprint(v))
		switch k {
		case "suffix":
			known := str == ""
			for _, si := range mod.Engine().SuffixInfos(p, m) {
				known = known || si.Code == str
			}
			if !known {
				return nil, engine.NotFound("view_unknown", "%s has no view %s", m.Name, str).With(map[string]any{"Model": m.Name, "Code": str})
			}
		case "ordering":
			for _, key := range strings.Split(str, ",") {
				if err := m.Sortable(strings.TrimPrefix(strings.TrimSpace(key), "-")); err != nil && str != "" {
					return nil, engine.BadRequest("viewconfig_ordering", "viewconfig.ordering: %s", err).With(map[string]any{"Problem": err.Error()})
				}
			}
		case "paginate_by":
			var n int
			if _, err := fmt.Sscan(str, &n); err != nil || n < 1 || n > engine.MaxPageSize {
				return nil, engine.BadRequest("page_size", "paginate_by: at most %d records per page", engine.MaxPageSize).With(map[string]any{"Max": engine.MaxPageSize})
			}
			v = n
		case "kanban_facet":
			if f := m.Field(str); f == nil || !f.FacetAble {
				return nil, engine.BadRequest("viewconfig_kanban", "viewconfig.kanban_facet: %s is not a facet of %s", str, m.Name).With(map[string]any{"Field": str, "Model": m.Name})
			}
		}
		out[k] = v
	}
	if err := mod.Engine().Store.SetSidebarViewConfig(ctx, p.TenantID, id, out); err != nil {
		return nil, err
	}
	return out, nil
}
