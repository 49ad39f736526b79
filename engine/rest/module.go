package rest

import (
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// Routes is a module with calls of its own. Its handlers get the same session, CSRF check,
// per-user turn and error envelope as the core's; a plugin's routes answer 404 while it is
// off, exactly as a path that was never routed.
type Routes interface {
	Routes(r *Router)
}

// Router binds one module's routes.
type Router struct {
	s      *Server
	echo   *echo.Echo
	group  *echo.Group
	module string
}

// Engine answers the core the routes serve.
func (r *Router) Engine() *engine.Engine { return r.s.e }

// GET binds a read under /rest for signed-in users.
func (r *Router) GET(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
	r.group.GET(path, h, append([]echo.MiddlewareFunc{r.whileOn}, mw...)...)
}

// POST binds a change under /rest for signed-in users; it needs the CSRF header.
func (r *Router) POST(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
	r.group.POST(path, h, append([]echo.MiddlewareFunc{r.whileOn}, mw...)...)
}

// PublicPOST binds a call without a session at the full path, for an outside service's
// callbacks; the module authenticates and rate-limits it itself (mw).
func (r *Router) PublicPOST(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
	r.echo.POST(path, h, append([]echo.MiddlewareFunc{r.whileOn}, mw...)...)
}

// whileOn answers 404 for a plugin that is switched off.
func (r *Router) whileOn(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if !r.s.e.ModuleOn(r.module) {
			return echo.ErrNotFound
		}
		return next(c)
	}
}

// moduleRoutes binds the routes of every module that has some.
func (s *Server) moduleRoutes(e *echo.Echo, g *echo.Group) {
	for _, m := range s.e.Modules.List() {
		if rm, ok := m.(Routes); ok {
			rm.Routes(&Router{s: s, echo: e, group: g, module: m.Info().Name})
		}
	}
}

// What a module's handlers use, the same the core's use.

// Principal answers the signed-in user of a request.
func Principal(c echo.Context) engine.Principal { return principal(c) }

// OK answers the success envelope {"status": true, ...body}.
func OK(c echo.Context, body map[string]any) error { return ok(c, body) }

// Done answers the bare success envelope, or the error.
func Done(c echo.Context, err error) error { return done(c, err) }

// BodyData reads the posted JSON object (form field "data" or a JSON body).
func BodyData(c echo.Context) (map[string]any, error) { return bodyData(c) }

// DecodeData reads the posted JSON into out, answering 400 naming shape when it does not fit.
func DecodeData(c echo.Context, out any, shape string) error { return decodeData(c, out, shape) }

// BadParam is a 400 naming the parameter and the rule it broke.
func BadParam(name, format string, args ...any) error { return badParam(name, format, args...) }

// IDParam reads the :id path parameter (404 when it is not a record id).
func IDParam(c echo.Context) (int64, error) { return idParam(c) }

// LimitPerAddress lets through a burst of requests from one client address, then one every
// every; beyond that it answers refusal with Retry-After (an outside service's callbacks).
func LimitPerAddress(every time.Duration, burst int, refusal error) echo.MiddlewareFunc {
	l := newLimiter(every, burst)
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if !l.allow(c.RealIP(), time.Now()) {
				c.Response().Header().Set("Retry-After", "1")
				return refusal
			}
			return next(c)
		}
	}
}

// ListParam reads a list query parameter: a JSON array or a comma-separated string.
func ListParam(c echo.Context, name string) ([]string, error) { return listParam(c, name) }
