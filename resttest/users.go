package resttest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"huntline/clock"
	"huntline/engine"
	"huntline/modules/accounts"
)

// Clock is an engine clock a test moves forward (sessions expiring, locks ending).
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// UseClock makes e read time from a Clock that starts now.
func UseClock(e *engine.Engine) *Clock {
	c := &Clock{now: clock.Now()}
	e.Now = c.Now
	return c
}

// Now answers the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// SignIn posts the login form and answers the raw response (cookies included) and body.
func (b *Browser) SignIn(data map[string]any) (*http.Response, map[string]any) {
	b.T.Helper()
	raw, _ := json.Marshal(data)
	req, _ := http.NewRequest("POST", b.URL+"/rest/user/login", strings.NewReader(url.Values{"data": {string(raw)}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp := b.Do(req)
	_, body := Decode(b.T, resp)
	return resp, body
}

// AddNewUser creates, through h (an administrator), a user with a password set by an
// administrator, as a new colleague gets it: firstLogin until they choose their own.
func (h *Harness) AddNewUser(email, password string, fields map[string]any) int64 {
	h.T.Helper()
	data := map[string]any{"englishName": strings.Split(email, "@")[0], "email": email}
	for k, v := range fields {
		data[k] = v
	}
	id := h.Create("user", data)
	if err := accounts.NewService(h.E).SetPassword(context.Background(), 1, id, password); err != nil {
		h.T.Fatal(err)
	}
	return id
}

// AddUser is AddNewUser with a password of the user's own (past the first sign-in's
// forced change).
func (h *Harness) AddUser(email, password string, fields map[string]any) int64 {
	h.T.Helper()
	id := h.AddNewUser(email, password, fields)
	ChoosePassword(h.T, h.E, id, password)
	return id
}

// SetUser changes fields of a user record through b (an administrator).
func (b *Browser) SetUser(id int64, fields map[string]any) {
	b.T.Helper()
	_, rec := b.Get("/rest/user/" + strconv.FormatInt(id, 10))
	data := map[string]any{"id": id, "version": rec["data"].(map[string]any)["version"]}
	for k, v := range fields {
		data[k] = v
	}
	if status, body := b.Post("/rest/user/add", data); status != 200 {
		b.T.Fatalf("update user %d: %d %v", id, status, body)
	}
}

// CookieOf answers the cookie called name that resp sets, or nil.
func CookieOf(resp *http.Response, name string) *http.Cookie {
	for _, ck := range resp.Cookies() {
		if ck.Name == name {
			return ck
		}
	}
	return nil
}
