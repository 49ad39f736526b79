package rest_test

import (
	"os"
	"strconv"
	"testing"
	"time"

	"huntline/store/storetest"
)

// The soak tests time the server under contention, on both stores, and print their figures
// for BENCHMARKS.md. They run only with HUNTLINE_SOAK=1 (make soak): timings depend on the
// machine, and the normal tests check the same behaviour without timing it.
func soak(t *testing.T) {
	t.Helper()
	if os.Getenv("HUNTLINE_SOAK") == "" {
		t.Skip("a soak test: run with HUNTLINE_SOAK=1 (make soak)")
	}
}

// 100 writers edit one job order, re-reading and retrying on 409, while another user lists
// clients: no answer is a 5xx, and the lister's p99 stays under 100 ms.
func TestSoakHotRecord(t *testing.T) {
	soak(t)
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		out := runHotRecord(t, h, hotLoad{writers: 100, attempts: 10, timeout: 60 * time.Second})
		t.Logf("SOAK hot record: 100 writers, %d saves in %.1f s: %d saved, %d refused (409); save p50 %s p99 %s max %s; "+
			"probe lists %d, p50 %s p99 %s max %s; unexpected answers %d",
			len(out.writes), out.elapsed.Seconds(), out.saved, out.refused,
			ms(percentile(out.writes, 50)), ms(percentile(out.writes, 99)), ms(percentile(out.writes, 100)),
			len(out.probes), ms(percentile(out.probes, 50)), ms(percentile(out.probes, 99)), ms(percentile(out.probes, 100)), len(out.bad))
		if len(out.bad) > 0 {
			t.Errorf("%d unexpected answers, e.g. %v", len(out.bad), out.bad[:min(5, len(out.bad))])
		}
		if out.final != strconv.Itoa(out.saved) {
			t.Errorf("%d saves succeeded but the counter reads %q", out.saved, out.final)
		}
		if p99 := percentile(out.probes, 99); len(out.probes) == 0 || p99 >= 100*time.Millisecond {
			t.Errorf("the other user's list: p99 %s over %d calls, want under 100 ms", ms(p99), len(out.probes))
		}
	})
}

func ms(d time.Duration) string { return time.Duration(d.Microseconds() * 1000).Round(100 * time.Microsecond).String() }
