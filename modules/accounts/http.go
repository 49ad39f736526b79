package accounts

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
)

// RememberCookie holds the e-mail of a browser that ticked "remember me", for the login
// form to fill in, for RememberLife.
const (
	RememberCookie = "hl_email"
	RememberLife   = 30 * 24 * time.Hour
)

// tenant is the only tenant until tenants are chosen by host name.
const tenant = 1

// Routes binds the sign-in calls (public, rate-limited per client address), the calls of a
// signed-in user, and the gate that holds a user who must first choose a password.
func (mod *Module) Routes(r *rest.Router) {
	h := &handlers{mod: mod, publicURL: r.PublicURL()}
	r.PublicGET("/set-password", h.setPasswordPage)
	r.PublicPOST("/rest/user/login", h.login, r.PublicLimit())
	r.PublicPOST("/forget-password", h.forgetPassword, r.PublicLimit())
	r.PublicPOST("/rest/user/setpassword", h.setPassword, r.PublicLimit())
	r.GET("/user/logout", h.logout, rest.RequireCSRF) // a GET that changes state: CSRF like a POST
	r.POST("/user/logout", h.logout)
	r.GET("/user/current", h.currentUser)
	r.POST("/user/changepassword", h.changePassword)
	r.POST("/user/unlock", h.unlock)
	r.POST("/user/adminpassword", h.adminPassword)
	r.POST("/user/switch", h.switchUser)
	r.POST("/user/back", h.back)
	r.Gate(holdPasswordPending)
}

// handlers are the module's calls: its work, and the server's address that reset links name.
type handlers struct {
	mod       *Module
	publicURL string
}

// login: POST /rest/user/login, data = {email, password, remember, next[, token]}. Answers
// {status, next: "redirect", data: URL, user} and sets the session and CSRF cookies; a
// refusal answers the message with login_chance (attempts left, null when not counted) and,
// where the tenant asks for a security token, next "token_login" or "request_token".
func (h *handlers) login(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	email, _ := data["email"].(string)
	password, _ := data["password"].(string)
	token, _ := data["token"].(string)
	remember := truthy(data["remember"])
	ctx := c.Request().Context()
	res, err := h.mod.Login(ctx, tenant, LoginRequest{Email: email, Password: password, Remember: remember, Token: token})
	if err != nil {
		if res == nil {
			return err
		}
		ee := engine.AsError(err)
		body := map[string]any{"status": false, "message": h.mod.Engine().Message(ee, rest.Lang(c), ""), "login_chance": res.Chances}
		if res.Next != "" {
			body["next"] = res.Next
		}
		return c.JSON(ee.Status, body)
	}
	setSessionCookies(c, res, remember)
	rememberEmail(c, email, remember)
	user, err := h.userInfo(c, res.Principal)
	if err != nil {
		return err
	}
	next, _ := data["next"].(string)
	return rest.OK(c, map[string]any{"next": "redirect", "data": safeNext(next), "user": user})
}

// safeNext keeps a redirect on this site: only a local path is followed, "/crm" otherwise.
func safeNext(next string) string {
	u, err := url.Parse(next)
	if next == "" || err != nil || u.IsAbs() || u.Host != "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, `\`) {
		return "/crm"
	}
	return next
}

func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case string:
		return x == "1" || x == "true" || x == "on"
	}
	if n, ok := v.(interface{ String() string }); ok {
		return n.String() == "1"
	}
	return false
}

// logout: POST /rest/user/logout, or GET (the spec's call) with the X-CSRF-Token header
// like any state change, so that another site's link or image cannot sign anyone out.
func (h *handlers) logout(c echo.Context) error {
	if ck, err := c.Cookie(rest.SessionCookie); err == nil {
		if err := h.mod.Logout(c.Request().Context(), ck.Value); err != nil {
			return err
		}
	}
	rest.ClearSessionCookies(c)
	return rest.OK(c, nil)
}

// currentUser: GET /rest/user/current, who the session belongs to.
func (h *handlers) currentUser(c echo.Context) error {
	user, err := h.userInfo(c, rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": user})
}

// userInfo is the spec's user context: firstLogin and changePassword drive the route
// gate's forced set-password page; parent_user, set in a session opened by switching,
// makes the logout entry read "Back {name}".
func (h *handlers) userInfo(c echo.Context, p engine.Principal) (map[string]any, error) {
	first, change, err := h.mod.PasswordFlags(c.Request().Context(), p)
	if err != nil {
		return nil, err
	}
	var parent any
	if p.ParentUserID != 0 {
		parent = map[string]any{"id": p.ParentUserID, "name": p.ParentName}
	}
	lang := p.Lang
	if lang == "" {
		lang = engine.Lang("", c.Request().Header.Get("Accept-Language"))
	}
	// user_type and isLinemgr let the screens restrict what a line manager is offered (spec
	// 001 §6: the profile menu holds only password and language).
	return map[string]any{"id": p.UserID, "__name__": p.Name, "lang": lang, "isAdmin": p.IsAdmin,
		"firstLogin": first, "changePassword": change, "parent_user": parent,
		"user_type": p.UserType, "isLinemgr": p.UserType == "linemgr"}, nil
}

func str(data map[string]any, key string) string {
	v, _ := data[key].(string)
	return v
}

// changePassword: POST /rest/user/changepassword with email, origin (the current password),
// new and confirm. Other sessions of the user end.
func (h *handlers) changePassword(c echo.Context) error {
	data, err := rest.FormFields(c)
	if err != nil {
		return err
	}
	in := ChangePassword{Email: str(data, "email"), Origin: str(data, "origin"), New: str(data, "new"), Confirm: str(data, "confirm")}
	if err := h.mod.ChangePassword(c.Request().Context(), rest.Principal(c), rest.SessionToken(c), in); err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"message": engine.T(rest.Lang(c), "password_changed", nil, "Change password success!")})
}

