package hunterboard

import (
	"fmt"
	"html"
	"math"
	"regexp"
	"strings"

	"huntline/engine"
	"huntline/meta"
)

// sections answers the form's sections in lang, the board's lists filled in.
func sections(d Dicts, lang string) []Section {
	out := make([]Section, len(formDefs))
	for i, s := range formDefs {
		sec := Section{Key: s.key, Title: s.title.in(lang), Help: s.help.in(lang), Fields: make([]FieldMeta, len(s.fields))}
		for j, f := range s.fields {
			sec.Fields[j] = FieldMeta{Type: f.typ, Name: f.name, Label: f.label.in(lang), Require: f.require,
				Placeholder: f.placeholder.in(lang), HelpText: f.help.in(lang), Data: f.data(d, lang),
				Min: f.min, Max: f.max, Unit: f.unit.in(lang), Rows: f.rows, Multiple: f.multiple}
		}
		out[i] = sec
	}
	return out
}

// data answers the field's choices: its fixed list, or the board's list it names.
func (f fieldDef) data(d Dicts, lang string) []Choice {
	if f.choices != nil {
		return choices(options(f.choices, lang))
	}
	switch f.dict {
	case "city":
		return choices(d.City)
	case "industry":
		return choices(d.Industry)
	case "education":
		return choices(d.Education)
	case "company_kind":
		return choices(d.CompanyKind)
	case "company_scale":
		return choices(d.CompanyScale)
	}
	return nil
}

func choices(os []Option) []Choice {
	out := make([]Choice, len(os))
	for i, o := range os {
		out[i] = Choice{Value: o.ID, Label: o.Label}
		if len(o.Children) > 0 {
			out[i].Children = choices(o.Children)
		}
	}
	return out
}

// defaults are the values of a fresh form (spec 002 §3's defaults where add-on A has them).
func defaults() map[string]any {
	return map[string]any{"isPublish": "1", "emergencyLevel": "0", "jobTrafficWelfare": "0", "jobUserSexKind": "0",
		"detailSalStructure": []any{"dixin"}, "detailSocialWelfare": []any{"gj"}, "detailHolidayWelfare": []any{"gj"}, "otherinfo": []any{}}
}

// prefill answers the form's values for a job: the defaults, then what the job says, then
// the company basics saved on its client by the last publish, then the reader's own private
// notes.
func prefill(job, client map[string]any, notes map[string]any, d Dicts, today string) map[string]any {
	v := defaults()
	set := func(name string, val any) {
		if s, ok := val.(string); ok && strings.TrimSpace(s) == "" {
			return
		}
		if val != nil {
			v[name] = val
		}
	}
	set("hjobTitle", text(job["jobTitle"]))
	if r, ok := asMap(job["salaryRange"]); ok {
		sal := map[string]any{}
		for _, k := range []string{"min", "max"} {
			if n, err := meta.AsFloat(r[k]); err == nil && r[k] != nil {
				if n >= 1000 { // the job keeps yuan; the board counts in 10k
					n = n / 10000
				}
				sal[k] = int(math.Round(n))
			}
		}
		if len(sal) > 0 {
			v["salary"] = sal
		}
	}
	set("detailDuty", plain(job["description"]))
	if dl := text(job["deadline"]); len(dl) >= 10 && dl[:10] >= today {
		v["hjobCloseDate"] = dl[:10]
	}
	set("hjobDqCode", matchLeaf(d.City, names(job["city"])...))
	if client != nil {
		set("hcompName", text(client["name"]))
		set("hcompShortName", text(client["name2"]))
		set("hcompAlias", text(client["name"]))
		set("hcompDesc", plain(client["description"]))
		set("hcompDq", matchLeaf(d.City, append(names(client["city"]), names(job["city"])...)...))
		set("hcompIndustry", matchLeaf(d.Industry, names(client["industry"])...))
		set("hcompKind", listed(d.CompanyKind, kindOfNature[text(client["nature"])]))
		set("hcompScale", listed(d.CompanyScale, scaleOfSize[text(client["size"])]))
		for form, field := range companyFields { // saved by the last publish: they win
			set(form, text(client[field]))
		}
	}
	for _, k := range privateFields {
		set(k, notes[k])
	}
	return v
}

