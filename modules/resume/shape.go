package resume

import (
	"context"
	"net/url"
	"slices"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/modules/resume/parse"
)

// shape fits a parse to the candidate model as it is now: a field the model lacks (renamed
// or removed by an admin) is dropped, an option code its list lacks is dropped, a
// collection entry keeps only the collection's fields, and a city is resolved to its
// record. What could not be placed is answered apart, as text, for the form to show.
func (mod *Module) shape(ctx context.Context, p engine.Principal, m *meta.Model, r parse.Result, text string) (map[string]any, map[string]any, error) {
	reg := mod.Engine().Reg()
	out, unmatched := map[string]any{}, map[string]any{}
	for k, v := range r {
		f := m.Field(k)
		switch {
		case f == nil:
			unmatched[k] = v
		case f.OptionKey != "":
			if kept := codes(reg.OptionList(f.OptionKey), v); kept != nil {
				out[k] = kept
			} else {
				unmatched[k] = v
			}
		case f.Collection != nil:
			out[k] = entries(reg, f, v)
		case f.Type == "comtree" || f.Type == "foreignkey":
			id, err := mod.recordNamed(ctx, p, reg.Model(f.To), v)
			if err != nil {
				return nil, nil, err
			}
			if id > 0 {
				out[k] = id
			} else {
				unmatched[k] = v
			}
		default:
			out[k] = fit(f, v)
		}
	}
	if f := m.Field(resumeTextField); f != nil && f.Type == "originaltext" {
		out[resumeTextField] = fit(f, text)
	}
	return out, unmatched, nil
}

// resumeTextField is the candidate's field for a CV's text, filled with what was read.
const resumeTextField = "resumeText"

// maxOriginalText is the core's limit on an originaltext field without max_length.
const maxOriginalText = 1_000_000

// fit cuts text to the field's length limit, so that the pre-filled form saves; a long
// description is better cut than refused.
func fit(f *meta.Field, v any) any {
	s, isText := v.(string)
	limit := f.MaxLength
	if limit == 0 && f.Type == "originaltext" {
		limit = maxOriginalText
	}
	if !isText || limit <= 0 {
		return v
	}
	if r := []rune(s); len(r) > limit {
		return string(r[:limit])
	}
	return s
}

// codes keeps the codes v names that list holds: a code, or a list of codes.
func codes(list *meta.OptionList, v any) any {
	if list == nil {
		return nil
	}
	has := func(code string) bool {
		return slices.ContainsFunc(list.Options, func(o meta.Option) bool { return o.Code == code })
	}
	switch x := v.(type) {
	case string:
		if has(x) {
			return x
		}
	case []string:
		var kept []string
		for _, c := range x {
			if has(c) {
				kept = append(kept, c)
			}
		}
		if len(kept) > 0 {
			return kept
		}
	}
	return nil
}

// entries keeps the fields of each entry that the collection edits, with valid codes.
func entries(reg *meta.Registry, f *meta.Field, v any) []map[string]any {
	child := reg.Model(f.To)
	list, _ := v.([]map[string]any)
	out := []map[string]any{}
	for _, e := range list {
		kept := map[string]any{}
		for k, x := range e {
			cf := child.Field(k)
			if cf == nil || !slices.Contains(f.Collection.Fields, k) {
				continue
			}
			if cf.OptionKey != "" {
				if x = codes(reg.OptionList(cf.OptionKey), x); x == nil {
					continue
				}
			}
			kept[k] = fit(cf, x)
		}
		out = append(out, kept)
	}
	if max := f.Collection.MaxItems(); len(out) > max {
		out = out[:max]
	}
	return out
}

// recordNamed answers the id of the record of m whose searchable name field is name
// (a city "上海" or "Shanghai"), as p sees them, or 0.
func (mod *Module) recordNamed(ctx context.Context, p engine.Principal, m *meta.Model, v any) (int64, error) {
	name, _ := v.(string)
	if m == nil || name == "" {
		return 0, nil
	}
	var or []gql.Node
	for _, f := range m.Fields {
		if f.Searchable && f.Type == "char" {
			or = append(or, &gql.Cond{Path: []string{f.Name, "iexact"}, Raw: url.QueryEscape(name), HasValue: true})
		}
	}
	if len(or) == 0 {
		return 0, nil
	}
	e := mod.Engine()
	if err := e.Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return 0, nil
	}
	ids, err := e.FindIDs(ctx, e.Compiler(ctx, p), gql.Query{Model: m, Filter: &gql.Or{Items: or}, Ordering: "id", Limit: 1})
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return ids[0], nil
}
