package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"huntline/engine/rest"
	"huntline/store"
)

// fetch sends a GET with extra headers and answers the status and body.
func fetch(t *testing.T, h *harness, path string, header map[string]string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", h.URL+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp := h.Do(req)
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(raw)
}

// The metrics count requests by route pattern (never the raw URL), and show the pools, the
// job queue, the live-push streams and Go's runtime.
func TestMetrics(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		b := h.WithServer(rest.Options{}).LoginAdmin()
		id := b.Create("client", map[string]any{"name": "Acme"})
		for range 2 {
			if status, body := b.Get("/rest/client/" + itoa(id)); status != 200 {
				t.Fatalf("detail: %d %v", status, body)
			}
		}
		if _, err := h.E.Store.EnqueueJob(context.Background(), &store.Job{TenantID: 1, Kind: "observe_test_kind", Payload: []byte("{}")}); err != nil {
			t.Fatal(err)
		}
		status, body := fetch(t, b, "/metrics", nil)
		if status != 200 {
			t.Fatalf("/metrics from loopback: %d %.300s", status, body)
		}
		for _, want := range []string{
			`huntline_http_requests_total{method="GET",route="/rest/:model/:id",status="2xx"} 2`,
			`huntline_http_request_duration_seconds_count{method="GET",route="/rest/:model/:id"} 2`,
			`huntline_http_requests_total{method="POST",route="/rest/:model/add",status="2xx"} 1`,
			`huntline_jobs_pending{kind="observe_test_kind"} 1`,
			`go_sql_open_connections{db_name="read"}`,
			`go_sql_wait_count_total{db_name="write"}`,
			`huntline_push_connections 0`,
			`huntline_http_requests_in_flight 1`, // this scrape
			`go_goroutines `,
		} {
			if !strings.Contains(body, want) {
				t.Errorf("/metrics lacks %s", want)
			}
		}
		if strings.Contains(body, "/rest/client/"+itoa(id)) {
			t.Errorf("/metrics holds a raw URL: its labels must be route patterns")
		}
	})
}

// /metrics is the operator's: from loopback without a proxy, or with the bearer token when
// one is set; anyone else is answered as for a path that does not exist.
func TestMetricsAccess(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		const token = "s3cret-scrape-token"
		cases := []struct {
			name   string
			token  string // the server's HUNTLINE_METRICS_TOKEN
			remote string // the connection's address; "" is the test client's loopback
			header map[string]string
			want   int
		}{
			{"loopback, no token set", "", "", nil, 200},
			{"loopback through a proxy", "", "", map[string]string{"X-Forwarded-For": "203.0.113.9"}, 404},
			{"loopback with Forwarded", "", "", map[string]string{"Forwarded": "for=203.0.113.9"}, 404},
			{"another machine, no token set", "", "192.0.2.7:4000", nil, 404},
			{"token set, none sent", token, "", nil, 404},
			{"token set, a wrong one sent", token, "", map[string]string{"Authorization": "Bearer nope"}, 404},
			{"token set and sent", token, "", map[string]string{"Authorization": "Bearer " + token}, 200},
			{"token sent from another machine", token, "192.0.2.7:4000", map[string]string{"Authorization": "Bearer " + token}, 200},
		}
		for _, c := range cases {
			var status int
			var body string
			if c.remote == "" {
				status, body = fetch(t, h.WithServer(rest.Options{MetricsToken: c.token}), "/metrics", c.header)
			} else {
				req := httptest.NewRequest("GET", "/metrics", nil)
				req.RemoteAddr = c.remote
				for k, v := range c.header {
					req.Header.Set(k, v)
				}
				rec := httptest.NewRecorder()
				rest.New(h.E, rest.Options{MetricsToken: c.token}).ServeHTTP(rec, req)
				status, body = rec.Code, rec.Body.String()
			}
			if status != c.want {
				t.Errorf("%s: %d, want %d", c.name, status, c.want)
			}
			if c.want == 404 && strings.Contains(body, "huntline_") {
				t.Errorf("%s: a refusal shows metrics", c.name)
			}
		}
	})
}

// lockedBuffer is a log sink the server's goroutines write to while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) lines() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Split(b.buf.String(), "\n")
}

// A request over the threshold logs one line with its route, status, duration, user and
// the statements it ran; on PostgreSQL with SlowExplain the plan of the slowest one.
func TestSlowRequestLog(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		var sink lockedBuffer
		log := slog.New(slog.NewJSONHandler(&sink, nil))
		b := h.WithServer(rest.Options{SlowAfter: time.Nanosecond, SlowExplain: true, Log: log}).LoginAdmin()
		b.Create("client", map[string]any{"name": "Acme"})
		if status, body := b.Get("/rest/client/list?gql=" + q("name__icontains=Acme")); status != 200 {
			t.Fatalf("list: %d %v", status, body)
		}
		postgres := h.E.Store.Dialect().Name() == "postgres"
		var line map[string]any
		for deadline := time.Now().Add(10 * time.Second); line == nil && time.Now().Before(deadline); {
			for _, l := range sink.lines() {
				var m map[string]any
				if json.Unmarshal([]byte(l), &m) == nil && m["msg"] == "slow request" && m["route"] == "/rest/:model/list" {
					line = m
				}
			}
			if line == nil {
				time.Sleep(20 * time.Millisecond) // the plan is read after the answer has gone
			}
		}
		if line == nil {
			t.Fatalf("no slow-request line for the list; log:\n%s", strings.Join(sink.lines(), "\n"))
		}
		if line["status"] != float64(200) || line["user"] != float64(b.UserID) || line["method"] != "GET" {
			t.Errorf("slow line: %v", line)
		}
		if ms, _ := line["ms"].(float64); ms <= 0 {
			t.Errorf("slow line without its duration: %v", line)
		}
		sqls, _ := line["sql"].([]any)
		if len(sqls) == 0 || !strings.Contains(strings.ToUpper(strings.Join(asStrings(sqls), "\n")), "SELECT") {
			t.Errorf("slow line without its statements: %v", line)
		}
		if strings.Contains(strings.Join(asStrings(sqls), "\n"), "Acme") {
			t.Errorf("slow line shows a filter's value: %v", sqls)
		}
		plan, _ := line["plan"].(string)
		if postgres && (plan == "" || strings.Contains(plan, "(no plan")) {
			t.Errorf("postgres: slow line without the plan: %q", plan)
		}
		if !postgres && plan != "" {
			t.Errorf("sqlite: a plan %q", plan)
		}
	})
}

func asStrings(xs []any) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i], _ = x.(string)
	}
	return out
}

// The profiler is for administrators; everyone else is answered as for a path that does
// not exist.
func TestPprofForAdmins(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		anon := h.NewBrowser()
		for _, path := range []string{"/debug/pprof/", "/debug/pprof/heap?debug=1", "/debug/pprof/cmdline", "/debug/pprof"} {
			for _, who := range []struct {
				name string
				b    *harness
				want int
			}{{"signed out", anon, 404}, {"a hunter", hunter, 404}, {"the administrator", h, 200}} {
				status, body := fetch(t, who.b, path, nil)
				if status != who.want {
					t.Errorf("%s as %s: %d, want %d", path, who.name, status, who.want)
				}
				if who.want == 404 && strings.Contains(body, "goroutine") {
					t.Errorf("%s as %s: the profiler answered", path, who.name)
				}
			}
		}
		if _, body := fetch(t, h, "/debug/pprof/", nil); !strings.Contains(body, "goroutine") {
			t.Errorf("the index lists no profiles: %.300s", body)
		}
	})
}
