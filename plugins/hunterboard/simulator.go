package hunterboard

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"

	"huntline/plugins/internal/simnet"
)

// SimPrefix is where the simulator is mounted on Huntline's own server: the browser opens
// its authorize page, avatars and position pages there, and the server's calls reach the
// same handler in process (Simulator.Client), never over the network.
const SimPrefix = "/sim/hunterboard"

// simBase is the address the server's calls to the simulator carry; the in-process
// transport answers it, so no name needs to resolve.
const simBase = "http://hunterboard.simulator" + SimPrefix

// Simulator plays the board's side of every call of Client (see client.go) for
// development, the demo and tests: OAuth with signed codes and tokens, the user behind a
// token, the reference lists, 300 generated resumes, publishing and closing positions.
type Simulator struct {
	ClientID, ClientSecret string
	Now                    func() time.Time // the clock tokens expire by (tests move it)

	mu        sync.Mutex
	positions map[string]Position
	closed    map[string]bool
	next      int
}

// NewSimulator answers a simulator that accepts the client id and secret given.
func NewSimulator(clientID, clientSecret string) *Simulator {
	return &Simulator{ClientID: clientID, ClientSecret: clientSecret, Now: time.Now,
		positions: map[string]Position{}, closed: map[string]bool{}, next: 1000}
}

// Client answers a client that reaches the simulator in process, the authorize page at
// the path the browser opens on Huntline's own origin.
func (s *Simulator) Client() *Client {
	return &Client{Base: simBase, AuthURL: SimPrefix + "/oauth/authorize", HTTP: &http.Client{Transport: simnet.Transport{Handler: s}}}
}

// Issue answers a token pair for the board user uid, as the token endpoint would after the
// user authorized (the demo seed and tests bind with it).
func (s *Simulator) Issue(uid string) *oauth2.Token { return issue(uid, s.ClientID, s.Now()) }

// Position answers a published position and whether it was closed.
func (s *Simulator) Position(id string) (Position, bool, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.positions[id]
	return p, s.closed[id], ok
}

// ServeHTTP answers every call under SimPrefix.
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path, ok := strings.CutPrefix(r.URL.Path, SimPrefix)
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case path == "/oauth/authorize" && r.Method == http.MethodGet:
		s.authorizePage(w, r)
	case path == "/oauth/approve" && r.Method == http.MethodGet:
		s.approve(w, r)
	case path == "/oauth/token" && r.Method == http.MethodPost:
		s.token(w, r)
	case strings.HasPrefix(path, "/avatar/") && r.Method == http.MethodGet:
		avatar(w, strings.TrimSuffix(strings.TrimPrefix(path, "/avatar/"), ".svg"))
	case strings.HasPrefix(path, "/positions/") && r.Method == http.MethodGet:
		s.positionPage(w, r, strings.TrimPrefix(path, "/positions/"))
	case strings.HasPrefix(path, "/resumes/") && r.Method == http.MethodGet:
		resumePage(w, r, strings.TrimPrefix(path, "/resumes/"))
	case strings.HasPrefix(path, "/api/"):
		uid, ok := s.bearer(r)
		if !ok {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_token"})
			return
		}
		s.api(w, r, strings.TrimPrefix(path, "/api"), uid)
	default:
		http.NotFound(w, r)
	}
}

func (s *Simulator) bearer(r *http.Request) (string, bool) {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return "", false
	}
	c, err := verify(tok, "access", s.Now())
	return c.UID, err == nil
}

