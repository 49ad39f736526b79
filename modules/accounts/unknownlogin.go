package accounts

import (
	"strconv"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

// unknownLoginMemory is how long failed sign-ins to an e-mail with no account are counted,
// and how many such e-mails are remembered (the oldest are forgotten first).
const (
	unknownLoginMemory = lockMemory
	unknownLoginKeep   = 10000
)

// unknownLogins counts failed sign-ins to e-mails that have no account (or whose account
// cannot sign in: deactivated or deleted) exactly as failures on a real account are counted,
// so login_chance falls, the lock message appears and the lock ends after the same growing
// delays: the answer never tells whether an account exists. The counts live in memory for
// unknownLoginMemory.
var unknownLogins = &unknownLoginCounter{seen: expirable.NewLRU[string, unknownLogin](unknownLoginKeep, nil, unknownLoginMemory)}

type unknownLoginCounter struct {
	mu   sync.Mutex
	seen *expirable.LRU[string, unknownLogin]
}

// unknownLogin is what a credential row would hold for the e-mail.
type unknownLogin struct {
	failed   int
	lockedAt *time.Time
}

// fail counts one more failure at now and answers the refusal a real account would get.
func (u *unknownLoginCounter) fail(tenant int64, email string, limit, configured int, now time.Time) (*LoginResult, error) {
	key := strconv.FormatInt(tenant, 10) + "/" + email
	u.mu.Lock()
	defer u.mu.Unlock()
	st, _ := u.seen.Get(key)
	if lockForgotten(st.lockedAt, now) {
		st = unknownLogin{}
	}
	if now.Before(lockedUntil(st.failed, limit, st.lockedAt)) {
		return chances(0, configured), ErrLocked // a locked account counts nothing either
	}
	st.failed++
	if st.failed%limit == 0 {
		at := now
		st.lockedAt = &at
	}
	u.seen.Add(key, st)
	if st.failed%limit == 0 {
		return chances(0, configured), ErrLocked
	}
	return chances(limit-st.failed%limit, configured), ErrBadLogin
}
