package liepin

import (
	"time"

	"golang.org/x/oauth2"

	"huntline/plugins/internal/simnet"
)

// The simulator's codes, tokens and page tickets are signed claims (simnet.Signer), so they
// survive a restart of the server. The key is public on purpose: it guards a simulator.
var simKey = []byte("huntline-liepin-simulator-v1")

// Lifetimes of what the simulator signs.
const (
	simCodeTTL    = 10 * time.Minute
	simAccessTTL  = time.Hour
	simRefreshTTL = 30 * 24 * time.Hour
	simTicketTTL  = 2 * time.Hour
)

// claim kinds
const (
	kindCode    = "code"
	kindAccess  = "access"
	kindRefresh = "refresh"
	kindTicket  = "ticket" // the iframe pages' authority, posted or in the query
)

// simSigner signs the simulator's claims (plugins/internal/simnet).
var simSigner = simnet.Signer{Key: simKey}

func sign(c simnet.Claim) string { return simSigner.Sign(c) }

// verify answers the claim of a signed value of the kind, unexpired at now.
func verify(s, kind string, now time.Time) (simnet.Claim, bool) {
	return simSigner.Verify(s, kind, now)
}

// issue answers a fresh access and refresh token pair for uid.
func issue(uid string, now time.Time) *oauth2.Token {
	return simSigner.Tokens(uid, "", now, simAccessTTL, simRefreshTTL)
}
