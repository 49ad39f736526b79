package hunterboard

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/modules/jobboard"
)

// resume: GET /rest/hunterboard/resume?id= → {"data": {...card, age, gender, industry,
// summary, work, schools, origin_url, detail_html}}. The board keeps contacts for the file.
func (mod *Module) resume(c echo.Context) error {
	id := c.QueryParam("id")
	if id == "" || len(id) > 100 {
		return rest.BadParam("id", "give the id of a resume on the board")
	}
	ctx, p, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	d, err := mod.cfg.Provider.Resume(ctx, tok, p.Lang, id)
	if err != nil {
		return boardErr(err)
	}
	d.AvatarURL = mod.absolute(c, d.AvatarURL)
	d.OriginURL = mod.absolute(c, d.OriginURL)
	return rest.OK(c, map[string]any{"data": d})
}

// importResume: POST /rest/hunterboard/import_resume data {"id"} → {"data": {id, name,
// created}}: the board's CV file made a candidate (or attached to the one the duplicate
// rules find) by the jobboard module.
func (mod *Module) importResume(c echo.Context) error {
	var in struct {
		ID string `json:"id"`
	}
	if err := rest.DecodeData(c, &in, `{"id": resume id}`); err != nil {
		return err
	}
	if in.ID == "" || len(in.ID) > 100 {
		return rest.BadParam("id", "give the id of a resume on the board")
	}
	ctx, p, tok, err := mod.token(c)
	if err != nil {
		return err
	}
	f, err := mod.cfg.Provider.ResumeFile(ctx, tok, in.ID)
	if err != nil {
		return boardErr(err)
	}
	imp, err := mod.jb.Import(ctx, p, site, jobboard.ResumeFile{Name: f.Name, Data: f.Data, OriginURL: mod.absolute(c, f.OriginURL)})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": imp})
}
