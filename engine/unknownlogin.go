package engine

import (
	"strconv"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

// unknownLoginMemory is how long failed sign-ins to an e-mail with no account are counted,
// and how many such e-mails are remembered (the oldest are forgotten first).
const (
	unknownLoginMemory = 24 * time.Hour
	unknownLoginKeep   = 10000
)

// unknownLogins counts failed sign-ins to e-mails that have no account exactly as failures
// on a real account are counted, so login_chance falls and the lock message appears the
// same way: the answer never tells whether an account exists. Real accounts stay locked
// until an administrator unlocks them; these counts are forgotten after unknownLoginMemory.
var unknownLogins = &unknownLoginCounter{seen: expirable.NewLRU[string, int](unknownLoginKeep, nil, unknownLoginMemory)}

type unknownLoginCounter struct {
	mu   sync.Mutex
	seen *expirable.LRU[string, int]
}

// fail counts one more failure and answers the refusal a real account would get.
func (u *unknownLoginCounter) fail(tenant int64, email string, limit, configured int) (*LoginResult, error) {
	key := strconv.FormatInt(tenant, 10) + "/" + email
	u.mu.Lock()
	n, _ := u.seen.Get(key)
	if n < limit {
		n++
	}
	u.seen.Add(key, n)
	u.mu.Unlock()
	if n >= limit {
		return chances(0, configured), ErrLocked
	}
	return chances(limit-n, configured), ErrBadLogin
}
