package rest

import (
	"net/url"
	"sort"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/meta"
)

// listParams are the list call's own parameters; they never read as field filters.
var listParams = map[string]bool{"gql": true, "ordering": true, "page": true, "paginate_by": true, "demandKeys": true, "unlimited": true}

// fieldParams answers the list's gql: the gql parameter, and with it an exact condition for
// each query parameter that names a field of the model, as the spec's calls pass them
// (GET /rest/{model}/list?{foreignkey}=3: one group's entries). The gql is parenthesised so its | cannot swallow
// the added conditions; values are escaped, so they stay literals.
func fieldParams(c echo.Context, m *meta.Model) string {
	text := c.QueryParam("gql")
	if m == nil {
		return text
	}
	var conds []string
	for key, values := range c.QueryParams() {
		if listParams[key] || len(values) == 0 || m.Field(key) == nil {
			continue
		}
		conds = append(conds, key+"="+url.QueryEscape(values[0]))
	}
	if len(conds) == 0 {
		return text
	}
	sort.Strings(conds) // the same call gives the same gql (and hits the parse cache)
	if strings.TrimSpace(text) != "" {
		conds = append([]string{"(" + text + ")"}, conds...)
	}
	return strings.Join(conds, "&")
}
