package rest

import (
	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// What a module that signs users in (and any module with calls outside a session) binds
// and uses: the public reads and limits, the gates every signed-in call passes, and the
// session's cookies.

// PublicGET binds a read without a session at the full path (a page a mailed link opens).
func (r *Router) PublicGET(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
	r.echo.GET(path, h, append([]echo.MiddlewareFunc{r.whileOn}, mw...)...)
}

// PublicLimit is the limit per client address the server puts on calls made without a
// session (sign-in, forgotten password): Options.LoginBurst at once, then one every
// Options.LoginEvery; beyond that 429 with Retry-After.
func (r *Router) PublicLimit() echo.MiddlewareFunc { return r.s.limitLogins }

// PublicURL is the server's configured public address (Options.PublicURL), the only base
// for links in mails: never the request's Host header, which the sender chooses. "" when
// none is configured.
func (r *Router) PublicURL() string { return r.s.publicBase }

// A Gate may refuse a signed-in request before its handler runs, once its session and CSRF
// token are checked: a module holds some sessions to a few calls (the accounts module, a
// user who must first choose a password). A gate that refuses the sign-in page's read of
// the configuration makes that session read as signed out there.
type Gate func(c echo.Context, p engine.Principal) error

// Gate adds a check every signed-in call passes; a plugin's gate acts only while it is on.
func (r *Router) Gate(g Gate) {
	r.s.gates = append(r.s.gates, moduleGate{module: r.module, check: g})
}

type moduleGate struct {
	module string
	check  Gate
}

// passGates answers the first refusal of the modules' gates, or nil.
func (s *Server) passGates(c echo.Context, p engine.Principal) error {
	for _, g := range s.gates {
		if !s.e.ModuleOn(g.module) {
			continue
		}
		if err := g.check(c, p); err != nil {
			return err
		}
	}
	return nil
}

// RequireCSRF asks a GET that changes state (signing out by the spec's GET) for the
// session's CSRF header, as every POST needs it: another site's link or image must not
// change anything.
func RequireCSRF(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := checkCSRF(c); err != nil {
			return err
		}
		return next(c)
	}
}

// SessionToken answers the session token of a signed-in request.
func SessionToken(c echo.Context) string { return sessionToken(c) }

// Lang answers the language of the caller, signed in or not.
func Lang(c echo.Context) string { return callerLang(c) }

// Secure tells whether the request came over HTTPS (directly or through a trusted proxy):
// the cookies a module sets are then Secure.
func Secure(c echo.Context) bool { return secure(c) }

// FormFields reads a call's values from the JSON object in the form field "data" (or a JSON
// body), or else from plain form fields, for calls posted both ways.
func FormFields(c echo.Context) (map[string]any, error) { return formFields(c) }

// OptionalID reads the posted data's "id": 0 when it is missing, 400 when it is not an id.
func OptionalID(data map[string]any) (int64, error) { return optionalID(data) }
