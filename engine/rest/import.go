package rest

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// importPreview: POST /rest/{model}/import/preview, multipart with the field "file" (.xlsx
// or .csv): the header, the first rows, the row count, the fields and a suggested mapping.
func (s *Server) importPreview(c echo.Context) error {
	p := principal(c)
	if _, err := s.e.Imports.Allowed(c.Request().Context(), p, c.Param("model")); err != nil {
		return err // refused before the file is read
	}
	sh, err := readUpload(c)
	if err != nil {
		return err
	}
	res, err := s.e.Imports.Preview(c.Request().Context(), p, c.Param("model"), sh)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res})
}

// importRecords: POST /rest/{model}/import, multipart with "file" and "mapping"
// ({"columnIndex": "fieldName"}): creates every row or none.
func (s *Server) importRecords(c echo.Context) error {
	p := principal(c)
	if _, err := s.e.Imports.Allowed(c.Request().Context(), p, c.Param("model")); err != nil {
		return err
	}
	sh, err := readUpload(c)
	if err != nil {
		return err
	}
	var raw map[string]any
	if err := json.Unmarshal([]byte(c.FormValue("mapping")), &raw); err != nil {
		return badParam("mapping", `expected {"column number": "field name"}`)
	}
	mapping := map[string]string{}
	for k, v := range raw {
		switch x := v.(type) {
		case string:
			mapping[k] = x
		case nil:
		default:
			return badParam("mapping", `expected {"column number": "field name"}`)
		}
	}
	n, err := s.e.Imports.Run(c.Request().Context(), p, c.Param("model"), sh, mapping)
	if err != nil {
		return err
	}
	msg := engine.T(p.Lang, "import_done", map[string]any{"Count": n}, strconv.Itoa(n)+" records imported")
	return ok(c, map[string]any{"data": n, "message": msg})
}

// readUpload reads the posted file under the import's own size limit (the API's 2 MB body
// limit does not apply to these calls).
func readUpload(c echo.Context) (*engine.Sheet, error) {
	tooBig := &engine.Error{Status: http.StatusRequestEntityTooLarge, Key: "import_too_big",
		Msg: "file: the file is larger than " + strconv.Itoa(engine.MaxImportBytes>>20) + " MB", Args: map[string]any{"MB": engine.MaxImportBytes >> 20}}
	data, name, err := ReadFormFile(c, engine.MaxImportBytes, tooBig,
		&engine.Error{Status: http.StatusBadRequest, Key: "import_no_file", Msg: "file: choose a .xlsx or .csv file to import"})
	if err != nil {
		return nil, err
	}
	return engine.ReadSheet(name, data)
}
