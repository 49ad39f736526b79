package studio

import (
	"context"
	"encoding/json"
	"net/http"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// DetailTabs answers a model's detail tabs in order, as GET /rest/custom_field/{model}/detailtab
// gives them to the detail page and the tab editor, with the version a save sends back.
func (mod *Module) DetailTabs(ctx context.Context, p engine.Principal, model string) ([]engine.DetailTabInfo, string, error) {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, "", err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return nil, "", err
	}
	out := []engine.DetailTabInfo{}
	for _, t := range m.DetailTabs {
		out = append(out, engine.DetailTabInfo{DetailTab: t, LabelValue: t.Label.In(p.Lang)})
	}
	return out, engine.ContentVersion(m.DetailTabs), nil
}

// SaveDetailTabs replaces a model's detail tabs with the admin's list: order, labels,
// types (000 §3) and the default tab. The loader checks them like a model file.
// A version other than "" must be the one DetailTabs answered for the tabs stored now.
func (mod *Module) SaveDetailTabs(ctx context.Context, p engine.Principal, model, version string, tabs []meta.DetailTab) ([]engine.DetailTabInfo, string, error) {
	if !p.IsAdmin {
		return nil, "", engine.AdminOnly("change detail tabs")
	}
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, "", err
	}
	if version != "" && version != engine.ContentVersion(m.DetailTabs) {
		return nil, "", engine.NewError(http.StatusConflict, "tabs_changed", "Someone has changed these tabs since you opened them. Reload them to see their change, then make yours again.")
	}
	if tabs == nil {
		tabs = []meta.DetailTab{}
	}
	raw, err := json.Marshal(tabs)
	if err != nil {
		return nil, "", err
	}
	if _, err := mod.Engine().ChangeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeDetailTab, Model: model, Key: meta.AllTabs, Doc: raw}}}, nil); err != nil {
		return nil, "", err
	}
	return mod.DetailTabs(ctx, p, model)
}
