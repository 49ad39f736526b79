package rest

import (
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"huntline/engine"
)

// BenchmarkObserveRequest is what the metrics and the statement collector add to every
// request: a context value, a counter and a histogram observation (BENCHMARKS.md).
func BenchmarkObserveRequest(b *testing.B) {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "r"}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "d", Buckets: latencyBuckets}, []string{"method", "route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{Name: "f"}),
	}
	ctx := b.Context()
	b.ReportAllocs()
	for b.Loop() {
		_, stmts := engine.WithStatements(ctx)
		_ = stmts
		m.inFlight.Inc()
		m.observe("GET", "/rest/:model/:id", 200, time.Millisecond)
		m.inFlight.Dec()
	}
}

func TestRouteAndMethodLabels(t *testing.T) {
	for _, c := range []struct{ in, want string }{{"", "unmatched"}, {"/rest/:model/:id", "/rest/:model/:id"}} {
		if got := routeLabel(c.in); got != c.want {
			t.Errorf("routeLabel(%q) = %q", c.in, got)
		}
	}
	for _, c := range []struct{ in, want string }{{"GET", "GET"}, {"POST", "POST"}, {"BREW", "OTHER"}} {
		if got := methodLabel(c.in); got != c.want {
			t.Errorf("methodLabel(%q) = %q", c.in, got)
		}
	}
}
