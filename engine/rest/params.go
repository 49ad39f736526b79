package rest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

func badParam(name, format string, args ...any) error {
	return &engine.Error{Status: http.StatusBadRequest, Key: "bad_param", Msg: name + ": " + fmt.Sprintf(format, args...), Args: map[string]any{"Param": name}}
}

// intParam reads an optional positive integer query parameter.
func intParam(c echo.Context, name string) (int, error) {
	v := strings.TrimSpace(c.QueryParam(name))
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, badParam(name, "%q is not a positive whole number", v)
	}
	return n, nil
}

// listParam reads a list given as a JSON array (demandKeys=["client","owner"]) or as a
// comma-separated string (demandKeys=client,owner).
func listParam(c echo.Context, name string) ([]string, error) {
	v := strings.TrimSpace(c.QueryParam(name))
	if v == "" {
		return nil, nil
	}
	if strings.HasPrefix(v, "[") {
		var out []string
		if err := json.Unmarshal([]byte(v), &out); err != nil {
			return nil, badParam(name, "expected a JSON array of names")
		}
		return out, nil
	}
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out, nil
}

// idParam reads the :id path parameter.
func idParam(c echo.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, &engine.Error{Status: http.StatusNotFound, Key: "bad_id", Msg: fmt.Sprintf("%q is not a record id.", c.Param("id"))}
	}
	return id, nil
}

// bodyData reads a posted JSON object: the form field "data" the spec's calls use, or a
// JSON request body. Numbers keep their exact value.
func bodyData(c echo.Context) (map[string]any, error) {
	raw, err := bodyRaw(c)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var out map[string]any
	if err := dec.Decode(&out); err != nil {
		return nil, badParam("data", "not a JSON object: %v", err)
	}
	if dec.More() {
		return nil, badParam("data", "extra content after the JSON object")
	}
	if out == nil {
		return nil, badParam("data", "expected a JSON object")
	}
	return out, nil
}

// bodyRaw is the posted JSON text: the form field "data" or a JSON request body.
func bodyRaw(c echo.Context) ([]byte, error) {
	var raw []byte
	ct := c.Request().Header.Get(echo.HeaderContentType)
	if strings.HasPrefix(ct, echo.MIMEApplicationJSON) {
		b, err := io.ReadAll(c.Request().Body)
		if err != nil {
			return nil, err
		}
		raw = b
	} else {
		raw = []byte(c.FormValue("data"))
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, badParam("data", "the request carries no data (post JSON in the form field \"data\" or as the body)")
	}
	return raw, nil
}

// decodeData reads the data payload into out, answering 400 naming the expected shape.
func decodeData(c echo.Context, out any, shape string) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	raw, _ := json.Marshal(data)
	if err := json.Unmarshal(raw, out); err != nil {
		return badParam("data", "expected %s", shape)
	}
	return nil
}

// decodeIDs reads {"ids": [...], "count": n}, the payload of calls acting on a selection;
// count defaults to the number of ids.
func decodeIDs(c echo.Context) ([]int64, int, error) {
	var req struct {
		IDs   []int64 `json:"ids"`
		Count *int    `json:"count"`
	}
	if err := decodeData(c, &req, `{"ids": [record ids], "count": n}`); err != nil {
		return nil, 0, err
	}
	count := len(req.IDs)
	if req.Count != nil {
		count = *req.Count
	}
	return req.IDs, count, nil
}

// ok answers the success envelope with extra keys.
func ok(c echo.Context, body map[string]any) error {
	if body == nil {
		body = map[string]any{}
	}
	body["status"] = true
	return writeJSON(c, http.StatusOK, body)
}

// done answers the bare success envelope, or the error.
func done(c echo.Context, err error) error {
	if err != nil {
		return err
	}
	return ok(c, nil)
}
