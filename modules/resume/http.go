package resume

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/modules/resume/extract"
)

// Routes binds the module's calls.
func (mod *Module) Routes(r *rest.Router) {
	r.Upload("/resume/parse", mod.parse)
	r.GET("/resume/pages/:uuid", mod.pdfPages) // the CV tab's PDF preview (preview.go)
	r.GET("/resume/page/:uuid/:n", mod.pdfPage)
	r.POST("/resume/agency/:id", mod.agencyCV) // the agency CV (agency.go)
}

// parse: POST /rest/resume/parse, multipart with the field "file", or data =
// {"uuidname": "…"} naming a file stored by POST /rest/file/upload that the user may read
// (a CV already attached somewhere) →
// {"status": true, "data": {candidate fields}, "unmatched": {field: text}, "kind": "pdf",
// "matches": [{"id", "__name__", "label", "value"}]} (candidates holding its e-mail or mobile).
// It needs the right to add candidates; a file it cannot read is a 400 naming the
// problem; nothing is stored.
func (mod *Module) parse(c echo.Context) error {
	ctx, p, e := c.Request().Context(), rest.Principal(c), mod.Engine()
	m := e.Reg().Model(candidateModel)
	if m == nil {
		return errNoCandidateModel()
	}
	if err := e.Access.Allow(ctx, p, m, engine.ActAdd); err != nil {
		return err
	}
	var data []byte
	var name string
	var err error
	if isMultipart(c) {
		data, name, err = rest.ReadFormFile(c, extract.MaxBytes, tooLarge(), rest.BadParam("file", "choose a résumé file to read"))
	} else {
		data, name, err = mod.readStored(c)
	}
	if err != nil {
		return err
	}
	r, err := mod.read(ctx, p, m, name, data)
	if err != nil {
		return err
	}
	fields, unmatched := r.Fields, r.Unmatched
	// The candidates the reader may read who hold the CV's e-mail or mobile, by the model's
	// duplicate rules, so the drop can offer "attach to" instead of an add the save refuses.
	matches, err := e.Duplicates(ctx, p, m.Name, fields)
	if err != nil {
		return err
	}
	body := map[string]any{"data": fields, "kind": r.Kind, "matches": matches}
	if len(unmatched) > 0 {
		body["unmatched"] = unmatched
	}
	return rest.OK(c, body)
}

func isMultipart(c echo.Context) bool {
	return strings.HasPrefix(c.Request().Header.Get(echo.HeaderContentType), echo.MIMEMultipartForm)
}

// readStored reads a stored file the user may read, by its uuidname.
func (mod *Module) readStored(c echo.Context) ([]byte, string, error) {
	var in struct {
		UUIDName string `json:"uuidname"`
	}
	if err := rest.DecodeData(c, &in, `{"uuidname": "…"}`); err != nil || in.UUIDName == "" {
		return nil, "", rest.BadParam("file", "choose a résumé file to read")
	}
	b, data, err := mod.readFile(c, in.UUIDName, extract.MaxBytes)
	if err != nil {
		return nil, "", err
	}
	return data, b.OriginName, nil
}

func tooLarge() error {
	return refusal(&extract.Refusal{Problem: extract.TooLarge, Msg: "file: a résumé may be at most 20 MB", Args: map[string]any{"MB": extract.MaxBytes >> 20}})
}

// refusal answers an extraction's refusal: a 400 naming the problem (key resume_{problem}),
// or a 503 when the server lacks the tool a kind needs.
func refusal(err error) error {
	r := extract.AsRefusal(err)
	if r == nil {
		return err
	}
	status := http.StatusBadRequest
	if r.Problem == extract.ToolMissing {
		status = http.StatusServiceUnavailable
	}
	return engine.NewError(status, "resume_"+string(r.Problem), "%s", r.Msg).With(r.Args)
}
