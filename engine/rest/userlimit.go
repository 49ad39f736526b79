package rest

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// One account must not take the whole server: a script (or a hundred tabs) sending many
// requests at once gets UserRequests of them served at a time, the rest waiting their turn
// in memory, in order, for at most UserRequestWait (then 429). Other users' requests do
// not queue behind them. A browser sends at most six requests at once per site, so a
// person never waits here. Live-push streams last as long as a page and are not counted.
const (
	UserRequests    = 8
	UserRequestWait = 30 * time.Second
)

type userKey struct{ tenant, user int64 }

// userSlots is a semaphore per signed-in user, dropped when the user has nothing in flight.
type userSlots struct {
	mu sync.Mutex
	m  map[userKey]*userSlot
}

type userSlot struct {
	ch   chan struct{}
	refs int
}

func (u *userSlots) enter(ctx context.Context, k userKey) (func(), error) {
	u.mu.Lock()
	if u.m == nil {
		u.m = map[userKey]*userSlot{}
	}
	sl := u.m[k]
	if sl == nil {
		sl = &userSlot{ch: make(chan struct{}, UserRequests)}
		u.m[k] = sl
	}
	sl.refs++
	u.mu.Unlock()
	drop := func() {
		u.mu.Lock()
		if sl.refs--; sl.refs == 0 {
			delete(u.m, k)
		}
		u.mu.Unlock()
	}
	timer := time.NewTimer(UserRequestWait)
	defer timer.Stop()
	select {
	case sl.ch <- struct{}{}:
		return func() { <-sl.ch; drop() }, nil
	case <-timer.C:
		drop()
		return nil, errTooManyAtOnce
	case <-ctx.Done():
		drop()
		return nil, ctx.Err()
	}
}

var errTooManyAtOnce = &engine.Error{Status: http.StatusTooManyRequests, Key: "too_many_at_once",
	Msg: "Your account has too many requests under way at once; try again in a moment."}

// serveInTurn runs next once the user has a free slot.
func (s *Server) serveInTurn(c echo.Context, p engine.Principal, next echo.HandlerFunc) error {
	if c.Path() == "/rest/user/polling" {
		return next(c)
	}
	leave, err := s.userSlots.enter(c.Request().Context(), userKey{p.TenantID, p.UserID})
	if err != nil {
		return err
	}
	defer leave()
	return next(c)
}
