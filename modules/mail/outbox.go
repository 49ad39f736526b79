package mail

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/mailer"
)

// outbox: GET /rest/mail/outbox?page=&paginate_by=: the mails kept because no SMTP server
// is configured, newest first (administrators only). The mailer (below the core) keeps them;
// this module shows them, as it owns the outbox of every mail the product sends.
func (mod *Module) outbox(c echo.Context) error {
	p := rest.Principal(c)
	if !p.IsAdmin {
		return engine.ErrAdminOnly
	}
	page, err := rest.IntParam(c, "page")
	if err != nil {
		return err
	}
	per, err := rest.IntParam(c, "paginate_by")
	if err != nil {
		return err
	}
	page, per = max(page, 1), min(max(per, 1), 200)
	if c.QueryParam("paginate_by") == "" {
		per = 25
	}
	list, count, err := mailer.ReadOutbox(c.Request().Context(), mod.Engine().Store, p.TenantID, per, (page-1)*per)
	if err != nil {
		return err
	}
	// mail_server: whether mails go out at all (the outbox screen says so when they do not).
	return rest.OK(c, map[string]any{"list": list, "count": count, "current": page, "pages": (count + per - 1) / per, "mail_server": mailer.Delivers(mod.Engine().Mailer)})
}
