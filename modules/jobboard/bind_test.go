package jobboard

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"huntline/resttest"
)

// With no board on, every shared call is a 404, as a path never routed; a board on opens
// its calls, and a site that is off stays a 404.
func TestRoutesFollowTheBoards(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		get := []string{"/rest/jobboard/boards", "/rest/account/list", "/rest/account/list?site=liepin",
			"/rest/oauth2/fetch_redirect_url?site=liepin&callback_url=" + url.QueryEscape(h.URL+"/rest/liepin/bind_callback")}
		check := func(path string, status int) {
			t.Helper()
			var got int
			if strings.HasPrefix(path, "POST ") {
				got, _ = h.Post(strings.TrimPrefix(path, "POST "), map[string]any{"id": 1, "joborder": 1})
			} else {
				resp := h.Send("GET", path, "", "")
				resp.Body.Close()
				got = resp.StatusCode
			}
			if got != status {
				t.Errorf("%s: %d, want %d", path, got, status)
			}
		}
		for _, p := range append(get, "POST /rest/account/revoke", "POST /rest/jobboard/close_publications") {
			check(p, 404)
		}
		w.switchOn(t, true, "hunterboard")
		check("/rest/jobboard/boards", 200)
		check("/rest/account/list", 200)
		check("/rest/account/list?site=liepin", 404)
		check(get[3], 404)
		status, body := h.Get("/rest/jobboard/boards")
		list := resttest.Items(body)
		if status != 200 || len(list) != 1 || list[0]["site"] != "hunterboard" || list[0]["bound"] != false || list[0]["label"] != "Fake hunterboard" {
			t.Errorf("boards: %d %v", status, body)
		}
		w.switchOn(t, false, "hunterboard")
		check("/rest/jobboard/boards", 404)
	})
}

// The bind window's round trip: the redirect carries a signed state to the provider, the
// callback exchanges the code with the same redirect_uri, fetches the account and stores
// the token sealed; the landing page posts 'closeme'. Another origin's callback is refused.
func TestBindThroughTheProvider(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		w.switchOn(t, true, "liepin")
		for _, cb := range []string{"https://evil.example/rest/liepin/bind_callback", h.URL + "/rest/hunterboard/bind_callback",
			h.URL + "/rest/liepin/bind_callback?next=https://evil.example", "javascript:alert(1)"} {
			resp := h.Send("GET", "/rest/oauth2/fetch_redirect_url?site=liepin&callback_url="+url.QueryEscape(cb), "", "")
			resp.Body.Close()
			if resp.StatusCode != 400 {
				t.Errorf("callback %s: %d, want 400", cb, resp.StatusCode)
			}
		}
		status, page := bind(t, h, "liepin")
		if status != 200 || !strings.Contains(page, "postMessage('closeme', location.origin)") || !strings.Contains(page, "Account bound") {
			t.Fatalf("landing page: %d %s", status, page)
		}
		if got := w.fp.redirects; len(got) != 1 || got[0] != h.URL+"/rest/liepin/bind_callback" {
			t.Errorf("redirect_uri at the exchange: %v", got)
		}
		_, body := h.Get("/rest/jobboard/boards")
		b := resttest.Items(body)[0]
		acc, _ := b["account"].(map[string]any)
		if b["bound"] != true || acc == nil || acc["name"] != "王猎头 uid-7" || acc["provider_uid"] != "uid-7" {
			t.Fatalf("bound board: %v", body)
		}
		ctx := context.Background()
		tok, err := w.jb.Token(ctx, principalOf(h), "liepin")
		if err != nil || !strings.HasPrefix(tok.AccessToken, "access-") {
			t.Fatalf("token: %v %v", tok, err)
		}
		// Sealed at rest: neither token is in the table's text.
		st := h.E.Store
		var sealed string
		if err := st.DB().QueryRowContext(ctx, "SELECT token FROM jobboard_account").Scan(&sealed); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(sealed, tok.AccessToken) || strings.Contains(sealed, tok.RefreshToken) || strings.Contains(sealed, "access") {
			t.Errorf("the token is stored readable: %s", sealed)
		}
		// A state replayed with another's session, or tampered with, binds nothing.
		other := h.As("other@huntline.test", map[string]any{"user_type": "consultant"})
		resp := other.Send("GET", "/rest/liepin/bind_callback?code=x&state=e30.AAAA", "", "")
		resp.Body.Close()
		if resp.StatusCode != 400 {
			t.Errorf("forged state: %d", resp.StatusCode)
		}
		if a, _ := w.jb.Account(ctx, principalOf(other), "liepin"); a != nil {
			t.Errorf("forged state bound %v", a)
		}
		// Unbind drops it.
		if err := w.jb.Unbind(ctx, principalOf(h), "liepin"); err != nil {
			t.Fatal(err)
		}
		if _, err := w.jb.Token(ctx, principalOf(h), "liepin"); !errors.Is(err, ErrNotBound) {
			t.Errorf("token after unbind: %v", err)
		}
	})
}

