package mail

import (
	"context"
	"fmt"
	"html"
	"regexp"
	"slices"
	"sort"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// E-mail templates (spec 001 "E-mail/SMS template", "Template meta"): a template of the
// model with the mail template role has a type, a subject (title) and content that may name
// variables like {{candidate.englishName}}. A variable is {{link.field}} where link is a
// foreignkey of the message model (the records a mail is about, and user, the sender) and
// field a field of the model it links to. Values are read through the engine as the user,
// so a template shows nothing the user could not read.

// variableRE finds every {{...}} placeholder, so that a malformed one is refused too.
var variableRE = regexp.MustCompile(`\{\{\s*([^{}]*?)\s*\}\}`)

// TemplateSummary is one template as the composer's select lists it.
type TemplateSummary struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Title   string `json:"title"`
	Content string `json:"content"`
	Type    string `json:"type"`
	// Attachments are the template's files as reads describe them.
	Attachments any `json:"attachments"`
	// AttachResume: a mail from it carries the current CV of each candidate it names.
	AttachResume bool `json:"attach_resume"`
	// Language is the language the template is written in ("" for any).
	Language string `json:"language"`
}

// TemplateSets is GET /rest/{template}/get_type: system templates (no owner) and the
// user's own.
type TemplateSets struct {
	System []TemplateSummary `json:"system"`
	User   []TemplateSummary `json:"user"`
	// Language is the language the mail is best written in: the recipient's (the records
	// the mail is about say it, addressed_by), else the user's. The composer offers that
	// language's templates.
	Language string `json:"language"`
}

// EmailTemplates lists the templates of a type (all types when empty) the user may use.
func (mod *Module) EmailTemplates(ctx context.Context, p engine.Principal, typ string) (*TemplateSets, error) {
	m, err := mod.mailModel(RoleTemplate)
	if err != nil {
		return nil, err
	}
	filter := ""
	if typ != "" {
		if !mod.Engine().Options.For(ctx, p.TenantID).Has(m.Field("type").OptionList(), typ) {
			return nil, engine.BadRequest("email_template_type", "type: %q is not a template type", typ).With(map[string]any{"Value": typ})
		}
		filter = "type=" + typ
	}
	res, err := mod.Engine().List(ctx, p, m.Name, engine.ListParams{GQL: filter, Unlimited: true})
	if err != nil {
		return nil, err
	}
	out := &TemplateSets{System: []TemplateSummary{}, User: []TemplateSummary{}}
	for _, it := range res.List {
		t := TemplateSummary{ID: engine.AsInt64(it["id"])}
		t.Name, _ = it["name"].(string)
		t.Title, _ = it["title"].(string)
		t.Content, _ = it["content"].(string)
		t.Type, _ = it["type"].(string)
		t.Attachments = it["attachments"]
		t.AttachResume = attachesResumes(it)
		t.Language = optionCode(it["language"])
		owner, owned := engine.AsID(it["owner"])
		switch {
		case !owned:
			out.System = append(out.System, t)
		case owner == p.UserID:
			out.User = append(out.User, t)
		}
	}
	return out, nil
}

// RenderedTemplate is a template filled for one mail.
type RenderedTemplate struct {
	Title       string `json:"title"`
	Content     string `json:"content"`
	Attachments any    `json:"attachments,omitempty"`
}

// ChooseTemplate fills a template's subject and content for the records named in ctxIDs
// (candidate: 12, joborder: 3, ...). With id 0 the title and content given are filled
// instead (the composer's preview of an edited template).
func (mod *Module) ChooseTemplate(ctx context.Context, p engine.Principal, id int64, title, content, lang string, ctxIDs map[string]int64) (*RenderedTemplate, error) {
	msg, err := mod.mailModel(RoleMessage)
	if err != nil {
		return nil, err
	}
	out := &RenderedTemplate{}
	if id != 0 {
		tm, err := mod.mailModel(RoleTemplate)
		if err != nil {
			return nil, err
		}
		it, err := mod.Engine().Get(ctx, p, tm.Name, id, nil)
		if err != nil {
			return nil, err
		}
		title, _ = it["title"].(string)
		content, _ = it["content"].(string)
		out.Attachments = it["attachments"]
		if l := optionCode(it["language"]); l != "" {
			lang = l
		}
	}
	if lang == "" {
		lang = p.Lang
	}
	if err := mod.checkVariables(msg, "title", title); err != nil {
		return nil, err
	}
	if err := mod.checkVariables(msg, "content", content); err != nil {
		return nil, err
	}
	if _, given := ctxIDs[meta.UserModel]; !given {
		ctxIDs[meta.UserModel] = p.UserID
	}
	if err := mod.relatedContext(ctx, p, msg, ctxIDs); err != nil {
		return nil, err
	}
	vals, err := mod.variableValues(ctx, p, msg, title+content, lang, ctxIDs)
	if err != nil {
		return nil, err
	}
	out.Title = fill(title, vals, false)
	out.Content = fill(content, vals, true)
	return out, nil
}

