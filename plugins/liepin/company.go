package liepin

import (
	"context"
	"errors"
	"html"
	"net/http"
	"regexp"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/jobboard"
)

// The publish form's company defaults come from the job's client, and a publication is
// recorded on the job. The job and client models and their fields are the shipped
// metadata's (meta/models/joborder.json, client.json).
const (
	jobModel    = "joborder"
	clientModel = "client"
)

// readJob reads a job order as p may: a job he may not read is a 404, whether out of his
// scope or limited.
func (mod *Module) readJob(ctx context.Context, p engine.Principal, id int64, demand []string) (engine.Item, error) {
	job, err := mod.Engine().Get(ctx, p, jobModel, id, demand)
	var ee *engine.Error
	if errors.As(err, &ee) && ee.Status == http.StatusForbidden {
		return nil, engine.NotFound("record_not_found", "joborder does not exist.")
	}
	return job, err
}

// companyDefaults answers the form's company fields (hcompName, hcompAlias, hcompIndustry,
// hcompDq, hcompKind, hcompScale, hcompDesc, deptName) and hjobTitle from the job and its
// client. Lists are matched to the provider's options by their labels; what matches none
// is left empty for the user to choose.
func (mod *Module) companyDefaults(ctx context.Context, p engine.Principal, jobID int64, lang string) (map[string]any, error) {
	job, err := mod.readJob(ctx, p, jobID, []string{"client", "client__industry", "client__city"})
	if err != nil {
		return nil, err
	}
	out := map[string]any{"hcompName": "", "hcompAlias": "", "hcompIndustry": "", "hcompDq": "", "hcompKind": "",
		"hcompScale": "", "hcompDesc": "", "deptName": "", "hjobTitle": text(job["jobTitle"])}
	client, _ := job["client"].(map[string]any)
	if client == nil {
		return out, nil
	}
	out["hcompName"] = text(client["name"])
	for _, k := range []string{"name2", "name1", "name"} { // short name, English name, name
		if s := text(client[k]); s != "" {
			out["hcompAlias"] = s
			break
		}
	}
	out["hcompDesc"] = plainText(text(client["description"]))
	base, err := mod.cfg.Provider.PositionBaseInfo(ctx, lang)
	if err != nil {
		mod.providerFailed("position base info", err)
		return out, nil
	}
	lists := map[string][]Option{}
	for _, l := range base {
		lists[l.Key] = l.Options
	}
	reg := mod.Engine().Reg()
	out["hcompIndustry"] = matchLabel(lists["industry"], recordNames(client["industry"]), false)
	out["hcompDq"] = matchLabel(lists["dq"], recordNames(client["city"]), true)
	out["hcompKind"] = matchLabel(lists["compKind"], optionNames(reg, "company_nature", client["nature"]), false)
	out["hcompScale"] = matchLabel(lists["compScale"], optionNames(reg, "company_size", client["size"]), false)
	return out, nil
}

// recordNames answers the names of an expanded link ({id, __name__, name ...}).
func recordNames(v any) []string {
	m, _ := v.(map[string]any)
	if m == nil {
		return nil
	}
	var out []string
	for _, k := range []string{"__name__", "name", "name1", "enName", "nameEn"} {
		if s := text(m[k]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// optionNames answers an option code's labels in every language of a shipped list.
func optionNames(reg *meta.Registry, key string, code any) []string {
	l := reg.OptionList(key)
	c := text(code)
	if l == nil || c == "" {
		return nil
	}
	for _, o := range l.Options {
		if o.Code == c {
			return []string{o.ZhCN, o.EnUS, o.ZhTW}
		}
	}
	return nil
}

// matchLabel answers the value of the option whose label equals one of names (leafOnly: a
// leaf's only), "" when none does.
func matchLabel(opts []Option, names []string, leafOnly bool) string {
	for _, name := range names {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if v := matchIn(opts, name, leafOnly); v != "" {
			return v
		}
	}
	return ""
}

func matchIn(opts []Option, name string, leafOnly bool) string {
	for _, o := range opts {
		if v := matchIn(o.Children, name, leafOnly); v != "" {
			return v
		}
		if (!leafOnly || len(o.Children) == 0) && (strings.EqualFold(o.Label, name) || strings.TrimSuffix(name, "市") == o.Label) {
			return o.Value
		}
	}
	return ""
}

var tagRe = regexp.MustCompile(`<[^>]*>`)

// plainText answers rich text without its markup.
func plainText(s string) string {
	s = strings.NewReplacer("<br>", "\n", "<br/>", "\n", "<br />", "\n", "</p>", "\n").Replace(s)
	return strings.TrimSpace(html.UnescapeString(tagRe.ReplaceAllString(s, "")))
}

// publish checks the form (§5), publishes it with p's token and records the publication.
func (mod *Module) publish(ctx context.Context, p engine.Principal, jobID int64, info map[string]any, lang string) (map[string]any, error) {
	if _, err := mod.readJob(ctx, p, jobID, nil); err != nil {
		return nil, err
	}
	tok, err := mod.jb.Token(ctx, p, site)
	if err != nil {
		return nil, err
	}
	base, err := mod.cfg.Provider.PositionBaseInfo(ctx, lang)
	if err != nil {
		mod.providerFailed("position base info", err)
		base = nil
	}
	today := mod.Engine().Now().In(mod.Engine().Tenants.Location(ctx, p.TenantID))
	pos, err := checkPosition(info, base, today)
	if err != nil {
		return nil, err
	}
	pub, err := mod.cfg.Provider.Publish(ctx, tok, pos)
	var refused *Refusal
	switch {
	case errors.As(err, &refused):
		return nil, providerRefusal(refused)
	case err != nil:
		mod.providerFailed("publish", err)
		return nil, errProviderDown
	}
	id, err := mod.jb.RecordPublication(ctx, p, jobboard.Publication{JobOrder: jobID, Site: site, Status: "published",
		Title: pos["hjobTitle"], URL: pub.URL, BoardID: pub.BoardID, PublishedAt: mod.Engine().Now(), ClosesAt: pos["hjobCloseDate"]})
	if err != nil {
		return nil, err
	}
	return map[string]any{"publication": id, "url": pub.URL, "board_id": pub.BoardID, "position_info": pos}, nil
}

// providerRefusal is the provider's refusal of fields as a 400 naming them.
func providerRefusal(r *Refusal) error {
	e := &engine.Error{Status: http.StatusBadRequest, Key: "liepin_refused", Msg: "Liepin refused the position: " + r.Message,
		Args: map[string]any{"Reason": r.Message}}
	for f, msg := range r.Errors {
		e.Fields = append(e.Fields, engine.FieldError{Field: f, Rule: "liepin_provider", Msg: msg, Args: map[string]any{"Reason": msg}})
	}
	return e
}
