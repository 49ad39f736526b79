package jobboard

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/modules/mail"
	"huntline/modules/resume"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// fakeProvider is an OAuth 2 provider on a local httptest server: it authorizes at once,
// exchanges codes, refreshes (or refuses to), and answers the user behind a token.
type fakeProvider struct {
	srv *httptest.Server
	mu  sync.Mutex
	// ttl is the life of the access tokens it issues.
	ttl time.Duration
	// refuseRefresh makes every refresh an invalid_grant.
	refuseRefresh bool
	codes         map[string]string // code -> uid
	access        map[string]string // access token -> uid
	refresh       map[string]string // refresh token -> uid
	redirects     []string          // the redirect_uri of each token exchange
	n             int
}

func newFakeProvider(t *testing.T) *fakeProvider {
	fp := &fakeProvider{ttl: time.Hour, codes: map[string]string{}, access: map[string]string{}, refresh: map[string]string{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("client_id") != "fake-client" || q.Get("response_type") != "code" {
			http.Error(w, "bad client", 400)
			return
		}
		code := fp.next("code")
		fp.mu.Lock()
		fp.codes[code] = "uid-" + q.Get("login_as")
		if q.Get("login_as") == "" {
			fp.codes[code] = "uid-7"
		}
		fp.mu.Unlock()
		to, _ := url.Parse(q.Get("redirect_uri"))
		v := url.Values{"code": {code}, "state": {q.Get("state")}}
		to.RawQuery = v.Encode()
		http.Redirect(w, r, to.String(), http.StatusFound)
	})
	mux.HandleFunc("/token", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		id, secret, ok := r.BasicAuth()
		if !ok {
			id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
		}
		if id != "fake-client" || secret != "fake-secret" {
			w.WriteHeader(401)
			fmt.Fprint(w, `{"error": "invalid_client"}`)
			return
		}
		fp.mu.Lock()
		var uid string
		switch r.PostForm.Get("grant_type") {
		case "authorization_code":
			uid = fp.codes[r.PostForm.Get("code")]
			delete(fp.codes, r.PostForm.Get("code"))
			fp.redirects = append(fp.redirects, r.PostForm.Get("redirect_uri"))
		case "refresh_token":
			if !fp.refuseRefresh {
				uid = fp.refresh[r.PostForm.Get("refresh_token")]
				delete(fp.refresh, r.PostForm.Get("refresh_token"))
			}
		}
		fp.mu.Unlock()
		if uid == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(400)
			fmt.Fprint(w, `{"error": "invalid_grant"}`)
			return
		}
		tok := fp.issue(uid)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"access_token": tok.AccessToken, "refresh_token": tok.RefreshToken, "token_type": "Bearer", "expires_in": int(fp.ttl / time.Second)})
	})
	mux.HandleFunc("/me", func(w http.ResponseWriter, r *http.Request) {
		fp.mu.Lock()
		uid := fp.access[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
		fp.mu.Unlock()
		if uid == "" {
			w.WriteHeader(401)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"uid": uid, "name": "王猎头 " + uid, "company": "猎头公司", "title": "顾问"})
	})
	fp.srv = httptest.NewServer(mux)
	t.Cleanup(fp.srv.Close)
	return fp
}

func (fp *fakeProvider) next(kind string) string {
	fp.mu.Lock()
	defer fp.mu.Unlock()
	fp.n++
	return fmt.Sprintf("%s-%d", kind, fp.n)
}

// issue answers a fresh token of uid, as the provider keeps it.
func (fp *fakeProvider) issue(uid string) *oauth2.Token {
	a, r := fp.next("access"), fp.next("refresh")
	fp.mu.Lock()
	defer fp.mu.Unlock()
	fp.access[a], fp.refresh[r] = uid, uid
	return &oauth2.Token{AccessToken: a, RefreshToken: r, TokenType: "Bearer", Expiry: time.Now().Add(fp.ttl)}
}

// fakeBoard is a Board on a fakeProvider.
type fakeBoard struct {
	site   string
	fp     *fakeProvider
	mu     sync.Mutex
	closed []string // boardIDs closed, with the token used: "id by access"
}

