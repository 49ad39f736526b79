package engine

import (
	"context"
	"fmt"
	"strings"

	"huntline/store"
)

// viewConfigKeys are what a saved filter may remember of its list (spec 001 §3 view config).
var viewConfigKeys = map[string]bool{"suffix": true, "suffix_user_id": true, "ordering": true, "paginate_by": true,
	"kanban_facet": true, "viewType": true, "table_scroll": true, "scene": true}

// SetFilterViewConfig remembers how one of p's saved filters shows its list
// (POST /rest/queryfilter/update/viewconfig). Each key is checked against the model: the
// view must exist, the ordering must be sortable, the page size within bounds.
func (e *Engine) SetFilterViewConfig(ctx context.Context, p Principal, id int64, vc map[string]any) (map[string]any, error) {
	en, err := e.ownEntry(ctx, p, store.SidebarFilter, id)
	if err != nil {
		return nil, err
	}
	m, err := e.model(en.Model)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for k, v := range vc {
		if !viewConfigKeys[k] {
			return nil, badRequest("viewconfig_key", "viewconfig: %s is not a view setting (suffix, ordering, paginate_by, kanban_facet, viewType, table_scroll, scene)", k).with(map[string]any{"Key": k})
		}
		s := strings.TrimSpace(fmt.Sprint(v))
		switch k {
		case "suffix":
			known := s == ""
			for _, si := range e.suffixInfos(p, m) {
				known = known || si.Code == s
			}
			if !known {
				return nil, notFound("view_unknown", "%s has no view %s", m.Name, s).with(map[string]any{"Model": m.Name, "Code": s})
			}
		case "ordering":
			for _, key := range strings.Split(s, ",") {
				if err := m.Sortable(strings.TrimPrefix(strings.TrimSpace(key), "-")); err != nil && s != "" {
					return nil, badRequest("viewconfig_ordering", "viewconfig.ordering: %s", err).with(map[string]any{"Problem": err.Error()})
				}
			}
		case "paginate_by":
			var n int
			if _, err := fmt.Sscan(s, &n); err != nil || n < 1 || n > MaxPageSize {
				return nil, badRequest("page_size", "paginate_by: at most %d records per page", MaxPageSize).with(map[string]any{"Max": MaxPageSize})
			}
			v = n
		case "kanban_facet":
			if f := m.Field(s); f == nil || !f.FacetAble {
				return nil, badRequest("viewconfig_kanban", "viewconfig.kanban_facet: %s is not a facet of %s", s, m.Name).with(map[string]any{"Field": s, "Model": m.Name})
			}
		}
		out[k] = v
	}
	if err := e.Store.SetSidebarViewConfig(ctx, p.TenantID, id, out); err != nil {
		return nil, err
	}
	return out, nil
}
