package rest_test

import (
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

const adminPassword = "correct horse battery 9"

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
	ctx, cancel := context.WithCancel(context.Background())
	var partners []meta.Source
	for _, x := range extra {
		partners = append(partners, meta.Source{Name: "partner", FS: x})
	}
	e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: t.TempDir(), Meta: partners})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Save(ctx, engine.System(1), "user", map[string]any{"englishName": "Ada Admin", "chineseName": "管理员", "email": "admin@huntline.test", "isAdmin": true})
	if err != nil {
		t.Fatal(err)
	}
	choosePassword(t, e, res.ID, adminPassword)
	e.Jobs.Run(ctx, 1)
	// Links in mails point to the configured public address (never the request's Host):
	// here, the test server's own.
	srv := httptest.NewUnstartedServer(nil)
	api := rest.New(e, rest.Options{BuildDate: "2026-11-22", PublicURL: "http://" + srv.Listener.Addr().String()})
	srv.Config.Handler = api
	srv.Start()
	jar, _ := cookiejar.New(nil)
	h := &harness{t: t, e: e, srv: srv, client: &http.Client{Jar: jar}, api: api}
	t.Cleanup(func() {
		srv.Close()
		cancel()
		e.Jobs.Wait()
		e.Close()
	})
	return h
}

// choosePassword gives a user password as one they chose themselves, as after the forced
// change at first sign-in: until then the API lets a user do nothing but change it.
func choosePassword(t *testing.T, e *engine.Engine, userID int64, password string) {
	t.Helper()
	ctx := context.Background()
	if err := e.SetPassword(ctx, 1, userID, password); err != nil {
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

func (h *harness) login() *harness {
	h.t.Helper()
	status, body := h.post("/rest/user/login", map[string]any{"email": "admin@huntline.test", "password": adminPassword})
	if status != 200 || body["status"] != true {
		h.t.Fatalf("login: %d %v", status, body)
	}
	return h
}

// get calls a path and decodes the JSON answer.
func (h *harness) get(path string) (int, map[string]any) {
	h.t.Helper()
	return decode(h.t, h.send("GET", path, "", ""))
}

// post sends data as the spec's form field "data".
func (h *harness) post(path string, data any) (int, map[string]any) {
	h.t.Helper()
	raw, _ := json.Marshal(data)
	return h.postRaw(path, "application/x-www-form-urlencoded", url.Values{"data": {string(raw)}}.Encode())
}

func (h *harness) postRaw(path, contentType, body string) (int, map[string]any) {
	h.t.Helper()
	return decode(h.t, h.send("POST", path, contentType, body))
}

// send is the one place the access tests' requests go through: it adds the browser's
// language and, through do, the CSRF token.
func (h *harness) send(method, path, contentType, body string) *http.Response {
	h.t.Helper()
	req, err := http.NewRequest(method, h.srv.URL+path, strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if h.acceptLanguage != "" {
		req.Header.Set("Accept-Language", h.acceptLanguage)
	}
	return h.do(req)
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
func (h *harness) setConfig(patch map[string]any) {
	h.t.Helper()
	if status, body := h.post("/rest/data/config", patch); status != 200 {
		h.t.Fatalf("set config: %d %v", status, body)
	}
}

// do sends a request as the web app does: with the session's CSRF token, read from the
// hl_csrf cookie, in the X-CSRF-Token header.
func (h *harness) do(req *http.Request) *http.Response {
	h.t.Helper()
	if token := h.cookie(rest.CSRFCookie); token != "" && req.Header.Get(rest.CSRFHeader) == "" {
		req.Header.Set(rest.CSRFHeader, token)
	}
	resp, err := h.client.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	return resp
}

// cookie answers the value of a cookie the browser holds for the server, or "".
func (h *harness) cookie(name string) string {
	u, _ := url.Parse(h.srv.URL)
	for _, ck := range h.client.Jar.Cookies(u) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

func decode(t *testing.T, resp *http.Response) (int, map[string]any) {
	t.Helper()
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatalf("%s: not JSON (%d): %.200s", resp.Request.URL.Path, resp.StatusCode, raw)
	}
	return resp.StatusCode, body
}

// create adds a record and answers its id, failing the test on refusal.
func (h *harness) create(model string, data map[string]any) int64 {
	h.t.Helper()
	status, body := h.post("/rest/"+model+"/add", data)
	if status != 200 {
		h.t.Fatalf("create %s: %d %v", model, status, body)
	}
	return int64(body["data"].(float64))
}

func q(s string) string { return url.QueryEscape(s) }

// ids answers the ids of a list answer in order.
func ids(body map[string]any) []int64 {
	var out []int64
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, int64(it.(map[string]any)["id"].(float64)))
	}
	return out
}
