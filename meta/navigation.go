package meta

import (
	"fmt"
	"sort"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Navigation is the header's menu as metadata describes it (navigation/*.json): the links
// and the add menu. The engine filters it per user (navbar_config); here it is only read,
// merged across sources by key and checked against the models.
type Navigation struct {
	Links   []*NavLink `json:"links"`
	AddMenu []*NavAdd  `json:"add_menu"`
}

// NavRules say who sees an entry; see navigation.schema.json.
type NavRules struct {
	HideFor     []string `json:"hide_for,omitempty"`
	AdminOnly   bool     `json:"admin_only,omitempty"`
	ConfigFlag  string   `json:"config_flag,omitempty"`
	ClientCodes []string `json:"client_codes,omitempty"`
	IsLimited   bool     `json:"islimited,omitempty"`
}

// NavLink is one header link: a model's list, a URL, or a group of children.
type NavLink struct {
	Key               string     `json:"key"`
	Order             int        `json:"order"`
	Model             string     `json:"model,omitempty"`
	URL               string     `json:"url,omitempty"`
	Label             Label      `json:"label,omitempty"`
	URLWithFirstQuery bool       `json:"url_with_first_query,omitempty"`
	NewWindow         bool       `json:"new_window,omitempty"`
	Children          []*NavLink `json:"children,omitempty"`
	// Sidebar: the children are the sidebar of the page URL opens (Settings), not a header
	// menu; the header shows one link.
	Sidebar bool `json:"sidebar,omitempty"`
	NavRules
	file string
}

// NavAdd is one entry of the add menu.
type NavAdd struct {
	Key           string `json:"key"`
	Order         int    `json:"order"`
	Model         string `json:"model"`
	Type          string `json:"type,omitempty"`
	Icon          string `json:"icon,omitempty"`
	TransKey      string `json:"trans_key,omitempty"`
	Label         Label  `json:"label,omitempty"`
	ActionControl string `json:"action_control,omitempty"`
	NavRules
	file string
}

// Navigation answers the merged header menu.
func (r *Registry) Navigation() *Navigation { return r.nav }

func (r *Registry) loadNavigation(src Source, sch *jsonschema.Schema, links map[string]*NavLink, adds map[string]*NavAdd) error {
	files, err := readJSONFiles(src, "navigation")
	if err != nil {
		return err
	}
	for _, file := range sortedKeys(files) {
		var doc Navigation
		if err := validateAndDecode(file, files[file], sch, &doc, nil); err != nil {
			return err
		}
		for _, l := range doc.Links {
			l.file = file
			links[l.Key] = l
		}
		for _, a := range doc.AddMenu {
			a.file = file
			adds[a.Key] = a
		}
	}
	return nil
}

// linkNavigation orders the merged entries and checks that every model they name exists.
func (r *Registry) linkNavigation(links map[string]*NavLink, adds map[string]*NavAdd) error {
	for _, m := range r.Models() {
		if m.Nav == nil {
			continue
		}
		if _, set := links[m.Name]; !set {
			links[m.Name] = &NavLink{Key: m.Name, Order: m.Nav.Order, Model: m.Name, NavRules: m.Nav.NavRules, file: m.File}
		}
		if _, set := adds[m.Name]; !set && m.Nav.AddMenu {
			adds[m.Name] = &NavAdd{Key: m.Name, Order: m.Nav.Order, Model: m.Name, Icon: m.Icon, NavRules: m.Nav.NavRules, file: m.File}
		}
	}
	nav := &Navigation{}
	for _, l := range links {
		if err := r.checkNavLink(l); err != nil {
			return err
		}
		nav.Links = append(nav.Links, l)
	}
	for _, a := range adds {
		if r.models[a.Model] == nil {
			return &LoadError{File: a.file, Problem: fmt.Sprintf("add menu entry %s: unknown model %q", a.Key, a.Model)}
		}
		nav.AddMenu = append(nav.AddMenu, a)
	}
	sortNav(nav.Links)
	sort.SliceStable(nav.AddMenu, func(i, j int) bool {
		return navLess(nav.AddMenu[i].Order, nav.AddMenu[i].Key, nav.AddMenu[j].Order, nav.AddMenu[j].Key)
	})
	r.nav = nav
	return nil
}

func (r *Registry) checkNavLink(l *NavLink) error {
	if l.Model != "" && r.models[l.Model] == nil {
		return &LoadError{File: l.file, Problem: fmt.Sprintf("link %s: unknown model %q", l.Key, l.Model)}
	}
	for _, c := range l.Children {
		c.file = l.file
		if err := r.checkNavLink(c); err != nil {
			return err
		}
	}
	return nil
}

func sortNav(links []*NavLink) {
	sort.SliceStable(links, func(i, j int) bool { return navLess(links[i].Order, links[i].Key, links[j].Order, links[j].Key) })
	for _, l := range links {
		sortNav(l.Children)
	}
}

func navLess(oi int, ki string, oj int, kj string) bool {
	if oi != oj {
		return oi < oj
	}
	return ki < kj
}