var authorizeTmpl = template.Must(template.New("a").Parse(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>猎头职位板 · 授权 Hunter Board · Authorize</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:28px;max-width:360px;width:100%}
h1{font-size:20px;margin:0 0 8px;color:#0b4f8a}p{color:#444;font-size:14px}label{font-size:13px;color:#555}
input{width:100%;box-sizing:border-box;padding:8px;margin:4px 0 16px;border:1px solid #ccd;border-radius:6px}
button{width:100%;padding:10px;background:#0b6bcb;color:#fff;border:0;border-radius:6px;font-size:15px;cursor:pointer}</style></head>
<body><main><h1>猎头职位板 Hunter Board</h1>
<p>Huntline 请求访问你的职位板帐号：读取帐号信息、搜索简历、发布职位。<br>Huntline asks to use your board account: read your profile, search resumes, publish positions.</p>
<form method="get" action="{{.Action}}">
<input type="hidden" name="client_id" value="{{.ClientID}}"><input type="hidden" name="redirect_uri" value="{{.Redirect}}"><input type="hidden" name="state" value="{{.State}}">
<label for="account">帐号 Account</label><input id="account" name="account" value="demo" required maxlength="40">
<button type="submit" id="authorize">授权 Authorize</button></form>
<p style="font-size:12px;color:#888">模拟器：任何帐号名都可授权。Simulator: any account name is accepted.</p></main></body></html>`))

func (s *Simulator) authorizePage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("response_type") != "code" || q.Get("redirect_uri") == "" || q.Get("client_id") != s.ClientID {
		http.Error(w, "invalid_request: response_type=code, client_id and redirect_uri are required", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// The page's own policy in place of the server's data one (form-action 'none'), which
	// kept the Authorize button from submitting in a browser.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	authorizeTmpl.Execute(w, map[string]string{"Action": SimPrefix + "/oauth/approve",
		"ClientID": q.Get("client_id"), "Redirect": q.Get("redirect_uri"), "State": q.Get("state")})
}

// approve is the authorize button: back to the client with a signed code.
func (s *Simulator) approve(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	back, err := url.Parse(q.Get("redirect_uri"))
	uid := strings.TrimSpace(q.Get("account"))
	if err != nil || q.Get("redirect_uri") == "" || uid == "" || q.Get("client_id") != s.ClientID {
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	}
	code := sign(simnet.Claim{Kind: "code", UID: uid, Client: s.ClientID, Redirect: q.Get("redirect_uri"), Exp: s.Now().Add(codeTTL).Unix()})
	bq := back.Query()
	bq.Set("code", code)
	bq.Set("state", q.Get("state"))
	back.RawQuery = bq.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// token is the token endpoint: the authorization-code and refresh-token grants.
func (s *Simulator) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_request"})
		return
	}
	id, secret, basic := r.BasicAuth()
	if !basic {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != s.ClientID || secret != s.ClientSecret {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_client"})
		return
	}
	var c simnet.Claim
	var err error
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		c, err = verify(r.PostForm.Get("code"), "code", s.Now())
		if err == nil && c.Redirect != r.PostForm.Get("redirect_uri") {
			err = errBadToken
		}
	case "refresh_token":
		c, err = verify(r.PostForm.Get("refresh_token"), "refresh", s.Now())
	default:
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "unsupported_grant_type"})
		return
	}
	if err != nil || c.Client != s.ClientID {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant"})
		return
	}
	t := issue(c.UID, s.ClientID, s.Now())
	writeJSON(w, http.StatusOK, map[string]any{"access_token": t.AccessToken, "token_type": "Bearer",
		"expires_in": int(accessTTL.Seconds()), "refresh_token": t.RefreshToken})
}

// userOf answers the board user an account name stands for, the same every time.
func userOf(uid string) UserInfo {
	h := fnv.New32a()
	h.Write([]byte(uid))
	n := int(h.Sum32())
	return UserInfo{UID: uid, Name: surnames[n%len(surnames)] + givens[n/7%len(givens)],
		CompanyName: []string{"锐仕猎头顾问有限公司", "前程猎才咨询（上海）有限公司", "北京英才汇人力资源有限公司"}[n/3%3],
		Title:       []string{"资深猎头顾问", "猎头合伙人", "招聘总监"}[n/11%3],
		AvatarURL:   SimPrefix + "/avatar/" + url.PathEscape(uid) + ".svg"}
}

// avatar draws the initial of a resume's person (its id is a resume's) or of a board user.
func avatar(w http.ResponseWriter, uid string) {
	name := userOf(uid).Name
	if res, ok := resumeByID(uid); ok {
		name = res.name
	}
	hue := 0
	for _, r := range uid {
		hue = (hue*31 + int(r)) % 360
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(%d,55%%,45%%)"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">%s</text></svg>`,
		hue, template.HTMLEscapeString(string([]rune(name)[:1])))
}

func (s *Simulator) positionPage(w http.ResponseWriter, r *http.Request, id string) {
	s.mu.Lock()
	p, ok := s.positions[id]
	closed := s.closed[id]
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	title := fmt.Sprint(p["title"])
	if !ok {
		title = "职位 " + id
	}
	state := "招聘中 Open"
	if closed {
		state = "已关闭 Closed"
	}
	fmt.Fprintf(w, `<!doctype html><meta charset="utf-8"><title>%s</title><h1>%s</h1><p>%s · 猎头职位板模拟器 Hunter Board simulator · %s</p>`,
		template.HTMLEscapeString(title), template.HTMLEscapeString(title), template.HTMLEscapeString(id), state)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
