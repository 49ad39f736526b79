package rest

import (
	"net/http"
	"net/http/pprof"
	"strings"

	"github.com/labstack/echo/v4"
)

// pprofRoutes serve Go's profiler (net/http/pprof) at /debug/pprof/ to administrators only;
// everyone else, signed in or not, gets the answer of a path that does not exist, so the
// profiler's presence is not advertised. A CPU profile of the running server is
// GET /debug/pprof/profile?seconds=30 with an administrator's session cookie.
func (s *Server) pprofRoutes(e *echo.Echo) {
	h := s.adminOnly(echo.WrapHandler(http.HandlerFunc(servePprof)))
	e.GET("/debug/pprof", h)
	e.GET("/debug/pprof/*", h)
}

func servePprof(w http.ResponseWriter, r *http.Request) {
	name, ok := strings.CutPrefix(r.URL.Path, "/debug/pprof/")
	if !ok { // the index's links are relative: they need the trailing slash
		http.Redirect(w, r, "/debug/pprof/", http.StatusMovedPermanently)
		return
	}
	switch name {
	case "cmdline":
		pprof.Cmdline(w, r)
	case "profile":
		pprof.Profile(w, r)
	case "symbol":
		pprof.Symbol(w, r)
	case "trace":
		pprof.Trace(w, r)
	default: // the index and the named profiles (heap, goroutine, allocs, block, mutex ...)
		pprof.Index(w, r)
	}
}

// adminOnly lets through requests with a live administrator's session; anything else is
// answered as a path that does not exist.
func (s *Server) adminOnly(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie(SessionCookie)
		if err != nil {
			return echo.ErrNotFound
		}
		p, _, err := s.e.Sessions().Authenticate(c.Request().Context(), ck.Value)
		if err != nil || !p.IsAdmin || s.passGates(c, p) != nil {
			return echo.ErrNotFound
		}
		c.Set("principal", p)
		return next(c)
	}
}
