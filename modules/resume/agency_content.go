package resume

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/resume/agency"
	"huntline/modules/resume/parse"
)

// The agency CV shows what a client may see of a candidate: the name, the consultant's
// summary, the current position, work experience, education, skills and languages, and the
// expected salary when the template says so. Contact details never enter it: the fields
// read are named here, a field that is concealed or holds an e-mail, phone or link is
// skipped even if named, and e-mails and phone numbers written into free text are taken
// out of it.

// defaultSections are the sections of a template that chose none.
var defaultSections = []string{"summary", "profile", "experience", "education", "skills"}

// cvTexts are the CV's own words, by template language; headings otherwise come from the
// metadata's labels, so a renamed field is renamed on the CV too.
var cvTexts = map[string]map[string]string{
	"present": {"en": "Present", "zh_CN": "至今", "zh_TW": "至今"},
	"years":   {"en": "%d years", "zh_CN": "%d 年", "zh_TW": "%d 年"},
	"profile": {"en": "Profile", "zh_CN": "基本信息", "zh_TW": "基本資訊"},
	"skills":  {"en": "Skills and Languages", "zh_CN": "技能与语言", "zh_TW": "技能與語言"},
	"summary": {"en": "Consultant's Summary", "zh_CN": "顾问评价", "zh_TW": "顧問評價"},
}

// cvDoc fills an agency CV from a candidate (read with its work experience, education and
// city expanded) and a template.
type cvDoc struct {
	ctx    context.Context
	e      *engine.Engine
	tenant int64
	m      *meta.Model
	lang   string
	rec    engine.Item
}

func (d *cvDoc) text(key string) string { return meta.Label(cvTexts[key]).In(d.lang) }

// document answers the CV without the logo (the caller reads the file).
func (d *cvDoc) document(tpl engine.Item) agency.Document {
	doc := agency.Document{Lang: d.lang, Header: str(tpl["header"]), Footer: str(tpl["footer"])}
	doc.Title = joinNonEmpty(" ", d.value("chineseName"), d.value("englishName"))
	if doc.Title == "" {
		doc.Title = str(d.rec["__name__"])
	}
	doc.Subtitle = joinNonEmpty(" · ", d.value("title"), d.value("company"), d.value("city"))
	sections := strs(tpl["sections"])
	if len(sections) == 0 {
		sections = defaultSections
	}
	has := func(s string) bool { return slices.Contains(sections, s) }
	for _, s := range defaultSections {
		if !has(s) {
			continue
		}
		var sec agency.Section
		switch s {
		case "summary":
			sec = agency.Section{Heading: d.text("summary"), Paragraphs: richParagraphs(d.raw("summary"))}
		case "profile":
			sec = agency.Section{Heading: d.text("profile"), Facts: d.facts(has("salary"))}
		case "experience":
			sec = agency.Section{Heading: d.label("workexperience_set"), Entries: d.entries("workexperience_set", "company", []string{"title"}, "description")}
		case "education":
			sec = agency.Section{Heading: d.label("education_set"), Entries: d.entries("education_set", "school", []string{"major", "degree"}, "")}
		case "skills":
			sec = agency.Section{Heading: d.text("skills"), List: append(d.list("tags"), d.list("languages")...)}
		}
		if len(sec.Facts)+len(sec.Paragraphs)+len(sec.Entries)+len(sec.List) > 0 {
			doc.Sections = append(doc.Sections, sec)
		}
	}
	if !has("profile") && has("salary") {
		if facts := d.factsOf("expectedSalary"); len(facts) > 0 {
			doc.Sections = append(doc.Sections, agency.Section{Heading: d.label("expectedSalary"), Facts: facts})
		}
	}
	return doc
}

func (d *cvDoc) facts(salary bool) []agency.Fact {
	names := []string{"company", "title", "city", "experience", "education", "school"}
	if salary {
		names = append(names, "expectedSalary")
	}
	return d.factsOf(names...)
}

func (d *cvDoc) factsOf(names ...string) []agency.Fact {
	var out []agency.Fact
	for _, n := range names {
		if v := d.value(n); v != "" {
			out = append(out, agency.Fact{Label: d.label(n), Value: v})
		}
	}
	return out
}

// shown answers the field when the CV may show it: never contact details.
func shown(m *meta.Model, name string) *meta.Field {
	f := m.Field(name)
	if f == nil || f.Concealed() || f.Hidden || f.Format == "email" || f.Format == "phone" || f.Format == "url" {
		return nil
	}
	return f
}

func (d *cvDoc) label(name string) string {
	if f := d.m.Field(name); f != nil {
		return f.Label.In(d.lang)
	}
	return name
}

