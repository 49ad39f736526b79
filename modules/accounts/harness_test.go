package accounts_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strconv"
	"testing"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/resttest"
	"huntline/modules/all"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

const adminPassword = resttest.AdminPassword

// harness is a real server over a real store with every module (as the binary runs),
// driven through HTTP like a browser: the sign-in calls are what the other modules' tests
// stand on, so they are tried here exactly as a browser makes them.
type harness struct {
	t      *testing.T
	e      *engine.Engine
	srv    *httptest.Server
	client *http.Client
	userID int64
	// acceptLanguage is sent with every request when set, as a browser does.
	acceptLanguage string
}

func newHarness(t *testing.T, dbURL string) *harness {
	t.Helper()
	s := resttest.Start(t, dbURL, resttest.Options{Modules: all.List(all.Config{})})
	jar, _ := cookiejar.New(nil)
	return &harness{t: t, e: s.E, srv: s.Srv, client: &http.Client{Jar: jar}}
}

// login signs this browser in as the administrator.
func (h *harness) login() *harness {
	h.t.Helper()
	status, body := h.post("/rest/user/login", map[string]any{"email": resttest.AdminEmail, "password": adminPassword})
	if status != 200 || body["status"] != true {
		h.t.Fatalf("login: %d %v", status, body)
	}
	return h
}

// b is the harness's browser as resttest drives one.
func (h *harness) b() *resttest.Browser {
	return &resttest.Browser{T: h.t, URL: h.srv.URL, Client: h.client, UserID: h.userID, AcceptLanguage: h.acceptLanguage}
}

func (h *harness) get(path string) (int, map[string]any) { h.t.Helper(); return h.b().Get(path) }

// post sends data as the spec's form field "data".
func (h *harness) post(path string, data any) (int, map[string]any) {
	h.t.Helper()
	return h.b().Post(path, data)
}

// do sends a request as the web app does: with the session's CSRF token.
func (h *harness) do(req *http.Request) *http.Response { h.t.Helper(); return h.b().Do(req) }

// cookie answers the value of a cookie the browser holds for the server, or "".
func (h *harness) cookie(name string) string { return h.b().Cookie(name) }

// setConfig changes tenant settings through the admin call.
func (h *harness) setConfig(patch map[string]any) { h.t.Helper(); h.b().SetConfig(patch) }

// create adds a record and answers its id, failing the test on refusal.
func (h *harness) create(model string, data map[string]any) int64 {
	h.t.Helper()
	return h.b().Create(model, data)
}

func decode(t *testing.T, resp *http.Response) (int, map[string]any) {
	t.Helper()
	return resttest.Decode(t, resp)
}

// browser answers another browser (its own cookie jar) on the same server.
func (h *harness) browser() *harness {
	jar, _ := cookiejar.New(nil)
	return &harness{t: h.t, e: h.e, srv: h.srv, client: &http.Client{Jar: jar}}
}

// withServer answers a browser on a second server over the same engine, with opts.
func (h *harness) withServer(opts rest.Options) *harness {
	srv := httptest.NewServer(rest.New(h.e, opts))
	h.t.Cleanup(srv.Close)
	b := h.browser()
	b.srv = srv
	return b
}

// useClock makes the engine read time from a clock the test moves.
func (h *harness) useClock() *resttest.Clock { return resttest.UseClock(h.e) }

// signIn posts the login form and answers the raw response (cookies included) and body.
func (h *harness) signIn(data map[string]any) (*http.Response, map[string]any) {
	h.t.Helper()
	return h.b().SignIn(data)
}

// loginAs signs this browser in, failing the test on refusal.
func (h *harness) loginAs(email, password string) *harness {
	h.t.Helper()
	resp, body := h.signIn(map[string]any{"email": email, "password": password})
	if resp.StatusCode != 200 {
		h.t.Fatalf("login %s: %d %v", email, resp.StatusCode, body)
	}
	return h
}

// addUser creates a user with a password of their own (past the first sign-in's forced
// change) and answers its id.
func (h *harness) addUser(email, password string, fields map[string]any) int64 {
	h.t.Helper()
	return h.b().AddUser(h.e, email, password, fields)
}

// addNewUser creates a user with a password set by an administrator, as a new colleague
// gets it: firstLogin until they choose their own.
func (h *harness) addNewUser(email, password string, fields map[string]any) int64 {
	h.t.Helper()
	return h.b().AddNewUser(h.e, email, password, fields)
}

func (h *harness) settings(patch map[string]any) {
	h.t.Helper()
	if err := h.e.Tenants.SetSettings(context.Background(), 1, patch); err != nil {
		h.t.Fatal(err)
	}
}

func message(body map[string]any) string { return resttest.Message(body) }

func cookieOf(resp *http.Response, name string) *http.Cookie { return resttest.CookieOf(resp, name) }

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// setUser changes fields of a user record as the signed-in administrator.
func (h *harness) setUser(id int64, fields map[string]any) {
	h.t.Helper()
	h.b().SetUser(id, fields)
}
