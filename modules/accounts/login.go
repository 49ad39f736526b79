package accounts

import (
	"context"
	"math"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Sign-in refusals. A wrong password and an unknown e-mail answer the same ErrBadLogin,
// with the same countdown of chances (see unknownLogins), so the call does not tell which
// accounts exist.
var (
	ErrBadLogin = &engine.Error{Status: http.StatusUnauthorized, Key: "login_failed", Msg: "Username or Password is incorrect"}
	ErrLocked   = &engine.Error{Status: http.StatusForbidden, Key: "account_locked", Msg: "Account is locked"}
	ErrExpired  = &engine.Error{Status: http.StatusForbidden, Key: "system_expired", Msg: "System already expired"}
)

// LoginRequest is what the sign-in form posts.
type LoginRequest struct {
	Email, Password string
	Remember        bool
	Token           string // the security token, when the tenant asks for one
}

// LoginResult is a new session, or on refusal what the form shows next: the remaining
// chances, or the token step to take.
type LoginResult struct {
	Token     string
	CSRF      string
	ExpiresAt time.Time
	Remember  bool // the session lasts SessionIdleRemember idle, and its cookies outlive the browser
	Principal engine.Principal
	Chances   *int   // attempts left before the account locks; nil when not counted
	Next      string // "token_login" or "request_token" when a security token is needed
}

// Login checks an e-mail and password against the tenant's rules (expiry, lockout, status,
// security token) and opens a session. On a refusal the error is an *Error and the result,
// when not nil, carries the chances left or the next step.
func (mod *Module) Login(ctx context.Context, tenant int64, req LoginRequest) (*LoginResult, error) {
	email := strings.ToLower(strings.TrimSpace(req.Email))
	if email == "" || req.Password == "" {
		return nil, engine.BadRequest("login_missing", "Email and password are required.")
	}
	now := mod.Engine().Now().UTC()
	cfg := mod.Engine().Tenants.Config(ctx, tenant)
	if cfg.Expired(now) {
		return nil, ErrExpired
	}
	limit := cfg.LoginChances
	if limit == 0 {
		limit = math.MaxInt32 // 0 turns the lockout off
	}
	userID, err := mod.findUser(ctx, tenant, email)
	if err != nil {
		return nil, err
	}
	var cred *store.Credential
	if userID != 0 {
		if cred, err = mod.Engine().Store.Credential(ctx, tenant, userID); store.IsNotFound(err) {
			userID = 0
		} else if err != nil {
			return nil, err
		}
	}
	if userID != 0 {
		// An account that cannot sign in (deactivated, deleted) answers like one that does not
		// exist, whatever the password: sign-in must not confirm that a password is right.
		if _, err := mod.Engine().PrincipalOf(ctx, tenant, userID); err == engine.ErrLeft || err == engine.ErrNoSession {
			userID = 0
		} else if err != nil {
			return nil, err
		}
	}
	if userID == 0 {
		// Compare anyway, so an unknown account takes as long as a wrong password.
		bcrypt.CompareHashAndPassword(dummyHash, []byte(req.Password))
		return unknownLogins.fail(tenant, email, limit, cfg.LoginChances, now)
	}
	if lockForgotten(cred.LockedAt, now) {
		if err := mod.Engine().Store.Unlock(ctx, tenant, userID); err != nil {
			return nil, err
		}
		cred.FailedAttempts, cred.LockedAt = 0, nil
	}
	if until := lockedUntil(cred.FailedAttempts, limit, cred.LockedAt); now.Before(until) {
		bcrypt.CompareHashAndPassword(dummyHash, []byte(req.Password))
		return chances(0, cfg.LoginChances), ErrLocked
	}
	if bcrypt.CompareHashAndPassword([]byte(cred.PasswordHash), []byte(req.Password)) != nil {
		failed, locked, err := mod.Engine().Store.RecordLoginFailure(ctx, tenant, userID, limit, now)
		if err != nil {
			return nil, err
		}
		if locked {
			until := lockedUntil(failed, limit, &now)
			mod.Engine().Log.Warn("account locked after failed sign-ins", "tenant", tenant, "user", userID, "attempts", failed, "until", until)
			return chances(0, cfg.LoginChances), ErrLocked
		}
		return chances(limit-failed%limit, cfg.LoginChances), ErrBadLogin
	}
	p, err := mod.Engine().PrincipalOf(ctx, tenant, userID)
	if err != nil {
		return nil, err
	}
	if next, err := checkLoginToken(cfg, email, req.Token, now); err != nil {
		return &LoginResult{Next: next}, err
	}
	if err := mod.Engine().Store.RecordLogin(ctx, tenant, userID, now); err != nil {
		return nil, err
	}
	return mod.openSession(ctx, p, 0, now, req.Remember)
}

// chances answers a refusal's result carrying the attempts left, or none when the tenant
// turned the lockout off.
func chances(left, configured int) *LoginResult {
	if configured == 0 {
		return &LoginResult{}
	}
	left = max(left, 0)
	return &LoginResult{Chances: &left}
}

var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a real password"), bcrypt.DefaultCost)

// findUser answers the id of the user signing in with email (their login field), 0 when
// there is none.
func (mod *Module) findUser(ctx context.Context, tenant int64, email string) (int64, error) {
	m := mod.Engine().Reg().Model(meta.UserModel)
	ids, err := mod.Engine().FindIDs(ctx, mod.Engine().Unscoped(tenant, 0), gql.Query{Model: m, Filter: &gql.Cond{Path: []string{meta.UserLoginField}, Raw: url.QueryEscape(email), HasValue: true}, Ordering: "id", Limit: 1})
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return ids[0], nil
}
