package studio

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// LayoutEntry is one line of a view as the admin editor lays it out (spec 000 §3 field
// meta): a group heading (entry_type group, extra = 1 or 2 columns) followed by its fields,
// or, for list-like views, just fields.
type LayoutEntry struct {
	EntryType string     `json:"entry_type"`
	Name      string     `json:"name"`
	LabelVal  string     `json:"label_value,omitempty"`
	Label     meta.Label `json:"label,omitempty"`
	Extra     int        `json:"extra,omitempty"`
}

// groupedViews are the views laid out in groups; the others are ordered columns.
var groupedViews = []string{"detail", "edit"}

// SaveView replaces one view of a suffix and scene with the editor's layout.
// A version other than "" must be the one of the view as stored now (see viewVersion).
func (mod *Module) SaveView(ctx context.Context, p engine.Principal, model, suffix, scene, view, version string, entries []LayoutEntry) error {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return err
	}
	if scene == "" {
		scene = "normal"
	}
	suffix = suffixCode(suffix)
	if !slices.Contains(meta.ViewNames, view) {
		return engine.BadParamChoice("view", view, meta.ViewNames)
	}
	if !slices.Contains(meta.SceneNames, scene) {
		return engine.BadParamChoice("scene", scene, meta.SceneNames)
	}
	sfx, err := ownSuffix(p, m, suffix)
	if err != nil {
		return err
	}
	before := m.View(scene, view, suffix)
	if version != "" && version != engine.ContentVersion(before) {
		return engine.NewError(http.StatusConflict, "view_changed", "Someone has changed this view since you opened it. Reload it to see their change, then make yours again.")
	}
	v, err := layoutView(m, view, entries, p.Lang, before)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = mod.Engine().ChangeMeta(ctx, p, sfx.UserID() == 0, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeView, Model: model, Key: meta.ViewKey(suffix, scene, view), Doc: raw}}}, nil)
	return err
}

// layoutView turns editor entries into a view, keeping group labels in the other languages
// from the view it replaces.
func layoutView(m *meta.Model, view string, entries []LayoutEntry, lang string, before *meta.View) (*meta.View, error) {
	v := &meta.View{}
	if before != nil {
		v.Ordering, v.PaginateBy = before.Ordering, before.PaginateBy
	}
	grouped := slices.Contains(groupedViews, view)
	seen := map[string]bool{}
	for i, en := range entries {
		switch en.EntryType {
		case "group":
			if !grouped {
				return nil, engine.BadRequest("view_groups", "entry %d: a %s view is a list of columns and has no groups", i+1, view).With(map[string]any{"Index": i + 1, "View": view})
			}
			g := meta.ViewGroup{Name: en.Name, Layout: en.Extra, Fields: []string{}}
			if g.Layout != 1 && g.Layout != 2 {
				g.Layout = 2
			}
			if g.Name == "" {
				g.Name = fmt.Sprintf("group%d", len(v.Groups)+1)
			}
			g.Label = groupLabel(before, g.Name, en, lang)
			v.Groups = append(v.Groups, g)
		case "field", "":
			if m.Field(en.Name) == nil {
				return nil, engine.BadRequest("view_field_unknown", "%s is not a field of %s", en.Name, m.Name).With(map[string]any{"Name": en.Name, "Model": m.Name})
			}
			if seen[en.Name] {
				return nil, engine.BadRequest("view_field_twice", "%s appears twice in the view", en.Name).With(map[string]any{"Name": en.Name})
			}
			seen[en.Name] = true
			if !grouped {
				v.Columns = append(v.Columns, en.Name)
				continue
			}
			if len(v.Groups) == 0 {
				return nil, engine.BadRequest("view_field_outside", "%s comes before the first group; every field of a %s view sits in a group", en.Name, view).With(map[string]any{"Name": en.Name, "View": view})
			}
			g := &v.Groups[len(v.Groups)-1]
			g.Fields = append(g.Fields, en.Name)
		default:
			return nil, engine.BadRequest("view_entry_type", "entry_type %q: use group or field", en.EntryType).With(map[string]any{"Value": en.EntryType})
		}
	}
	return v, nil
}

// groupLabel is a group's label: the label posted, or the title typed in the editor in the
// user's language over the label the group had.
func groupLabel(before *meta.View, name string, en LayoutEntry, lang string) meta.Label {
	if len(en.Label) > 0 {
		return en.Label
	}
	label := meta.Label{}
	if before != nil {
		for _, g := range before.Groups {
			if g.Name == name {
				for k, v := range g.Label {
					label[k] = v
				}
			}
		}
	}
	title := strings.TrimSpace(en.LabelVal)
	if title == "" {
		title = "New Group"
	}
	if len(label) == 0 {
		return meta.Label{"en": title, "zh_CN": title, "zh_TW": title}
	}
	label[labelKey(lang)] = title
	return label
}

