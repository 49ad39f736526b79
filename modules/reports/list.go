package reports

import (
	"context"

	"huntline/engine"
)

// ListItem is one report of the report list (GET /rest/reporttemplate/list).
type ListItem struct {
	Name          string   `json:"name"`
	Label         string   `json:"label"`
	Category      string   `json:"category"`
	CategoryLabel string   `json:"category_label"`
	Model         string   `json:"model"`
	Description   string   `json:"description"`
	Views         []string `json:"views"`
	FromAdmin     bool     `json:"fromAdmin"`
	Editable      bool     `json:"editable"`
}

// List answers the reports p may read, by category; model limits them to those counting
// that model's records.
func (mod *Module) List(ctx context.Context, p engine.Principal, model string) ([]ListItem, error) {
	out := []ListItem{}
	for _, name := range mod.order {
		t := mod.templates[name]
		if model != "" && !t.counts(model) {
			continue
		}
		if ok, err := mod.mayRead(ctx, p, t); err != nil {
			return nil, err
		} else if !ok {
			continue
		}
		_, placed := mod.adminViewConfig(ctx, p, t)
		out = append(out, ListItem{Name: t.Name, Label: t.Label.In(p.Lang), Category: t.Category,
			CategoryLabel: categoryLabels[t.Category].In(p.Lang), Model: t.Model, Description: t.Description.In(p.Lang),
			Views: t.Views, FromAdmin: placed, Editable: !placed})
	}
	return out, nil
}

// counts reports whether one of t's columns counts model's records.
func (t *Template) counts(model string) bool {
	for i := range t.Columns {
		if c := &t.Columns[i]; !c.Computed() && t.ModelOf(c) == model {
			return true
		}
	}
	return false
}

// Choice is one code and its label.
type Choice struct {
	Code  string `json:"code"`
	Label string `json:"label"`
}

// NamedLabel is a dim offered on an axis.
type NamedLabel struct {
	Name  string `json:"name"`
	Label string `json:"label"`
}

// BasicField is one basic filter of a report.
type BasicField struct {
	Name     string `json:"name"`
	Label    string `json:"label"`
	Type     string `json:"type"`
	To       string `json:"to"`
	Multiple bool   `json:"multiple"`
}

// Choices answers a report's basic filters and the choices of its filter
// (GET /rest/reportdetail/{template}/search/get_type).
func (mod *Module) Choices(ctx context.Context, p engine.Principal, name string) (map[string]any, error) {
	t, err := mod.template(ctx, p, name)
	if err != nil {
		return nil, err
	}
	fields := []BasicField{}
	for _, n := range t.Basic {
		d := t.Dim(n)
		fields = append(fields, BasicField{Name: d.Name, Label: d.Label.In(p.Lang), Type: "foreignkey", To: d.Model, Multiple: true})
	}
	axis := func(names []string) []NamedLabel {
		out := []NamedLabel{}
		for _, n := range names {
			out = append(out, NamedLabel{Name: n, Label: t.Dim(n).Label.In(p.Lang)})
		}
		return out
	}
	datetypes, ranges := []Choice{}, []Choice{}
	if !t.NoRange {
		for _, d := range dateTypes {
			datetypes = append(datetypes, Choice{Code: d, Label: dateTypeLabels[d].In(p.Lang)})
		}
		for _, r := range rangeNames {
			ranges = append(ranges, Choice{Code: r, Label: rangeLabels[r].In(p.Lang)})
		}
	}
	return map[string]any{
		"fields":     fields,
		"groupby":    map[string]any{"x": axis(t.X), "y": axis(t.Y), "z": axis(t.Z)},
		"datetypes":  datetypes,
		"dateranges": ranges,
		"daterange":  firstOf(t.DateRange, defaultRange),
		"no_range":   t.NoRange,
	}, nil
}

// GQLFields answers the fields a report's gql may name: those of its gql model, as
// GET /rest/custom_field/{model}/list describes them (GET /rest/reportdetail/{template}/search/all).
func (mod *Module) GQLFields(ctx context.Context, p engine.Principal, name string) ([]engine.FieldInfo, error) {
	t, err := mod.template(ctx, p, name)
	if err != nil {
		return nil, err
	}
	model := firstOf(t.GQLModel, t.Model)
	if model == "" {
		return []engine.FieldInfo{}, nil // the operation log takes no gql
	}
	fields, _, err := mod.Engine().Screens.Fields(ctx, p, model, "", "", false)
	return fields, err
}
