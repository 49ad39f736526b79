package rest_test

import (
	"context"
	"io/fs"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/resttest"
	"huntline/modules/all"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

const adminPassword = resttest.AdminPassword

// harness is a real server over a real store, driven through HTTP like a browser.
type harness struct {
	t      *testing.T
	e      *engine.Engine
	srv    *httptest.Server
	client *http.Client
	userID int64
	api    *echo.Echo
	// acceptLanguage is sent with every request when set, as a browser does.
	acceptLanguage string
}

func newHarness(t *testing.T, dbURL string, extra ...fs.FS) *harness {
	t.Helper()
	s := resttest.Start(t, dbURL, resttest.Options{Modules: all.List(all.Config{}), Meta: extra})
	jar, _ := cookiejar.New(nil)
	return &harness{t: t, e: s.E, srv: s.Srv, client: &http.Client{Jar: jar}, api: s.API}
}

// choosePassword gives a user password as one they chose themselves (resttest.ChoosePassword).
func choosePassword(t *testing.T, e *engine.Engine, userID int64, password string) {
	t.Helper()
	resttest.ChoosePassword(t, e, userID, password)
}

func (h *harness) login() *harness {
	h.t.Helper()
	status, body := h.post("/rest/user/login", map[string]any{"email": "admin@huntline.test", "password": adminPassword})
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

func (h *harness) postRaw(path, contentType, body string) (int, map[string]any) {
	h.t.Helper()
	return h.b().PostRaw(path, contentType, body)
}

// send is the one place the access tests' requests go through: it adds the browser's
// language and, through do, the CSRF token.
func (h *harness) send(method, path, contentType, body string) *http.Response {
	h.t.Helper()
	return h.b().Send(method, path, contentType, body)
}

// as answers a second browser over the same server, signed in as a new user created by the
// admin with the given user record fields (user_type, team, title ...).
func (h *harness) as(email string, user map[string]any) *harness {
	h.t.Helper()
	user["email"] = email
	if user["englishName"] == nil {
		user["englishName"] = email
	}
	res, err := h.e.Save(context.Background(), engine.System(1), "user", user)
	if err != nil {
		h.t.Fatal(err)
	}
	choosePassword(h.t, h.e, res.ID, adminPassword)
	jar, _ := cookiejar.New(nil)
	other := &harness{t: h.t, e: h.e, srv: h.srv, client: &http.Client{Jar: jar}, userID: res.ID, api: h.api}
	status, body := other.post("/rest/user/login", map[string]any{"email": email, "password": adminPassword})
	if status != 200 {
		h.t.Fatalf("login %s: %d %v", email, status, body)
	}
	return other
}

// setConfig changes tenant settings through the admin call.
func (h *harness) setConfig(patch map[string]any) { h.t.Helper(); h.b().SetConfig(patch) }

// do sends a request as the web app does: with the session's CSRF token.
func (h *harness) do(req *http.Request) *http.Response { h.t.Helper(); return h.b().Do(req) }

// cookie answers the value of a cookie the browser holds for the server, or "".
func (h *harness) cookie(name string) string { return h.b().Cookie(name) }

func decode(t *testing.T, resp *http.Response) (int, map[string]any) {
	t.Helper()
	return resttest.Decode(t, resp)
}

// create adds a record and answers its id, failing the test on refusal.
func (h *harness) create(model string, data map[string]any) int64 {
	h.t.Helper()
	return h.b().Create(model, data)
}

func q(s string) string { return url.QueryEscape(s) }

// ids answers the ids of a list answer in order.
func ids(body map[string]any) []int64 { return resttest.IDs(body) }
