package jobboard

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"

	"huntline/engine"
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

// BindURL answers the provider's authorize URL for p to bind his account on site, with a
// signed state (user, site, expiry 10 min). callbackURL must be this server's origin +
// "/rest/{site}/bind_callback".
func (m *Module) BindURL(ctx context.Context, p engine.Principal, site, callbackURL string) (string, error) {
	return "", errNoBoard // TODO
}

// HandleCallback exchanges ?code&state, fetches the Account, stores it, and answers the small
// HTML page that tells the opener 'closeme' and closes (also on failure, with the reason).
func (m *Module) HandleCallback(c echo.Context, site string) error {
	return errNoBoard // TODO
}

// Token answers p's token on site, refreshed (and stored again) when it expires within 5
// minutes; ErrNotBound when none, or when the provider refuses the refresh (the account is
// then dropped).
func (m *Module) Token(ctx context.Context, p engine.Principal, site string) (*oauth2.Token, error) {
	return nil, ErrNotBound // TODO
}

// Account answers p's account on site, nil, nil when unbound.
func (m *Module) Account(ctx context.Context, p engine.Principal, site string) (*Account, error) {
	return nil, nil // TODO
}

// Unbind drops p's account on site.
func (m *Module) Unbind(ctx context.Context, p engine.Principal, site string) error {
	return nil // TODO
}

// StoreAccount binds userID of tenant to a on site with tok, for the demo seed and tests.
func (m *Module) StoreAccount(ctx context.Context, tenant, userID int64, site string, a Account, tok *oauth2.Token) error {
	return nil // TODO
}
