package engine

import (
	"context"
	"net/http"
	"slices"

	"huntline/meta"
)

// Navbar is the header's configuration for one user (GET /rest/user/navbar_config/{id}):
// the metadata's menu with every entry the user may not see left out.
type Navbar struct {
	LinkList     []NavbarLink `json:"link_list"`
	AddMenu      []NavbarAdd  `json:"add_menu"`
	PortalConfig PortalConfig `json:"portalconfig"`
}

// NavbarLink is a header link in the shape the spec names: the Chinese label is "label".
type NavbarLink struct {
	Key               string       `json:"key"`
	Label             string       `json:"label"`
	LabelTW           string       `json:"label_tw"`
	LabelEN           string       `json:"label_en"`
	URL               string       `json:"url"`
	URLWithFirstQuery bool         `json:"url_with_first_query"`
	IsModel           bool         `json:"is_model"`
	Model             string       `json:"model,omitempty"`
	NewWindow         bool         `json:"new_window"`
	IsLimited         bool         `json:"islimited"`
	Children          []NavbarLink `json:"children,omitempty"`
	// Sidebar: Children are the sidebar of the page URL opens, not a menu (one header link).
	Sidebar bool `json:"sidebar,omitempty"`
}

// NavbarAdd is an add-menu entry.
type NavbarAdd struct {
	Key           string `json:"key"`
	ModelName     string `json:"model_name"`
	Type          string `json:"type"`
	Icon          string `json:"icon"`
	TransKey      string `json:"trans_key"`
	Label         string `json:"label"`
	ActionControl string `json:"action_control"`
}

// PortalConfig is the candidate portal link, shown only when configured and active.
type PortalConfig struct {
	Domain string `json:"domain"`
	Active bool   `json:"active"`
}

// navViewer is who a navbar is built for.
type navViewer struct {
	p    Principal
	cfg  TenantConfig
	flag func(key string) bool // a tenant setting, read as TenantService.Flag reads it
}

// Navbar builds the header for user id. Users read their own; admins may read anyone's (to
// check what a colleague sees).
func (sn *Screens) Navbar(ctx context.Context, p Principal, id int64) (*Navbar, error) {
	if id != p.UserID && !p.IsAdmin {
		return nil, newError(http.StatusForbidden, "navbar_other", "Only administrators may read another user's menu.")
	}
	target, err := sn.e.principal(ctx, p.TenantID, id)
	if err != nil {
		return nil, notFound("user_missing", "id: user %d does not exist", id).with(map[string]any{"ID": id})
	}
	target.Lang = p.Lang
	v := navViewer{p: target, cfg: sn.e.Tenants.Config(ctx, p.TenantID),
		flag: func(k string) bool { return sn.e.Tenants.Flag(ctx, p.TenantID, k) }}
	nav := sn.e.Reg().Navigation()
	out := &Navbar{LinkList: sn.navLinks(ctx, v, nav.Links), AddMenu: []NavbarAdd{}}
	for _, a := range nav.AddMenu {
		action := a.ActionControl
		if action == "" {
			action = ActAdd
		}
		if !v.sees(a.NavRules) || sn.e.Access.Allow(ctx, v.p, sn.e.Reg().Model(a.Model), action) != nil {
			continue
		}
		label := a.Label.In(p.Lang)
		if label == "" {
			label = sn.e.Reg().Model(a.Model).Label.In(p.Lang)
		}
		typ := a.Type
		if typ == "" {
			typ = "add"
		}
		out.AddMenu = append(out.AddMenu, NavbarAdd{Key: a.Key, ModelName: a.Model, Type: typ, Icon: a.Icon, TransKey: a.TransKey, Label: label, ActionControl: action})
	}
	out.PortalConfig.Domain, _ = sn.e.Tenants.Setting(ctx, p.TenantID, "portal_domain").(string)
	out.PortalConfig.Active = v.flag("portal_active")
	out.PortalConfig.Active = out.PortalConfig.Active && out.PortalConfig.Domain != ""
	return out, nil
}

func (sn *Screens) navLinks(ctx context.Context, v navViewer, links []*meta.NavLink) []NavbarLink {
	out := []NavbarLink{}
	for _, l := range links {
		if !v.sees(l.NavRules) {
			continue
		}
		label := l.Label
		nl := NavbarLink{Key: l.Key, URL: l.URL, URLWithFirstQuery: l.URLWithFirstQuery, NewWindow: l.NewWindow, Sidebar: l.Sidebar}
		if l.Model != "" {
			m := sn.e.Reg().Model(l.Model)
			if sn.e.Access.Allow(ctx, v.p, m, ActView) != nil {
				continue
			}
			if label == nil {
				label = m.Label
			}
			nl.IsModel, nl.Model = true, m.Name
			if nl.URL == "" {
				nl.URL = "/crm#" + m.Name + "/list"
			}
		}
		nl.Label, nl.LabelTW, nl.LabelEN = label.In("zh_CN"), label.In("zh_TW"), label.In("en")
		if len(l.Children) > 0 {
			nl.Children = sn.navLinks(ctx, v, l.Children)
			if len(nl.Children) == 0 && !l.Sidebar {
				continue // a group whose every entry is hidden is hidden too (a page keeps its own sections)
			}
		}
		out = append(out, nl)
	}
	return out
}

// sees applies an entry's rules to the viewer.
func (v navViewer) sees(r meta.NavRules) bool {
	switch {
	case r.IsLimited:
		return false
	case r.AdminOnly && !v.p.IsAdmin:
		return false
	case slices.Contains(r.HideFor, v.p.UserType):
		return false
	case len(r.ClientCodes) > 0 && !slices.Contains(r.ClientCodes, v.cfg.ClientCode):
		return false
	case r.ConfigFlag != "":
		return v.flag(r.ConfigFlag)
	}
	return true
}
