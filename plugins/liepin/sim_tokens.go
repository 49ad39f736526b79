package liepin

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"strings"
	"time"

	"golang.org/x/oauth2"
)

// The simulator's codes, tokens and page tickets are signed claims (HMAC-SHA256 with a
// fixed key), not entries of a table, so they survive a restart of the server: a demo's
// bound accounts keep working. The key is public on purpose: it guards a simulator.
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

type claim struct {
	Kind     string `json:"k"`
	UID      string `json:"u"`
	Exp      int64  `json:"e"`
	Redirect string `json:"r,omitempty"` // a code's redirect_uri, checked at exchange
	Nonce    string `json:"n"`
}

func sign(c claim) string {
	nonce := make([]byte, 6)
	rand.Read(nonce)
	c.Nonce = hex.EncodeToString(nonce)
	raw, _ := json.Marshal(c)
	body := base64.RawURLEncoding.EncodeToString(raw)
	return body + "." + base64.RawURLEncoding.EncodeToString(mac(body))
}

func mac(body string) []byte {
	h := hmac.New(sha256.New, simKey)
	h.Write([]byte(body))
	return h.Sum(nil)
}

// verify answers the claim of a signed value of the kind, unexpired at now.
func verify(s, kind string, now time.Time) (claim, bool) {
	body, sig, ok := strings.Cut(s, ".")
	if !ok {
		return claim{}, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, mac(body)) {
		return claim{}, false
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	var c claim
	if err != nil || json.Unmarshal(raw, &c) != nil || c.Kind != kind || c.UID == "" || now.Unix() > c.Exp {
		return claim{}, false
	}
	return c, true
}

// issue answers a fresh access and refresh token pair for uid.
func issue(uid string, now time.Time) *oauth2.Token {
	return &oauth2.Token{
		AccessToken:  sign(claim{Kind: kindAccess, UID: uid, Exp: now.Add(simAccessTTL).Unix()}),
		RefreshToken: sign(claim{Kind: kindRefresh, UID: uid, Exp: now.Add(simRefreshTTL).Unix()}),
		TokenType:    "Bearer",
		Expiry:       now.Add(simAccessTTL),
	}
}
