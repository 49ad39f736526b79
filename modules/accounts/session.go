package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"sync"
	"time"

	"huntline/engine"
	"huntline/store"
)

// Session lifetimes, the one place they are set. A session ends after SessionIdle without
// use (SessionIdleRemember when the browser ticked "remember me"), and in any case
// SessionAbsolute after the password was typed, however busy it is; switching to another
// user and back keeps the original start.
const (
	SessionIdle         = 12 * time.Hour
	SessionIdleRemember = 7 * 24 * time.Hour
	SessionAbsolute     = 30 * 24 * time.Hour
	sessionTouchEvery   = 5 * time.Minute // last-seen writes are batched to this resolution
	// A session ended here is refused at once here and, through the engine's cache relay,
	// on the other server processes of a PostgreSQL database (dropSessions); the TTL bounds
	// a cached session's age should a relayed drop be lost.
	sessionCacheTTL = 30 * time.Second
)

// dropKind is the cache relay's kind for sessions (engine.Announce).
const dropKind = "session"

// sessionDrop names the sessions another process ended or whose user changed: one session
// by its hash, or a user's sessions but the one kept.
type sessionDrop struct {
	Hash string `json:"h,omitempty"`
	User int64  `json:"u,omitempty"`
	Keep string `json:"k,omitempty"`
}

type cachedSession struct {
	p       engine.Principal
	ss      *store.Session
	fetched time.Time
}

// sessions caches authenticated sessions by token hash, so most requests skip two reads.
var sessions = struct {
	sync.Mutex
	m map[string]cachedSession
	// dropped counts drops; a session read from the database while one arrived is not
	// cached, since the read may predate the drop.
	dropped uint64
}{m: map[string]cachedSession{}}

// openSession starts a session for p (parent: the user switching into p, or 0), started
// at start.
func (mod *Module) openSession(ctx context.Context, p engine.Principal, parent int64, start time.Time, remember bool) (*LoginResult, error) {
	now := mod.Engine().Now().UTC()
	idle := SessionIdle
	if remember {
		idle = SessionIdleRemember
	}
	token, csrf := randomToken(), randomToken()
	ss := &store.Session{TokenHash: hashToken(token), UserID: p.UserID, TenantID: p.TenantID, CSRFToken: csrf,
		CreatedAt: start, LastSeen: now, ExpiresAt: sessionExpiry(start, now, idle), ParentUserID: parent}
	if err := mod.Engine().Store.CreateSession(ctx, ss); err != nil {
		return nil, err
	}
	return &LoginResult{Token: token, CSRF: csrf, ExpiresAt: ss.ExpiresAt, Remember: remember, Principal: p}, nil
}

// sessionExpiry is the idle expiry, capped by the absolute one.
func sessionExpiry(start, now time.Time, idle time.Duration) time.Time {
	exp := now.Add(idle)
	if limit := start.Add(SessionAbsolute); exp.After(limit) {
		return limit
	}
	return exp
}

// Authenticate answers the principal of a session token and the session's CSRF token.
func (mod *Module) Authenticate(ctx context.Context, token string) (engine.Principal, string, error) {
	if token == "" {
		return engine.Principal{}, "", engine.ErrNoSession
	}
	h := hashToken(token)
	now := mod.Engine().Now().UTC()
	sessions.Lock()
	c, ok := sessions.m[h]
	gen := sessions.dropped
	sessions.Unlock()
	if ok && now.Sub(c.fetched) < sessionCacheTTL && now.Sub(c.fetched) >= 0 && now.Before(c.ss.ExpiresAt) {
		return c.p, c.ss.CSRFToken, nil
	}
	ss, err := mod.Engine().Store.Session(ctx, h, now)
	if store.IsNotFound(err) {
		mod.forgetSession(h)
		return engine.Principal{}, "", engine.ErrNoSession
	}
	if err != nil {
		return engine.Principal{}, "", err
	}
	if !now.Before(ss.CreatedAt.Add(SessionAbsolute)) {
		mod.Logout(ctx, token)
		return engine.Principal{}, "", engine.ErrNoSession
	}
	p, err := mod.Engine().PrincipalOf(ctx, ss.TenantID, ss.UserID)
	if err != nil {
		return engine.Principal{}, "", engine.ErrNoSession
	}
	if ss.ParentUserID != 0 {
		parent, err := mod.Engine().PrincipalOf(ctx, ss.TenantID, ss.ParentUserID)
		if err != nil {
			return engine.Principal{}, "", engine.ErrNoSession // the user who switched has left
		}
		p.ParentUserID, p.ParentName = parent.UserID, parent.Name
	}
	first, change, err := mod.PasswordFlags(ctx, p)
	if err != nil {
		return engine.Principal{}, "", err
	}
	p.PasswordPending = first || change
	if now.Sub(ss.LastSeen) > sessionTouchEvery {
		idle := SessionIdle
		if ss.ExpiresAt.Sub(ss.LastSeen) > SessionIdle {
			idle = SessionIdleRemember
		}
		ss.LastSeen, ss.ExpiresAt = now, sessionExpiry(ss.CreatedAt, now, idle)
		if err := mod.Engine().Store.TouchSession(ctx, h, ss.LastSeen, ss.ExpiresAt); err != nil {
			mod.Engine().Log.Warn("touch session", "err", err)
		}
	}
	sessions.Lock()
	if sessions.dropped == gen {
		sessions.m[h] = cachedSession{p: p, ss: ss, fetched: now}
	}
	sessions.Unlock()
	return p, ss.CSRFToken, nil
}

