package rest

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// SessionCookie carries the session token: HttpOnly so scripts cannot read it, SameSite=Lax
// so other sites cannot post with it.
const SessionCookie = "hl_session"

// tenant is the only tenant until tenants are chosen by host name.
const tenant = 1

func (s *Server) requireSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(SessionCookie)
		if err != nil {
			return engine.ErrNoSession
		}
		p, _, err := s.e.Authenticate(c.Request().Context(), ck.Value)
		if err != nil {
			return err
		}
		p.Lang = engine.Lang(p.Lang, c.Request().Header.Get("Accept-Language"))
		c.Set("principal", p)
		c.SetRequest(c.Request().WithContext(engine.WithPrincipal(c.Request().Context(), p)))
		return next(c)
	}
}

func principal(c echo.Context) engine.Principal {
	p, _ := c.Get("principal").(engine.Principal)
	return p
}

// lang answers the language of the caller, signed in or not.
func (s *Server) lang(c echo.Context) string {
	if p, ok := c.Get("principal").(engine.Principal); ok && p.Lang != "" {
		return p.Lang
	}
	return engine.Lang(c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
}

func setSessionCookie(c echo.Context, token string, expires time.Time, remember bool) {
	ck := &http.Cookie{Name: SessionCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: c.IsTLS()}
	if remember {
		ck.Expires = expires
	}
	c.SetCookie(ck)
}

func clearSessionCookie(c echo.Context) {
	c.SetCookie(&http.Cookie{Name: SessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: -1, Expires: time.Unix(0, 0)})
}
