package resume

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"

	"huntline/engine"
	"huntline/modules/resume/extract"
	"huntline/modules/resume/office"
)

// converter is the module's one LibreOffice: one conversion at a time (the machine kind has
// two cores, and a conversion takes one for a second or two), cached in the system's
// temporary folder, since a converted PDF can always be made again.
var converter = office.New(filepath.Join(os.TempDir(), "huntline-office-pdf"), 1)

// toPDF converts an Office file to PDF through the module's converter: no LibreOffice is a
// 503 naming the package, a file it cannot convert a 400.
func (mod *Module) toPDF(ctx context.Context, key string, data []byte, name string) ([]byte, error) {
	pdf, err := converter.PDF(ctx, key, data, name)
	switch {
	case errors.Is(err, office.ErrMissing):
		return nil, engine.NewError(http.StatusServiceUnavailable, "resume_office_missing", "converting Word files to PDF needs LibreOffice (Debian package libreoffice-writer-nogui), which this server lacks")
	case errors.Is(err, office.ErrFailed):
		return nil, engine.BadRequest("resume_convert_failed", "file: the file could not be converted to PDF: it is damaged, protected or took too long")
	}
	return pdf, err
}

// officeName is the name a file of kind is given for LibreOffice: a zip named .odt is an
// OpenDocument text, any other zip a DOCX.
func officeName(kind extract.Kind, ext string) string {
	if kind == extract.DOCX && ext == "odt" {
		return "in.odt"
	}
	return "in." + string(kind)
}
