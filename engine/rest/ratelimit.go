package rest

import (
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/time/rate"

	"huntline/engine"
)

// Sign-in calls (login, forgotten password, reset) are limited per client address with a
// token bucket: LoginBurst calls at once, then one every LoginEvery. Buckets of addresses
// quiet for limiterIdle are dropped.
const (
	LoginBurst   = 20
	LoginEvery   = 3 * time.Second
	limiterIdle  = 10 * time.Minute
	limiterSweep = time.Minute
)

var errTooMany = &engine.Error{Status: http.StatusTooManyRequests, Key: "too_many_attempts", Msg: "Too many sign-in attempts from this address; wait a minute and try again."}

type limiter struct {
	every     time.Duration
	burst     int
	mu        sync.Mutex
	clients   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

func newLimiter(every time.Duration, burst int) *limiter {
	return &limiter{every: every, burst: burst, clients: map[string]*bucket{}, lastSweep: time.Now()}
}

func (l *limiter) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) > limiterSweep {
		for a, b := range l.clients {
			if now.Sub(b.seen) > limiterIdle {
				delete(l.clients, a)
			}
		}
		l.lastSweep = now
	}
	b := l.clients[addr]
	if b == nil {
		b = &bucket{lim: rate.NewLimiter(rate.Every(l.every), l.burst)}
		l.clients[addr] = b
	}
	b.seen = now
	return b.lim.AllowN(now, 1)
}

// limitLogins refuses sign-in calls over the client address's budget with 429.
func (s *Server) limitLogins(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if !s.logins.allow(c.RealIP(), time.Now()) {
			c.Response().Header().Set("Retry-After", "60")
			return errTooMany
		}
		return next(c)
	}
}
