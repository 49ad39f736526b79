package meta

import "strings"

// Choice types store option codes. radio and dropdown hold one code; checkboxdropdown holds a
// list. checkbox holds a list of codes when it has options, and is a plain yes/no tick box
// when it has none (a "Willing to relocate" box is the common case in a CRM). Whether a code
// exists in its option list is checked by the engine against the tenant's current options.
type choiceType struct {
	base
	multi bool
}

func (t choiceType) Check(f *Field, m *Model, r *Registry) error {
	if t.name == "checkbox" && f.OptionList() == "" {
		return nil
	}
	key := f.OptionList()
	if key == "" {
		return bad("option_key", "a %s field needs option_key or options", t.name)
	}
	if f.OptionKey != "" && len(f.Options) > 0 {
		return bad("options", "give option_key or options, not both")
	}
	if f.OptionKey != "" && r.OptionList(f.OptionKey) == nil {
		return bad("option_key", "unknown option list %q (lists: %s)", f.OptionKey, strings.Join(r.OptionKeys(), ", "))
	}
	return nil
}

// IsBoolean reports whether a checkbox field is a single tick box.
func IsBoolean(f *Field) bool { return f.Type == "checkbox" && f.OptionList() == "" }

func (t choiceType) Storage(f *Field) Storage {
	switch {
	case IsBoolean(f):
		return StoreBool
	case t.multi:
		return StoreTextList
	}
	return StoreText
}

func (t choiceType) Operators(f *Field) []string {
	switch t.Storage(f) {
	case StoreBool:
		return []string{"eq", "exact", "ne", "isnull"}
	case StoreTextList:
		return opsList
	}
	return opsEquality
}

func (t choiceType) Normalize(f *Field, v any, _ Env) (any, error) {
	switch t.Storage(f) {
	case StoreBool:
		b, err := asBool(v)
		if err != nil {
			return nil, bad("type", "%s", err)
		}
		return b, nil
	case StoreText:
		s, ok := asString(v)
		if !ok {
			return nil, bad("type", "expected an option code, got %s", describe(v))
		}
		return strings.TrimSpace(s), nil
	}
	items, err := asList(v)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	seen := map[string]bool{}
	codes := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := asString(it)
		if !ok {
			return nil, bad("type", "expected option codes, got %s", describe(it))
		}
		if s = strings.TrimSpace(s); s != "" && !seen[s] {
			seen[s] = true
			codes = append(codes, s)
		}
	}
	if len(codes) == 0 {
		return nil, nil
	}
	return codes, nil
}

func init() {
	register(choiceType{base{"radio", StoreText, FacetValue, nil}, false})
	register(choiceType{base{"dropdown", StoreText, FacetValue, nil}, false})
	register(choiceType{base{"checkbox", StoreTextList, FacetValue, nil}, true})
	register(choiceType{base{"checkboxdropdown", StoreTextList, FacetValue, nil}, true})
}
