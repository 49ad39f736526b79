package rest

import "github.com/labstack/echo/v4"

// IntParam reads a positive whole number from the query (0 when absent), answering 400
// naming the parameter otherwise: a page, a page size, a limit.
func IntParam(c echo.Context, name string) (int, error) { return intParam(c, name) }
