package rest

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// Calls that take a file read their multipart body under a limit of their own (FormFile),
// not the API's MaxBody: the core's upload and spreadsheet import, and the routes modules
// bind with Router.Upload.

// Upload binds a POST under /rest whose multipart body the handler reads with FormFile or
// ReadFormFile under its own limit; it needs the CSRF header like every POST.
func (r *Router) Upload(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
	r.s.uploads["/rest"+path] = true
	r.POST(path, h, mw...)
}

// takesFile tells the body limit which calls carry a file.
func (s *Server) takesFile(c echo.Context) bool {
	return strings.HasPrefix(c.Path(), "/rest/:model/import") || c.Path() == "/rest/file/upload" || s.uploads[c.Path()]
}

// FormFile answers the posted multipart field "file" of at most max bytes: tooLarge when the
// body or the file is larger, missing when there is no such field.
func FormFile(c echo.Context, max int64, tooLarge, missing error) (*multipart.FileHeader, error) {
	req := c.Request()
	req.Body = http.MaxBytesReader(c.Response(), req.Body, max+1<<20) // room for the form's other parts
	fh, err := c.FormFile("file")
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, tooLarge
		}
		return nil, missing
	}
	if fh.Size > max {
		return nil, tooLarge
	}
	return fh, nil
}

// ReadFormFile reads the posted file of FormFile whole, with its name.
func ReadFormFile(c echo.Context, max int64, tooLarge, missing error) (data []byte, name string, err error) {
	fh, err := FormFile(c, max, tooLarge, missing)
	if err != nil {
		return nil, "", err
	}
	f, err := fh.Open()
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	data, err = io.ReadAll(io.LimitReader(f, max+1))
	return data, fh.Filename, err
}
