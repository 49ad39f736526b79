package hunterboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/modules/jobboard"
)

// job reads the job the reader names, with its client and city expanded: a 404 when he may
// not read it, on every call that takes one.
func (mod *Module) job(ctx context.Context, p engine.Principal, raw any) (engine.Item, error) {
	id, err := meta.AsInt(raw)
	if err != nil || id < 1 {
		return nil, rest.BadParam("joborder", "give the id of a job order")
	}
	e := mod.Engine()
	m := e.Reg().Model("joborder")
	if m == nil {
		return nil, engine.NotFound("hunterboard_no_job", "No model holds job orders.")
	}
	if _, err := e.Readable(ctx, p, m, id); err != nil {
		return nil, err
	}
	return e.Get(ctx, p, "joborder", id, []string{"client", "city"})
}

// linkID is a link value's id, whether read plain or expanded.
func linkID(v any) int64 {
	if m, ok := asMap(v); ok {
		v = m["id"]
	}
	id, _ := engine.AsID(v)
	return id
}

// today is the date in the tenant's zone, which close dates are compared with.
func (mod *Module) today(ctx context.Context, tenant int64) string {
	e := mod.Engine()
	return e.Now().In(e.Tenants.Location(ctx, tenant)).Format("2006-01-02")
}

// publishForm: GET /rest/hunterboard/publish_form?joborder= → {"data": {sections, values,
// client, can_submit, publication}}.
func (mod *Module) publishForm(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	job, err := mod.job(ctx, p, c.QueryParam("joborder"))
	if err != nil {
		return err
	}
	_, _, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	d, err := mod.cfg.Provider.Dicts(ctx, tok, p.Lang)
	if err != nil {
		return boardErr(err)
	}
	var client map[string]any
	var clientRef any
	if cid := linkID(job["client"]); cid > 0 {
		if it, err := mod.Engine().Get(ctx, p, "client", cid, []string{"city", "industry"}); err == nil {
			client = it
			clientRef = map[string]any{"id": cid, "name": it["name"]}
		}
	}
	notes, err := mod.jb.PrivateNotes(ctx, p, site, linkID(job["id"]))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{
		"sections":    sections(d, p.Lang),
		"values":      prefill(job, client, notes, d, mod.today(ctx, p.TenantID)),
		"client":      clientRef,
		"can_submit":  mod.setting(ctx, p.TenantID, canSubmitKey),
		"publication": mod.publication(ctx, p, linkID(job["id"])),
	}})
}

// publication answers the job's record of its publication on the board, nil when none.
func (mod *Module) publication(ctx context.Context, p engine.Principal, job int64) map[string]any {
	res, err := mod.Engine().List(ctx, p, "publication", engine.ListParams{GQL: "joborder=" + strconv.FormatInt(job, 10) + "&site=" + site, PaginateBy: 1})
	if err != nil || len(res.List) == 0 {
		return nil
	}
	it := res.List[0]
	return map[string]any{"id": it["id"], "status": it["status"], "title": it["title"], "url": it["url"],
		"boardId": it["boardId"], "publishedAt": it["publishedAt"], "closesAt": it["closesAt"]}
}

var (
	errCannotSubmit = &engine.Error{Status: http.StatusForbidden, Key: "hunterboard_cannot_submit", Msg: "Publishing to Hunter Board is turned off for this company."}
	errInvalid      = &engine.Error{Status: http.StatusBadRequest, Key: "hunterboard_invalid", Msg: "Some fields need attention."}
)

// errClientReadOnly: company basics are saved on the job's client, so a publish needs the
// right to edit it.
func errClientReadOnly(name string) error {
	return &engine.Error{Status: http.StatusForbidden, Key: "hunterboard_client_readonly", Args: map[string]any{"Name": name},
		Msg: fmt.Sprintf("You may not edit the client %s, where the company basics are saved; ask its owner or an admin.", name)}
}

// publish: POST /rest/hunterboard/publish data {"joborder", "values"} → {"data":
// {"publication", "url"}}; 400 {"errors": {field: text}} naming every refused field.
func (mod *Module) publish(c echo.Context) error {
	var in struct {
		JobOrder any            `json:"joborder"`
		Values   map[string]any `json:"values"`
	}
	if err := rest.DecodeData(c, &in, `{"joborder": id, "values": {field: value}}`); err != nil {
		return err
	}
	ctx, p := c.Request().Context(), rest.Principal(c)
	job, err := mod.job(ctx, p, in.JobOrder)
	if err != nil {
		return err
	}
	jobID := linkID(job["id"])
	_, _, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	if !mod.setting(ctx, p.TenantID, canSubmitKey) {
		return errCannotSubmit
	}
	d, err := mod.cfg.Provider.Dicts(ctx, tok, p.Lang)
	if err != nil {
		return boardErr(err)
	}
	if in.Values == nil {
		in.Values = map[string]any{}
	}
	if errs := validate(in.Values, d, p.Lang, mod.today(ctx, p.TenantID)); len(errs) > 0 {
		return refused(c, p.Lang, errs)
	}
	e := mod.Engine()
	cid := linkID(job["client"])
	var client engine.Item
	if cid > 0 {
		if client, err = e.Get(ctx, p, "client", cid, nil); err != nil {
			return err
		}
		if ok, err := e.Editable(ctx, p, "client", cid); err != nil {
			return err
		} else if !ok {
			return errClientReadOnly(text(client["name"]))
		}
	}
	pos := Position{"joborder": strconv.FormatInt(jobID, 10)}
	for name, v := range in.Values {
		if !slices.Contains(privateFields, name) && known(name) {
			pos[name] = v
		}
	}
	pub, err := mod.cfg.Provider.Publish(ctx, tok, pos)
	var re *RefusedError
	if errors.As(err, &re) {
		errs := map[string]string{}
		for k, why := range re.Errors {
			errs[k] = fieldError(p.Lang, "hunterboard_board_refused", "Hunter Board refused this value ({{.Reason}})", map[string]any{"Reason": why})
			if why == "required" {
				errs[k] = fieldError(p.Lang, "hunterboard_required", "This field is required", nil)
			}
		}
		return refused(c, p.Lang, errs)
	} else if err != nil {
		return boardErr(err)
	}
	if cid > 0 {
		set := map[string]any{"id": cid, "version": client["version"]}
		for form, field := range companyFields {
			set[field] = text(in.Values[form])
		}
		if _, err := e.Save(ctx, p, "client", set); err != nil {
			return err
		}
	}
	notes := map[string]any{}
	for _, k := range privateFields {
		if v, ok := in.Values[k]; ok {
			notes[k] = v
		}
	}
	if err := mod.jb.SetPrivateNotes(ctx, p, site, jobID, notes); err != nil {
		return err
	}
	url := mod.absolute(c, pub.URL)
	id, err := mod.jb.RecordPublication(ctx, p, jobboard.Publication{JobOrder: jobID, Site: site, Status: "published",
		Title: text(in.Values["hjobTitle"]), URL: url, BoardID: pub.ID, PublishedAt: e.Now(), ClosesAt: text(in.Values["hjobCloseDate"])})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"publication": id, "url": url}})
}

// known tells whether name is a field of the form.
func known(name string) bool {
	for _, s := range formDefs {
		for _, f := range s.fields {
			if f.name == name {
				return true
			}
		}
	}
	return false
}

// refused answers 400 {"status": false, "message", "errors": {field: text}}.
func refused(c echo.Context, lang string, errs map[string]string) error {
	return c.JSON(http.StatusBadRequest, map[string]any{"status": false,
		"message": engine.T(lang, errInvalid.Key, nil, errInvalid.Msg), "errors": errs})
}
