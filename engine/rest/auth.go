package rest

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// login: POST /rest/user/login, data = {email, password, remember, next}. Answers
// {status, next: "redirect", data: URL} and sets the session cookie; a failure answers the
// message with login_chance.
func (s *Server) login(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	email, _ := data["email"].(string)
	password, _ := data["password"].(string)
	remember := truthy(data["remember"])
	res, err := s.e.Login(c.Request().Context(), tenant, email, password, remember)
	if err != nil {
		ee := engine.AsError(err)
		if ee == engine.ErrBadLogin {
			return c.JSON(ee.Status, map[string]any{"status": false, "message": s.e.Message(ee, s.lang(c), ""), "login_chance": nil})
		}
		return err
	}
	setSessionCookie(c, res.Token, res.ExpiresAt, remember)
	next, _ := data["next"].(string)
	return ok(c, map[string]any{"next": "redirect", "data": safeNext(next), "user": userInfo(res.Principal)})
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

// logout: GET or POST /rest/user/logout
func (s *Server) logout(c echo.Context) error {
	if ck, err := c.Cookie(SessionCookie); err == nil {
		if err := s.e.Logout(c.Request().Context(), ck.Value); err != nil {
			return err
		}
	}
	clearSessionCookie(c)
	return ok(c, nil)
}

// currentUser: GET /rest/user/current, who the session belongs to.
func (s *Server) currentUser(c echo.Context) error {
	return ok(c, map[string]any{"data": userInfo(principal(c))})
}

func userInfo(p engine.Principal) map[string]any {
	return map[string]any{"id": p.UserID, "__name__": p.Name, "lang": p.Lang, "isAdmin": p.IsAdmin}
}

// health: GET /health, for load balancers and the login page's build date.
func (s *Server) health(c echo.Context) error {
	if err := s.e.Store.Ping(c.Request().Context()); err != nil {
		return c.JSON(http.StatusServiceUnavailable, map[string]any{"status": false, "message": "database unreachable", "build_date": s.buildDate})
	}
	return ok(c, map[string]any{"build_date": s.buildDate, "version": s.version, "store": s.e.Store.Dialect().Name()})
}
