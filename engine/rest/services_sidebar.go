package rest

import "github.com/labstack/echo/v4"

// RequiredID reads the posted data's "id", answering 400 when it is missing or not an id.
func RequiredID(c echo.Context) (int64, error) { return requiredID(c) }
