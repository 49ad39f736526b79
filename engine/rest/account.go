package rest

import (
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/mailer"
	"huntline/meta"
)

// formFields reads a call's values from the JSON object in the form field "data" (or a JSON
// body), or else from plain form fields: the account calls are posted both ways.
func formFields(c echo.Context) (map[string]any, error) {
	if c.FormValue("data") != "" || strings.HasPrefix(c.Request().Header.Get(echo.HeaderContentType), echo.MIMEApplicationJSON) {
		return bodyData(c)
	}
	params, err := c.FormParams()
	if err != nil {
		return nil, badParam("data", "unreadable form: %v", err)
	}
	out := map[string]any{}
	for k, v := range params {
		out[k] = v[0]
	}
	return out, nil
}

func str(data map[string]any, key string) string {
	v, _ := data[key].(string)
	return v
}

// changePassword: POST /rest/user/changepassword with email, origin (the current password),
// new and confirm. Other sessions of the user end.
func (s *Server) changePassword(c echo.Context) error {
	data, err := formFields(c)
	if err != nil {
		return err
	}
	in := engine.ChangePassword{Email: str(data, "email"), Origin: str(data, "origin"), New: str(data, "new"), Confirm: str(data, "confirm")}
	if err := s.e.ChangePassword(c.Request().Context(), principal(c), sessionToken(c), in); err != nil {
		return err
	}
	return ok(c, map[string]any{"message": engine.T(s.lang(c), "password_changed", nil, "Change password success!")})
}

// forgetPassword: POST /forget-password, data = {email}: mails a reset link. Answers
// {status, data: true, message}.
func (s *Server) forgetPassword(c echo.Context) error {
	data, err := formFields(c)
	if err != nil {
		return err
	}
	email := strings.TrimSpace(str(data, "email"))
	if err := s.e.ForgetPassword(c.Request().Context(), tenant, email, s.publicURL(c), s.lang(c)); err != nil {
		return err
	}
	msg := engine.T(s.lang(c), "reset_sent", map[string]any{"Email": email}, "Reset password email has been sent to "+email)
	return ok(c, map[string]any{"data": true, "message": msg})
}

// publicURL is where links in mails point: Options.PublicURL only. The request's Host (and
// X-Forwarded-Host) header is the sender's choice, so a link built from it could send a
// working reset token to another site.
func (s *Server) publicURL(echo.Context) string {
	return s.publicBase
}

// setPassword: POST /rest/user/setpassword with email, token, type=reset, new, confirm:
// the reset link's form. No session is needed (the link's token is the proof), so no
// CSRF token either.
func (s *Server) setPassword(c echo.Context) error {
	data, err := formFields(c)
	if err != nil {
		return err
	}
	in := engine.ResetPassword{Email: str(data, "email"), Token: str(data, "token"), Type: str(data, "type"), New: str(data, "new"), Confirm: str(data, "confirm")}
	if err := s.e.ResetPassword(c.Request().Context(), tenant, in); err != nil {
		return err
	}
	return ok(c, map[string]any{"message": engine.T(s.lang(c), "password_reset_done", nil, "Your new password is set; sign in with it.")})
}

// changeLanguage: POST /rest/user/changelanguage with the user object carrying lang.
func (s *Server) changeLanguage(c echo.Context) error {
	data, err := formFields(c)
	if err != nil {
		return err
	}
	id, err := optionalID(data)
	if err != nil {
		return err
	}
	lang := str(data, "lang")
	if err := s.e.ChangeLanguage(c.Request().Context(), principal(c), id, lang); err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"lang": lang}})
}

// unlock: POST /rest/user/unlock, data = {id}: an administrator lifts a lockout.
func (s *Server) unlock(c echo.Context) error {
	id, err := requiredID(c)
	if err != nil {
		return err
	}
	if err := s.e.Unlock(c.Request().Context(), principal(c), id); err != nil {
		return err
	}
	return ok(c, nil)
}

// switchUser: POST /rest/user/switch, data = {id}: act as a sub user (or, for an
// administrator, anyone) until POST /rest/user/back.
func (s *Server) switchUser(c echo.Context) error {
	id, err := requiredID(c)
	if err != nil {
		return err
	}
	res, err := s.e.SwitchUser(c.Request().Context(), principal(c), sessionToken(c), id)
	if err != nil {
		return err
	}
	return s.answerSession(c, res)
}

// back: POST /rest/user/back: return from a switched session to the parent's.
func (s *Server) back(c echo.Context) error {
	res, err := s.e.BackToParent(c.Request().Context(), principal(c), sessionToken(c))
	if err != nil {
		return err
	}
	return s.answerSession(c, res)
}

func (s *Server) answerSession(c echo.Context, res *engine.LoginResult) error {
	setSessionCookies(c, res, res.Remember)
	user, err := s.userInfo(c, res.Principal)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": user})
}

func requiredID(c echo.Context) (int64, error) {
	data, err := bodyData(c)
	if err != nil {
		return 0, err
	}
	id, err := optionalID(data)
	if err == nil && id == 0 {
		err = badParam("id", "required")
	}
	return id, err
}

func optionalID(data map[string]any) (int64, error) {
	v, ok := data["id"]
	if !ok || v == nil || v == "" {
		return 0, nil
	}
	id, err := meta.AsInt(v)
	if err != nil || id < 1 {
		return 0, badParam("id", "%v is not a user id", v)
	}
	return id, nil
}

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

// adminPassword: POST /rest/user/adminpassword, data = {id, password?, changePassword?}: an
// administrator gives a colleague a new password (chosen again at their next sign-in) and/or
// asks them to change theirs.
func (s *Server) adminPassword(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	id, err := optionalID(data)
	if err == nil && id == 0 {
		err = badParam("id", "required")
	}
	if err != nil {
		return err
	}
	password, _ := data["password"].(string)
	if err := s.e.SetUserPassword(c.Request().Context(), principal(c), engine.AdminPassword{UserID: id, Password: password, ChangePassword: truthy(data["changePassword"])}); err != nil {
		return err
	}
	return ok(c, nil)
}
