package engine

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Session lifetimes: a browser that ticked "remember me" stays signed in for 30 days of
// use, others for 12 hours; every use moves the expiry on.
const (
	SessionRemember = 30 * 24 * time.Hour
	SessionDefault  = 12 * time.Hour
	MinPassword     = 8
	sessionCacheTTL = 30 * time.Second
)

// ErrBadLogin is the one answer to a wrong e-mail or password, so the call does not tell
// which accounts exist.
var ErrBadLogin = &Error{Status: http.StatusUnauthorized, Key: "login_failed", Msg: "Username or Password is incorrect"}

// ErrNoSession is the answer to a call without a valid session.
var ErrNoSession = &Error{Status: http.StatusUnauthorized, Key: "login_required", Msg: "Please sign in."}

// LoginResult is a new session.
type LoginResult struct {
	Token     string
	CSRF      string
	ExpiresAt time.Time
	Principal Principal
}

// Login checks an e-mail and password and opens a session.
func (e *Engine) Login(ctx context.Context, tenant int64, email, password string, remember bool) (*LoginResult, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" || password == "" {
		return nil, badRequest("login_missing", "Email and password are required.")
	}
	userID, err := e.findUser(ctx, tenant, email)
	if err != nil {
		return nil, err
	}
	cred, err := e.Store.Credential(ctx, tenant, userID)
	if userID == 0 || store.IsNotFound(err) {
		// Compare anyway, so an unknown account takes as long as a wrong password.
		bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return nil, ErrBadLogin
	}
	if err != nil {
		return nil, err
	}
	if bcrypt.CompareHashAndPassword([]byte(cred.PasswordHash), []byte(password)) != nil {
		return nil, ErrBadLogin
	}
	p, err := e.principal(ctx, tenant, userID)
	if err != nil {
		return nil, err
	}
	now := e.Now().UTC()
	life := SessionDefault
	if remember {
		life = SessionRemember
	}
	token, csrf := randomToken(), randomToken()
	ss := &store.Session{TokenHash: hashToken(token), UserID: userID, TenantID: tenant, CSRFToken: csrf, CreatedAt: now, LastSeen: now, ExpiresAt: now.Add(life)}
	if err := e.Store.CreateSession(ctx, ss); err != nil {
		return nil, err
	}
	return &LoginResult{Token: token, CSRF: csrf, ExpiresAt: ss.ExpiresAt, Principal: p}, nil
}

var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a real password"), bcrypt.DefaultCost)

func (e *Engine) findUser(ctx context.Context, tenant int64, email string) (int64, error) {
	m := e.Reg.Model(meta.UserModel)
	c := &gql.Compiler{Reg: e.Reg, D: e.Store.Dialect(), Env: gql.Env{TenantID: tenant, Now: e.Now()}}
	query, args, err := c.IDs(gql.Query{Model: m, Filter: &gql.Cond{Path: []string{meta.UserLoginField}, Raw: url.QueryEscape(email), HasValue: true}, Ordering: "id", Limit: 1})
	if err != nil {
		return 0, err
	}
	var ids []int64
	if err := e.Store.DB().SelectContext(ctx, &ids, query, args...); err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, nil
	}
	return ids[0], nil
}

// principal reads who a user is for requests: name, language, admin flag.
func (e *Engine) principal(ctx context.Context, tenant, userID int64) (Principal, error) {
	rec, err := e.Store.Get(ctx, e.Reg.Model(meta.UserModel), tenant, userID)
	if err != nil {
		return Principal{}, err
	}
	if rec.IsDeleted {
		return Principal{}, ErrNoSession
	}
	lang, _ := rec.Data[meta.UserLangField].(string)
	admin, _ := rec.Data[meta.UserAdminField].(bool)
	return e.accessFacts(ctx, Principal{UserID: userID, TenantID: tenant, Lang: lang, IsAdmin: admin, Name: rec.Name}, rec.Data), nil
}

type cachedSession struct {
	p       Principal
	ss      *store.Session
	fetched time.Time
}

var sessions = struct {
	sync.Mutex
	m map[string]cachedSession
}{m: map[string]cachedSession{}}

// Authenticate answers the principal of a session token and the session's CSRF token.
func (e *Engine) Authenticate(ctx context.Context, token string) (Principal, string, error) {
	if token == "" {
		return Principal{}, "", ErrNoSession
	}
	h := hashToken(token)
	now := e.Now().UTC()
	sessions.Lock()
	c, ok := sessions.m[h]
	sessions.Unlock()
	if ok && now.Sub(c.fetched) < sessionCacheTTL && now.Before(c.ss.ExpiresAt) {
		return c.p, c.ss.CSRFToken, nil
	}
	ss, err := e.Store.Session(ctx, h, now)
	if store.IsNotFound(err) {
		return Principal{}, "", ErrNoSession
	}
	if err != nil {
		return Principal{}, "", err
	}
	p, err := e.principal(ctx, ss.TenantID, ss.UserID)
	if err != nil {
		return Principal{}, "", ErrNoSession
	}
	life := ss.ExpiresAt.Sub(ss.LastSeen)
	if now.Sub(ss.LastSeen) > 5*time.Minute {
		ss.LastSeen, ss.ExpiresAt = now, now.Add(life)
		if err := e.Store.TouchSession(ctx, h, ss.LastSeen, ss.ExpiresAt); err != nil {
			e.Log.Warn("touch session", "err", err)
		}
	}
	sessions.Lock()
	sessions.m[h] = cachedSession{p: p, ss: ss, fetched: now}
	sessions.Unlock()
	return p, ss.CSRFToken, nil
}

// Logout ends a session.
func (e *Engine) Logout(ctx context.Context, token string) error {
	h := hashToken(token)
	sessions.Lock()
	delete(sessions.m, h)
	sessions.Unlock()
	return e.Store.DeleteSession(ctx, h)
}

// SetPassword sets a user's password after checking the password rules.
func (e *Engine) SetPassword(ctx context.Context, tenant, userID int64, password string) error {
	if len([]rune(password)) < MinPassword {
		return badRequest("password_short", "password: at least %d characters", MinPassword).with(map[string]any{"Min": MinPassword})
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	return e.Store.SetPassword(ctx, tenant, userID, string(hash))
}

func randomToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashToken(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}
