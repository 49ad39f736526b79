package rest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/fixtures"
	"huntline/modules/accounts"
	"huntline/modules/all"
	"huntline/store/storetest"
)

// BenchmarkRequestCPU measures what one REST request costs the server's process, through
// the whole echo stack in-process (middleware, session, scope, handler, JSON): issue 20,
// point 1. The requests are the ones the load of the issue repeats: a list page with its
// count, a detail, a keyword search with a common Latin term, the four facets of "my
// candidates"; the list and the facets also afresh, their counts not kept from before.
// cpu-ms/op is the process's user+system time per request (getrusage): on
// SQLite it includes the query, on PostgreSQL the server's backend is another process and
// only the Go side is counted.
//
//	HUNTLINE_REQ_BENCH=5000 go test ./engine/rest -run '^$' -bench RequestCPU -benchmem
//
// HUNTLINE_REQ_BENCH is the number of candidates fixtures.Scale loads (minutes for tens of
// thousands), so without it the benchmark is skipped.
func BenchmarkRequestCPU(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("HUNTLINE_REQ_BENCH"))
	if n <= 0 {
		b.Skip("set HUNTLINE_REQ_BENCH to a number of candidates to load (e.g. 5000)")
	}
	for _, st := range []struct {
		name string
		url  func(testing.TB) string
	}{{"sqlite", storetest.NewSQLiteURL}, {"postgres", storetest.NewPostgresDB}} {
		if only := os.Getenv("HUNTLINE_REQ_BENCH_STORE"); only != "" && only != st.name {
			continue
		}
		b.Run(st.name, func(b *testing.B) {
			s := loadRequestBench(b, st.url(b), n)
			for _, r := range s.requests() {
				b.Run(r.name, func(b *testing.B) {
					b.ReportAllocs()
					var before, after syscall.Rusage
					syscall.Getrusage(syscall.RUSAGE_SELF, &before)
					for b.Loop() {
						if r.afresh {
							s.e.Store.AdvanceDataGen()
						}
						s.call(b, r.path)
					}
					syscall.Getrusage(syscall.RUSAGE_SELF, &after)
					b.ReportMetric(float64(cpuTime(after)-cpuTime(before))/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
				})
			}
		})
	}
}

func cpuTime(r syscall.Rusage) time.Duration {
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// requestBench is a server over a loaded store and an administrator's cookies.
type requestBench struct {
	e       *engine.Engine
	api     http.Handler
	cookies []*http.Cookie
	owner   int64 // the user owning most candidates: "my candidates"
	id      int64 // a candidate to read
}

// benchRequest is one request the benchmark repeats. afresh drops the counts kept from the
// call before (engine/aggregates_kept.go), as a write in between would: what a list costs
// the first time its filter is asked after a change.
type benchRequest struct {
	name, path string
	afresh     bool
}

func (s *requestBench) requests() []benchRequest {
	list := "/rest/candidate/list?gql=" + url.QueryEscape("status=active") + "&ordering=-dateAdded&page=1&paginate_by=25"
	facets := "/rest/candidate/list/facet?gql=" + url.QueryEscape(fmt.Sprintf("owner=%d", s.owner)) + "&demandFacets=status,source,city,education"
	return []benchRequest{
		{"list", list, false},
		{"list-afresh", list, true},
		{"detail", fmt.Sprintf("/rest/candidate/%d", s.id), false},
		{"keyword", "/rest/candidate/list?gql=" + url.QueryEscape("keyword=zhang") + "&ordering=-dateAdded&page=1&paginate_by=25", false},
		{"facets", facets, false},
		{"facets-afresh", facets, true},
	}
}

// call serves one GET as a browser sends it and fails on anything but a 200.
func (s *requestBench) call(b *testing.B, path string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for _, ck := range s.cookies {
		req.AddCookie(ck)
	}
	req.Header.Set("Accept-Language", "en")
	w := httptest.NewRecorder()
	s.api.ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		b.Fatalf("%s: %d %s", path, w.Code, w.Body.String())
	}
	return w
}

func loadRequestBench(b *testing.B, dbURL string, n int) *requestBench {
	ctx, cancel := context.WithCancel(context.Background())
	e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: b.TempDir(), Modules: all.List(all.Config{})})
	if err != nil {
		cancel()
		b.Fatal(err)
	}
	b.Cleanup(func() { cancel(); e.Jobs.Wait(); e.Close() })
	start := time.Now()
	if err := fixtures.Scale(ctx, e, n, nil); err != nil {
		b.Fatal(err)
	}
	b.Logf("loaded %d candidates in %s", n, time.Since(start).Round(time.Second))
	// The job queue is left stopped: its workers' time would count as the requests'.
	s := &requestBench{e: e, api: rest.New(e, rest.Options{BuildDate: "2026-11-26"})}
	db := e.Store.DB()
	var admin int64
	if err := db.GetContext(ctx, &admin, "SELECT id FROM rec_user WHERE c_email = $1", fixtures.DefaultAdminEmail); err != nil {
		// The e-mail may not be a typed column: the administrator is the first user.
		if err := db.GetContext(ctx, &admin, "SELECT min(id) FROM rec_user WHERE is_deleted = false"); err != nil {
			b.Fatal(err)
		}
	}
	const password = "correct horse battery 9"
	if err := accounts.NewService(e).SetPassword(ctx, 1, admin, password); err != nil {
		b.Fatal(err)
	}
	cred, err := e.Store.Credential(ctx, 1, admin)
	if err == nil {
		err = e.Store.SetOwnPassword(ctx, 1, admin, cred.PasswordHash, e.Now())
	}
	if err != nil {
		b.Fatal(err)
	}
	if err := db.GetContext(ctx, &s.owner, `SELECT c_owner FROM rec_candidate WHERE tenant_id = 1 AND is_deleted = false
		AND c_owner IS NOT NULL GROUP BY c_owner ORDER BY count(*) DESC, c_owner LIMIT 1`); err != nil {
		b.Fatalf("owner: %v", err)
	}
	if err := db.GetContext(ctx, &s.id, "SELECT max(id) FROM rec_candidate WHERE tenant_id = 1 AND is_deleted = false"); err != nil {
		b.Fatalf("candidate: %v", err)
	}
	form := url.Values{"data": {fmt.Sprintf(`{"email":%q,"password":%q}`, fixtures.DefaultAdminEmail, password)}}.Encode()
	req := httptest.NewRequest(http.MethodPost, "/rest/user/login", strings.NewReader(form))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	s.api.ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		b.Fatalf("login: %d %s", w.Code, w.Body.String())
	}
	s.cookies = w.Result().Cookies()
	for _, r := range s.requests() { // warm the caches a server has warmed after its first minute
		for range 3 {
			s.call(b, r.path)
		}
	}
	return s
}
