package rest

import (
	"net/url"
	"strconv"

	"github.com/labstack/echo/v4"
)

// operationLog: GET /rest/operationlog/list?gql=type=view&table={model}&external_id={id}
// (spec 000 §7; plain query parameters work too): who viewed a record, or its field changes
// with type=update, newest first.
func (s *Server) operationLog(c echo.Context) error {
	q := c.QueryParams()
	if g := c.QueryParam("gql"); g != "" {
		parsed, err := url.ParseQuery(g)
		if err != nil {
			return badParam("gql", "expected type=view&table={model}&external_id={id}")
		}
		for k, v := range parsed {
			q[k] = v
		}
	}
	id, err := strconv.ParseInt(q.Get("external_id"), 10, 64)
	if err != nil || id < 1 {
		return badParam("external_id", "name the record, e.g. external_id=5")
	}
	typ := q.Get("type")
	if typ == "" {
		typ = "view"
	}
	list, err := s.e.OperationLog(c.Request().Context(), principal(c), typ, q.Get("table"), id)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list, "count": len(list)})
}
