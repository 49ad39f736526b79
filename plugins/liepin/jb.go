package liepin

import (
	"context"
	"net/http"

	"golang.org/x/oauth2"

	"huntline/modules/jobboard"
)

// board is the plugin as the jobboard module sees it (jobboard.Board, Closer, DemoTokener).
type board struct{ mod *Module }

func (b board) Site() string          { return site }
func (b board) SourceCode() string    { return site }
func (b board) OAuth() *oauth2.Config { return b.mod.cfg.Provider.OAuth() }

// Client answers the provider's client, so token requests reach the simulator in process.
func (b board) Client(*http.Client) *http.Client { return b.mod.cfg.Provider.HTTP() }

func (b board) FetchAccount(ctx context.Context, tok *oauth2.Token) (jobboard.Account, error) {
	u, err := b.mod.cfg.Provider.User(ctx, tok)
	if err != nil {
		return jobboard.Account{}, err
	}
	return jobboard.Account{ProviderUID: u.UID, Name: u.Name, Company: u.Company, Title: u.Title, AvatarURL: u.AvatarURL}, nil
}

func (b board) ClosePosition(ctx context.Context, tok *oauth2.Token, boardID string) error {
	return b.mod.cfg.Provider.Close(ctx, tok, boardID)
}

// DemoToken answers tokens of the simulator's user uid (nil with a real provider).
func (b board) DemoToken(uid string) *oauth2.Token {
	if b.mod.cfg.Simulator == nil {
		return nil
	}
	return b.mod.cfg.Simulator.Issue(uid)
}
