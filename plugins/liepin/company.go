package liepin

import (
	"context"
	"errors"
	"html"
	"net/http"
	"regexp"
	"strconv"
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

// readJob reads a job order as p may: a job he may not read whole (out of his scope, or
// limited and he outside it) is a 404.
func (mod *Module) readJob(ctx context.Context, p engine.Principal, id int64) (engine.Item, error) {
	m, err := mod.Engine().ModelNamed(jobModel)
	if err != nil {
		return nil, err
	}
	job, err := mod.Engine().Readable(ctx, p, m, id)
	var ee *engine.Error
	if errors.As(err, &ee) && ee.Status == http.StatusForbidden {
		return nil, engine.NotFound("record_not_found", "joborder %d does not exist.", id)
	}
	return job, err
}

// asMap answers a record or an expanded link as a map.
func asMap(v any) map[string]any {
	switch x := v.(type) {
	case engine.Item:
		return x
	case map[string]any:
		return x
	}
	return nil
}

// companyDefaults answers the form's company fields (hcompName, hcompAlias, hcompIndustry,
// hcompDq, hcompKind, hcompScale, hcompDesc, deptName) and hjobTitle from the job and its
// client. Lists are matched to the provider's options by their labels; what matches none
// is left empty for the user to choose.
func (mod *Module) companyDefaults(ctx context.Context, p engine.Principal, jobID int64, lang string) (map[string]any, error) {
	job, err := mod.readJob(ctx, p, jobID)
	if err != nil {
		return nil, err
	}
	out := map[string]any{"hcompName": "", "hcompAlias": "", "hcompIndustry": "", "hcompDq": "", "hcompKind": "",
		"hcompScale": "", "hcompDesc": "", "deptName": "", "hjobTitle": text(job["jobTitle"])}
	base, err := mod.cfg.Provider.PositionBaseInfo(ctx, lang)
	if err != nil {
		mod.providerFailed("position base info", err)
		base = nil
	}
	lists := map[string][]Option{}
	for _, l := range base {
		lists[l.Key] = l.Options
	}
	mod.jobDefaults(ctx, p, jobID, job, lists, out)
	cid, _ := engine.AsID(job["client"])
	if cid == 0 {
		return out, nil
	}
	// The client as p reads it, its industry and city expanded for their names; one he may
	// not read leaves the company fields empty.
	item, err := mod.Engine().Get(ctx, p, clientModel, cid, []string{"industry", "city"})
	client := asMap(item)
	if err != nil || client["name"] == nil {
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
	if len(lists) == 0 {
		return out, nil
	}
	reg := mod.Engine().Reg()
	out["hcompIndustry"] = matchLabel(lists["industry"], recordNames(client["industry"]), false)
	out["hcompDq"] = matchLabel(lists["dq"], recordNames(client["city"]), true)
	out["hcompKind"] = matchLabel(lists["compKind"], optionNames(reg, "company_nature", client["nature"]), false)
	out["hcompScale"] = matchScale(lists["compScale"], optionNames(reg, "company_size", client["size"]))
	return out, nil
}

// jobDefaults adds what the job itself knows: its work location and function matched to the
// provider's trees (leaves only, as the form takes), its annual salary range in 万, its
// deadline when not past, and its description as the duty text. What matches nothing is
// left for the user.
func (mod *Module) jobDefaults(ctx context.Context, p engine.Principal, jobID int64, job engine.Item, lists map[string][]Option, out map[string]any) {
	if r := asMap(job["salaryRange"]); r != nil { // yuan a year → 万
		if lo, hi := number(r["min"])/10000, number(r["max"])/10000; hi > 0 && lo <= hi {
			out["hjobSalaryLow"], out["hjobSalaryHigh"] = strconv.FormatFloat(lo, 'f', -1, 64), strconv.FormatFloat(hi, 'f', -1, 64)
		}
	}
	today := mod.Engine().Now().In(mod.Engine().Tenants.Location(ctx, p.TenantID)).Format("2006-01-02")
	if d := text(job["deadline"]); len(d) >= 10 && d[:10] >= today {
		out["hjobCloseDate"] = d[:10]
	}
	out["detailDuty"] = plainText(text(job["description"]))
	if len(lists) == 0 {
		return
	}
	named, err := mod.Engine().Get(ctx, p, jobModel, jobID, []string{"city", "function"})
	if err != nil {
		return
	}
	out["hjobDqCode"] = matchLabel(lists["dq"], recordNames(named["city"]), true)
	out["hjobJobTitle"] = matchLabel(lists["function"], recordNames(named["function"]), true)
}

// recordNames answers the names of an expanded link ({id, __name__, name ...}).
func recordNames(v any) []string {
	m := asMap(v)
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
// leaf's only), else of the longest leaf label a name contains or is contained in ("管理咨询"
// is 咨询), "" when none does: a prefill the user reviews.
func matchLabel(opts []Option, names []string, leafOnly bool) string {
	for _, name := range names {
		if name = strings.TrimSpace(name); name != "" {
			if v := matchIn(opts, name, leafOnly); v != "" {
				return v
			}
		}
	}
	best, bestLen := "", 0
	for _, name := range names {
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		for _, o := range leafOptions(opts) {
			l := strings.ToLower(o.Label)
			if n := len([]rune(l)); n >= 2 && n > bestLen && (strings.Contains(name, l) || strings.Contains(l, name)) {
				best, bestLen = o.Value, n
			}
		}
	}
	return best
}

func leafOptions(opts []Option) []Option {
	var out []Option
	for _, o := range opts {
		if len(o.Children) == 0 {
			out = append(out, o)
		} else {
			out = append(out, leafOptions(o.Children)...)
		}
	}
	return out
}

var headcountRe = regexp.MustCompile(`\d[\d,]*`)

// headcount answers a company size label as a range of people ("1-50人", "5000人以上",
// "5,000+": to is 0 when open).
func headcount(label string) (from, to int, ok bool) {
	nums := headcountRe.FindAllString(label, 2)
	if len(nums) == 0 {
		return 0, 0, false
	}
	from, _ = strconv.Atoi(strings.ReplaceAll(nums[0], ",", ""))
	if len(nums) == 2 {
		to, _ = strconv.Atoi(strings.ReplaceAll(nums[1], ",", ""))
	}
	return from, to, true
}

// matchScale answers the provider's company size holding the middle of Huntline's (the two
// lists cut the ranges differently), "" when the label has no figures.
func matchScale(opts []Option, names []string) string {
	for _, name := range names {
		from, to, ok := headcount(name)
		if !ok {
			continue
		}
		mid := (from + to) / 2
		if to == 0 {
			mid = from + from/2
		}
		for _, o := range opts {
			lo, hi, ok := headcount(o.Label)
			if ok && mid >= lo && (hi == 0 || mid <= hi) {
				return o.Value
			}
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
// origin (scheme://host of this server) makes a relative board URL (the simulator's)
// absolute, as the publication's url field keeps web addresses.
func (mod *Module) publish(ctx context.Context, p engine.Principal, jobID int64, info map[string]any, lang, origin string) (map[string]any, error) {
	if _, err := mod.readJob(ctx, p, jobID); err != nil {
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
	pub.URL = mod.absolute(pub.URL, origin)
	id, err := mod.jb.RecordPublication(ctx, p, jobboard.Publication{JobOrder: jobID, Site: site, Status: "published",
		Title: pos["hjobTitle"], URL: pub.URL, BoardID: pub.BoardID, PublishedAt: mod.Engine().Now(), ClosesAt: pos["hjobCloseDate"]})
	if err != nil {
		return nil, err
	}
	return map[string]any{"publication": id, "url": pub.URL, "board_id": pub.BoardID, "position_info": pos}, nil
}

// absolute answers a board URL the simulator gives as a path under this server's public
// address (the configured one, else the origin of the request), as the publication's url
// field keeps web addresses.
func (mod *Module) absolute(u, origin string) string {
	if !strings.HasPrefix(u, "/") || strings.HasPrefix(u, "//") {
		return u
	}
	if base := strings.TrimRight(mod.publicURL, "/"); base != "" {
		return base + u
	}
	return origin + u
}

func isWebAddress(u string) bool {
	return strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://")
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
