package rest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"huntline/clock"
	"huntline/engine/rest"
	"huntline/engine/rest/resttest"
	"huntline/modules/accounts"
)

// testClock is an injectable engine clock the tests move forward.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// useClock makes the engine read time from a clock the test moves.
func (h *harness) useClock() *testClock {
	c := &testClock{now: clock.Now()}
	h.e.Now = c.Now
	return c
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

// signIn posts the login form and answers the raw response (cookies included) and body.
func (h *harness) signIn(data map[string]any) (*http.Response, map[string]any) {
	h.t.Helper()
	raw, _ := json.Marshal(data)
	req, _ := http.NewRequest("POST", h.srv.URL+"/rest/user/login", strings.NewReader(url.Values{"data": {string(raw)}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp := h.do(req)
	_, body := decode(h.t, resp)
	return resp, body
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
	id := h.addNewUser(email, password, fields)
	choosePassword(h.t, h.e, id, password)
	return id
}

// addNewUser creates a user with a password set by an administrator, as a new colleague
// gets it: firstLogin until they choose their own.
func (h *harness) addNewUser(email, password string, fields map[string]any) int64 {
	h.t.Helper()
	data := map[string]any{"englishName": strings.Split(email, "@")[0], "email": email}
	for k, v := range fields {
		data[k] = v
	}
	id := h.create("user", data)
	if err := accounts.NewService(h.e).SetPassword(context.Background(), 1, id, password); err != nil {
		h.t.Fatal(err)
	}
	return id
}

func (h *harness) settings(patch map[string]any) {
	h.t.Helper()
	if err := h.e.Tenants.SetSettings(context.Background(), 1, patch); err != nil {
		h.t.Fatal(err)
	}
}

func message(body map[string]any) string { return resttest.Message(body) }

func cookieOf(resp *http.Response, name string) *http.Cookie {
	for _, ck := range resp.Cookies() {
		if ck.Name == name {
			return ck
		}
	}
	return nil
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// setUser changes fields of a user record as the signed-in administrator.
func (h *harness) setUser(id int64, fields map[string]any) {
	h.t.Helper()
	_, rec := h.get("/rest/user/" + itoa(id))
	data := map[string]any{"id": id, "version": rec["data"].(map[string]any)["version"]}
	for k, v := range fields {
		data[k] = v
	}
	if status, body := h.post("/rest/user/add", data); status != 200 {
		h.t.Fatalf("update user %d: %d %v", id, status, body)
	}
}
