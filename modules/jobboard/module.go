// Package jobboard is what the job-board plugins share (issue 19, spec 002): the registry of
// boards, the OAuth 2 binding of a user's provider account with its tokens encrypted at rest,
// saved searches and private notes per user, publications of jobs as records, and resumes
// imported as candidates. It is always on, but each of its calls answers 404 for a board
// whose plugin is off, so with no board on it leaves no trace.
package jobboard

import (
	"context"
	"embed"
	"net/http"
	"sort"
	"sync"

	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n migrations
var files embed.FS

// Board is what a board plugin hands the jobboard module (modules/all builds:
// jb := jobboard.New(); liepin.New(cfg.Liepin, jb); hunterboard.New(cfg.Hunterboard, jb)).
type Board interface {
	// Site is "liepin" / "hunterboard", also the plugin's module name.
	Site() string
	// OAuth answers the provider's client: ClientID, ClientSecret, Endpoint{AuthURL,
	// TokenURL}; RedirectURL is set per bind from the callback_url.
	OAuth() *oauth2.Config
	// Client is the HTTP client token requests go through (the in-process simulator's
	// transport); a board with none answers its argument.
	Client(*http.Client) *http.Client
	// FetchAccount answers the provider's user behind a token.
	FetchAccount(ctx context.Context, tok *oauth2.Token) (Account, error)
	// SourceCode is the candidate_source option code recorded on imports.
	SourceCode() string
}

// Closer is a Board that can close a published position.
type Closer interface {
	ClosePosition(ctx context.Context, tok *oauth2.Token, boardID string) error
}

// Module is the job boards' shared core.
type Module struct {
	engine.Declared
	mu     sync.RWMutex
	boards map[string]Board
	keys   keys
	// publicURL is the server's configured public address, an origin bind callbacks may use.
	publicURL string
	// refreshing holds one refresh at a time per account, so two calls do not both spend
	// a refresh token the provider rotates.
	refreshing sync.Map
}

// New answers the module with no board: each board plugin registers itself (Register).
func New() *Module {
	return &Module{Declared: engine.Declare(files), boards: map[string]Board{}}
}

// The path words of the module's calls and of the boards' (/rest/oauth2/..., /rest/account/...,
// /rest/jobboard/..., /rest/{site}/...) are not models'.
func init() {
	meta.ReserveModelNames("oauth2", "account", "jobboard", "liepin", "hunterboard", "sim")
}

// Register adds a board; a plugin calls it from its New, before the engine starts.
func (m *Module) Register(b Board) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.boards[b.Site()] = b
}

// board answers the registered board of site while its plugin is on, else the 404 of a
// path that was never routed.
func (m *Module) board(site string) (Board, error) {
	m.mu.RLock()
	b := m.boards[site]
	m.mu.RUnlock()
	if b == nil || m.Engine() == nil || !m.Engine().ModuleOn(site) {
		return nil, errNoBoard
	}
	return b, nil
}

// boardsOn answers the boards whose plugin is on, by site.
func (m *Module) boardsOn() []Board {
	m.mu.RLock()
	defer m.mu.RUnlock()
	var out []Board
	for site, b := range m.boards {
		if m.Engine() != nil && m.Engine().ModuleOn(site) {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Site() < out[j].Site() })
	return out
}
