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
// submit), which another site cannot do.
const (
	SessionCookie = "hl_session"
	CSRFCookie    = "hl_csrf"
	CSRFHeader    = "X-CSRF-Token"
)

// tenant is the only tenant until tenants are chosen by host name.
const tenant = 1

var errCSRF = &engine.Error{Status: http.StatusForbidden, Key: "csrf_failed",
	Msg: "X-CSRF-Token: the header is missing or does not match this session's token (cookie hl_csrf); reload the page and try again."}

// requireSession lets through only requests with a live session (the registered
// engine.Authenticator tells), state-changing ones only with the session's CSRF token in the
// X-CSRF-Token header, and only those the modules' gates let through (Router.Gate).
func (s *Server) requireSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(SessionCookie)
		if err != nil {
			return engine.ErrNoSession
		}
		p, csrf, err := s.e.Sessions().Authenticate(c.Request().Context(), ck.Value)
		if err != nil {
			ClearSessionCookies(c)
			return err
		}
		c.Set("sessionCSRF", csrf)
		if changesState(c) {
			if err := checkCSRF(c); err != nil {
				return err
			}
		}
		if err := s.passGates(c, p); err != nil {
			return err
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
// user a module's gate holds back from this call (one who must first choose a password)
// reads as signed out.
func (s *Server) optionalSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if ck, err := c.Cookie(SessionCookie); err == nil {
			if p, _, err := s.e.Sessions().Authenticate(c.Request().Context(), ck.Value); err == nil && s.passGates(c, p) == nil {
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
func (s *Server) lang(c echo.Context) string { return callerLang(c) }

func callerLang(c echo.Context) string {
	if p, ok := c.Get("principal").(engine.Principal); ok && p.Lang != "" {
		return p.Lang
	}
	return engine.Lang(c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
}

// changesState tells whether a call needs the CSRF header: every method but the safe ones.
// A GET that changes state (signing out by the spec's GET) adds RequireCSRF.
func changesState(c echo.Context) bool {
	switch c.Request().Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

// checkCSRF refuses a request whose X-CSRF-Token header is not its session's CSRF token.
func checkCSRF(c echo.Context) error {
	csrf, _ := c.Get("sessionCSRF").(string)
	if sent := c.Request().Header.Get(CSRFHeader); csrf == "" || subtle.ConstantTimeCompare([]byte(sent), []byte(csrf)) != 1 {
		return errCSRF
	}
	return nil
}

// SetSessionCookies hands a new session to the browser: persistent cookies living maxAge
// when it asked to be remembered (maxAge > 0), browser-session cookies otherwise.
func SetSessionCookies(c echo.Context, token, csrf string, maxAge time.Duration) {
	ck := &http.Cookie{Name: SessionCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure(c)}
	cs := &http.Cookie{Name: CSRFCookie, Value: csrf, Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c)}
	if maxAge > 0 {
		ck.MaxAge = int(maxAge / time.Second)
		cs.MaxAge = ck.MaxAge
	}
	c.SetCookie(ck)
	c.SetCookie(cs)
}

// ClearSessionCookies removes the session's cookies from the browser.
func ClearSessionCookies(c echo.Context) {
	c.SetCookie(&http.Cookie{Name: SessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secure(c), MaxAge: -1, Expires: time.Unix(0, 0)})
	c.SetCookie(&http.Cookie{Name: CSRFCookie, Value: "", Path: "/", SameSite: http.SameSiteLaxMode, Secure: secure(c), MaxAge: -1, Expires: time.Unix(0, 0)})
}
