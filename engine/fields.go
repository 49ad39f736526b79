package engine

import (
	"context"

	"huntline/meta"
)

// Screens describes the metadata as a user's screens draw it: a model's fields and
// views, the field-tree picker (field_tree.go) and the header's menu (navbar.go).
type Screens struct{ e *Engine }

// FieldInfo is a field as GET /rest/custom_field/{model}/list describes it to the
// schema-driven screens.
type FieldInfo struct {
	Name         string `json:"name"`
	Label        string `json:"label_value"`
	Type         string `json:"type"`
	ViewType     string `json:"view_type"`
	EntryType    string `json:"entry_type"`
	Group        string `json:"group,omitempty"`
	Required     bool   `json:"required"`
	Editable     bool   `json:"editable"`
	FacetAble    bool   `json:"facet_able"`
	Searchable   bool   `json:"searchable"`
	Sortable     bool   `json:"sortable"`
	System       bool   `json:"system"`
	DefaultValue any    `json:"default_value,omitempty"`
	To           string `json:"to,omitempty"`
	Via          string `json:"via,omitempty"`
	Multiple     bool   `json:"multiple,omitempty"`
	// Collection: a reverse relation edited as sub-forms in this model's form.
	Collection  *meta.Collection `json:"collection,omitempty"`
	TreeAble    bool             `json:"tree_able,omitempty"`
	OptionKey   string           `json:"option_key,omitempty"`
	Options     []OptionInfo     `json:"options,omitempty"`
	MaxLength   int              `json:"max_length,omitempty"`
	Min         *float64         `json:"min,omitempty"`
	Max         *float64         `json:"max,omitempty"`
	Format      string           `json:"format,omitempty"`
	ResultType  string           `json:"result_type,omitempty"`
	Help        string           `json:"help,omitempty"`
	ListHidden  bool             `json:"list_hidden,omitempty"`
	ListTotal   bool             `json:"list_total,omitempty"` // summed under lists (GET /rest/{model}/list/totals)
	Contact     bool             `json:"contact,omitempty"`    // hidden while the tenant hides contact details
	NotMassEdit bool             `json:"notmasseditable,omitempty"`
	// What the admin editor reads to change the field.
	Custom     bool         `json:"custom"`
	Hidden     bool         `json:"hidden"`
	Indexed    bool         `json:"indexed"`
	Labels     meta.Label   `json:"label"`
	Expression string       `json:"expression,omitempty"`
	Rollup     *meta.Rollup `json:"rollup,omitempty"`
	// Prefill: the expression a new record's form evaluates live to propose the value
	// (meta/prefill.go); the server applies it on create when the field is left empty.
	Prefill string `json:"prefill,omitempty"`
	// Extra is what modules add to the description (Host.FieldInfo), written beside the
	// keys above (fields_described.go).
	Extra map[string]any `json:"-"`
	// LinkRule: a foreignkey's pickers offer only the records its filter selects (active
	// hunters), the ones a save would accept.
	LinkRule *meta.LinkRule `json:"link_rule,omitempty"`
}

// OptionInfo is an option as pickers read it (spec: code and value).
type OptionInfo struct {
	Code             string `json:"code"`
	Value            string `json:"value"`
	EnUS             string `json:"en_US"`
	ZhCN             string `json:"zh_CN"`
	ZhTW             string `json:"zh_TW,omitempty"`
	Color            string `json:"color,omitempty"`
	Ext              string `json:"ext,omitempty"`
	IsBuildin        bool   `json:"is_buildin"`
	IsDefaultChecked bool   `json:"is_default_checked"`
	Order            int    `json:"order"`
	PosetOrder       *int   `json:"poset_order"`
}

