package rest

import (
	"crypto/subtle"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// Cookies of a signed-in browser. The session token is HttpOnly so scripts cannot read it,
// SameSite=Lax so other sites cannot post with it. The CSRF token is readable on purpose:
// the web app copies it into the X-CSRF-Token header of every state-changing call (double
// submit), which another site cannot do. RememberCookie holds the e-mail of a browser that
// ticked "remember me", for the login form to fill in.
const (
	SessionCookie  = "hl_session"
	CSRFCookie     = "hl_csrf"
	CSRFHeader     = "X-CSRF-Token"
	RememberCookie = "hl_email"
	RememberLife   = 30 * 24 * time.Hour
)

// tenant is the only tenant until tenants are chosen by host name.
const tenant = 1

var errCSRF = &engine.Error{Status: http.StatusForbidden, Key: "csrf_failed",
	Msg: "X-CSRF-Token: the header is missing or does not match this session's token (cookie hl_csrf); reload the page and try again."}

// requireSession lets through only requests with a live session, state-changing ones only
// with the session's CSRF token in the X-CSRF-Token header, and while the user must choose
// a password only the calls that allows (password_gate.go).
func (s *Server) requireSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(SessionCookie)
		if err != nil {
			return engine.ErrNoSession
		}
		p, csrf, err := s.e.Authenticate(c.Request().Context(), ck.Value)
		if err != nil {
			clearSessionCookies(c)
			return err
		}
		if changesState(c) {
			if sent := c.Request().Header.Get(CSRFHeader); subtle.ConstantTimeCompare([]byte(sent), []byte(csrf)) != 1 {
				return errCSRF
			}
		}
		if p.PasswordPending && !allowedWhilePasswordPending(c) {
			return errPasswordPending
		}
		if sent, err := c.Cookie(CSRFCookie); err != nil || sent.Value != csrf {
			// A browser that lost the readable cookie gets it back on its next read.
			c.SetCookie(&http.Cookie{Name: CSRFCookie, Value: csrf, Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c)})
		}
		p.Lang = engine.Lang(p.Lang, c.Request().Header.Get("Accept-Language"))
		c.Set("principal", p)
		c.Set("sessionToken", ck.Value)
		c.SetRequest(c.Request().WithContext(engine.WithPrincipal(c.Request().Context(), p)))
		return s.serveInTurn(c, p, next) // a few requests per user at a time (userlimit.go)
	}
}

// optionalSession reads a session when there is a live one and otherwise lets the request
// through unsigned, for the few reads the sign-in page makes (principal's UserID is 0). A
// user who must first choose a password reads as signed out.
func (s *Server) optionalSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if ck, err := c.Cookie(SessionCookie); err == nil {
			if p, _, err := s.e.Authenticate(c.Request().Context(), ck.Value); err == nil && !p.PasswordPending {
				p.Lang = engine.Lang(p.Lang, c.Request().Header.Get("Accept-Language"))
				c.Set("principal", p)
			}
		}
		return next(c)
	}
}

func principal(c echo.Context) engine.Principal {
	p, _ := c.Get("principal").(engine.Principal)
	return p
}

func sessionToken(c echo.Context) string {
	t, _ := c.Get("sessionToken").(string)
	return t
}

// lang answers the language of the caller, signed in or not.
func (s *Server) lang(c echo.Context) string {
	if p, ok := c.Get("principal").(engine.Principal); ok && p.Lang != "" {
		return p.Lang
	}
	return engine.Lang(c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
}

// setSessionCookies hands a new session to the browser: persistent cookies when it asked
// to be remembered, browser-session cookies otherwise.
func setSessionCookies(c echo.Context, res *engine.LoginResult, remember bool) {
	ck := &http.Cookie{Name: SessionCookie, Value: res.Token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure(c)}
	csrf := &http.Cookie{Name: CSRFCookie, Value: res.CSRF, Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c)}
	if remember {
		// The idle expiry moves on with use, so the cookie lives as long as a session can;
		// the server ends the session earlier when it is unused.
		ck.MaxAge = int(engine.SessionAbsolute / time.Second)
		csrf.MaxAge = ck.MaxAge
	}
	c.SetCookie(ck)
	c.SetCookie(csrf)
}

func clearSessionCookies(c echo.Context) {
	c.SetCookie(&http.Cookie{Name: SessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure(c), MaxAge: -1, Expires: time.Unix(0, 0)})
	c.SetCookie(&http.Cookie{Name: CSRFCookie, Value: "", Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c), MaxAge: -1, Expires: time.Unix(0, 0)})
}

// rememberEmail keeps the e-mail in a cookie the login form reads (not HttpOnly) for
// RememberLife when remember is ticked, and removes it otherwise.
func rememberEmail(c echo.Context, email string, remember bool) {
	ck := &http.Cookie{Name: RememberCookie, Value: email, Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c), MaxAge: int(RememberLife / time.Second)}
	if !remember {
		ck.Value, ck.MaxAge, ck.Expires = "", -1, time.Unix(0, 0)
	}
	c.SetCookie(ck)
}
