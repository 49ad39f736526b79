package rest

import (
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/meta"
)

// formFields reads a call's values from the JSON object in the form field "data" (or a JSON
// body), or else from plain form fields: the user calls are posted both ways.
func formFields(c echo.Context) (map[string]any, error) {
	if c.FormValue("data") != "" || strings.HasPrefix(c.Request().Header.Get(echo.HeaderContentType), echo.MIMEApplicationJSON) {
		return bodyData(c)
	}
	params, err := c.FormParams()
	if err != nil {
		return nil, badParam("data", "unreadable form: %v", err)
	}
	out := map[string]any{}
	for k, v := range params {
		out[k] = v[0]
	}
	return out, nil
}

func str(data map[string]any, key string) string {
	v, _ := data[key].(string)
	return v
}

func requiredID(c echo.Context) (int64, error) {
	data, err := bodyData(c)
	if err != nil {
		return 0, err
	}
	id, err := optionalID(data)
	if err == nil && id == 0 {
		err = badParam("id", "required")
	}
	return id, err
}

func optionalID(data map[string]any) (int64, error) {
	v, ok := data["id"]
	if !ok || v == nil || v == "" {
		return 0, nil
	}
	id, err := meta.AsInt(v)
	if err != nil || id < 1 {
		return 0, badParam("id", "%v is not a user id", v)
	}
	return id, nil
}
