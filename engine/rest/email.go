package rest

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
)

// E-mail from records (spec 001 "E-mail composer", §7 "Templates and contact"). The paths
// carry the message and template models' names, which come from metadata (see routes.go).

// sendEmail: POST /rest/{message}/send (and /add), data = the "E-mail value" {to, cc, bcc,
// subject, content, attachment, template_type, candidate, ...} → {status, data: id}.
func (s *Server) sendEmail(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	res, err := s.e.SendEmail(c.Request().Context(), principal(c), data)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": res.ID, "version": res.Version})
}

// retryEmail: POST /rest/{message}/{id}/retry queues a failed mail again.
func (s *Server) retryEmail(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	return done(c, s.e.RetryEmail(c.Request().Context(), principal(c), id))
}

// emailTemplates: GET /rest/{template}/get_type?type= → {status, data: {system, user}}.
func (s *Server) emailTemplates(c echo.Context) error {
	sets, err := s.e.EmailTemplates(c.Request().Context(), principal(c), c.QueryParam("type"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": sets})
}

// chooseTemplate: GET /rest/{template}/choose/{id}?candidate=12&joborder=3 fills a stored
// template; POST /rest/{template}/choose/{id} with data {title, content, candidate, ...}
// fills the posted text when id is 0 → {status, data: {title, content, attachment}}.
func (s *Server) chooseTemplate(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id < 0 {
		return badParam("id", "expected a template id, or 0 for the posted title and content")
	}
	get := func(k string) any {
		if v := c.QueryParam(k); v != "" {
			return v
		}
		return nil
	}
	var title, content string
	if c.Request().Method == "POST" {
		data, err := bodyData(c)
		if err != nil {
			return err
		}
		title, _ = data["title"].(string)
		content, _ = data["content"].(string)
		get = func(k string) any { return data[k] }
	} else if id == 0 {
		return badParam("id", "GET fills a stored template; post title and content to fill them")
	}
	ids, err := s.e.TemplateContext(get)
	if err != nil {
		return err
	}
	out, err := s.e.ChooseTemplate(c.Request().Context(), principal(c), id, title, content, ids)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": out})
}

// emailAutocomplete: GET /rest/{model}/email_autocomplete?email=ada&type=candidate,clientcontact
// → {status, data: [{email, name, model, id, label}]}. Every quick-search model with e-mail
// fields is searched unless type names some.
func (s *Server) emailAutocomplete(c echo.Context) error {
	var models []string
	for _, t := range strings.Split(c.QueryParam("type"), ",") {
		if t = strings.TrimSpace(t); t != "" && s.e.Reg().Model(t) != nil {
			models = append(models, t)
		}
	}
	list, err := s.e.EmailSuggestions(c.Request().Context(), principal(c), c.QueryParam("email"), models)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": list})
}
