package jobboard

import (
	"crypto/hmac"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// stateTTL is how long a bind may take from the authorize page to the callback.
const stateTTL = 10 * time.Minute

// bindState is what the OAuth state carries through the provider: who binds which site, to
// which callback (the token exchange repeats it), until when. Signed, so the callback
// trusts it; bound to the user, so a state cannot bind someone else.
type bindState struct {
	Tenant   int64  `json:"t"`
	User     int64  `json:"u"`
	Site     string `json:"s"`
	Callback string `json:"c"`
	Expires  int64  `json:"e"` // unix seconds
	Nonce    string `json:"n"`
}

var errBadState = errors.New("the binding link is not valid or has expired; start again")

// encodeState answers s signed: base64url(JSON) "." base64url(HMAC).
func (k *keys) encodeState(s bindState) string {
	raw, _ := json.Marshal(s)
	return base64.RawURLEncoding.EncodeToString(raw) + "." + base64.RawURLEncoding.EncodeToString(k.sign(raw))
}

// decodeState checks a state's signature and expiry at now.
func (k *keys) decodeState(v string, now time.Time) (bindState, error) {
	body, sig, ok := strings.Cut(v, ".")
	if !ok {
		return bindState{}, errBadState
	}
	raw, err1 := base64.RawURLEncoding.DecodeString(body)
	mac, err2 := base64.RawURLEncoding.DecodeString(sig)
	if err1 != nil || err2 != nil || !hmac.Equal(mac, k.sign(raw)) {
		return bindState{}, errBadState
	}
	var s bindState
	if err := json.Unmarshal(raw, &s); err != nil || now.Unix() > s.Expires {
		return bindState{}, errBadState
	}
	return s, nil
}
