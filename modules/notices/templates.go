package notices

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
)

// Notice templates (spec 001 "Templates and contact"): a channel's template model holds system
// templates (no owner, kept by admins) and each user's own (owner = the user).

// NoticeTemplateEntry is one template as the widget's select lists it.
type NoticeTemplateEntry struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Type    string `json:"type"`
	Content string `json:"content"`
}

// NoticeTemplateSets are a channel's templates grouped system and user.
type NoticeTemplateSets struct {
	System []NoticeTemplateEntry `json:"system"`
	User   []NoticeTemplateEntry `json:"user"`
}

// noticeTemplateModel answers a channel's template model or a 404.
func (mod *Module) noticeTemplateModel(channel string) (*meta.Model, error) {
	m := TemplateModel(mod.Engine().Reg(), channel)
	if m == nil {
		return nil, engine.NotFound("no_notice_templates", "No model holds %s templates.", channel).With(map[string]any{"Channel": channel})
	}
	return m, nil
}

// NoticeTemplateModelName answers the template model of a channel, "" when none (for the
// route table).
func (mod *Module) NoticeTemplateModelName(channel string) string {
	if m := TemplateModel(mod.Engine().Reg(), channel); m != nil {
		return m.Name
	}
	return ""
}

// NoticeTemplates lists a channel's templates of one type ("" for all) that p can see: the
// system ones and p's own.
func (mod *Module) NoticeTemplates(ctx context.Context, p engine.Principal, channel, typ string) (*NoticeTemplateSets, error) {
	m, err := mod.noticeTemplateModel(channel)
	if err != nil {
		return nil, err
	}
	filter := "owner__isnull=true"
	if typ != "" {
		if err := mod.checkOption(ctx, p, m.Field("type"), typ); err != nil {
			return nil, err
		}
		filter += "&type=" + url.QueryEscape(typ)
	}
	out := &NoticeTemplateSets{System: []NoticeTemplateEntry{}, User: []NoticeTemplateEntry{}}
	for _, part := range []struct {
		gql  string
		into *[]NoticeTemplateEntry
	}{{filter, &out.System}, {strings.Replace(filter, "owner__isnull=true", "owner="+strconv.FormatInt(p.UserID, 10), 1), &out.User}} {
		res, err := mod.Engine().List(ctx, p, m.Name, engine.ListParams{GQL: part.gql, PaginateBy: engine.MaxPageSize})
		if err != nil {
			return nil, err
		}
		for _, it := range res.List {
			name, _ := it["name"].(string)
			t, _ := it["type"].(string)
			c, _ := it["content"].(string)
			*part.into = append(*part.into, NoticeTemplateEntry{ID: asInt(it["id"]), Name: name, Type: t, Content: c})
		}
	}
	return out, nil
}

// checkOption refuses a code that is not one of f's options, naming the choices.
func (mod *Module) checkOption(ctx context.Context, p engine.Principal, f *meta.Field, code string) error {
	opts := mod.Engine().Options.For(ctx, p.TenantID)
	if opts.Has(f.OptionList(), code) {
		return nil
	}
	choices := opts.Codes(f.OptionList())
	return engine.BadRequest("bad_choice", "%s: %q is not one of %s", "type", code, strings.Join(choices, ", ")).With(map[string]any{"Param": "type", "Value": code, "Choices": strings.Join(choices, ", ")})
}

// NoticeTemplateMeta answers a template type's meta; a type metadata says nothing of gets
// the zero meta (receiver chosen by the user, widget hidden until opened).
func (mod *Module) NoticeTemplateMeta(ctx context.Context, p engine.Principal, channel, typ string) (TemplateMeta, error) {
	m, err := mod.noticeTemplateModel(channel)
	if err != nil {
		return TemplateMeta{}, err
	}
	if err := mod.checkOption(ctx, p, m.Field("type"), typ); err != nil {
		return TemplateMeta{}, err
	}
	return TemplateOf(m).Types[typ], nil
}

// NoticePreview is a preview request: the content (or a template's), the receiver and the
// records it is about.
type NoticePreview struct {
	Channel  string
	Content  string
	Template int64 // a template id, used when Content is empty
	Links    map[string]int64
}

// PreviewNotice renders a notice's variables as it would be sent.
func (mod *Module) PreviewNotice(ctx context.Context, p engine.Principal, in NoticePreview) (string, error) {
	content := in.Content
	if strings.TrimSpace(content) == "" && in.Template > 0 {
		m, err := mod.noticeTemplateModel(in.Channel)
		if err != nil {
			return "", err
		}
		it, err := mod.Engine().Readable(ctx, p, m, in.Template)
		if err != nil {
			return "", err
		}
		content, _ = it["content"].(string)
	}
	if strings.TrimSpace(content) == "" {
		return "", engine.BadRequest("notice_content_required", "content: write the message")
	}
	links := map[string]int64{}
	for name, id := range in.Links {
		if mod.Engine().Reg().Model(name) != nil && id > 0 {
			links[name] = id
		}
	}
	return mod.renderNotice(ctx, p, content, links)
}
