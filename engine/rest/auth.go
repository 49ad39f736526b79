package rest

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// login: POST /rest/user/login, data = {email, password, remember, next[, token]}. Answers
// {status, next: "redirect", data: URL, user} and sets the session and CSRF cookies; a
// refusal answers the message with login_chance (attempts left, null when not counted) and,
// where the tenant asks for a security token, next "token_login" or "request_token".
func (s *Server) login(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	email, _ := data["email"].(string)
	password, _ := data["password"].(string)
	token, _ := data["token"].(string)
	remember := truthy(data["remember"])
	ctx := c.Request().Context()
	res, err := s.e.Login(ctx, tenant, engine.LoginRequest{Email: email, Password: password, Remember: remember, Token: token})
	if err != nil {
		if res == nil {
			return err
		}
		ee := engine.AsError(err)
		body := map[string]any{"status": false, "message": s.e.Message(ee, s.lang(c), ""), "login_chance": res.Chances}
		if res.Next != "" {
			body["next"] = res.Next
		}
		return c.JSON(ee.Status, body)
	}
	setSessionCookies(c, res, remember)
	rememberEmail(c, email, remember)
	user, err := s.userInfo(c, res.Principal)
	if err != nil {
		return err
	}
	next, _ := data["next"].(string)
	return ok(c, map[string]any{"next": "redirect", "data": safeNext(next), "user": user})
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
func (s *Server) logout(c echo.Context) error {
	if ck, err := c.Cookie(SessionCookie); err == nil {
		if err := s.e.Logout(c.Request().Context(), ck.Value); err != nil {
			return err
		}
	}
	clearSessionCookies(c)
	return ok(c, nil)
}

// currentUser: GET /rest/user/current, who the session belongs to.
func (s *Server) currentUser(c echo.Context) error {
	user, err := s.userInfo(c, principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": user})
}

// userInfo is the spec's user context: firstLogin and changePassword drive the route
// gate's forced set-password page; parent_user, set in a session opened by switching,
// makes the logout entry read "Back {name}".
func (s *Server) userInfo(c echo.Context, p engine.Principal) (map[string]any, error) {
	first, change, err := s.e.PasswordFlags(c.Request().Context(), p)
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

// health: GET /health, for load balancers and the login page's build date.
func (s *Server) health(c echo.Context) error {
	if err := s.e.Store.Ping(c.Request().Context()); err != nil {
		return c.JSON(http.StatusServiceUnavailable, map[string]any{"status": false, "message": "database unreachable", "build_date": s.buildDate})
	}
	return ok(c, map[string]any{"build_date": s.buildDate, "version": s.version, "store": s.e.Store.Dialect().Name()})
}
