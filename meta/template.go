package meta

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// nameTemplate renders __name__ from a record: "{{chineseName}} ({{englishName}})" or
// "{{candidate}} - {{joborder}}", where a foreignkey placeholder shows the linked record's
// name and {{content:40}} cuts a value to 40 characters. Empty placeholders leave no stray
// brackets or separators behind.
type nameTemplate struct {
	parts []namePart
}

type namePart struct {
	literal string
	field   string
	max     int
}

var placeholderRE = regexp.MustCompile(`\{\{\s*([A-Za-z][A-Za-z0-9_]*)(?::(\d+))?\s*\}\}`)

func parseNameTemplate(s string) (*nameTemplate, error) {
	t := &nameTemplate{}
	last := 0
	for _, m := range placeholderRE.FindAllStringSubmatchIndex(s, -1) {
		if m[0] > last {
			t.parts = append(t.parts, namePart{literal: s[last:m[0]]})
		}
		p := namePart{field: s[m[2]:m[3]]}
		if m[4] >= 0 {
			p.max, _ = strconv.Atoi(s[m[4]:m[5]])
		}
		t.parts = append(t.parts, p)
		last = m[1]
	}
	if last < len(s) {
		t.parts = append(t.parts, namePart{literal: s[last:]})
	}
	return t, nil
}

func (t *nameTemplate) fields() []string {
	var out []string
	for _, p := range t.parts {
		if p.field != "" {
			out = append(out, p.field)
		}
	}
	return out
}

// RefName answers the display name of a linked record.
type RefName func(model string, id int64) string

// RenderName answers the record's display name; "#id" stands in when the template yields
// nothing (a record with no name fields filled yet).
func (m *Model) RenderName(id int64, doc map[string]any, ref RefName) string {
	var b strings.Builder
	for _, p := range m.tmpl.parts {
		if p.field == "" {
			b.WriteString(p.literal)
			continue
		}
		s := m.placeholderText(p.field, doc, ref)
		if p.max > 0 && utf8.RuneCountInString(s) > p.max {
			s = string([]rune(s)[:p.max]) + "…"
		}
		b.WriteString(s)
	}
	name := tidyName(b.String())
	if name == "" && id > 0 {
		return "#" + strconv.FormatInt(id, 10)
	}
	return name
}

func (m *Model) placeholderText(field string, doc map[string]any, ref RefName) string {
	v, ok := doc[field]
	if !ok || v == nil {
		return ""
	}
	f := m.byName[field]
	if f != nil && (f.Type == "foreignkey" || f.Type == "comtree") && !f.Multiple && ref != nil {
		if id, err := asInt(v); err == nil {
			return ref(f.To, id)
		}
	}
	if f != nil && f.Type == "richtext" {
		s, _ := v.(string)
		return StripHTML(s)
	}
	if s, ok := asString(v); ok {
		return strings.Join(strings.Fields(s), " ")
	}
	return ""
}

var emptyBrackets = strings.NewReplacer("()", "", "（）", "", "[]", "", "<>", "")

func tidyName(s string) string {
	s = emptyBrackets.Replace(s)
	s = strings.Join(strings.Fields(s), " ")
	return strings.Trim(s, " -/|,·:")
}

// NameFields lists the fields the name template reads, so a reader re-rendering a name knows
// which values it needs.
func (m *Model) NameFields() []*Field {
	var out []*Field
	for _, n := range m.tmpl.fields() {
		if f := m.byName[n]; f != nil {
			out = append(out, f)
		}
	}
	return out
}

// NameRefs lists the foreignkey fields the name template reads, so the engine knows whose
// renaming must refresh this model's names.
func (m *Model) NameRefs() []*Field {
	var out []*Field
	for _, n := range m.tmpl.fields() {
		if f := m.byName[n]; f != nil && (f.Type == "foreignkey" || f.Type == "comtree") && !f.Multiple {
			out = append(out, f)
		}
	}
	return out
}
