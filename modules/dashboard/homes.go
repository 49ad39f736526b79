package dashboard

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"sync"

	"huntline/engine"
)

// A home is the default dashboard of a role, shipped in homes/*.json: what a user sees until
// they change their own (then theirs), under the dashlets admins place for everyone.
type home struct {
	Name     string            `json:"name"`
	Order    int               `json:"order"` // the first home (lowest order) whose match fits is the user's
	Label    map[string]string `json:"label"`
	Match    homeMatch         `json:"match"`
	Dashlets []homeDashlet     `json:"dashlets"`
}

// homeMatch says whom a home is for; an empty match is everyone's (the last resort).
type homeMatch struct {
	Admin     bool     `json:"admin"`      // administrators
	UserTypes []string `json:"user_types"` // codes of the user_type options
	Flags     []string `json:"flags"`      // checkbox fields of the user's record, any of them ticked
}

// homeDashlet is a dashlet of a home: its name in each language, the rest as a record holds it
// (a report dashlet's query may be written as an object).
type homeDashlet struct {
	UUID       string            `json:"uuid"`
	Name       map[string]string `json:"name"`
	Module     string            `json:"module"`
	Type       string            `json:"type"`
	Query      json.RawMessage   `json:"query"`
	Width      string            `json:"width"`
	ViewConfig map[string]any    `json:"viewconfig"`
}

var (
	homesOnce sync.Once
	homesList []home
	homesErr  error
)

// loadHomes reads homes/*.json once, lowest order first.
func loadHomes() ([]home, error) {
	homesOnce.Do(func() {
		names, err := fs.Glob(files, "homes/*.json")
		if err != nil {
			homesErr = err
			return
		}
		for _, n := range names {
			raw, err := files.ReadFile(n)
			if err != nil {
				homesErr = err
				return
			}
			var h home
			if err := json.Unmarshal(raw, &h); err != nil {
				homesErr = fmt.Errorf("dashboard: %s: %w", n, err)
				return
			}
			for _, d := range h.Dashlets {
				if d.UUID == "" || d.Name["en"] == "" || !slices.Contains(modules, d.Module) || !slices.Contains(widths, d.Width) {
					homesErr = fmt.Errorf("dashboard: %s: dashlet %q needs a uuid, an English name, a module (%v) and a width (%v)", n, d.UUID, modules, widths)
					return
				}
			}
			homesList = append(homesList, h)
		}
		slices.SortFunc(homesList, func(a, b home) int { return a.Order - b.Order })
		if len(homesList) == 0 || !homesList[len(homesList)-1].Match.everyone() {
			homesErr = fmt.Errorf("dashboard: the last home must match everyone (an empty match)")
		}
	})
	return homesList, homesErr
}

func (m homeMatch) everyone() bool { return !m.Admin && len(m.UserTypes) == 0 && len(m.Flags) == 0 }

// fits tells whether the match is for p, whose user record is rec.
func (m homeMatch) fits(p engine.Principal, rec map[string]any) bool {
	if m.everyone() {
		return true
	}
	if m.Admin && p.IsAdmin {
		return true
	}
	if slices.Contains(m.UserTypes, p.UserType) {
		return true
	}
	for _, f := range m.Flags {
		if v, _ := rec[f].(bool); v {
			return true
		}
	}
	return false
}

// homeFor answers the home of p, whose user record is rec.
func homeFor(p engine.Principal, rec map[string]any) home {
	hs, _ := loadHomes() // checked at start
	for _, h := range hs {
		if h.Match.fits(p, rec) {
			return h
		}
	}
	return hs[len(hs)-1]
}

// label answers a text in lang, falling back zh_TW → zh_CN → en.
func label(texts map[string]string, lang string) string {
	for _, l := range []string{lang, map[string]string{"zh_TW": "zh_CN"}[lang], "en"} {
		if s := texts[l]; s != "" {
			return s
		}
	}
	return ""
}

// dashlet answers the home's dashlet as p's, in p's language.
func (d homeDashlet) dashlet(lang string) Dashlet {
	out := Dashlet{Key: d.UUID, UUID: d.UUID, Name: label(d.Name, lang), Module: d.Module, Type: d.Type, Width: d.Width,
		SuffixUserID: -99, ViewConfig: d.ViewConfig, Purpose: "home"}
	var s string
	if json.Unmarshal(d.Query, &s) == nil {
		out.Query = s
	} else if len(d.Query) > 0 {
		out.Query = string(d.Query)
	}
	return out
}
