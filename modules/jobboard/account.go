package jobboard

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/engine/rest"
)

// Account is a Huntline user's bound account on a board.
type Account struct {
	ID       int64  `json:"id"`
	Site     string `json:"site"`
	UserID   int64  `json:"user_id"`   // the Huntline user
	UserName string `json:"user_name"` // his display name
	// The provider's side.
	ProviderUID string    `json:"provider_uid"`
	Name        string    `json:"name"`
	Company     string    `json:"company"`
	Title       string    `json:"title"`
	AvatarURL   string    `json:"avatar_url"`
	BoundAt     time.Time `json:"bound_at"`
	ExpiresAt   time.Time `json:"expires_at"` // the access token's expiry
}

// refreshBefore: a token expiring sooner than this is refreshed before use.
const refreshBefore = 5 * time.Minute

type originKey struct{}

// WithOrigin tells BindURL this server's own origins (scheme://host[:port]): the one the
// request reached and the configured public one; the fetch_redirect_url route sets them.
func WithOrigin(ctx context.Context, origins ...string) context.Context {
	clean := []string{}
	for _, o := range origins {
		if o = strings.TrimSuffix(strings.TrimSpace(o), "/"); o != "" {
			clean = append(clean, o)
		}
	}
	return context.WithValue(ctx, originKey{}, clean)
}

// BindURL answers the provider's authorize URL for p to bind his account on site, with a
// signed state (user, site, expiry 10 min). callbackURL must be this server's origin (the
// one WithOrigin gave, when given) + "/rest/{site}/bind_callback": the provider sends the
// browser nowhere else.
func (m *Module) BindURL(ctx context.Context, p engine.Principal, site, callbackURL string) (string, error) {
	b, err := m.board(site)
	if err != nil {
		return "", err
	}
	if err := checkCallback(ctx, site, callbackURL); err != nil {
		return "", err
	}
	if err := m.loadKeys(); err != nil {
		return "", err
	}
	nonce := make([]byte, 8)
	rand.Read(nonce)
	state := m.keys.encodeState(bindState{Tenant: p.TenantID, User: p.UserID, Site: site, Callback: callbackURL,
		Expires: m.Engine().Now().Add(stateTTL).Unix(), Nonce: hex.EncodeToString(nonce)})
	cfg := *b.OAuth()
	cfg.RedirectURL = callbackURL
	return cfg.AuthCodeURL(state), nil
}

// badCallback refuses a callback_url that is not this server's bind callback for the site.
func badCallback(site string) error {
	return engine.BadRequest("jobboard_bad_callback", "callback_url: must be this server's address followed by /rest/%s/bind_callback", site).
		With(map[string]any{"Site": site})
}

// checkCallback: an absolute http(s) URL of this origin and exactly the site's callback path,
// nothing more (no user, query or fragment), so a bind can never redirect elsewhere.
func checkCallback(ctx context.Context, site, callbackURL string) error {
	u, err := url.Parse(callbackURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" || u.Path != "/rest/"+site+"/bind_callback" {
		return badCallback(site)
	}
	origins, _ := ctx.Value(originKey{}).([]string)
	if len(origins) == 0 {
		return nil
	}
	for _, o := range origins {
		if strings.EqualFold(u.Scheme+"://"+u.Host, o) {
			return nil
		}
	}
	return badCallback(site)
}

// HandleCallback exchanges ?code&state, fetches the Account, stores it, and answers the small
// HTML page that tells the opener 'closeme' and closes (also on failure, with the reason).
// The signed state says who binds; a signed-in session of someone else is refused.
func (m *Module) HandleCallback(c echo.Context, site string) error {
	lang := rest.Principal(c).Lang
	if err := m.handleCallback(c, site); err != nil {
		m.Engine().Log.Info("jobboard: bind failed", "site", site, "err", err)
		return m.bindPage(c, lang, err)
	}
	return m.bindPage(c, lang, nil)
}

func (m *Module) handleCallback(c echo.Context, site string) error {
	ctx := c.Request().Context()
	b, err := m.board(site)
	if err != nil {
		return err
	}
	if err := m.loadKeys(); err != nil {
		return err
	}
	q := c.QueryParams()
	st, err := m.keys.decodeState(q.Get("state"), m.Engine().Now())
	if err != nil || st.Site != site {
		return engine.BadRequest("jobboard_bad_state", "%s", errBadState.Error())
	}
	if p, ok := sessionPrincipal(c); ok && (p.UserID != st.User || p.TenantID != st.Tenant) {
		return engine.BadRequest("jobboard_bad_state", "%s", errBadState.Error())
	}
	if e := q.Get("error"); e != "" {
		return engine.BadRequest("jobboard_denied", "The provider did not grant access: %s", e).With(map[string]any{"Reason": e})
	}
	code := q.Get("code")
	if code == "" {
		return engine.BadRequest("jobboard_no_code", "The provider sent no authorization code; start again")
	}
	cfg := *b.OAuth()
	cfg.RedirectURL = st.Callback
	tok, err := cfg.Exchange(m.clientContext(ctx, b), code)
	if err != nil {
		return providerError(err)
	}
	a, err := b.FetchAccount(ctx, tok)
	if err != nil {
		return providerError(err)
	}
	_, err = m.putAccount(ctx, st.Tenant, st.User, site, a, tok)
	return err
}