// TemplateContext picks the ids of the records a mail is about from query or body values
// named like the message model's foreignkeys (candidate=12), also accepted as candidate_id.
func (mod *Module) TemplateContext(get func(string) any) (map[string]int64, error) {
	msg, err := mod.mailModel(RoleMessage)
	if err != nil {
		return nil, err
	}
	out := map[string]int64{}
	for _, f := range variableLinks(msg) {
		for _, key := range []string{f.Name, f.Name + "_id"} {
			v := get(key)
			if v == nil || v == "" {
				continue
			}
			id, err := meta.AsInt(v)
			if err != nil || id < 1 {
				return nil, engine.BadRequest("email_template_context", "%s: expected a record id, got %v", key, v).With(map[string]any{"Field": key, "Value": v})
			}
			out[f.Name] = id
		}
	}
	return out, nil
}

// variableLinks are the message model's single foreignkeys a variable may start with.
func variableLinks(msg *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range msg.DataFields() {
		if f.Type == "foreignkey" && !f.Multiple && f.To != msg.Name {
			out = append(out, f)
		}
	}
	return out
}

// checkVariables refuses a text naming a variable that is not {{link.field}}, naming it and
// what there is to choose from.
func (mod *Module) checkVariables(msg *meta.Model, field, text string) error {
	reg := mod.Engine().Reg()
	for _, mt := range variableRE.FindAllStringSubmatch(text, -1) {
		link, name, _ := strings.Cut(mt[1], ".")
		var lf *meta.Field
		for _, f := range variableLinks(msg) {
			if f.Name == link {
				lf = f
			}
		}
		if lf == nil {
			return engine.BadRequest("email_variable_unknown", "%s: {{%s}} is not a template variable; start with one of %s", field, mt[1], linkNames(msg)).
				With(map[string]any{"Field": field, "Variable": mt[1], "Choices": linkNames(msg)})
		}
		target := reg.Model(lf.To)
		if name == AddressedVariable && AddressedOf(target) != nil {
			continue
		}
		if f := target.Field(name); f == nil || name == "" || f.Type == "reverse_foreignkey" || f.Hidden {
			return engine.BadRequest("email_variable_field", "%s: {{%s}} is not a template variable: %s has no field %q", field, mt[1], lf.To, name).
				With(map[string]any{"Field": field, "Variable": mt[1], "Model": lf.To, "Name": name})
		}
	}
	return nil
}

func linkNames(msg *meta.Model) string {
	var names []string
	for _, f := range variableLinks(msg) {
		names = append(names, f.Name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// variableValues reads, as the user, the records the variables of text name and answers
// each variable's display text.
func (mod *Module) variableValues(ctx context.Context, p engine.Principal, msg *meta.Model, text, lang string, ctxIDs map[string]int64) (map[string]string, error) {
	out := map[string]string{}
	items := map[string]engine.Item{}
	d := mod.Engine().NewDisplayer(ctx, p)
	for _, mt := range variableRE.FindAllStringSubmatch(text, -1) {
		link, name, _ := strings.Cut(mt[1], ".")
		if _, done := out[mt[1]]; done {
			continue
		}
		id := ctxIDs[link]
		if id == 0 {
			out[mt[1]] = ""
			continue
		}
		lf := msg.Field(link)
		it, seen := items[link]
		if !seen {
			var err error
			if it, err = mod.Engine().Get(ctx, p, lf.To, id, nil); err != nil {
				return nil, err
			}
			items[link] = it
		}
		target := mod.Engine().Reg().Model(lf.To)
		if a := AddressedOf(target); a != nil && name == AddressedVariable {
			out[mt[1]] = a.Name(it, lang)
			continue
		}
		f := target.Field(name)
		v, err := d.Value(ctx, it, f)
		if err != nil {
			return nil, err
		}
		if v == nil {
			out[mt[1]] = ""
		} else {
			out[mt[1]] = fmt.Sprint(v)
		}
	}
	return out, nil
}

// fill replaces each variable by its value, escaped for HTML in content.
func fill(text string, vals map[string]string, htmlText bool) string {
	return variableRE.ReplaceAllStringFunc(text, func(s string) string {
		key := variableRE.FindStringSubmatch(s)[1]
		if htmlText {
			return html.EscapeString(vals[key])
		}
		return vals[key]
	})
}

// templateVariables is the record hook refusing to save a template (a record of the model
// with the mail template role) whose title or content names an unknown variable.
func (mod *Module) templateVariables() engine.RecordHook {
	return engine.RecordHook{
		Applies: func(m *meta.Model) bool { return RoleOf(m) == RoleTemplate },
		Check: func(_ context.Context, _ *store.Tx, _ engine.Principal, _ *meta.Model, _ int64, doc map[string]any, changed []string) error {
			msg := ModelOf(mod.Engine().Reg(), RoleMessage)
			if msg == nil {
				return nil
			}
			for _, name := range []string{"title", "content"} {
				if !slices.Contains(changed, name) {
					continue
				}
				text, _ := doc[name].(string)
				if err := mod.checkVariables(msg, name, text); err != nil {
					return err
				}
			}
			return nil
		},
	}
}
