package rest

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"huntline/engine"
)

// metrics are the Prometheus metrics of one server, in a registry of its own (not the
// process-wide default), so several servers in one test binary never collide. Requests are
// labelled by echo's route pattern (c.Path(), "/rest/:model/:id"), never by the raw URL, so
// the number of series is bounded by the route table whatever clients send.
type metrics struct {
	handler  http.Handler
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	inFlight prometheus.Gauge
	slow     *prometheus.CounterVec
}

// Latency buckets from a cached detail read (~1 ms) to a large export (~30 s).
var latencyBuckets = []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}

func newMetrics(e *engine.Engine) *metrics {
	reg := prometheus.NewRegistry()
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "huntline_http_requests_total",
			Help: "HTTP requests answered, by method, route pattern and status class (2xx, 4xx ...)."}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "huntline_http_request_duration_seconds",
			Help: "Time to answer an HTTP request, by method and route pattern.", Buckets: latencyBuckets}, []string{"method", "route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{Name: "huntline_http_requests_in_flight",
			Help: "HTTP requests being answered now (live-push streams included)."}),
		slow: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "huntline_http_slow_requests_total",
			Help: "Requests slower than HUNTLINE_SLOW_MS, by route pattern (each logged as slow request)."}, []string{"route"}),
	}
	reg.MustRegister(m.requests, m.duration, m.inFlight, m.slow,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "huntline_push_connections",
			Help: "Live-push streams (GET /rest/user/polling) open in this process."},
			func() float64 { return float64(e.Push.Connections()) }),
		&ticksCollector{e: e, runs: prometheus.NewDesc("huntline_background_runs_total",
			"Ticks of each periodic task this process ran; of several processes on one PostgreSQL database one runs each interval.", []string{"task"}, nil)},
		&queueCollector{e: e, pending: prometheus.NewDesc("huntline_jobs_pending",
			"Background jobs waiting in the queue, by kind (shared by every process on one database).", []string{"kind"}, nil)},
	)
	for name, db := range e.Store.Pools() {
		reg.MustRegister(collectors.NewDBStatsCollector(db, name))
	}
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
	return m
}

// observe counts one answered request.
func (m *metrics) observe(method, route string, status int, took time.Duration) {
	method = methodLabel(method)
	m.requests.WithLabelValues(method, route, strconv.Itoa(status/100)+"xx").Inc()
	m.duration.WithLabelValues(method, route).Observe(took.Seconds())
}

// methodLabel keeps the method label bounded: a client may send any token as a method.
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return method
	}
	return "OTHER"
}

// routeLabel is the route pattern a request matched; "" (nothing matched) reads "unmatched".
func routeLabel(path string) string {
	if path == "" {
		return "unmatched"
	}
	return path
}

// queueCollector reads the job queue's depth at each scrape: one grouped count over the
// queue index, bounded by a short timeout so a busy database never stalls the scrape.
type queueCollector struct {
	e       *engine.Engine
	pending *prometheus.Desc
}

func (q *queueCollector) Describe(ch chan<- *prometheus.Desc) { ch <- q.pending }

func (q *queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	kinds, err := q.e.Store.PendingJobs(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(q.pending, err)
		return
	}
	for kind, n := range kinds {
		ch <- prometheus.MustNewConstMetric(q.pending, prometheus.GaugeValue, float64(n), kind)
	}
}

// ticksCollector reads the periodic tasks' run counts at each scrape.
type ticksCollector struct {
	e    *engine.Engine
	runs *prometheus.Desc
}

func (c *ticksCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.runs }

func (c *ticksCollector) Collect(ch chan<- prometheus.Metric) {
	for task, n := range c.e.BackgroundRuns() {
		ch <- prometheus.MustNewConstMetric(c.runs, prometheus.CounterValue, float64(n), task)
	}
}