// sessionPrincipal answers the signed-in user of c, when the route has a session.
func sessionPrincipal(c echo.Context) (engine.Principal, bool) {
	p := rest.Principal(c)
	return p, p.UserID != 0
}

// providerError is a provider's refusal or silence as the user reads it.
func providerError(err error) error {
	var re *oauth2.RetrieveError
	if errors.As(err, &re) {
		reason := re.ErrorCode
		if reason == "" {
			reason = fmt.Sprint(re.Response.StatusCode)
		}
		return engine.BadRequest("jobboard_provider_refused", "The provider refused: %s", reason).With(map[string]any{"Reason": reason})
	}
	if ee := (*engine.Error)(nil); errors.As(err, &ee) {
		return ee
	}
	return engine.NewError(http.StatusBadGateway, "jobboard_provider_down", "The provider did not answer; try again later")
}

// clientContext carries the board's HTTP client (its simulator's transport) to the oauth2 calls.
func (m *Module) clientContext(ctx context.Context, b Board) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, b.Client(&http.Client{Timeout: 20 * time.Second}))
}

// Token answers p's token on site, refreshed (and stored again) when it expires within 5
// minutes; ErrNotBound when none, or when the provider refuses the refresh (the account is
// then dropped).
func (m *Module) Token(ctx context.Context, p engine.Principal, site string) (*oauth2.Token, error) {
	b, err := m.board(site)
	if err != nil {
		return nil, err
	}
	lock := m.refreshLock(p.TenantID, site, p.UserID)
	lock.Lock()
	defer lock.Unlock()
	r, err := m.accountOf(ctx, p.TenantID, site, p.UserID)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, ErrNotBound
	}
	tok, err := m.token(r, p.TenantID)
	if err != nil { // a key that changed: the account cannot be used, bind again
		m.Engine().Log.Warn("jobboard: a stored token does not open; the account is dropped", "site", site, "user", p.UserID, "err", err)
		m.dropAccount(ctx, p.TenantID, site, p.UserID)
		return nil, ErrNotBound
	}
	if tok.Expiry.IsZero() || tok.Expiry.After(m.Engine().Now().Add(refreshBefore)) {
		return tok, nil
	}
	if tok.RefreshToken == "" {
		m.dropAccount(ctx, p.TenantID, site, p.UserID)
		return nil, ErrNotBound
	}
	// A token with no access token is invalid to oauth2, so the source refreshes it now.
	fresh, err := b.OAuth().TokenSource(m.clientContext(ctx, b), &oauth2.Token{RefreshToken: tok.RefreshToken}).Token()
	// Refused (invalid_grant and the like, a 4xx) unbinds; a provider that is down (5xx) or
	// silent keeps the account for the next try.
	var re *oauth2.RetrieveError
	if errors.As(err, &re) && (re.Response == nil || re.Response.StatusCode < 500) {
		m.dropAccount(ctx, p.TenantID, site, p.UserID)
		return nil, ErrNotBound
	}
	if err != nil {
		return nil, providerError(err)
	}
	if err := m.putToken(ctx, p.TenantID, p.UserID, site, fresh); err != nil {
		return nil, err
	}
	return fresh, nil
}

// refreshLock answers the lock of one account's refreshes.
func (m *Module) refreshLock(tenant int64, site string, user int64) *sync.Mutex {
	l, _ := m.refreshing.LoadOrStore(tokenAAD(tenant, user, site), &sync.Mutex{})
	return l.(*sync.Mutex)
}

// Account answers p's account on site, nil, nil when unbound.
func (m *Module) Account(ctx context.Context, p engine.Principal, site string) (*Account, error) {
	if _, err := m.board(site); err != nil {
		return nil, err
	}
	r, err := m.accountOf(ctx, p.TenantID, site, p.UserID)
	if r == nil || err != nil {
		return nil, err
	}
	return &r.Account, nil
}

// Unbind drops p's account on site.
func (m *Module) Unbind(ctx context.Context, p engine.Principal, site string) error {
	if _, err := m.board(site); err != nil {
		return err
	}
	return m.dropAccount(ctx, p.TenantID, site, p.UserID)
}

// StoreAccount binds userID of tenant to a on site with tok, for the demo seed and tests.
// It needs the site registered, not its plugin on (the seed binds before switching on).
func (m *Module) StoreAccount(ctx context.Context, tenant, userID int64, site string, a Account, tok *oauth2.Token) error {
	m.mu.RLock()
	_, known := m.boards[site]
	m.mu.RUnlock()
	if !known {
		return fmt.Errorf("jobboard: no board %q is registered", site)
	}
	_, err := m.putAccount(ctx, tenant, userID, site, a, tok)
	return err
}
