package hunterboard

import (
	"context"
	"net/http"

	"golang.org/x/oauth2"

	"huntline/modules/jobboard"
)

// board is the plugin as the jobboard module sees it: the OAuth client of the board, the
// account behind a token, the closing of positions and the demo's tokens.
type board struct{ mod *Module }

func (b board) Site() string       { return site }
func (b board) SourceCode() string { return site }

func (b board) OAuth() *oauth2.Config {
	return &oauth2.Config{ClientID: b.mod.cfg.ClientID, ClientSecret: b.mod.cfg.ClientSecret, Endpoint: b.mod.cfg.Provider.Endpoint()}
}

// Client answers the board's own HTTP client (the simulator's in-process transport).
func (b board) Client(def *http.Client) *http.Client {
	if c := b.mod.cfg.Provider.HTTPClient(); c != nil {
		return c
	}
	return def
}

func (b board) FetchAccount(ctx context.Context, tok *oauth2.Token) (jobboard.Account, error) {
	u, err := b.mod.cfg.Provider.Me(ctx, tok)
	if err != nil {
		return jobboard.Account{}, err
	}
	return jobboard.Account{ProviderUID: u.UID, Name: u.Name, Company: u.CompanyName, Title: u.Title, AvatarURL: u.AvatarURL}, nil
}

func (b board) ClosePosition(ctx context.Context, tok *oauth2.Token, boardID string) error {
	return b.mod.cfg.Provider.Close(ctx, tok, boardID)
}

// DemoToken is offered only on the simulator: the demo seed binds users without a browser.
func (b board) DemoToken(uid string) *oauth2.Token {
	if b.mod.cfg.Simulator == nil {
		return nil
	}
	return b.mod.cfg.Simulator.Issue(uid)
}
