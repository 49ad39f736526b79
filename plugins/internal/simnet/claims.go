package simnet

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

// A simulator's codes, tokens and page tickets are signed claims (HMAC-SHA256 with a fixed
// key), not entries of a table, so they survive a restart of the server and a demo's bound
// accounts keep working. The key is public on purpose: it guards a simulator.

// Claim is what a simulator signs.
type Claim struct {
	Kind     string `json:"k"` // code, access, refresh, or the simulator's own kinds
	UID      string `json:"u"` // the provider's user
	Client   string `json:"c,omitempty"`
	Redirect string `json:"r,omitempty"` // a code's redirect_uri, checked at exchange
	Exp      int64  `json:"e"`
	Nonce    string `json:"n"`
}

// Signer signs and checks a simulator's claims with Key.
type Signer struct{ Key []byte }

// Sign answers c signed, with a fresh nonce so two signs of one claim differ.
func (s Signer) Sign(c Claim) string {
	nonce := make([]byte, 6)
	rand.Read(nonce)
	c.Nonce = hex.EncodeToString(nonce)
	raw, _ := json.Marshal(c)
	body := base64.RawURLEncoding.EncodeToString(raw)
	return body + "." + base64.RawURLEncoding.EncodeToString(s.mac(body))
}

func (s Signer) mac(body string) []byte {
	h := hmac.New(sha256.New, s.Key)
	h.Write([]byte(body))
	return h.Sum(nil)
}

// Verify answers the claim of a signed value of the kind, unexpired at now.
func (s Signer) Verify(signed, kind string, now time.Time) (Claim, bool) {
	body, sig, ok := strings.Cut(signed, ".")
	if !ok {
		return Claim{}, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(body)) {
		return Claim{}, false
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	var c Claim
	if err != nil || json.Unmarshal(raw, &c) != nil || c.Kind != kind || c.UID == "" || now.Unix() >= c.Exp {
		return Claim{}, false
	}
	return c, true
}

// Tokens answers a fresh access and refresh token pair for uid of client.
func (s Signer) Tokens(uid, client string, now time.Time, access, refresh time.Duration) *oauth2.Token {
	return &oauth2.Token{
		AccessToken:  s.Sign(Claim{Kind: "access", UID: uid, Client: client, Exp: now.Add(access).Unix()}),
		RefreshToken: s.Sign(Claim{Kind: "refresh", UID: uid, Client: client, Exp: now.Add(refresh).Unix()}),
		TokenType:    "Bearer",
		Expiry:       now.Add(access),
	}
}
