// Package clock is the one source of the current time for the server, the store and the
// demo data, so that tests can run the whole system at a moment of their choosing (a Sunday
// night in Shanghai, the last day of a year, a leap day) and prove it works on any day.
//
// The clock keeps running: Set moves it by an offset from the wall clock, so timers,
// timeouts and durations behave as usual. Production never moves it: HUNTLINE_NOW is read
// only by test binaries, and the binary moves it only when its --now flag (for the browser
// tests) is given.
package clock

import (
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"
)

// Env names the variable test binaries read the moment from.
const Env = "HUNTLINE_NOW"

var offset atomic.Int64 // added to the wall clock, in nanoseconds

// Now answers the current time.
func Now() time.Time { return time.Now().Add(time.Duration(offset.Load())) }

// Set moves the clock so that Now answers at from this instant on.
func Set(at time.Time) { offset.Store(int64(time.Until(at))) }

// Moved reports whether the clock is not the wall clock.
func Moved() bool { return offset.Load() != 0 }

// Parse reads a moment as RFC 3339 (2028-02-29T23:59:00+08:00) or as a date and time
// without zone, which is read as UTC.
func Parse(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%s: %q is not a time (use RFC 3339, for example 2028-02-29T23:59:00+08:00)", Env, s)
}

func init() {
	if !testing.Testing() {
		return
	}
	v := os.Getenv(Env)
	if v == "" {
		return
	}
	at, err := Parse(v)
	if err != nil {
		panic(err)
	}
	Set(at)
}