// asMap reads an expanded link, which the engine answers as an Item.
func asMap(v any) (map[string]any, bool) {
	switch m := v.(type) {
	case engine.Item:
		return m, true
	case map[string]any:
		return m, true
	}
	return nil, false
}

// The client's ownership (company_nature) and size (company_size) as the board's company
// kind and scale codes (client.go: 1–5 each); a size spanning two of the board's scales
// takes the one holding most of it.
var (
	kindOfNature = map[string]string{"foreign": "1", "joint": "2", "private": "3", "state": "4", "listed": "5"}
	scaleOfSize  = map[string]string{"s1": "1", "s2": "2", "s3": "3", "s4": "3", "s5": "4", "s6": "4"}
)

// listed answers code when the board's list has it, else "".
func listed(list []Option, code string) string {
	for _, o := range list {
		if o.ID == code && code != "" {
			return code
		}
	}
	return ""
}

var tagRe = regexp.MustCompile(`<[^>]*>`)

// plain is a rich text's words without markup.
func plain(v any) string {
	s := tagRe.ReplaceAllString(text(v), " ")
	return strings.Join(strings.Fields(html.UnescapeString(s)), " ")
}

func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// names are a linked record's names as a read with demandKeys expands it (a tree's name
// and English name), to match the board's labels in whichever language they come.
func names(v any) []string {
	var out []string
	if m, ok := asMap(v); ok {
		for _, k := range []string{"name", "name_en", "__name__", "label"} {
			if s := text(m[k]); s != "" {
				out = append(out, s)
			}
		}
	} else if s, ok := v.(string); ok && s != "" {
		out = append(out, s)
	}
	return out
}

// matchLeaf answers the leaf of a board tree Huntline's name stands for: the leaf named so,
// else the first leaf of the branch named so ("上海" → 上海浦东新区), "" when none.
func matchLeaf(tree []Option, names ...string) string {
	for _, name := range names {
		if id := matchName(tree, strings.TrimSpace(name)); id != "" {
			return id
		}
	}
	return ""
}

func matchName(tree []Option, name string) string {
	if name == "" {
		return ""
	}
	for _, top := range tree {
		for _, leaf := range top.Children {
			if leaf.Label == name || strings.HasPrefix(name, leaf.Label) {
				return leaf.ID
			}
		}
	}
	for _, top := range tree {
		if (top.Label == name || strings.HasPrefix(name, top.Label) || strings.HasPrefix(top.Label, name)) && len(top.Children) > 0 {
			return top.Children[0].ID
		}
	}
	return ""
}

// fieldError is a field's refusal in the reader's language.
func fieldError(lang, key, en string, args map[string]any) string {
	for k, v := range args { // T answers the English text as it is written
		en = strings.ReplaceAll(en, "{{."+k+"}}", fmt.Sprint(v))
	}
	return engine.T(lang, key, args, en)
}

// validate checks every field of the form and answers the refusals by field name.
func validate(values map[string]any, d Dicts, lang, today string) map[string]string {
	errs := map[string]string{}
	for _, s := range formDefs {
		for _, f := range s.fields {
			if msg := f.check(values[f.name], d, lang, today); msg != "" {
				errs[f.name] = msg
			}
		}
	}
	return errs
}

