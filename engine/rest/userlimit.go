package rest

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/turns"
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

// newUserSlots answers a turn queue per signed-in user, dropped when the user has nothing
// in flight.
func newUserSlots() *turns.Queues[userKey] { return turns.New[userKey](UserRequests) }

var errTooManyAtOnce = &engine.Error{Status: http.StatusTooManyRequests, Key: "too_many_at_once",
	Msg: "Your account has too many requests under way at once; try again in a moment."}

// serveInTurn runs next once the user has a free slot.
func (s *Server) serveInTurn(c echo.Context, p engine.Principal, next echo.HandlerFunc) error {
	if c.Path() == "/rest/user/polling" {
		return next(c)
	}
	leave, err := s.userSlots.Enter(c.Request().Context(), userKey{p.TenantID, p.UserID}, UserRequestWait, errTooManyAtOnce)
	if err != nil {
		return err
	}
	defer leave()
	if readRoutes[c.Path()] && c.Request().Method == http.MethodGet {
		done, err := s.takeReadTurn(c.Request().Context())
		if err != nil {
			return err
		}
		defer done()
	}
	return next(c)
}