// Logout ends a session, on every server process.
func (mod *Module) Logout(ctx context.Context, token string) error {
	h := hashToken(token)
	mod.forgetSession(h)
	if err := mod.Engine().Store.DeleteSession(ctx, h); err != nil {
		return err
	}
	mod.announce(ctx, 0, sessionDrop{Hash: h})
	return nil
}

// RevokeSessions ends every session of a user (and those the user opened by switching into
// someone) except keepToken's (empty: all): after a password change, a reset, or when the
// user leaves or is deleted.
func (mod *Module) RevokeSessions(ctx context.Context, tenant, userID int64, keepToken string) error {
	keep := ""
	if keepToken != "" {
		keep = hashToken(keepToken)
	}
	dropUser(tenant, userID, keep)
	if err := mod.Engine().Store.DeleteUserSessions(ctx, tenant, userID, keep); err != nil {
		return err
	}
	mod.announce(ctx, tenant, sessionDrop{User: userID, Keep: keep})
	return nil
}

// forgetUser drops a user's cached sessions so the next request reads the changed user
// record (language, name, admin flag).
func (mod *Module) forgetUser(ctx context.Context, tenant, userID int64) {
	dropUser(tenant, userID, "")
	mod.announce(ctx, tenant, sessionDrop{User: userID})
}

func (mod *Module) forgetSession(h string) {
	sessions.Lock()
	delete(sessions.m, h)
	sessions.dropped++
	sessions.Unlock()
}

// dropUser forgets, in this process, the cached sessions of a user (and those the user
// opened by switching into someone) except keep's.
func dropUser(tenant, userID int64, keep string) {
	sessions.Lock()
	for h, c := range sessions.m {
		if h != keep && c.ss.TenantID == tenant && (c.ss.UserID == userID || c.ss.ParentUserID == userID) {
			delete(sessions.m, h)
		}
	}
	sessions.dropped++
	sessions.Unlock()
}

// announce tells the other server processes to drop the sessions d names.
func (mod *Module) announce(ctx context.Context, tenant int64, d sessionDrop) {
	raw, _ := json.Marshal(d)
	mod.Engine().Announce(ctx, engine.Drop{Kind: dropKind, Tenant: tenant, Data: raw})
}

// dropSessions drops what another process announced (engine.OnDrop); after the relay
// reconnected (d.All) every cached session goes, since drops may have been missed.
func dropSessions(_ context.Context, d engine.Drop) {
	var sd sessionDrop
	json.Unmarshal(d.Data, &sd)
	switch {
	case d.All:
		sessions.Lock()
		clear(sessions.m)
		sessions.dropped++
		sessions.Unlock()
	case sd.Hash != "":
		sessions.Lock()
		delete(sessions.m, sd.Hash)
		sessions.dropped++
		sessions.Unlock()
	case sd.User != 0:
		dropUser(d.Tenant, sd.User, sd.Keep)
	}
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

// UserChanged runs after a user record was saved or deleted (engine.Authenticator): a user
// who left or was deleted is signed out everywhere at once; anyone else's cached sessions
// are dropped so the change (name, language, admin flag) shows on the next request.
func (mod *Module) UserChanged(ctx context.Context, tenant, userID int64) {
	if _, err := mod.Engine().PrincipalOf(ctx, tenant, userID); err == engine.ErrLeft || err == engine.ErrNoSession {
		if err := mod.RevokeSessions(ctx, tenant, userID, ""); err != nil {
			mod.Engine().Log.Error("revoke sessions of a deactivated user", "user", userID, "err", err)
		}
		return
	}
	mod.forgetUser(ctx, tenant, userID)
}
