package engine

import (
	"context"
	"encoding/json"
	"net/http"

	"huntline/meta"
	"huntline/store"
)

// DetailTabs answers a model's detail tabs in order, as GET /rest/custom_field/{model}/detailtab
// gives them to the detail page and the tab editor, with the version a save sends back.
func (e *Engine) DetailTabs(ctx context.Context, p Principal, model string) ([]DetailTabInfo, string, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, "", err
	}
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, "", err
	}
	out := []DetailTabInfo{}
	for _, t := range m.DetailTabs {
		out = append(out, DetailTabInfo{DetailTab: t, LabelValue: t.Label.In(p.Lang)})
	}
	return out, contentVersion(m.DetailTabs), nil
}

// SaveDetailTabs replaces a model's detail tabs with the admin's list: order, labels,
// types (000 §3) and the default tab. The loader checks them like a model file.
// A version other than "" must be the one DetailTabs answered for the tabs stored now.
func (e *Engine) SaveDetailTabs(ctx context.Context, p Principal, model, version string, tabs []meta.DetailTab) ([]DetailTabInfo, string, error) {
	if !p.IsAdmin {
		return nil, "", adminOnly("change detail tabs")
	}
	m, err := e.model(model)
	if err != nil {
		return nil, "", err
	}
	if version != "" && version != contentVersion(m.DetailTabs) {
		return nil, "", newError(http.StatusConflict, "tabs_changed", "Someone has changed these tabs since you opened them. Reload them to see their change, then make yours again.")
	}
	if tabs == nil {
		tabs = []meta.DetailTab{}
	}
	raw, err := json.Marshal(tabs)
	if err != nil {
		return nil, "", err
	}
	if _, err := e.changeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeDetailTab, Model: model, Key: meta.AllTabs, Doc: raw}}}, nil); err != nil {
		return nil, "", err
	}
	return e.DetailTabs(ctx, p, model)
}
