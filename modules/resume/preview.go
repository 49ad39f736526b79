package resume

import (
	"context"
	"io"
	"net/http"
	"os/exec"
	"regexp"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/modules/resume/extract"
	"huntline/store"
)

// The CV tab previews a PDF as page images drawn by poppler (pdftoppm), not in a frame:
// the core's file preview is sandboxed so a file can never run script as the app, and
// Chromium's PDF viewer refuses to draw in a sandboxed document. An image is as safe as the
// sandbox and shows in every browser. Word, RTF and OpenDocument files are converted to PDF
// by LibreOffice first (office/), once per file: the converted PDF is cached by the blob's
// name, so each page image does not convert again.

// maxPreviewPages is how many pages of a CV the preview draws.
const maxPreviewPages = 30

// previewTimeout bounds one poppler run.
const previewTimeout = 20 * time.Second

var pagesLine = regexp.MustCompile(`(?m)^Pages:\s+(\d+)`)

// pdfPages: GET /rest/resume/pages/{uuidname} → {"status": true, "pages": N}: how many page
// images the preview of a PDF the user may read has (at most maxPreviewPages).
func (mod *Module) pdfPages(c echo.Context) error {
	data, err := mod.pagesPDF(c)
	if err != nil {
		return err
	}
	out, err := runPoppler(c.Request().Context(), "pdfinfo", data, func(in string) []string { return []string{in} })
	if err != nil {
		return err
	}
	m := pagesLine.FindSubmatch(out)
	if m == nil {
		return damagedPDF()
	}
	n, _ := strconv.Atoi(string(m[1]))
	return rest.OK(c, map[string]any{"pages": min(n, maxPreviewPages)})
}

// pdfPage: GET /rest/resume/page/{uuidname}/{n}: page n (from 1) of a PDF the user may
// read, as a PNG 1200 pixels wide.
func (mod *Module) pdfPage(c echo.Context) error {
	n, err := strconv.Atoi(c.Param("n"))
	if err != nil || n < 1 || n > maxPreviewPages {
		return rest.BadParam("n", "give a page number from 1 to %d", maxPreviewPages)
	}
	data, err := mod.pagesPDF(c)
	if err != nil {
		return err
	}
	page := strconv.Itoa(n)
	png, err := runPoppler(c.Request().Context(), "pdftoppm", data, func(in string) []string {
		return []string{"-png", "-f", page, "-l", page, "-singlefile", "-scale-to-x", "1200", "-scale-to-y", "-1", in}
	})
	if err != nil {
		return err
	}
	if len(png) == 0 {
		return engine.NotFound("resume_no_page", "the PDF has no page %d", n).With(map[string]any{"N": n})
	}
	h := c.Response().Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "private, max-age=3600")
	return c.Blob(http.StatusOK, "image/png", png)
}

// pagesPDF answers the PDF whose pages preview the file named in the path: the file itself,
// or an Office file converted. Who may read is the core preview's rule (a file the user may
// not read answers as one that does not exist); the content decides the kind, not the name.
func (mod *Module) pagesPDF(c echo.Context) ([]byte, error) {
	b, data, err := mod.readFile(c, c.Param("uuid"), engine.MaxUploadBytes)
	if err != nil {
		return nil, err
	}
	kind, _ := extract.Sniff(b.OriginName, data)
	switch kind {
	case extract.PDF:
		return data, nil
	case extract.DOCX, extract.DOC, extract.RTF:
		key := strconv.FormatInt(b.TenantID, 10) + "/" + b.UUIDName
		return mod.toPDF(c.Request().Context(), key, data, officeName(kind, b.Ext))
	}
	return nil, engine.BadRequest("resume_not_pdf", "file: %s is not a PDF, nor a Word, RTF or OpenDocument file; only those are drawn as pages", b.OriginName).With(map[string]any{"Name": b.OriginName})
}

// readFile reads a stored file by its uuid name, at most max bytes (one more tells it is
// over), as the core's preview decides who may read it: a file the user may not read
// answers as one that does not exist.
func (mod *Module) readFile(c echo.Context, uuid string, max int) (*store.Blob, []byte, error) {
	b, r, _, err := mod.Engine().Files.Preview(c.Request().Context(), rest.Principal(c), uuid)
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	return b, data, err
}

// runPoppler runs a poppler tool on data written to a private temporary file, within
// previewTimeout: a missing tool is a 503, a failed run a damaged PDF.
func runPoppler(ctx context.Context, tool string, data []byte, args func(path string) []string) ([]byte, error) {
	path, err := exec.LookPath(tool)
	if err != nil {
		return nil, engine.NewError(http.StatusServiceUnavailable, "resume_tool_missing", "file: drawing PDFs needs %s (Debian package poppler-utils), which this server lacks", tool).With(map[string]any{"Ext": "PDF"})
	}
	out, _, err := extract.RunOnFile(ctx, previewTimeout, data, "in.pdf", path, args)
	if err != nil {
		return nil, damagedPDF()
	}
	return out, nil
}

func damagedPDF() error {
	return engine.BadRequest("resume_preview_failed", "file: the PDF could not be drawn: it is damaged, protected or took too long")
}
