package hunterboard

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"golang.org/x/oauth2"
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

type claims struct {
	Kind     string `json:"k"` // "code", "access", "refresh"
	UID      string `json:"u"`
	Client   string `json:"c"`
	Redirect string `json:"r,omitempty"` // a code's redirect_uri, checked at exchange
	Expires  int64  `json:"x"`
	Nonce    string `json:"n"`
}

func sign(c claims) string {
	buf := make([]byte, 6)
	rand.Read(buf)
	c.Nonce = hex.EncodeToString(buf)
	body, _ := json.Marshal(c)
	payload := base64.RawURLEncoding.EncodeToString(body)
	mac := hmac.New(sha256.New, simKey)
	mac.Write([]byte(payload))
	return "hb." + payload + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

var errBadToken = errors.New("bad token")

// verify answers the claims of a token of kind that is signed and unexpired at now.
func verify(tok, kind string, now time.Time) (claims, error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 || parts[0] != "hb" {
		return claims{}, errBadToken
	}
	mac := hmac.New(sha256.New, simKey)
	mac.Write([]byte(parts[1]))
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(sig, mac.Sum(nil)) {
		return claims{}, errBadToken
	}
	body, err := base64.RawURLEncoding.DecodeString(parts[1])
	var c claims
	if err != nil || json.Unmarshal(body, &c) != nil || c.Kind != kind || now.Unix() >= c.Expires {
		return claims{}, errBadToken
	}
	return c, nil
}

// issue answers a fresh access and refresh token pair for uid.
func issue(uid, client string, now time.Time) *oauth2.Token {
	return &oauth2.Token{
		AccessToken:  sign(claims{Kind: "access", UID: uid, Client: client, Expires: now.Add(accessTTL).Unix()}),
		RefreshToken: sign(claims{Kind: "refresh", UID: uid, Client: client, Expires: now.Add(refreshTTL).Unix()}),
		TokenType:    "Bearer",
		Expiry:       now.Add(accessTTL),
	}
}
