package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"huntline/engine"
	"huntline/fixtures"
	"huntline/modules/all"
	"huntline/resttest"
)

// TestThroughputTwoProcesses measures one list call at 16 connections against one server
// process, then against two on the same PostgreSQL database through a round-robin client
// (issue 20; BENCHMARKS.md). It only runs with HUNTLINE_MULTIPROC_BENCH=1: it times, and
// make test does not.
func TestThroughputTwoProcesses(t *testing.T) {
	if os.Getenv("HUNTLINE_MULTIPROC_BENCH") != "1" {
		t.Skip("set HUNTLINE_MULTIPROC_BENCH=1 to measure")
	}
	scale, _ := strconv.Atoi(os.Getenv("HUNTLINE_MULTIPROC_SCALE"))
	if scale == 0 {
		scale = 5000
	}
	dbURL, _, _ := prepareShared(t)
	{
		dir := t.TempDir()
		mods, _ := all.FromEnv(dir, nil)
		e, err := engine.Open(context.Background(), engine.Options{DB: dbURL, DataDir: dir, Modules: all.List(mods)})
		if err != nil {
			t.Fatal(err)
		}
		if err := fixtures.Scale(context.Background(), e, scale, io.Discard); err != nil {
			t.Fatal(err)
		}
		e.Close()
	}
	const conns, window = 16, 10 * time.Second
	// The list of issue 20's first row: page 1, status active, newest first, with its count.
	path := "/rest/candidate/list?status=active&ordering=-dateAdded&page=1&paginate_by=25"
	a := startServe(t, "A", dbURL)
	jar, _ := cookiejar.New(nil)
	(&resttest.Browser{T: t, URL: a.url, Client: &http.Client{Jar: jar}}).Login(resttest.AdminEmail, resttest.AdminPassword)
	run := func(procs []*proc) (float64, float64) {
		client := &http.Client{Jar: jar, Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
		cpu0 := 0.0
		for _, p := range procs {
			cpu0 += cpuSeconds(t, p)
		}
		var n, fails atomic.Int64
		var firstFail atomic.Value
		var next atomic.Uint64
		stop := time.Now().Add(window)
		var wg sync.WaitGroup
		for range conns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(stop) {
					p := procs[next.Add(1)%uint64(len(procs))]
					resp, err := client.Get(p.url + path)
					if err != nil || resp.StatusCode != 200 {
						if fails.Add(1) == 1 {
							firstFail.Store(fmt.Sprint(err, resp))
						}
						if resp != nil {
							resp.Body.Close()
						}
						continue
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					n.Add(1)
				}
			}()
		}
		wg.Wait()
		if fails.Load() > 0 {
			t.Errorf("%d requests failed; the first: %v", fails.Load(), firstFail.Load())
		}
		cpu := -cpu0
		for _, p := range procs {
			cpu += cpuSeconds(t, p)
		}
		return float64(n.Load()) / window.Seconds(), cpu * 1000 / float64(n.Load())
	}
	run([]*proc{a}) // warm up
	one, oneCPU := run([]*proc{a})
	b := startServe(t, "B", dbURL)
	run([]*proc{a, b})
	two, twoCPU := run([]*proc{a, b})
	one2, _ := run([]*proc{a})
	fmt.Printf("candidates %d, %d connections, %v per round, %d cores\n", scale, conns, window, runtimeCores())
	fmt.Printf("one process:  %.0f req/s, %.2f ms server CPU per request (again after: %.0f req/s)\n", one, oneCPU, one2)
	fmt.Printf("two processes: %.0f req/s, %.2f ms server CPU per request; ratio %.2f\n", two, twoCPU, two/((one+one2)/2))
}

// cpuSeconds answers the user and system CPU time p used so far (Linux /proc).
func cpuSeconds(t *testing.T, p *proc) float64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.cmd.Process.Pid))
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	fields := strings.Fields(string(raw[strings.LastIndexByte(string(raw), ')')+2:]))
	utime, _ := strconv.ParseFloat(fields[11], 64)
	stime, _ := strconv.ParseFloat(fields[12], 64)
	return (utime + stime) / 100 // USER_HZ
}

func runtimeCores() int {
	raw, _ := os.ReadFile("/proc/cpuinfo")
	return strings.Count(string(raw), "processor\t:")
}
