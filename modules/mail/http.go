package mail

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
	"huntline/mailer"
)

// E-mail from records (spec 001 "E-mail composer", §7 "Templates and contact"). The paths
// carry the message and template models' names, which come from metadata ("mail": {"role":
// ...}); a mail is only ever added by sending it.

// Routes binds the calls of the models metadata declares.
func (mod *Module) Routes(r *rest.Router) {
	if msg, tmpl := mailModels(r.Engine()); msg != "" {
		r.POST("/"+msg+"/send", mod.sendEmail)
		r.POST("/"+msg+"/add", mod.sendEmail)
		r.POST("/"+msg+"/:id/retry", mod.retryEmail)
		if tmpl != "" {
			r.GET("/"+tmpl+"/get_type", mod.emailTemplates)
			r.GET("/"+tmpl+"/choose/:id", mod.chooseTemplate)
			r.POST("/"+tmpl+"/choose/:id", mod.chooseTemplate)
		}
	}
	r.GET("/:model/email_autocomplete", mod.emailAutocomplete)
	r.GET("/mail/outbox", mod.outbox)
}

// sendEmail: POST /rest/{message}/send (and /add), data = the "E-mail value" {to, cc, bcc,
// subject, content, attachment, template_type, candidate, ...} → {status, data: id}.
func (mod *Module) sendEmail(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	res, err := mod.SendEmail(c.Request().Context(), rest.Principal(c), data)
	if err != nil {
		return err
	}
	// mail_server tells the composer what to say: without one the mail waits in the
	// outbox (status held) instead of going out.
	return rest.OK(c, map[string]any{"data": res.ID, "version": res.Version, "mail_server": mailer.Delivers(mod.Engine().Mailer)})
}

// retryEmail: POST /rest/{message}/{id}/retry queues a failed mail again.
func (mod *Module) retryEmail(c echo.Context) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	return rest.Done(c, mod.RetryEmail(c.Request().Context(), rest.Principal(c), id))
}

// emailTemplates: GET /rest/{template}/get_type?type=&candidate=12 → {status, data: {system,
// user, language}}: language is the one to write to the records named in (issue 17).
func (mod *Module) emailTemplates(c echo.Context) error {
	sets, err := mod.EmailTemplates(c.Request().Context(), rest.Principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	// The records the mail is about (candidate=12, ...) tell the language to write in.
	ids, err := mod.TemplateContext(func(k string) any {
		if v := c.QueryParam(k); v != "" {
			return v
		}
		return nil
	})
	if err != nil {
		return err
	}
	sets.Language = mod.MailLanguage(c.Request().Context(), rest.Principal(c), c.QueryParam("type"), ids)
	return rest.OK(c, map[string]any{"data": sets})
}

// chooseTemplate: GET /rest/{template}/choose/{id}?candidate=12&joborder=3 fills a stored
// template; POST /rest/{template}/choose/{id} with data {title, content, candidate, ...}
// fills the posted text when id is 0 → {status, data: {title, content, attachment}}.
func (mod *Module) chooseTemplate(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 0 {
		return rest.BadParam("id", "expected a template id, or 0 for the posted title and content")
	}
	get := func(k string) any {
		if v := c.QueryParam(k); v != "" {
			return v
		}
		return nil
	}
	var title, content string
	lang := c.QueryParam("language")
	if c.Request().Method == "POST" {
		data, err := rest.BodyData(c)
		if err != nil {
			return err
		}
		title, _ = data["title"].(string)
		content, _ = data["content"].(string)
		lang, _ = data["language"].(string)
		get = func(k string) any { return data[k] }
	} else if id == 0 {
		return rest.BadParam("id", "GET fills a stored template; post title and content to fill them")
	}
	ids, err := mod.TemplateContext(get)
	if err != nil {
		return err
	}
	out, err := mod.ChooseTemplate(c.Request().Context(), rest.Principal(c), id, title, content, lang, ids)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": out})
}

// emailAutocomplete: GET /rest/{model}/email_autocomplete?email=ada&type=candidate,clientcontact
// → {status, data: [{email, name, model, id, label}]}. Every quick-search model with e-mail
// fields is searched unless type names some.
func (mod *Module) emailAutocomplete(c echo.Context) error {
	var models []string
	for _, t := range strings.Split(c.QueryParam("type"), ",") {
		if t = strings.TrimSpace(t); t != "" && mod.Engine().Reg().Model(t) != nil {
			models = append(models, t)
		}
	}
	list, err := mod.EmailSuggestions(c.Request().Context(), rest.Principal(c), c.QueryParam("email"), models)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": list})
}
