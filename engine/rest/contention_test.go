package rest_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"huntline/engine/rest"
)

// A record many people edit at once (a popular job order) must never stall anyone else.
// Writers edit one job order as a user does: read it, save with the version read, and on a
// 409 read again and retry. Meanwhile another user lists clients. Every save answers 200 or
// 409, no save is lost (each one increments a counter it read), and the other user's list
// answers throughout. On PostgreSQL 40 such writers once held every pooled connection, the
// lock holder waited for one more to read, and the whole server hung until requests timed
// out with 500s. The timed version (100 writers, the probe's p99) is TestSoakHotRecord.
func TestHotRecordContention(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		out := runHotRecord(t, h, hotLoad{writers: 48, attempts: 4, timeout: 20 * time.Second})
		t.Logf("%d saved, %d refused in %v; saves p50 %v max %v; %d probes p99 %v max %v", out.saved, out.refused, out.elapsed,
			percentile(out.writes, 50), percentile(out.writes, 100), len(out.probes), percentile(out.probes, 99), percentile(out.probes, 100))
		if len(out.bad) > 0 {
			t.Fatalf("%d unexpected answers, e.g. %v", len(out.bad), out.bad[:min(5, len(out.bad))])
		}
		if out.saved == 0 || out.final != strconv.Itoa(out.saved) {
			t.Fatalf("saves: %d succeeded and %d refused, but the counter reads %q: an update was lost", out.saved, out.refused, out.final)
		}
		if len(out.probes) == 0 {
			t.Fatal("the other user's list never answered while the writers ran")
		}
	})
}

// hotLoad is one contention run: writers each try attempts saves of one job order (a 409
// costs an attempt and a fresh read), while a probe lists another model until they finish.
type hotLoad struct {
	writers  int
	attempts int
	timeout  time.Duration // a request that takes longer counts as a failure
}

type hotOutcome struct {
	saved, refused int
	bad            []string        // answers other than 200 and a 409, and timeouts
	writes         []time.Duration // every save's time
	probes         []time.Duration // every probe list's time
	final          string          // the counter when the writers stopped
	elapsed        time.Duration
}

// runHotRecord creates a job order whose description is a counter and runs the load on it.
func runHotRecord(t *testing.T, h *harness, load hotLoad) hotOutcome {
	t.Helper()
	client := h.Create("client", map[string]any{"name": "Acme"})
	// Owned by someone else, so that each save notifies the owner, as on a real team (the
	// notice reads the owner's settings, which is what once needed a second connection).
	owner := h.Create("user", map[string]any{"englishName": "Olive Owner", "email": "owner@huntline.test"})
	job := h.Create("joborder", map[string]any{"jobTitle": "Popular", "client": client, "description": "0", "owner": owner})
	for i := range 3 {
		h.Create("client", map[string]any{"name": fmt.Sprintf("Unrelated %d", i)})
	}
	prober := h.As("probe@huntline.test", map[string]any{"isAdmin": true})
	transport := &http.Transport{MaxIdleConnsPerHost: load.writers + 4}
	defer transport.CloseIdleConnections()
	writer := &apiClient{h: h, c: &http.Client{Jar: h.Client.Jar, Timeout: load.timeout, Transport: transport}}
	probe := &apiClient{h: prober, c: &http.Client{Jar: prober.Client.Jar, Timeout: load.timeout, Transport: transport}}

	var (
		mu  sync.Mutex
		out hotOutcome
	)
	bad := func(what string) {
		mu.Lock()
		out.bad = append(out.bad, what)
		mu.Unlock()
	}
	done := make(chan struct{})
	var probeWG sync.WaitGroup
	probeWG.Add(1)
	go func() {
		defer probeWG.Done()
		for {
			select {
			case <-done:
				return
			default:
			}
			status, body, took, err := probe.call("GET", "/rest/client/list?pageSize=25", nil)
			mu.Lock()
			if err == nil && status == 200 {
				out.probes = append(out.probes, took)
			}
			mu.Unlock()
			if err != nil || status != 200 {
				bad(fmt.Sprintf("probe list: %d %v %v", status, body["message"], err))
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()

	start := time.Now()
	var wg sync.WaitGroup
	for w := range load.writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			read := func() (version float64, n int, ok bool) {
				status, body, _, err := writer.call("GET", fmt.Sprintf("/rest/joborder/%d", job), nil)
				if err != nil || status != 200 {
					bad(fmt.Sprintf("writer %d read: %d %v %v", w, status, body["message"], err))
					return 0, 0, false
				}
				d := body["data"].(map[string]any)
				n, _ = strconv.Atoi(fmt.Sprint(d["description"]))
				return d["version"].(float64), n, true
			}
			version, n, ok := read()
			for range load.attempts {
				if !ok {
					return
				}
				status, body, took, err := writer.call("POST", "/rest/joborder/add", map[string]any{"id": job, "version": version, "description": strconv.Itoa(n + 1)})
				mu.Lock()
				out.writes = append(out.writes, took)
				switch {
				case err == nil && status == 200:
					out.saved++
				case err == nil && status == 409:
					out.refused++
				}
				mu.Unlock()
				switch {
				case err != nil:
					bad(fmt.Sprintf("writer %d save: %v", w, err))
					return
				case status == 200:
					version, n = body["version"].(float64), n+1
				case status == 409:
					version, n, ok = read() // as a user does: reload, then make the change again
				default:
					bad(fmt.Sprintf("writer %d save: %d %v", w, status, body["message"]))
					return
				}
			}
		}()
	}
	wg.Wait()
	out.elapsed = time.Since(start)
	close(done)
	probeWG.Wait()
	status, body := h.Get(fmt.Sprintf("/rest/joborder/%d", job))
	if status != 200 {
		t.Fatalf("read the job order after the load: %d %v", status, body)
	}
	out.final = fmt.Sprint(body["data"].(map[string]any)["description"])
	return out
}

// apiClient sends requests for a harness's session from many goroutines: it reports
// failures instead of ending the test, which only the test's own goroutine may do.
type apiClient struct {
	h *harness
	c *http.Client
}

func (a *apiClient) call(method, path string, data any) (int, map[string]any, time.Duration, error) {
	var body io.Reader
	if data != nil {
		raw, _ := json.Marshal(data)
		body = strings.NewReader(url.Values{"data": {string(raw)}}.Encode())
	}
	req, err := http.NewRequest(method, a.h.URL+path, body)
	if err != nil {
		return 0, nil, 0, err
	}
	if data != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set(rest.CSRFHeader, a.h.Cookie(rest.CSRFCookie))
	start := time.Now()
	resp, err := a.c.Do(req)
	if err != nil {
		return 0, nil, time.Since(start), err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	took := time.Since(start)
	if err != nil {
		return resp.StatusCode, nil, took, err
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		return resp.StatusCode, nil, took, fmt.Errorf("not JSON: %.200s", raw)
	}
	return resp.StatusCode, out, took, nil
}

// percentile answers the p-th percentile (0-100) of ds, nearest rank.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(float64(len(s))*p/100+0.999999) - 1
	return s[max(0, min(i, len(s)-1))]
}
