package meta

import (
	"strings"
	"unicode/utf8"
)

// textType is shared by char, multiline and originaltext: plain text with a length limit.
type textType struct {
	base
	defaultMax int
	singleLine bool
}

func (t textType) Check(f *Field, _ *Model, _ *Registry) error {
	if f.Format != "" && (t.name != "char" || formats[f.Format] == nil) {
		return bad("format", "format %q is not allowed here (char formats: email, phone, url)", f.Format)
	}
	return nil
}

func (t textType) Normalize(f *Field, v any, _ Env) (any, error) {
	s, ok := asString(v)
	if !ok {
		return nil, bad("type", "expected text, got %s", describe(v))
	}
	if t.singleLine {
		s = strings.Join(strings.Fields(s), " ")
	} else {
		s = strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n"))
	}
	if s == "" {
		return nil, nil
	}
	if !utf8.ValidString(s) {
		return nil, bad("type", "text is not valid UTF-8")
	}
	if norm := formats[f.Format]; norm != nil {
		var err error
		if s, err = norm(s); err != nil {
			return nil, err
		}
	}
	if max := t.maxLength(f); utf8.RuneCountInString(s) > max {
		return nil, &ValueError{Rule: "max_length", Msg: "must be at most " + itoa(max) + " characters", Args: map[string]any{"Max": max}}
	}
	return s, nil
}

func (t textType) maxLength(f *Field) int {
	if f.MaxLength > 0 {
		return f.MaxLength
	}
	return t.defaultMax
}

func init() {
	register(textType{base{"char", StoreText, FacetValue, opsText}, 255, true})
	register(textType{base{"multiline", StoreText, FacetNone, opsLong}, 10000, false})
	register(textType{base{"originaltext", StoreText, FacetNone, opsLong}, 1000000, false})
}
