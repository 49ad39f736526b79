package rest

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// SlowAfter is the default threshold of the slow-request log (HUNTLINE_SLOW_MS).
const SlowAfter = 500 * time.Millisecond

// maxLoggedSQL bounds the text of one statement in the slow-request log.
const maxLoggedSQL = 2000

// logSlow writes one line for a request slower than the threshold: its route, status,
// duration, user, and the statements it ran through the store's query paths with their
// times (their arguments never: filters hold personal data). With HUNTLINE_SLOW_EXPLAIN=1
// on PostgreSQL the line carries the plan of the slowest statement; the plan is read after
// the answer has gone, so the client never waits for it.
func (s *Server) logSlow(c echo.Context, route string, took time.Duration, stmts *engine.Statements) {
	s.metrics.slow.WithLabelValues(route).Inc()
	list, dropped := stmts.List()
	lines := make([]string, len(list))
	for i, st := range list {
		text := st.SQL
		if len(text) > maxLoggedSQL {
			text = text[:maxLoggedSQL] + "…"
		}
		lines[i] = fmt.Sprintf("%.3fms %s", float64(st.Duration.Microseconds())/1000, text)
	}
	attrs := []any{"method", c.Request().Method, "route", route, "status", c.Response().Status,
		"ms", float64(took.Microseconds()) / 1000, "user", principal(c).UserID,
		"statements", len(list) + dropped, "sql", lines}
	slowest, args, ok := stmts.Slowest()
	if !s.slowExplain || !ok || s.e.Store.Dialect().Name() != "postgres" {
		s.log.Warn("slow request", attrs...)
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		plan, err := s.e.Store.Explain(ctx, slowest.SQL, args)
		if err != nil {
			plan = "(no plan: " + err.Error() + ")"
		}
		s.log.Warn("slow request", append(attrs, "plan", plan)...)
	}()
}

// longByNature tells requests whose length is not slowness: a live-push stream lasts as
// long as its page, a CPU profile as many seconds as asked.
func longByNature(c echo.Context) bool {
	return strings.HasPrefix(c.Response().Header().Get(echo.HeaderContentType), "text/event-stream") ||
		strings.HasPrefix(c.Path(), "/debug/pprof")
}

// serverLog is the server's logger: the engine's unless the options give one.
func serverLog(e *engine.Engine, opts Options) *slog.Logger {
	if opts.Log != nil {
		return opts.Log
	}
	return e.Log
}
