package resume

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg" // logos
	_ "image/png"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/modules/resume/agency"
)

// templateModel is the model of agency CV templates (meta/models/cvtemplate.json).
const templateModel = "cvtemplate"

// agencyCV: POST /rest/resume/agency/{candidateId}, data {"template": id, "format":
// "pdf"|"docx"} → {"status": true, "data": {file}}, as POST /rest/file/upload answers a
// file. It writes the candidate's agency CV with the template (the default template when
// none is named), stores it and adds it to the candidate's CVs after the others (the
// current CV stays current). Reading the candidate follows the reader's scope (the
// engine's 404 or 403); keeping the file is an edit of the candidate, so the edit right is
// checked before anything is written, and nothing is stored when it is missing.
func (mod *Module) agencyCV(c echo.Context) error {
	ctx, p, e := c.Request().Context(), rest.Principal(c), mod.Engine()
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	var in struct {
		Template int64  `json:"template"`
		Format   string `json:"format"`
	}
	if err := rest.DecodeData(c, &in, `{"template": 1, "format": "pdf"}`); err != nil {
		return err
	}
	in.Format = strings.ToLower(strings.TrimSpace(in.Format))
	if in.Format != "pdf" && in.Format != "docx" {
		return rest.BadParam("format", "choose pdf or docx")
	}
	m := e.Reg().Model(candidateModel)
	if m == nil {
		return engine.NotFound("resume_no_candidate_model", "No candidate model is defined.")
	}
	rec, err := e.Get(ctx, p, candidateModel, id, []string{"workexperience_set", "education_set", "city"})
	if err != nil {
		return err
	}
	if ok, err := e.Editable(ctx, p, candidateModel, id); err != nil {
		return err
	} else if !ok {
		return engine.NewError(http.StatusForbidden, "resume_agency_no_edit", "resumes: keeping an agency CV on the candidate needs the right to edit the candidate")
	}
	tpl, err := mod.cvTemplate(ctx, p, in.Template)
	if err != nil {
		return err
	}
	lang := str(tpl["language"])
	if lang == "" {
		lang = p.Lang
	}
	d := &cvDoc{ctx: ctx, e: e, tenant: p.TenantID, m: m, lang: meta.NormalizeLang(lang), rec: rec}
	doc := d.document(tpl)
	doc.Logo = mod.logo(c, tpl)
	data, err := doc.DOCX()
	if err != nil {
		return err
	}
	if in.Format == "pdf" {
		if data, err = mod.toPDF(ctx, "", data, "cv.docx"); err != nil {
			return err
		}
	}
	info, err := e.Files.Upload(ctx, p, cvFileName(doc.Title, str(tpl["name"]), in.Format), bytes.NewReader(data))
	if err != nil {
		return err
	}
	var ids []int64
	files, _ := rec[resumesField].([]engine.FileInfo)
	for _, f := range files {
		ids = append(ids, f.ID)
	}
	if _, err := e.Save(ctx, p, candidateModel, map[string]any{"id": id, "version": rec["version"], resumesField: append(ids, info.ID)}); err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": info})
}

// cvTemplate reads the template named, or the default one (the first marked default, else
// the first by name, else an empty template: every section, no branding).
func (mod *Module) cvTemplate(ctx context.Context, p engine.Principal, id int64) (engine.Item, error) {
	e := mod.Engine()
	if id != 0 {
		return e.Get(ctx, p, templateModel, id, nil)
	}
	for _, q := range []string{"is_default=true", ""} {
		res, err := e.List(ctx, p, templateModel, engine.ListParams{GQL: q, PaginateBy: 1})
		if err != nil {
			return nil, err
		}
		if len(res.List) > 0 {
			id, _ := engine.AsID(res.List[0]["id"])
			return e.Get(ctx, p, templateModel, id, nil)
		}
	}
	return engine.Item{}, nil
}

// logo reads the template's first logo file when it is a PNG or JPEG the reader may read;
// a logo that cannot be used leaves the CV without one rather than failing it.
func (mod *Module) logo(c echo.Context, tpl engine.Item) *agency.Image {
	files, _ := tpl["logo"].([]engine.FileInfo)
	if len(files) == 0 {
		return nil
	}
	_, data, err := mod.readFile(c, files[0].UUIDName, engine.MaxUploadBytes)
	if err != nil {
		return nil
	}
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (kind != "png" && kind != "jpeg") || cfg.Width == 0 || cfg.Height == 0 {
		return nil
	}
	return &agency.Image{Data: data, Ext: kind, Width: cfg.Width, Height: cfg.Height}
}

// cvFileName names the stored CV after the candidate and the template.
func cvFileName(name, template, format string) string {
	base := joinNonEmpty(" - ", name, template)
	if base == "" {
		base = "CV"
	}
	base = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < 0x20 {
			return '_'
		}
		return r
	}, base)
	return base + "." + format
}
