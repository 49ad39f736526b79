// Package resttest runs a real server over a real store for the tests of the REST layer and
// of modules: an engine with the given modules, an administrator, the job queue, and a
// Browser that signs in and calls the API as the web app does (cookies, CSRF header).
package resttest

import (
	"context"
	"io/fs"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/modules/accounts"
	"huntline/store/storetest"
)

// AdminEmail and AdminPassword sign in the administrator every server starts with.
const (
	AdminEmail    = "admin@huntline.test"
	AdminPassword = "correct horse battery 9"
)

// Options shape a test server.
type Options struct {
	// Modules are the features and plugins to run (modules/all.List for all); the accounts
	// module, which signs the test's browsers in, is added when they lack it.
	Modules []engine.Module
	Meta    []fs.FS // partner metadata folders over the built-in one
}

// Server is a running test server.
type Server struct {
	E     *engine.Engine
	Srv   *httptest.Server
	API   *echo.Echo
	Admin int64 // the administrator's user id
}

// Start opens an engine on dbURL, adds the administrator, runs the job queue and serves the
// API; everything stops when the test ends.
func Start(t *testing.T, dbURL string, opts Options) *Server {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var partners []meta.Source
	for _, x := range opts.Meta {
		partners = append(partners, meta.Source{Name: "partner", FS: x})
	}
	e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: t.TempDir(), Meta: partners, Modules: withAccounts(opts.Modules)})
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	res, err := e.Save(ctx, engine.System(1), "user", map[string]any{"englishName": "Ada Admin", "chineseName": "管理员", "email": AdminEmail, "isAdmin": true})
	if err != nil {
		t.Fatal(err)
	}
	ChoosePassword(t, e, res.ID, AdminPassword)
	e.Jobs.Run(ctx, 1)
	// Links in mails point to the configured public address (never the request's Host):
	// here, the test server's own.
	srv := httptest.NewUnstartedServer(nil)
	api := rest.New(e, rest.Options{BuildDate: "2026-11-22", PublicURL: "http://" + srv.Listener.Addr().String()})
	srv.Config.Handler = api
	srv.Start()
	t.Cleanup(func() {
		srv.Close()
		cancel()
		e.Jobs.Wait()
		e.Close()
	})
	return &Server{E: e, Srv: srv, API: api, Admin: res.ID}
}

// ChoosePassword gives a user password as one they chose themselves, as after the forced
// change at first sign-in: until then the API lets a user do nothing but change it.
func ChoosePassword(t *testing.T, e *engine.Engine, userID int64, password string) {
	t.Helper()
	ctx := context.Background()
	if err := accounts.NewService(e).SetPassword(ctx, 1, userID, password); err != nil {
		t.Fatal(err)
	}
	cred, err := e.Store.Credential(ctx, 1, userID)
	if err == nil {
		err = e.Store.SetOwnPassword(ctx, 1, userID, cred.PasswordHash, time.Now())
	}
	if err != nil {
		t.Fatal(err)
	}
}

// withAccounts answers mods with the accounts module first when they lack it: every test
// server signs its browsers in.
func withAccounts(mods []engine.Module) []engine.Module {
	for _, m := range mods {
		if m.Info().Name == "accounts" {
			return mods
		}
	}
	return append([]engine.Module{accounts.New()}, mods...)
}

// Browser answers a new browser (its own cookies) on the server, signed out.
func (s *Server) Browser(t *testing.T) *Browser {
	jar, _ := cookiejar.New(nil)
	return &Browser{T: t, URL: s.Srv.URL, Client: &http.Client{Jar: jar}}
}

// Admin answers a browser signed in as the administrator.
func (s *Server) AdminBrowser(t *testing.T) *Browser {
	t.Helper()
	b := s.Browser(t)
	b.Login(AdminEmail, AdminPassword)
	b.UserID = s.Admin
	return b
}

