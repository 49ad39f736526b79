package rest

import "github.com/labstack/echo/v4"

// BodyRaw reads the posted JSON as it came (form field "data" or a JSON body), answering 400
// when there is none: for payloads a module decodes itself (a list, a whole bundle).
func BodyRaw(c echo.Context) ([]byte, error) { return bodyRaw(c) }
