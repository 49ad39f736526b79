package accounts

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"

	"huntline/engine"
)

// Security tokens for tenants that restrict sign-in (engine.TenantConfig.LoginSecurity). The
// security helper installed on an approved computer, or an administrator issuing a token on
// request, holds the tenant's login_token_secret and computes
//
//	token = "<unix seconds>.<hex HMAC-SHA256(secret, lower(email) + "\n" + unix seconds)>"
//
// A token is accepted within LoginTokenWindow of the server's clock, for that e-mail only.
// A tenant that restricts sign-in without a secret accepts no token.
const LoginTokenWindow = 5 * time.Minute

var (
	errTokenLogin   = &engine.Error{Status: http.StatusUnauthorized, Key: "login_token_required", Msg: "The system has restricted access: install the security helper to sign in from this computer."}
	errTokenRequest = &engine.Error{Status: http.StatusUnauthorized, Key: "login_token_request", Msg: "The system has restricted access: request a sign-in token from your administrator."}
	errTokenInvalid = &engine.Error{Status: http.StatusUnauthorized, Key: "login_token_invalid", Msg: "token: the security token is not valid for this account or has expired."}
)

// LoginToken answers the token for email at the time at.
func LoginToken(secret, email string, at time.Time) string {
	ts := strconv.FormatInt(at.Unix(), 10)
	return ts + "." + loginTokenMAC(secret, strings.ToLower(strings.TrimSpace(email)), ts)
}

func loginTokenMAC(secret, email, ts string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(email + "\n" + ts))
	return hex.EncodeToString(m.Sum(nil))
}

// checkLoginToken answers nil when the tenant needs no token or token is valid; else the
// step the sign-in form takes next ("token_login", "request_token") and the refusal.
func checkLoginToken(cfg engine.TenantConfig, email, token string, now time.Time) (string, error) {
	var next string
	var missing *engine.Error
	switch cfg.LoginSecurity {
	case "token":
		next, missing = "token_login", errTokenLogin
	case "request_token":
		next, missing = "request_token", errTokenRequest
	default:
		return "", nil
	}
	if token == "" {
		return next, missing
	}
	ts, mac, ok := strings.Cut(token, ".")
	sec, err := strconv.ParseInt(ts, 10, 64)
	if !ok || err != nil || cfg.LoginTokenSecret == "" {
		return next, errTokenInvalid
	}
	if d := now.Sub(time.Unix(sec, 0)); d > LoginTokenWindow || d < -LoginTokenWindow {
		return next, errTokenInvalid
	}
	if !hmac.Equal([]byte(mac), []byte(loginTokenMAC(cfg.LoginTokenSecret, email, ts))) {
		return next, errTokenInvalid
	}
	return "", nil
}
