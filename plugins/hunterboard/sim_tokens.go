package hunterboard

import (
	"errors"
	"time"

	"golang.org/x/oauth2"

	"huntline/plugins/internal/simnet"
)

// The simulator's codes and tokens are signed, not stored: a code, an access token and a
// refresh token each carry their kind, the board user, the client and the expiry, signed
// with the simulator's fixed key, so tokens stay good across a restart of the server (the
// demo's bound accounts keep working) and the simulator keeps no state.

// simKey signs the simulator's tokens. It is fixed on purpose: the simulator is a stand-in
// with no secrets to keep, and a fixed key is what lets its tokens outlive a restart.
var simKey = []byte("huntline hunterboard simulator, not a secret")

const (
	accessTTL  = time.Hour
	refreshTTL = 30 * 24 * time.Hour
	codeTTL    = 10 * time.Minute
)

// simSigner signs the simulator's claims (plugins/internal/simnet).
var simSigner = simnet.Signer{Key: simKey}

func sign(c simnet.Claim) string { return simSigner.Sign(c) }

var errBadToken = errors.New("bad token")

// verify answers the claims of a token of kind that is signed and unexpired at now.
func verify(tok, kind string, now time.Time) (simnet.Claim, error) {
	c, ok := simSigner.Verify(tok, kind, now)
	if !ok {
		return c, errBadToken
	}
	return c, nil
}

// issue answers a fresh access and refresh token pair for uid.
func issue(uid, client string, now time.Time) *oauth2.Token {
	return simSigner.Tokens(uid, client, now, accessTTL, refreshTTL)
}