// check answers the refusal of one value, "" when it is good.
func (f fieldDef) check(v any, d Dicts, lang, today string) string {
	if empty(v) {
		if f.require {
			return fieldError(lang, "hunterboard_required", "This field is required", nil)
		}
		return ""
	}
	switch f.typ {
	case "text", "password", "textarea":
		s, ok := v.(string)
		if !ok {
			return fieldError(lang, "hunterboard_text", "Enter text", nil)
		}
		if f.maxLen > 0 && len([]rune(s)) > f.maxLen {
			return fieldError(lang, "hunterboard_too_long", "At most {{.Max}} characters", map[string]any{"Max": f.maxLen})
		}
	case "int":
		if _, ok := f.intIn(v); !ok {
			return f.intError(lang)
		}
	case "range":
		r, ok := v.(map[string]any)
		if !ok {
			return f.intError(lang)
		}
		lo, hasLo := r["min"], r["min"] != nil && r["min"] != ""
		hi, hasHi := r["max"], r["max"] != nil && r["max"] != ""
		if !hasLo && !hasHi {
			if f.require {
				return fieldError(lang, "hunterboard_required", "This field is required", nil)
			}
			return ""
		}
		a, okA := f.intIn(lo)
		b, okB := f.intIn(hi)
		if (hasLo && !okA) || (hasHi && !okB) {
			return f.intError(lang)
		}
		if hasLo && hasHi && a > b {
			return fieldError(lang, "hunterboard_range_order", "The lower bound is above the upper bound", nil)
		}
	case "date":
		s, _ := v.(string)
		if !dateRe.MatchString(s) {
			return fieldError(lang, "hunterboard_date", "Enter a date as YYYY-MM-DD", nil)
		}
		if s < today {
			return fieldError(lang, "hunterboard_date_past", "The date cannot be before today", nil)
		}
	case "checkbox":
		list, ok := v.([]any)
		if !ok {
			return fieldError(lang, "hunterboard_choice", "Choose from the list", nil)
		}
		for _, it := range list {
			if !hasChoice(f.data(d, lang), text(it), false) {
				return fieldError(lang, "hunterboard_choice", "Choose from the list", nil)
			}
		}
	case "comtree":
		s, ok := v.(string)
		if list, isList := v.([]any); isList { // several nodes sent as a list rather than joined
			parts := make([]string, len(list))
			for i, it := range list {
				parts[i] = text(it)
			}
			s, ok = strings.Join(parts, ","), true
		}
		if !ok {
			return fieldError(lang, "hunterboard_choice", "Choose from the list", nil)
		}
		ids := strings.Split(s, ",")
		if !f.multiple && len(ids) > 1 {
			return fieldError(lang, "hunterboard_one", "Choose one", nil)
		}
		for _, id := range ids {
			if !hasChoice(f.data(d, lang), strings.TrimSpace(id), true) {
				return fieldError(lang, "hunterboard_leaf", "Choose a place or an industry at the lowest level, not a group", nil)
			}
		}
	default: // options, radio, dropdown: one of the list
		if !hasChoice(f.data(d, lang), text(v), false) {
			return fieldError(lang, "hunterboard_choice", "Choose from the list", nil)
		}
	}
	return ""
}

var dateRe = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

func (f fieldDef) intIn(v any) (int, bool) {
	n, err := meta.AsFloat(v)
	if err != nil || n != math.Trunc(n) {
		return 0, false
	}
	if (f.min != nil && n < float64(*f.min)) || (f.max != nil && n > float64(*f.max)) {
		return 0, false
	}
	return int(n), true
}

func (f fieldDef) intError(lang string) string {
	lo, hi := 0, math.MaxInt32
	if f.min != nil {
		lo = *f.min
	}
	if f.max != nil {
		hi = *f.max
	}
	return fieldError(lang, "hunterboard_int", "Enter a whole number from {{.Min}} to {{.Max}}", map[string]any{"Min": lo, "Max": hi})
}

func empty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return strings.TrimSpace(x) == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

// hasChoice tells whether value is in the list; leafOnly refuses a branch of a tree.
func hasChoice(cs []Choice, value string, leafOnly bool) bool {
	for _, c := range cs {
		if c.Value == value && (!leafOnly || len(c.Children) == 0) {
			return true
		}
		if hasChoice(c.Children, value, leafOnly) {
			return true
		}
	}
	return false
}
