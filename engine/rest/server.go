package rest

import (
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"huntline/engine"
	"huntline/turns"
)

// MaxBody bounds a request body; larger bodies are refused with 413 before they are read.
const MaxBody = "2M"

// Server serves the REST API of one engine.
type Server struct {
	e          *engine.Engine
	log        *slog.Logger
	buildDate  string
	version    string
	publicBase string
	logins     *limiter
	ui         http.Handler
	stopping   <-chan struct{}        // closes when the server shuts down: live pushes end
	userSlots  *turns.Queues[userKey] // requests each user has under way (userlimit.go)
	readTurns  chan struct{}          // record reads under way server-wide (readturns.go)
	gates      []moduleGate           // the modules' checks of signed-in calls (module_sessions.go)
	uploads    map[string]bool        // module routes that take a file (upload.go)
	// trustedProxies may tell the client's address and scheme (proxy.go).
	trustedProxies []*net.IPNet
	// Observability (metrics.go, slowlog.go): the metrics, who may read them, and the
	// slow-request log's threshold.
	metrics      *metrics
	metricsToken string
	slowAfter    time.Duration
	slowExplain  bool
}

// Options are the server's settings.
type Options struct {
	BuildDate string
	Version   string
	// PublicURL is the address links in messages point to (HUNTLINE_PUBLIC_URL, e.g.
	// https://crm.example.com). Links are never built from a request's Host header, which
	// the sender chooses: empty refuses to send reset links.
	PublicURL string
	// TrustedProxies are the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto
	// are believed (HUNTLINE_TRUSTED_PROXIES; see ParseTrustedProxies). Empty: none.
	TrustedProxies []*net.IPNet
	// LoginBurst and LoginEvery bound sign-in calls per client address (0: the defaults).
	LoginBurst int
	LoginEvery time.Duration
	// UI serves the web app at /crm and /m (package ui); nil leaves those paths unrouted.
	UI http.Handler
	// Stopping closes when the server begins shutting down, so open live-push streams
	// (GET /rest/user/polling) end instead of holding the shutdown; nil: never.
	Stopping <-chan struct{}
	// MetricsToken, when set, is the bearer token GET /metrics requires
	// (HUNTLINE_METRICS_TOKEN); empty: only loopback requests not through a proxy read it.
	MetricsToken string
	// SlowAfter is the duration past which a request is logged as slow (HUNTLINE_SLOW_MS):
	// 0 means SlowAfter's default, below 0 turns the log off.
	SlowAfter time.Duration
	// SlowExplain adds PostgreSQL's plan of a slow request's slowest statement to its line
	// (HUNTLINE_SLOW_EXPLAIN=1).
	SlowExplain bool
	// Log receives the server's lines; nil: the engine's logger.
	Log *slog.Logger
}

// New answers the HTTP handler of the API.
func New(e *engine.Engine, opts Options) *echo.Echo {
	burst, every := LoginBurst, LoginEvery
	if opts.LoginBurst > 0 {
		burst = opts.LoginBurst
	}
	if opts.LoginEvery > 0 {
		every = opts.LoginEvery
	}
	s := &Server{e: e, log: serverLog(e, opts), buildDate: opts.BuildDate, version: opts.Version, publicBase: opts.PublicURL, logins: newLimiter(every, burst), userSlots: newUserSlots(), readTurns: newReadTurns(), uploads: map[string]bool{}, ui: opts.UI, trustedProxies: opts.TrustedProxies,
		stopping: opts.Stopping, metrics: newMetrics(e), metricsToken: opts.MetricsToken, slowAfter: opts.SlowAfter, slowExplain: opts.SlowExplain}
	if s.slowAfter == 0 {
		s.slowAfter = SlowAfter
	}
	ec := echo.New()
	// The client address is the connection's, or from a trusted proxy its X-Forwarded-For:
	// from anyone else the header would let a client pick a new address per sign-in attempt.
	ec.IPExtractor = clientIP(opts.TrustedProxies)
	ec.HideBanner, ec.HidePort = true, true
	ec.HTTPErrorHandler = s.handleError
	ec.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
		s.log.Error("panic", "err", err, "path", c.Request().URL.Path, "stack", string(stack))
		return err
	}}))
	ec.Use(s.logRequests)
	ec.Use(s.securityHeaders)
	ec.Use(middleware.BodyLimitWithConfig(middleware.BodyLimitConfig{Limit: MaxBody, Skipper: s.takesFile}))
	ec.Use(s.refuseBadText)
	s.routes(ec)
	return ec
}

// logRequests writes one structured line per request with its duration; query strings are
// left out, since filters can hold personal data. It also counts the request in the metrics
// and notes the statements it runs, for the slow-request log (slowlog.go).
func (s *Server) logRequests(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		ctx, stmts := engine.WithStatements(c.Request().Context())
		c.SetRequest(c.Request().WithContext(ctx))
		s.metrics.inFlight.Inc()
		defer s.metrics.inFlight.Dec()
		err := next(c)
		if err != nil {
			c.Error(err)
		}
		took := time.Since(start)
		req := c.Request()
		route := routeLabel(c.Path())
		s.metrics.observe(req.Method, route, c.Response().Status, took)
		s.log.Info("request", "method", req.Method, "path", req.URL.Path, "status", c.Response().Status,
			"ms", float64(took.Microseconds())/1000, "bytes", c.Response().Size)
		if s.slowAfter > 0 && took >= s.slowAfter && !longByNature(c) {
			s.logSlow(c, route, took, stmts)
		}
		return nil
	}
}

// handleError renders every error in the envelope: refusals with their status and
// translated message, unknown failures as a logged 500.
func (s *Server) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	var he *echo.HTTPError
	if errors.As(err, &he) {
		msg := http.StatusText(he.Code)
		if he.Code == http.StatusRequestEntityTooLarge {
			msg = "The request body is larger than the " + MaxBody + "B limit."
		}
		if he.Code == http.StatusNotFound {
			msg = "There is no such call: " + c.Request().Method + " " + c.Request().URL.Path
		}
		c.JSON(he.Code, map[string]any{"status": false, "message": msg})
		return
	}
	ee := engine.AsError(err)
	if ee.Status >= 500 {
		s.log.Error("request failed", "path", c.Request().URL.Path, "err", err)
	}
	if ee.Status == http.StatusServiceUnavailable { // the store had no connection in time
		c.Response().Header().Set("Retry-After", "1")
	}
	lang := s.lang(c)
	body := map[string]any{"status": false, "message": s.e.Message(ee, lang, c.Param("model"))}
	if fields := s.e.FieldMessages(ee, lang); fields != nil {
		body["errors"] = fields
	}
	if ee.Data != nil {
		body["data"] = ee.Data
	}
	if g := filterParts(ee); g != nil {
		body["gql"] = g
	}
	c.JSON(ee.Status, body)
}