// forgetPassword: POST /forget-password, data = {email}: mails a reset link. Answers
// {status, data: true, message}. Links point to the configured public address only
// (rest.Router.PublicURL), never to the request's Host header, which the sender chooses.
func (h *handlers) forgetPassword(c echo.Context) error {
	data, err := rest.FormFields(c)
	if err != nil {
		return err
	}
	email := strings.TrimSpace(str(data, "email"))
	if err := h.mod.ForgetPassword(c.Request().Context(), tenant, email, h.publicURL, rest.Lang(c)); err != nil {
		return err
	}
	msg := engine.T(rest.Lang(c), "reset_sent", map[string]any{"Email": email}, "Reset password email has been sent to "+email)
	return rest.OK(c, map[string]any{"data": true, "message": msg})
}

// setPassword: POST /rest/user/setpassword with email, token, type=reset, new, confirm:
// the reset link's form. No session is needed (the link's token is the proof), so no
// CSRF token either.
func (h *handlers) setPassword(c echo.Context) error {
	data, err := rest.FormFields(c)
	if err != nil {
		return err
	}
	in := ResetPassword{Email: str(data, "email"), Token: str(data, "token"), Type: str(data, "type"), New: str(data, "new"), Confirm: str(data, "confirm")}
	if err := h.mod.ResetPassword(c.Request().Context(), tenant, in); err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"message": engine.T(rest.Lang(c), "password_reset_done", nil, "Your new password is set; sign in with it.")})
}

// unlock: POST /rest/user/unlock, data = {id}: an administrator lifts a lockout.
func (h *handlers) unlock(c echo.Context) error {
	id, err := rest.RequiredID(c)
	if err != nil {
		return err
	}
	if err := h.mod.Unlock(c.Request().Context(), rest.Principal(c), id); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

// switchUser: POST /rest/user/switch, data = {id}: act as a sub user (or, for an
// administrator, anyone) until POST /rest/user/back.
func (h *handlers) switchUser(c echo.Context) error {
	id, err := rest.RequiredID(c)
	if err != nil {
		return err
	}
	res, err := h.mod.SwitchUser(c.Request().Context(), rest.Principal(c), rest.SessionToken(c), id)
	if err != nil {
		return err
	}
	return h.answerSession(c, res)
}

// back: POST /rest/user/back: return from a switched session to the parent's.
func (h *handlers) back(c echo.Context) error {
	res, err := h.mod.BackToParent(c.Request().Context(), rest.Principal(c), rest.SessionToken(c))
	if err != nil {
		return err
	}
	return h.answerSession(c, res)
}

func (h *handlers) answerSession(c echo.Context, res *LoginResult) error {
	setSessionCookies(c, res, res.Remember)
	user, err := h.userInfo(c, res.Principal)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": user})
}

// adminPassword: POST /rest/user/adminpassword, data = {id, password?, changePassword?}: an
// administrator gives a colleague a new password (chosen again at their next sign-in) and/or
// asks them to change theirs.
func (h *handlers) adminPassword(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	id, err := rest.OptionalID(data)
	if err == nil && id == 0 {
		err = rest.BadParam("id", "required")
	}
	if err != nil {
		return err
	}
	password, _ := data["password"].(string)
	if err := h.mod.SetUserPassword(c.Request().Context(), rest.Principal(c), AdminPassword{UserID: id, Password: password, ChangePassword: truthy(data["changePassword"])}); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

// setSessionCookies hands a new session to the browser: persistent cookies when it asked
// to be remembered, browser-session cookies otherwise. The idle expiry moves on with use,
// so a remembered cookie lives as long as a session can; the server ends the session
// earlier when it is unused.
func setSessionCookies(c echo.Context, res *LoginResult, remember bool) {
	var life time.Duration
	if remember {
		life = SessionAbsolute
	}
	rest.SetSessionCookies(c, res.Token, res.CSRF, life)
}

// rememberEmail keeps the e-mail in a cookie the login form reads (not HttpOnly) for
// RememberLife when remember is ticked, and removes it otherwise.
func rememberEmail(c echo.Context, email string, remember bool) {
	ck := &http.Cookie{Name: RememberCookie, Value: email, Path: "/", SameSite: http.SameSiteLaxMode, Secure: rest.Secure(c), MaxAge: int(RememberLife / time.Second)}
	if !remember {
		ck.Value, ck.MaxAge, ck.Expires = "", -1, time.Unix(0, 0)
	}
	c.SetCookie(ck)
}
