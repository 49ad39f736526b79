package engine

import (
	"context"
	"encoding/json"

	"huntline/meta"
	"huntline/store"
)

// DetailTabs answers a model's detail tabs in order, as GET /rest/custom_field/{model}/detailtab
// gives them to the detail page and the tab editor.
func (e *Engine) DetailTabs(ctx context.Context, p Principal, model string) ([]DetailTabInfo, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	out := []DetailTabInfo{}
	for _, t := range m.DetailTabs {
		out = append(out, DetailTabInfo{DetailTab: t, LabelValue: t.Label.In(p.Lang)})
	}
	return out, nil
}

// SaveDetailTabs replaces a model's detail tabs with the admin's list: order, labels,
// types (000 §3) and the default tab. The loader checks them like a model file.
func (e *Engine) SaveDetailTabs(ctx context.Context, p Principal, model string, tabs []meta.DetailTab) ([]DetailTabInfo, error) {
	if !p.IsAdmin {
		return nil, adminOnly("change detail tabs")
	}
	if _, err := e.model(model); err != nil {
		return nil, err
	}
	if tabs == nil {
		tabs = []meta.DetailTab{}
	}
	raw, err := json.Marshal(tabs)
	if err != nil {
		return nil, err
	}
	if _, err := e.changeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeDetailTab, Model: model, Key: meta.AllTabs, Doc: raw}}}, nil); err != nil {
		return nil, err
	}
	return e.DetailTabs(ctx, p, model)
}