// ModelInfo is a model's screen metadata: its fields, views for the scene and suffix asked
// for, suffixes, detail tabs and actions.
type ModelInfo struct {
	Name  string `json:"name"`
	Label string `json:"label_value"`
	Icon  string `json:"icon,omitempty"`
	// Tree names the parent foreignkey of a hierarchical model, so tree pickers can ask
	// for roots (parent__isnull=) and children (parent=ID).
	Tree       *meta.Tree `json:"tree,omitempty"`
	Ordering   string     `json:"ordering,omitempty"`
	Folderable bool       `json:"folderable"`
	Facetable  bool       `json:"facetable"`
	// Importable: the list offers the spreadsheet import (meta importable).
	Importable bool                  `json:"importable"`
	Views      map[string]*meta.View `json:"views"`
	// ViewVersions digest each view as stored; the layout editor sends the one it read, so
	// a save over another admin's newer layout is refused instead of overwriting it.
	ViewVersions map[string]string `json:"view_versions"`
	Suffixes     []SuffixInfo      `json:"suffixes"`
	DetailTabs   []DetailTabInfo   `json:"detail_tabs"`
	Actions      meta.Actions      `json:"actions"`
	// What the signed-in user may do and how records are guarded, so screens hide what
	// the engine would refuse.
	Allowed   []string `json:"allowed_actions"`
	Sharable  bool     `json:"sharable"`
	LimitFlag string   `json:"limited_flag,omitempty"`
	// RequiredAny: groups of fields of which a record needs at least one (a name, a way to
	// reach the person); forms mark them and check them before saving.
	RequiredAny []meta.RequiredAny `json:"required_any,omitempty"`
	// Extra is what modules add to the description (Host.ModelInfo), written beside the
	// keys above (models_described.go).
	Extra map[string]any `json:"-"`
}

// SuffixInfo is a view suffix (spec 000 §3: code, value, group).
type SuffixInfo struct {
	Code      string `json:"code"`
	Value     string `json:"value"`
	Group     int    `json:"group"`
	UserID    int64  `json:"suffix_user_id,omitempty"` // the owner of a personal view
	Deletable bool   `json:"deletable"`
	// Filter is the gql the view shows, ANDed by the list with what the user types, so
	// facets, counts and exports read the same records.
	Filter string `json:"filter,omitempty"`
	// Default: the user's list opens on this view until they pick one (meta default_for).
	Default bool `json:"default,omitempty"`
}

// DetailTabInfo is a detail tab with its label in the user's language.
type DetailTabInfo struct {
	meta.DetailTab
	LabelValue string `json:"label_value"`
}

// Fields describes a model for the screens, as GET /rest/custom_field/{model}/list does.
// With company (the admin editor's user=company) hidden fields are listed too, marked;
// otherwise they are left out of the fields and of every view.
func (sn *Screens) Fields(ctx context.Context, p Principal, model, scene, suffix string, company bool) ([]FieldInfo, *ModelInfo, error) {
	m, err := sn.e.model(model)
	if err != nil {
		return nil, nil, err
	}
	if err := sn.e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, nil, err
	}
	fields := []FieldInfo{}
	for _, f := range m.AllFields() {
		if f.Hidden && !company {
			continue
		}
		fields = append(fields, sn.e.Screens.fieldInfo(ctx, p, m, f))
	}
	info := &ModelInfo{Name: m.Name, Label: m.Label.In(p.Lang), Icon: m.Icon, Tree: m.Tree, Ordering: m.Ordering,
		Folderable: m.Folderable, Facetable: m.Facetable, Importable: m.Importable, Views: map[string]*meta.View{}, ViewVersions: map[string]string{}, Suffixes: []SuffixInfo{}, DetailTabs: []DetailTabInfo{}, Actions: m.Actions}
	info.Allowed, info.Sharable = []string{}, m.Sharable
	for _, a := range m.ActionNames() {
		if sn.e.Access.Allow(ctx, p, m, a) == nil {
			info.Allowed = append(info.Allowed, a)
		}
	}
	if m.Limited != nil {
		info.LimitFlag = m.Limited.Flag
	}
	if len(m.RequiredAny) > 0 {
		info.RequiredAny = m.RequiredAny
	}
	for _, name := range meta.ViewNames {
		v := m.View(scene, name, suffix)
		if v != nil {
			info.Views[name] = withoutHidden(m, v, company)
		}
		info.ViewVersions[name] = viewVersion(v)
	}
	info.Suffixes = sn.e.Screens.suffixInfos(p, m)
	for _, t := range m.DetailTabs {
		info.DetailTabs = append(info.DetailTabs, DetailTabInfo{DetailTab: t, LabelValue: t.Label.In(p.Lang)})
	}
	sn.e.extensions.describeModel(ctx, p, m, info)
	return fields, info, nil
}

