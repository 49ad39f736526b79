package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/mailer"
)

// outbox: GET /rest/mail/outbox?page=&paginate_by=: the mails kept because no SMTP server
// is configured, newest first (administrators only).
func (s *Server) outbox(c echo.Context) error {
	if !principal(c).IsAdmin {
		return engine.ErrAdminOnly
	}
	page, err := intParam(c, "page")
	if err != nil {
		return err
	}
	per, err := intParam(c, "paginate_by")
	if err != nil {
		return err
	}
	page, per = max(page, 1), min(max(per, 1), 200)
	if c.QueryParam("paginate_by") == "" {
		per = 25
	}
	list, count, err := mailer.ReadOutbox(c.Request().Context(), s.e.Store, tenant, per, (page-1)*per)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"list": list, "count": count, "current": page, "pages": (count + per - 1) / per})
}