func labelKey(lang string) string {
	if lang == "zh_CN" || lang == "zh_TW" {
		return lang
	}
	return "en"
}

// Suffixes answers what GET /rest/viewconfig/get_type lists: the views (suffixes) the user
// may pick, with whose they are and whether the user may delete them.
func (mod *Module) Suffixes(ctx context.Context, p engine.Principal, model string) ([]engine.SuffixInfo, error) {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return nil, err
	}
	return mod.Engine().SuffixInfos(p, m), nil
}

// AddSuffix creates a view (suffix) named name: system (-99) and shared (-1) by admins,
// personal (0) by anyone. It starts as the default views and is shaped in the editor.
func (mod *Module) AddSuffix(ctx context.Context, p engine.Principal, model, name string, group int) (*engine.SuffixInfo, error) {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, engine.BadRequest("view_name_required", "Please enter view name!")
	}
	switch {
	case group == 0 || group > 0:
		group = int(p.UserID)
	case group != -99 && group != -50 && group != -1:
		return nil, engine.BadParamChoice("group", strconv.Itoa(group), []string{"-99", "-1", "0"})
	}
	for _, si := range mod.Engine().SuffixInfos(p, m) {
		if si.Value == name && si.Group == group {
			return nil, engine.BadRequest("view_name_taken", "There is already a view called %s", name).With(map[string]any{"Name": name})
		}
	}
	code := fmt.Sprintf("v%s", strconv.FormatInt(mod.Engine().Now().UnixNano()/1e6, 36))
	doc := map[string]any{"code": code, "group": group, "value": meta.Label{"en": name, "zh_CN": name, "zh_TW": name}}
	raw, _ := json.Marshal(doc)
	if _, err := mod.Engine().ChangeMeta(ctx, p, group < 0, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeSuffix, Model: model, Key: code, Doc: raw}}}, nil); err != nil {
		return nil, err
	}
	uid := int64(0)
	if group > 0 {
		uid = int64(group)
	}
	return &engine.SuffixInfo{Code: code, Value: name, Group: group, UserID: uid, Deletable: true}, nil
}

// DeleteSuffix removes a view with all its layouts. The default view stays; system and
// shared views are removed only by admins, personal ones only by their owner (or admins).
func (mod *Module) DeleteSuffix(ctx context.Context, p engine.Principal, model, code string) error {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return err
	}
	if code = suffixCode(code); code == "" {
		return engine.BadRequest("view_default_undeletable", "Deleting Default is not allowed.")
	}
	sfx, err := ownSuffix(p, m, code)
	if err != nil {
		return err
	}
	writes := []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeSuffix, Model: model, Key: code, Doc: json.RawMessage(`{"deleted": true}`)}}}
	for _, c := range mod.Engine().StoredMetaChanges(ctx) {
		if c.Model == model && c.Kind == meta.ChangeView && strings.HasPrefix(c.Key, code+"|") {
			writes = append(writes, store.MetaWrite{Change: c, Delete: true})
		}
	}
	_, err = mod.Engine().ChangeMeta(ctx, p, sfx.UserID() == 0, writes, nil)
	return err
}

// ownSuffix answers the suffix code names, when p may change it.
func ownSuffix(p engine.Principal, m *meta.Model, code string) (*meta.Suffix, error) {
	for i := range m.Suffixes {
		s := &m.Suffixes[i]
		if s.Code != code {
			continue
		}
		if uid := s.UserID(); (uid == 0 && !p.IsAdmin) || (uid != 0 && uid != p.UserID && !p.IsAdmin) {
			return nil, engine.NewError(http.StatusForbidden, "view_no_permission", "You have no permission to change this view.")
		}
		return s, nil
	}
	if code == "" {
		if !p.IsAdmin {
			return nil, engine.NewError(http.StatusForbidden, "view_no_permission", "You have no permission to change this view.")
		}
		return &meta.Suffix{Group: -99}, nil
	}
	return nil, engine.NotFound("view_unknown", "%s has no view %s", m.Name, code).With(map[string]any{"Model": m.Name, "Code": code})
}

// suffixCode maps the default view's name to its empty code (spec 000 §9): a path cannot
// end in an empty segment, so clients name it.
func suffixCode(code string) string {
	switch strings.ToLower(strings.TrimSpace(code)) {
	case "default", "默认", "預設", "默認":
		return ""
	}
	return code
}
