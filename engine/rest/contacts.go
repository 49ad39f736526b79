package rest

import (
	"github.com/labstack/echo/v4"
)

// contacts: GET /rest/{model}/get_contact?ids=1,2 answers the contact persons of the asked
// records' companies (metadata "contacts_of"), each with its company expanded, and the
// contact model's name.
func (s *Server) contacts(c echo.Context) error {
	ids, err := idList(c.QueryParam("ids"))
	if err != nil {
		return badParam("ids", "%q is not a list of record ids (ids=1,2)", c.QueryParam("ids"))
	}
	model, list, err := s.e.Contacts.Of(c.Request().Context(), principal(c), c.Param("model"), ids)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": list, "list": list, "count": len(list), "model": model})
}