// A token expiring within five minutes is refreshed and stored again; a refresh the provider
// refuses unbinds the account.
func TestTokenRefresh(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		ctx := context.Background()
		w.switchOn(t, true, "hunterboard")
		w.fp.ttl = 2 * time.Minute
		if status, page := bind(t, h, "hunterboard"); status != 200 {
			t.Fatalf("bind: %d %s", status, page)
		}
		p := principalOf(h)
		first, err := w.jb.Token(ctx, p, "hunterboard")
		if err != nil {
			t.Fatal(err)
		}
		w.fp.ttl = time.Hour
		second, err := w.jb.Token(ctx, p, "hunterboard")
		if err != nil || second.AccessToken == first.AccessToken || time.Until(second.Expiry) < 50*time.Minute {
			t.Fatalf("refresh: %v %v (first %v)", second, err, first)
		}
		again, err := w.jb.Token(ctx, p, "hunterboard")
		if err != nil || again.AccessToken != second.AccessToken {
			t.Errorf("the refreshed token was not stored: %v %v", again, err)
		}
		// The account's expiry follows.
		a, _ := w.jb.Account(ctx, p, "hunterboard")
		if a == nil || a.ExpiresAt.Sub(second.Expiry).Abs() > time.Second {
			t.Errorf("account expiry %v, token %v", a, second.Expiry)
		}
		// Refused: unbound.
		w.fp.ttl = time.Minute
		w.jb.StoreAccount(ctx, 1, h.UserID, "hunterboard", Account{ProviderUID: "uid-9"}, w.fp.issue("uid-9"))
		w.fp.refuseRefresh = true
		if _, err := w.jb.Token(ctx, p, "hunterboard"); !errors.Is(err, ErrNotBound) {
			t.Fatalf("refused refresh: %v", err)
		}
		if a, _ := w.jb.Account(ctx, p, "hunterboard"); a != nil {
			t.Errorf("still bound after a refused refresh: %v", a)
		}
	})
}

// Accounts: a user lists his own, an administrator every one; revoking another user's is a
// 404 for a user and allowed to the administrator.
func TestAccountsListAndRevoke(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		ctx := context.Background()
		w.switchOn(t, true, "hunterboard", "liepin")
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant"})
		for _, u := range []int64{h.UserID, cons.UserID} {
			for _, s := range sites {
				if err := w.jb.StoreAccount(ctx, 1, u, s, Account{ProviderUID: s + "-user", Name: "N"}, w.boards[s].DemoToken("x")); err != nil {
					t.Fatal(err)
				}
			}
		}
		_, body := cons.Get("/rest/account/list")
		mine := resttest.Items(body)
		if len(mine) != 2 || mine[0]["user_id"] != float64(cons.UserID) {
			t.Fatalf("consultant's accounts: %v", body)
		}
		_, body = h.Get("/rest/account/list?site=liepin")
		all := resttest.Items(body)
		if len(all) != 2 {
			t.Fatalf("admin's liepin accounts: %v", body)
		}
		var adminsID, consID float64
		for _, a := range all {
			if a["user_id"] == float64(h.UserID) {
				adminsID = a["id"].(float64)
			} else {
				consID = a["id"].(float64)
				if a["user_name"] != "cons@huntline.test" {
					t.Errorf("user name %v", a["user_name"])
				}
			}
		}
		if status, _ := cons.Post("/rest/account/revoke", map[string]any{"id": adminsID}); status != 404 {
			t.Errorf("revoking another's account: %d", status)
		}
		if status, body := h.Post("/rest/account/revoke", map[string]any{"id": consID}); status != 200 {
			t.Errorf("admin revoke: %d %v", status, body)
		}
		if status, body := cons.Post("/rest/account/revoke", map[string]any{"id": mine[0]["id"]}); status != 200 {
			t.Errorf("own revoke: %d %v", status, body)
		}
		if _, body = cons.Get("/rest/account/list"); len(resttest.Items(body)) != 0 {
			t.Errorf("after revoking: %v", body)
		}
	})
}

// The landing page says why a bind failed and still tells the opener: a provider that
// denied access, a state that expired, a state of another site.
func TestBindFailures(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		ctx := context.Background()
		w.switchOn(t, true, "liepin", "hunterboard")
		p := principalOf(h)
		stateOf := func(site string) string {
			to, err := w.jb.BindURL(ctx, p, site, h.URL+"/rest/"+site+"/bind_callback")
			if err != nil {
				t.Fatal(err)
			}
			u, _ := url.Parse(to)
			if u.Query().Get("redirect_uri") != h.URL+"/rest/"+site+"/bind_callback" || u.Query().Get("client_id") != "fake-client" {
				t.Errorf("authorize URL %s", to)
			}
			return u.Query().Get("state")
		}
		page := func(path string) (int, string) {
			resp := h.Send("GET", path, "", "")
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
			if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'sha256-") {
				t.Errorf("the page's policy: %s", csp)
			}
			return resp.StatusCode, sb.String()
		}
		status, body := page("/rest/liepin/bind_callback?error=access_denied&state=" + url.QueryEscape(stateOf("liepin")))
		if status != 400 || !strings.Contains(body, "The provider did not grant access: access_denied") || !strings.Contains(body, "closeme") || !strings.Contains(body, `data-failed="1"`) {
			t.Errorf("denied: %d %s", status, body)
		}
		status, body = page("/rest/liepin/bind_callback?code=x&state=" + url.QueryEscape(stateOf("hunterboard")))
		if status != 400 || !strings.Contains(body, "not valid or has expired") {
			t.Errorf("another site's state: %d %s", status, body)
		}
		old := stateOf("liepin")
		now := h.E.Now
		h.E.Now = func() time.Time { return now().Add(11 * time.Minute) }
		defer func() { h.E.Now = now }()
		status, body = page("/rest/liepin/bind_callback?code=x&state=" + url.QueryEscape(old))
		if status != 400 || !strings.Contains(body, "not valid or has expired") {
			t.Errorf("expired state: %d %s", status, body)
		}
		if a, _ := w.jb.Account(ctx, p, "liepin"); a != nil {
			t.Errorf("bound after failures: %v", a)
		}
	})
}
