package rest

import (
	"context"
	"runtime"
)

// Record reads (lists, facets, details, totals) take turns server-wide: at most
// ReadTurnsPerCore per core run at once, the others wait in arrival order. Without this
// every request under load went straight to the store and waited there for a pooled
// connection, and database/sql hands a freed connection to a waiter picked at random: at
// 200 users some requests waited a few hundred milliseconds and others half a minute for
// the same work (issue 20's p95 of 11.7 s at a median of a few seconds). A channel's senders
// queue first come, first served, so the wait is fair and the tail follows the median.
// More reads at once than this do not finish sooner on the cores there are: a facet call
// alone keeps four connections busy.
const ReadTurnsPerCore = 4

// readRoutes are the routes that take a read turn; other calls (writes, files, the live
// push, sign-in) neither wait for one nor hold one.
var readRoutes = map[string]bool{
	"/rest/:model/list":        true,
	"/rest/:model/list/facet":  true,
	"/rest/:model/list/totals": true,
	"/rest/:model/:id":         true,
}

func newReadTurns() chan struct{} {
	return make(chan struct{}, max(8, ReadTurnsPerCore*runtime.GOMAXPROCS(0)))
}

// takeReadTurn waits for a read turn for as long as the caller waits for its answer (a
// wait here is never an error of its own) and answers the function that ends the turn.
func (s *Server) takeReadTurn(ctx context.Context) (func(), error) {
	select {
	case s.readTurns <- struct{}{}:
		return func() { <-s.readTurns }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