func (b *fakeBoard) Site() string       { return b.site }
func (b *fakeBoard) SourceCode() string { return b.site }
func (b *fakeBoard) OAuth() *oauth2.Config {
	return &oauth2.Config{ClientID: "fake-client", ClientSecret: "fake-secret",
		Endpoint: oauth2.Endpoint{AuthURL: b.fp.srv.URL + "/authorize", TokenURL: b.fp.srv.URL + "/token"}}
}
func (b *fakeBoard) Client(c *http.Client) *http.Client { return c }
func (b *fakeBoard) FetchAccount(ctx context.Context, tok *oauth2.Token) (Account, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", b.fp.srv.URL+"/me", nil)
	tok.SetAuthHeader(req)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return Account{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return Account{}, fmt.Errorf("me: %d", resp.StatusCode)
	}
	var me struct{ UID, Name, Company, Title string }
	json.NewDecoder(resp.Body).Decode(&me)
	return Account{ProviderUID: me.UID, Name: me.Name, Company: me.Company, Title: me.Title}, nil
}
func (b *fakeBoard) ClosePosition(ctx context.Context, tok *oauth2.Token, boardID string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = append(b.closed, boardID+" by "+tok.AccessToken)
	return nil
}
func (b *fakeBoard) DemoToken(uid string) *oauth2.Token { return b.fp.issue(uid) }

// fakePlugin is a board plugin as liepin and hunterboard are: off by default, the shared
// metadata laid under its own, its bind callback route.
type fakePlugin struct {
	engine.Declared
	jb   *Module
	site string
}

func newFakePlugin(jb *Module, b *fakeBoard) *fakePlugin {
	jb.Register(b)
	own := fstest.MapFS{"module.json": {Data: []byte(`{"name": "` + b.site + `", "plugin": true, "default_on": false, "requires": ["jobboard", "resume"],
		"label": {"en": "Fake ` + b.site + `", "zh_CN": "假渠道", "zh_TW": "假渠道"}}`)}}
	return &fakePlugin{Declared: engine.Declare(WithShared(own)), jb: jb, site: b.site}
}

func (p *fakePlugin) Routes(r *rest.Router) {
	r.GET("/"+p.site+"/bind_callback", func(c echo.Context) error { return p.jb.HandleCallback(c, p.site) })
}

// world is a test server with the jobboard module and two fake boards, both off.
type world struct {
	h      *resttest.Harness
	jb     *Module
	fp     *fakeProvider
	boards map[string]*fakeBoard
}

var sites = []string{"hunterboard", "liepin"}

func startWorld(t *testing.T, dbURL string) *world {
	w := &world{fp: newFakeProvider(t), jb: New(), boards: map[string]*fakeBoard{}}
	mods := []engine.Module{mail.New(mail.Config{}), resume.New(), w.jb}
	for _, s := range sites {
		b := &fakeBoard{site: s, fp: w.fp}
		w.boards[s] = b
		mods = append(mods, newFakePlugin(w.jb, b))
	}
	w.h = resttest.StartHarness(t, dbURL, mods...)
	return w
}

// eachWorld runs fn on both stores.
func eachWorld(t *testing.T, fn func(t *testing.T, w *world)) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) { fn(t, startWorld(t, dbURL)) })
}

// switchOn turns board plugins on as the administrator does in Settings → Add-ons.
func (w *world) switchOn(t *testing.T, on bool, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := w.h.E.Metadata.SwitchPlugin(context.Background(), engine.System(1), n, on); err != nil {
			t.Fatal(err)
		}
	}
}

// principal answers the engine principal of a harness's user.
func principalOf(h *resttest.Harness) engine.Principal {
	return engine.Principal{TenantID: 1, UserID: h.UserID, Lang: "en"}
}

// bind runs the whole browser round trip for h: the redirect call, the provider's authorize
// page, the callback. It answers the landing page's status and body.
func bind(t *testing.T, h *resttest.Harness, site string) (int, string) {
	t.Helper()
	cb := h.URL + "/rest/" + site + "/bind_callback"
	resp := h.Send("GET", "/rest/oauth2/fetch_redirect_url?site="+site+"&callback_url="+url.QueryEscape(cb), "", "")
	defer resp.Body.Close()
	var sb strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		sb.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return resp.StatusCode, sb.String()
}
