package rest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"sort"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/meta"
)

// refuseBadText answers 400 to a request carrying text no store can keep (a NUL character,
// bytes that are not UTF-8: meta.TextProblem) in any value a handler may read: path
// parameters, query parameters, form fields, the JSON of the "data" field or of a JSON body.
// It is the one place every request value passes, so no handler has to remember it and
// none of these values reaches the database, where PostgreSQL would fail with a 500 and
// SQLite would store it. The refusal names the parameter, or the path inside the posted
// object ("workexperience_set.0.company"), as a field error.
//
// Spreadsheet imports and uploads read their multipart bodies under their own size limits,
// so their bodies are left to them: the engine refuses such text in import cells and file
// names itself.
func (s *Server) refuseBadText(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		names, values := c.ParamNames(), c.ParamValues()
		for i, name := range names {
			if i < len(values) {
				if err := textError(name, values[i]); err != nil {
					return err
				}
			}
		}
		if err := valuesError(c.QueryParams(), false); err != nil {
			return err
		}
		if c.Request().Method == "GET" || c.Request().Method == "HEAD" || s.takesFile(c) {
			return next(c)
		}
		if err := bodyError(c); err != nil {
			return err
		}
		return next(c)
	}
}

// bodyError checks a posted body: JSON as a whole, forms field by field with the "data"
// field read as the JSON it holds.
func bodyError(c echo.Context) error {
	req := c.Request()
	ct, _, _ := mime.ParseMediaType(req.Header.Get(echo.HeaderContentType))
	switch {
	case ct == echo.MIMEApplicationJSON:
		raw, err := io.ReadAll(req.Body)
		if err != nil {
			return err
		}
		req.Body = io.NopCloser(bytes.NewReader(raw)) // the handler reads it again
		if err := textError("data", string(raw)); err != nil {
			return err // the decoder would turn bytes that are not UTF-8 into U+FFFD unseen
		}
		return jsonError(raw)
	case ct == echo.MIMEApplicationForm:
		form, err := c.FormParams()
		if err != nil {
			return err
		}
		return valuesError(form, true)
	case ct == echo.MIMEMultipartForm:
		form, err := c.MultipartForm()
		if err != nil {
			return err
		}
		if err := valuesError(form.Value, true); err != nil {
			return err
		}
		for name, files := range form.File {
			for _, fh := range files {
				if err := textError(name, fh.Filename); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// valuesError checks named values in name order; with posted set, the "data" field's
// text is also read as JSON and checked value by value.
func valuesError(values map[string][]string, posted bool) error {
	names := make([]string, 0, len(values))
	for name := range values {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := textError("", name); err != nil {
			return err
		}
		for _, v := range values[name] {
			if err := textError(name, v); err != nil {
				return err
			}
			if posted && name == "data" {
				if err := jsonError([]byte(v)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// jsonError checks every key and text of a JSON document, naming the path of a refused one
// inside it; text that is not JSON is left to the handler, which answers what it expected.
func jsonError(raw []byte) error {
	// Inside JSON text a NUL can only be written \u0000 (a raw one is not JSON, and bytes that
	// are not UTF-8 were refused in the raw text), so a body without that escape is not decoded.
	if !bytes.Contains(raw, []byte(`\u0000`)) {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return nil
	}
	path, problem := meta.FindBadText(v)
	if problem == nil {
		return nil
	}
	if path == "" {
		path = "data"
	}
	return engine.BadText(path, problem)
}

// textError refuses one value; an empty name means the value is itself a name.
func textError(name, value string) error {
	problem := meta.TextProblem(value)
	if problem == nil {
		return nil
	}
	if name == "" {
		name = meta.SafeName(value)
	}
	return engine.BadText(name, problem)
}