// As answers a browser signed in as a new user with the given user record fields
// (user_type, team, title ...).
func (s *Server) As(t *testing.T, email string, user map[string]any) *Browser {
	t.Helper()
	user["email"] = email
	if user["englishName"] == nil {
		user["englishName"] = email
	}
	res, err := s.E.Save(context.Background(), engine.System(1), "user", user)
	if err != nil {
		t.Fatal(err)
	}
	ChoosePassword(t, s.E, res.ID, AdminPassword)
	b := s.Browser(t)
	b.Login(email, AdminPassword)
	b.UserID = res.ID
	return b
}

// StartAsAdmin starts a server running mods and answers it with a browser signed in as the
// administrator: how a module's tests begin.
func StartAsAdmin(t *testing.T, dbURL string, mods ...engine.Module) (*Server, *Browser) {
	t.Helper()
	s := Start(t, dbURL, Options{Modules: mods})
	return s, s.AdminBrowser(t)
}

// Harness is a browser signed in on a running server, with the server at hand: the handle
// most module tests use (the Browser's calls, the engine, other users through As).
type Harness struct {
	*Browser
	Server *Server
	E      *engine.Engine
}

// StartHarness starts a server running mods and answers its administrator's harness.
func StartHarness(t *testing.T, dbURL string, mods ...engine.Module) *Harness {
	t.Helper()
	return NewHarness(t, dbURL, Options{Modules: mods}).LoginAdmin()
}

// NewHarness starts a server with opts and answers a harness on it, signed out.
func NewHarness(t *testing.T, dbURL string, opts Options) *Harness {
	t.Helper()
	s := Start(t, dbURL, opts)
	return &Harness{Browser: s.Browser(t), Server: s, E: s.E}
}

// Each runs fn on each store (storetest.ForEach) with the harness start answers for it: how
// most tests of a server begin. start is called anew for each store, so each server gets
// modules of its own.
func Each(t *testing.T, start func(t *testing.T, dbURL string) *Harness, fn func(t *testing.T, h *Harness)) {
	t.Helper()
	storetest.ForEach(t, func(t *testing.T, dbURL string) { fn(t, start(t, dbURL)) })
}

// Running answers a start for Each: a server running the modules mods answers, called anew
// for each store so that every server has modules of its own, and its administrator's
// harness.
func Running(mods func() []engine.Module) func(t *testing.T, dbURL string) *Harness {
	return func(t *testing.T, dbURL string) *Harness {
		t.Helper()
		return StartHarness(t, dbURL, mods()...)
	}
}

// With is Running for a module alone, from its constructor: resttest.With(New).
func With[M engine.Module](newModule func() M) func(t *testing.T, dbURL string) *Harness {
	return Running(func() []engine.Module { return []engine.Module{newModule()} })
}

// LoginAdmin signs this harness's browser in as the administrator.
func (h *Harness) LoginAdmin() *Harness {
	h.T.Helper()
	h.Login(AdminEmail, AdminPassword)
	h.UserID = h.Server.Admin
	return h
}

// LoginAs signs this harness's browser in through the login form, failing the test when the
// form is refused; unlike Login it takes any accepted sign-in (a first login included).
func (h *Harness) LoginAs(email, password string) *Harness {
	h.T.Helper()
	resp, body := h.SignIn(map[string]any{"email": email, "password": password})
	if resp.StatusCode != 200 {
		h.T.Fatalf("login %s: %d %v", email, resp.StatusCode, body)
	}
	return h
}

// NewBrowser answers a harness on the same server with a browser of its own, signed out.
func (h *Harness) NewBrowser() *Harness {
	return &Harness{Browser: h.Server.Browser(h.T), Server: h.Server, E: h.E}
}

// WithServer answers a signed-out harness on a second server over the same engine, serving
// the API with opts.
func (h *Harness) WithServer(opts rest.Options) *Harness {
	srv := httptest.NewServer(rest.New(h.E, opts))
	h.T.Cleanup(srv.Close)
	b := h.NewBrowser()
	b.URL = srv.URL
	return b
}

// As answers a harness on the same server signed in as a new user with the given user
// record fields (user_type, team, title ...).
func (h *Harness) As(email string, user map[string]any) *Harness {
	h.T.Helper()
	return &Harness{Browser: h.Server.As(h.T, email, user), Server: h.Server, E: h.E}
}
