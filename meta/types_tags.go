package meta

import (
	"strings"
	"unicode/utf8"
)

// tags holds free-text labels a user types ("Java", "看机会", "Open to offers"): a list of
// strings like checkboxdropdown (so filters, facets and the GIN/list index work unchanged),
// but with no option list behind it. Spaces inside a tag are kept (collapsed to one), blank
// tags and repeats are dropped, each tag is at most max_length characters (default
// DefaultTagLength) and a record holds at most max tags (default DefaultMaxTags). Codes
// stored before a field became tags (e.g. "key_talent") stay valid strings and read as-is.
type tagsType struct{ base }

// Defaults of a tags field without max_length / max.
const (
	DefaultTagLength = 50
	DefaultMaxTags   = 20
)

func (tagsType) Check(f *Field, _ *Model, _ *Registry) error {
	if f.OptionList() != "" {
		return bad("options", "a tags field holds free text; use checkboxdropdown for an option list")
	}
	if f.Max != nil && (*f.Max < 1 || *f.Max != float64(int(*f.Max))) {
		return bad("max", "max is the number of tags a record may hold: a whole number from 1")
	}
	return nil
}

// TagLength and MaxTags answer a tags field's limits.
func TagLength(f *Field) int {
	if f.MaxLength > 0 {
		return f.MaxLength
	}
	return DefaultTagLength
}

func MaxTags(f *Field) int { return int(f.MaxOr(DefaultMaxTags)) }

func (tagsType) Normalize(f *Field, v any, _ Env) (any, error) {
	items, err := asList(v) // a JSON array, or one comma-delimited string (imports, hand-typed)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	seen := map[string]bool{}
	out := make([]string, 0, len(items))
	for _, it := range items {
		s, ok := asString(it)
		if !ok {
			return nil, bad("type", "expected tags as text, got %s", describe(it))
		}
		s = strings.Join(strings.Fields(s), " ")
		if s == "" || seen[s] {
			continue
		}
		if !utf8.ValidString(s) {
			return nil, bad("type", "text is not valid UTF-8")
		}
		if max := TagLength(f); utf8.RuneCountInString(s) > max {
			return nil, &ValueError{Rule: "max_length", Msg: "each tag must be at most " + itoa(max) + " characters", Args: map[string]any{"Max": max}}
		}
		seen[s] = true
		out = append(out, s)
	}
	if max := MaxTags(f); len(out) > max {
		return nil, &ValueError{Rule: "max_tags", Msg: "at most " + itoa(max) + " tags", Args: map[string]any{"Max": max}}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

func init() {
	register(tagsType{base{"tags", StoreTextList, FacetValue, opsList}})
}
