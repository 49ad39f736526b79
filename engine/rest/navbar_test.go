package rest_test

import (
	"context"
	"slices"
	"testing"

	"huntline/resttest"
)

func navKeys(body map[string]any, list string) []string {
	var out []string
	var walk func(items []any)
	walk = func(items []any) {
		for _, it := range items {
			m := it.(map[string]any)
			out = append(out, m["key"].(string))
			if ch, ok := m["children"].([]any); ok {
				walk(ch)
			}
		}
	}
	items, _ := body[list].([]any)
	walk(items)
	return out
}

func TestNavbarConfig(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cid := h.AddUser("carl@huntline.test", resttest.AdminPassword, map[string]any{"user_type": "consultant"})
		mid := h.AddUser("lena@huntline.test", resttest.AdminPassword, map[string]any{"user_type": "linemgr"})
		consultant := h.NewBrowser().LoginAs("carl@huntline.test", resttest.AdminPassword)
		manager := h.NewBrowser().LoginAs("lena@huntline.test", resttest.AdminPassword)

		status, admin := h.Get("/rest/user/navbar_config/1")
		if status != 200 {
			t.Fatalf("admin navbar: %d %v", status, admin)
		}
		_, carl := consultant.Get("/rest/user/navbar_config/" + itoa(cid))
		_, lena := manager.Get("/rest/user/navbar_config/" + itoa(mid))
		cases := []struct {
			who, list, key string
			body           map[string]any
			want           bool
		}{
			{"admin", "link_list", "candidate", admin, true},
			{"admin", "link_list", "users", admin, true},
			{"admin", "link_list", "invoice", admin, true}, // invoice.json's nav
			{"admin", "add_menu", "candidate_mass_update", admin, true},
			{"consultant", "link_list", "candidate", carl, true},
			{"consultant", "link_list", "task", carl, true},
			{"consultant", "link_list", "search", carl, true},
			{"consultant", "link_list", "settings", carl, false}, // admin only
			{"consultant", "add_menu", "candidate", carl, true},
			{"consultant", "add_menu", "candidate_mass_update", carl, false},
			{"line manager", "link_list", "task", lena, false},
			{"line manager", "link_list", "search", lena, false},
			{"line manager", "link_list", "candidate", lena, true},
			{"anyone", "link_list", "jobrequest", carl, false}, // enablejobrequest is off
			{"anyone", "link_list", "floating", carl, false},   // only for client code ht
		}
		for _, c := range cases {
			if got := slices.Contains(navKeys(c.body, c.list), c.key); got != c.want {
				t.Errorf("%s: %s has %s = %v, want %v", c.who, c.list, c.key, got, c.want)
			}
		}
		// The profile menu of a line manager is restricted: the screens read it from the user.
		for _, c := range []struct {
			who     string
			b       *harness
			typ     string
			linemgr bool
		}{{"consultant", consultant, "consultant", false}, {"line manager", manager, "linemgr", true}} {
			_, body := c.b.Get("/rest/user/current")
			if u := body["data"].(map[string]any); u["user_type"] != c.typ || u["isLinemgr"] != c.linemgr {
				t.Errorf("%s: current user %v", c.who, u)
			}
		}
		// The dashboard module's link comes first (the landing after sign-in), then the models.
		links := admin["link_list"].([]any)
		if home := links[0].(map[string]any); home["url"] != "/crm#dashboard" || home["label_en"] != "Dashboard" {
			t.Errorf("first link: %v, want the dashboard", home)
		}
		first := links[1].(map[string]any)
		if first["label"] != "人才" || first["label_tw"] != "人才" || first["label_en"] != "Candidate" || first["url"] != "/crm#candidate/list" || first["is_model"] != true {
			t.Errorf("first model link: %v", first)
		}
		// Settings is one header link to the settings page; its children (users, teams, titles)
		// are that page's sidebar, under the same names, not a second menu of other names.
		var settings map[string]any
		for _, l := range admin["link_list"].([]any) {
			if l.(map[string]any)["key"] == "settings" {
				settings = l.(map[string]any)
			}
		}
		if settings == nil || settings["url"] != "/crm#system-setting/list" || settings["sidebar"] != true {
			t.Fatalf("settings link: %v", settings)
		}
		var children []string
		for _, c := range settings["children"].([]any) {
			children = append(children, c.(map[string]any)["key"].(string))
		}
		if !slices.Equal(children[:3], []string{"users", "teams", "titles"}) {
			t.Errorf("settings sidebar entries: %v", children)
		}
		for _, l := range admin["link_list"].([]any) {
			if l.(map[string]any)["key"] != "settings" && l.(map[string]any)["sidebar"] != nil {
				t.Errorf("%v: only a page's sidebar entry carries sidebar", l)
			}
		}
		if pc, ok := admin["portalconfig"].(map[string]any); !ok || pc["active"] != false {
			t.Errorf("portalconfig: %v", admin["portalconfig"])
		}

		// Tenant flags switch entries on; a user may not read another's menu.
		if err := h.E.Tenants.SetSettings(context.Background(), 1, map[string]any{"enablejobrequest": "1", "CLIENT_CODE": "ht", "portal_domain": "jobs.example.com", "portal_active": true}); err != nil {
			t.Fatal(err)
		}
		_, carl = consultant.Get("/rest/user/navbar_config/" + itoa(cid))
		for _, key := range []string{"jobrequest", "floating"} {
			if !slices.Contains(navKeys(carl, "link_list"), key) {
				t.Errorf("with the flags on, %s is missing: %v", key, navKeys(carl, "link_list"))
			}
		}
		if pc := carl["portalconfig"].(map[string]any); pc["domain"] != "jobs.example.com" || pc["active"] != true {
			t.Errorf("portalconfig: %v", pc)
		}
		if status, body := consultant.Get("/rest/user/navbar_config/1"); status != 403 {
			t.Errorf("another user's menu: %d %v", status, body)
		}
		if status, _ := h.Get("/rest/user/navbar_config/" + itoa(mid)); status != 200 {
			t.Errorf("admin reading a colleague's menu: %d", status)
		}
		if status, _ := h.Get("/rest/user/navbar_config/99999"); status != 404 {
			t.Errorf("unknown user: %d", status)
		}
	})
}
