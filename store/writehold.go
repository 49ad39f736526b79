package store

import (
	"sync/atomic"
	"time"
)

// The longest time a write transaction held its connection, from BEGIN to its commit or
// rollback. On SQLite, whose BEGIN IMMEDIATE takes the one write lock, that is how long
// every other writer could be kept waiting (the trust issue's bar: 1 s). Tests and the
// benchmarks read it to prove that long jobs, such as an import, write in short steps.
type writeHold struct{ longest atomic.Int64 } // nanoseconds

func (w *writeHold) note(d time.Duration) {
	for {
		cur := w.longest.Load()
		if int64(d) <= cur || w.longest.CompareAndSwap(cur, int64(d)) {
			return
		}
	}
}

// LongestWriteHold answers the longest write transaction since the last reset, and resets
// the record when reset is true.
func (s *Store) LongestWriteHold(reset bool) time.Duration {
	if reset {
		return time.Duration(s.holds.longest.Swap(0))
	}
	return time.Duration(s.holds.longest.Load())
}