func (d *cvDoc) raw(name string) any {
	if shown(d.m, name) == nil {
		return nil
	}
	return d.rec[name]
}

// value answers a field of the candidate as text in the template's language.
func (d *cvDoc) value(name string) string {
	f := shown(d.m, name)
	if f == nil {
		return ""
	}
	return d.display(f, d.rec[name])
}

func (d *cvDoc) list(name string) []string {
	f := shown(d.m, name)
	if f == nil {
		return nil
	}
	var out []string
	for _, v := range anyList(d.rec[name]) {
		if s := d.display(f, v); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func (d *cvDoc) display(f *meta.Field, v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case map[string]any:
		if f.Type == "number-range" {
			return salaryRange(x, d.lang)
		}
		return str(x["__name__"])
	case engine.Item:
		return str(x["__name__"])
	case []any:
		var parts []string
		for _, it := range x {
			parts = append(parts, d.display(f, it))
		}
		return joinNonEmpty(", ", parts...)
	}
	s := strings.TrimSpace(fmt.Sprint(v))
	switch {
	case f.OptionKey != "":
		return d.e.Options.Label(d.ctx, d.tenant, f.OptionKey, s, d.lang)
	case f.Name == "experience" && f.Type == "integer":
		if n, err := strconv.Atoi(s); err == nil {
			return fmt.Sprintf(d.text("years"), n)
		}
	case f.Type == "date":
		return agency.Month(s)
	case f.Type == "richtext":
		return parse.WithoutContacts(meta.StripHTML(s))
	case f.Type == "multiline" || f.Type == "char":
		return strings.TrimSpace(parse.WithoutContacts(s))
	}
	return s
}

// entries reads a collection (jobs, schools) newest first.
func (d *cvDoc) entries(set, where string, what []string, text string) []agency.Entry {
	f := shown(d.m, set)
	if f == nil {
		return nil
	}
	child := d.e.Reg().Model(f.To)
	if child == nil {
		return nil
	}
	rows := anyList(d.rec[set])
	sort.SliceStable(rows, func(i, j int) bool { return str(field(rows[i], "startDate")) > str(field(rows[j], "startDate")) })
	var out []agency.Entry
	for _, r := range rows {
		row := &cvDoc{ctx: d.ctx, e: d.e, tenant: d.tenant, m: child, lang: d.lang, rec: asItem(r)}
		whats := make([]string, 0, len(what))
		for _, w := range what {
			whats = append(whats, row.value(w))
		}
		e := agency.Entry{Where: row.value(where), What: joinNonEmpty(" · ", whats...), Text: row.value(text)}
		from, to := row.value("startDate"), row.value("endDate")
		if from != "" || to != "" {
			if to == "" {
				to = d.text("present")
			}
			e.When = joinNonEmpty(" – ", from, to)
		}
		if e.Where != "" || e.What != "" {
			out = append(out, e)
		}
	}
	return out
}

// salaryRange writes an expected salary {min, max}: in 万 for Chinese, with thousands
// separators for English.
func salaryRange(r map[string]any, lang string) string {
	amount := func(v any) string {
		n, err := strconv.ParseFloat(str(v), 64) // float64 or json.Number, as the store reads it
		if err != nil || n <= 0 {
			return ""
		}
		if lang != "en" && int64(n)%10000 == 0 {
			return strconv.FormatInt(int64(n)/10000, 10) + "万"
		}
		return thousands(int64(n))
	}
	return joinNonEmpty(" – ", amount(r["min"]), amount(r["max"]))
}

func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

var paragraphBreak = regexp.MustCompile(`(?i)</p>|<br\s*/?>|</li>|</div>|\n`)

// richParagraphs splits the summary's HTML into plain paragraphs, contacts taken out.
func richParagraphs(v any) []string {
	var out []string
	for _, p := range paragraphBreak.Split(str(v), -1) {
		if t := strings.TrimSpace(parse.WithoutContacts(meta.StripHTML(p))); t != "" {
			out = append(out, t)
		}
	}
	return out
}

func str(v any) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(fmt.Sprint(v))
}

func strs(v any) []string {
	var out []string
	for _, x := range anyList(v) {
		if s := str(x); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func anyList(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out
	case []engine.Item:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = it
		}
		return out
	case []map[string]any:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = it
		}
		return out
	}
	return nil
}

func asItem(v any) engine.Item {
	switch x := v.(type) {
	case engine.Item:
		return x
	case map[string]any:
		return x
	}
	return engine.Item{}
}

func field(v any, name string) any { return asItem(v)[name] }

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