func (sn *Screens) fieldInfo(ctx context.Context, p Principal, m *meta.Model, f *meta.Field) FieldInfo {
	fi := FieldInfo{Custom: f.Custom, Hidden: f.Hidden, Indexed: f.Indexed, Labels: f.Label, Expression: f.Expression, Rollup: f.Rollup, Prefill: f.Prefill, Name: f.Name, Label: f.Label.In(p.Lang), Type: f.Type, ViewType: f.Type, EntryType: "field", Group: f.Group,
		Required: f.Required, Editable: f.IsEditable(), FacetAble: f.FacetAble && f.Kind().Facet() != meta.FacetNone, Searchable: f.Searchable,
		Sortable: m.Sortable(f.Name) == nil, System: f.System, DefaultValue: f.DefaultValue, To: f.To, Via: f.Via, Multiple: f.Multiple,
		TreeAble: f.Type == "comtree", OptionKey: f.OptionList(), MaxLength: f.MaxLength, Min: f.Min, Max: f.Max, Format: f.Format,
		ResultType: f.ResultType, Help: f.Help.In(p.Lang), ListHidden: f.ListHidden, Contact: f.Contact, NotMassEdit: f.NotMassEditable, LinkRule: f.LinkRule}
	fi.ListTotal = f.ListTotal
	if f.Collection != nil {
		fi.Collection, fi.Editable = f.Collection, true
	}
	// Forms prefill the default, so date templates go out filled in ({{today}} would be sent
	// back as text). {{user.id}} stays as it is: a form cannot show a user by id alone, so it
	// leaves the field empty and the server fills it in on save.
	if f.DefaultValue == "{{today}}" || f.DefaultValue == "{{now}}" {
		fi.DefaultValue, _ = defaultValue(f, sn.e.env(ctx, p))
	}
	if f.Type == "rate" && fi.Max == nil {
		five := 5.0
		fi.Max = &five
	}
	if key := f.OptionList(); key != "" {
		fi.Options = sn.e.OptionList(ctx, p, key, "")
	}
	if f.Type == "tags" {
		fi.MaxLength, fi.Max = meta.TagLength(f), ptr(float64(meta.MaxTags(f)))
	}
	sn.e.extensions.describeField(ctx, p, m, f, &fi)
	return fi
}

func ptr[T any](v T) *T { return &v }

// OptionList answers a tenant's options of one list, optionally only those with ext (note
// categories per model), as GET /rest/options/list does.
func (e *Engine) OptionList(ctx context.Context, p Principal, key, ext string) []OptionInfo {
	out := []OptionInfo{}
	for _, o := range e.Options.List(ctx, p.TenantID, key) {
		if ext != "" && o.Ext != ext {
			continue
		}
		out = append(out, OptionInfo{Code: o.Code, Value: o.Value(p.Lang), EnUS: o.EnUS, ZhCN: o.ZhCN, ZhTW: o.ZhTW, Color: o.Color, Ext: o.Ext,
			IsBuildin: o.IsBuildin, IsDefaultChecked: o.IsDefaultChecked, Order: o.Order, PosetOrder: o.PosetOrder})
	}
	return out
}

// withoutHidden answers v without the fields an admin hid, unless the editor asks.
func withoutHidden(m *meta.Model, v *meta.View, company bool) *meta.View {
	if company {
		return v
	}
	keep := func(names []string) []string {
		out := make([]string, 0, len(names))
		for _, n := range names {
			if f := m.Field(n); f == nil || !f.Hidden {
				out = append(out, n)
			}
		}
		return out
	}
	nv := *v
	nv.Columns = keep(v.Columns)
	nv.Groups = make([]meta.ViewGroup, len(v.Groups))
	for i, g := range v.Groups {
		g.Fields = keep(g.Fields)
		nv.Groups[i] = g
	}
	return &nv
}
