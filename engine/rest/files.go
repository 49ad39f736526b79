package rest

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// upload: POST /rest/file/upload, multipart with the field "file": stores an attachment and
// answers its description, for a record's attachments field to name by id.
func (s *Server) upload(c echo.Context) error {
	fh, err := FormFile(c, engine.MaxUploadBytes, engine.UploadTooLarge(), badParam("file", "choose a file to upload"))
	if err != nil {
		return err
	}
	f, err := fh.Open()
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := s.e.Files.Upload(c.Request().Context(), principal(c), fh.Filename, f)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": info})
}

// filePreview: GET /rest/file/preview/{uuidname}: images, PDFs, text and audio in the page,
// anything else as a download. Sandboxed, so a file can never run script as the app.
func (s *Server) filePreview(c echo.Context) error {
	b, r, inline, err := s.e.Files.Preview(c.Request().Context(), principal(c), c.Param("uuid"))
	if err != nil {
		return err
	}
	defer r.Close()
	h := c.Response().Header()
	h.Set("Content-Security-Policy", "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "private, max-age=3600")
	disposition := contentDisposition(b.OriginName)
	if inline {
		disposition = "inline" + disposition[len("attachment"):]
	}
	h.Set(echo.HeaderContentDisposition, disposition)
	h.Set(echo.HeaderContentType, b.ContentType)
	if rs, ok := r.(io.ReadSeeker); ok { // Range requests, for audio seeking
		http.ServeContent(c.Response(), c.Request(), "", time.Time{}, rs)
		return nil
	}
	h.Set(echo.HeaderContentLength, strconv.FormatInt(b.Size, 10))
	c.Response().WriteHeader(http.StatusOK)
	_, err = io.Copy(c.Response(), r)
	return err
}

// fileList: GET /rest/file/list?id__s=1,2: the descriptions of uploaded files.
func (s *Server) fileList(c echo.Context) error {
	ids, err := idList(c.QueryParam("id__s"))
	if err != nil {
		return badParam("id__s", "give file ids separated by commas")
	}
	files, err := s.e.Files.List(c.Request().Context(), principal(c), ids)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": files, "list": files})
}

// recordFileList: GET /rest/file/list/{model}/{ids} (spec 001 §7, for candidates): the files
// each record holds that the user may read, {"data": {"12": [{id, uuidname, originname, ext,
// filesize, field, created}, …]}}; a record the user may not read is not in the answer.
func (s *Server) recordFileList(c echo.Context) error {
	ids, err := idList(c.Param("ids"))
	if err != nil {
		return badParam("ids", "give record ids separated by commas")
	}
	files, err := s.e.Files.RecordFiles(c.Request().Context(), principal(c), c.Param("model"), ids)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": files})
}

// idList reads "1,2,3".
func idList(s string) ([]int64, error) {
	var out []int64
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		id, err := strconv.ParseInt(part, 10, 64)
		if err != nil || id < 1 {
			return nil, errors.New("not an id list")
		}
		out = append(out, id)
	}
	return out, nil
}
