package rest

import (
	"crypto/subtle"
	"net"
	"strings"

	"github.com/labstack/echo/v4"
)

// metricsEndpoint: GET /metrics, the Prometheus metrics, for the operator and not the
// public (they name routes, pool sizes and job kinds). Anyone else gets the answer of a
// path that does not exist.
func (s *Server) metricsEndpoint(c echo.Context) error {
	if !s.mayReadMetrics(c) {
		return echo.ErrNotFound
	}
	s.metrics.handler.ServeHTTP(c.Response(), c.Request())
	return nil
}

// mayReadMetrics: with HUNTLINE_METRICS_TOKEN set, only a request carrying it as a bearer
// token, from any address; without one, only a request from this machine (loopback) that
// did not come through a proxy. A reverse proxy on the same machine connects from loopback
// on behalf of anyone, so a request carrying a forwarding header is never taken as local.
func (s *Server) mayReadMetrics(c echo.Context) bool {
	req := c.Request()
	if s.metricsToken != "" {
		got, ok := strings.CutPrefix(req.Header.Get("Authorization"), "Bearer ")
		return ok && subtle.ConstantTimeCompare([]byte(got), []byte(s.metricsToken)) == 1
	}
	for _, h := range []string{"X-Forwarded-For", "Forwarded", "X-Real-Ip"} {
		if req.Header.Get(h) != "" {
			return false
		}
	}
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
