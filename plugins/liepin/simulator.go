package liepin

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"

	"huntline/plugins/internal/simnet"
)

// Simulator plays the provider (the API of client.go and the pages the browser opens) for
// development, the demo and tests. Huntline mounts it at SimPath (public routes), and the
// server's own calls reach it through an in-process transport (Client), so nothing leaves
// the machine. Its data is fixed: SimAccounts as the provider's users, simResumeCount
// generated resumes, the option trees of sim_dicts.go. Published positions live in memory.
type Simulator struct {
	ClientID, Secret string
	Public           string // where the browser reaches it, SimPath

	now func() time.Time

	mu        sync.Mutex
	revoked   map[string]bool // users whose refresh tokens are refused
	failing   bool            // every API call answers 503 (§8 tests)
	refreshes int
	positions map[string]Position
	seq       int
}

// SimPath is where Huntline mounts the simulator.
const SimPath = "/sim/liepin"

// The simulator's client credentials: Huntline's configuration uses them when no provider
// is configured. They guard nothing real.
const (
	SimClientID = "huntline-demo"
	SimSecret   = "liepin-simulator-secret"
)

// SimAccounts are the provider's users the authorize page offers; Issue accepts any uid.
var SimAccounts = []User{
	{UID: "lp-1001", Name: "王芳", Company: "北辰猎头顾问有限公司", Title: "高级猎头顾问"},
	{UID: "lp-1002", Name: "陈明", Company: "北辰猎头顾问有限公司", Title: "招聘经理"},
	{UID: "lp-2001", Name: "Lisa Zhang", Company: "Northstar Search", Title: "Senior Consultant"},
}

// NewSimulator answers the simulator with its fixed client credentials.
func NewSimulator() *Simulator {
	return &Simulator{ClientID: SimClientID, Secret: SimSecret, Public: SimPath, now: time.Now,
		revoked: map[string]bool{}, positions: map[string]Position{}}
}

// Client answers the provider client that reaches the simulator in process.
func (s *Simulator) Client() *Client {
	return &Client{Base: "http://liepin.simulator" + s.Public, PublicBase: s.Public, ClientID: s.ClientID, Secret: s.Secret,
		Client: &http.Client{Transport: simnet.Transport{Handler: s}, Timeout: 30 * time.Second}}
}

// Issue answers tokens for the provider's user uid, as a completed authorization would
// (the demo seed and tests bind accounts with it).
func (s *Simulator) Issue(uid string) *oauth2.Token { return issue(uid, s.now()) }

// Revoke makes the provider refuse uid's refresh tokens (an account the user disconnected
// on the provider's side).
func (s *Simulator) Revoke(uid string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.revoked[uid] = true
}

// Fail makes every API and token call answer 503 while on (the provider down).
func (s *Simulator) Fail(on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failing = on
}

func (s *Simulator) down() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failing
}

// Refreshes answers how many refresh-token grants were honoured.
func (s *Simulator) Refreshes() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refreshes
}

// Position answers a published position by board id.
func (s *Simulator) Position(boardID string) (Position, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.positions[boardID]
	return p, ok
}

func (s *Simulator) user(uid string) User {
	for _, u := range SimAccounts {
		if u.UID == uid {
			u.AvatarURL = s.Public + "/avatar/" + uid + ".svg"
			return u
		}
	}
	// Any other uid (the demo's, a test's) is a recruiter of a name drawn from the uid, the
	// same every time.
	h := fnv.New32a()
	h.Write([]byte(uid))
	n := int(h.Sum32())
	return User{UID: uid, Name: simSurnames[n%len(simSurnames)] + simGivenF[(n/7)%len(simGivenF)], Company: "北辰猎头顾问有限公司",
		Title: []string{"猎头顾问", "高级猎头顾问", "招聘经理"}[(n/3)%3], AvatarURL: s.Public + "/avatar/" + url.PathEscape(uid) + ".svg"}
}

// ServeHTTP answers the provider's API and pages under s.Public.
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path, ok := strings.CutPrefix(r.URL.Path, s.Public)
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case path == "/oauth/authorize" && r.Method == http.MethodGet:
		s.authorizePage(w, r)
	case path == "/oauth/approve":
		s.approve(w, r)
	case path == "/oauth/token" && r.Method == http.MethodPost:
		s.token(w, r)
	case strings.HasPrefix(path, "/api/"):
		s.api(w, r, strings.TrimPrefix(path, "/api"))
	case path == "/search":
		s.searchPage(w, r)
	case strings.HasPrefix(path, "/resume/") && r.Method == http.MethodGet:
		s.resumePage(w, r, strings.TrimPrefix(path, "/resume/"))
	case strings.HasPrefix(path, "/job/") && r.Method == http.MethodGet:
		s.jobPage(w, r, strings.TrimPrefix(path, "/job/"))
	case strings.HasPrefix(path, "/avatar/") && r.Method == http.MethodGet:
		avatar(w, strings.TrimSuffix(strings.TrimPrefix(path, "/avatar/"), ".svg"), s)
	case path == "/static/sim.js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "max-age=3600")
		io.WriteString(w, simScript)
	default:
		http.NotFound(w, r)
	}
}

// token is the OAuth 2 token endpoint: authorization_code and refresh_token grants.
func (s *Simulator) token(w http.ResponseWriter, r *http.Request) {
	if s.down() {
		http.Error(w, "the simulated provider is down", http.StatusServiceUnavailable)
		return
	}
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request")
		return
	}
	id, secret, basic := r.BasicAuth()
	if !basic {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != s.ClientID || secret != s.Secret {
		oauthError(w, http.StatusUnauthorized, "invalid_client")
		return
	}
	now := s.now()
	var uid string
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		c, ok := verify(r.PostForm.Get("code"), kindCode, now)
		if !ok || c.Redirect != r.PostForm.Get("redirect_uri") {
			oauthError(w, http.StatusBadRequest, "invalid_grant")
			return
		}
		uid = c.UID
	case "refresh_token":
		c, ok := verify(r.PostForm.Get("refresh_token"), kindRefresh, now)
		s.mu.Lock()
		refused := !ok || s.revoked[c.UID]
		if !refused {
			s.refreshes++
		}
		s.mu.Unlock()
		if refused {
			oauthError(w, http.StatusBadRequest, "invalid_grant")
			return
		}
		uid = c.UID
	default:
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type")
		return
	}
	tok := issue(uid, now)
	writeJSON(w, http.StatusOK, map[string]any{"access_token": tok.AccessToken, "refresh_token": tok.RefreshToken,
		"token_type": "Bearer", "expires_in": int(simAccessTTL.Seconds())})
}

func oauthError(w http.ResponseWriter, status int, code string) {
	writeJSON(w, status, map[string]string{"error": code})
}

// api answers the server's calls (client.go).
func (s *Simulator) api(w http.ResponseWriter, r *http.Request, path string) {
	if s.down() {
		http.Error(w, "the simulated provider is down", http.StatusServiceUnavailable)
		return
	}
	lang := simLang(r.URL.Query().Get("lang"))
	// Reference data needs the client's credentials, the rest a user's access token.
	switch {
	case r.Method == http.MethodGet && (path == "/search/config" || path == "/position/base" || strings.HasPrefix(path, "/dict/")):
		if id, secret, _ := r.BasicAuth(); id != s.ClientID || secret != s.Secret {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"message": "invalid client"})
			return
		}
		switch {
		case path == "/search/config":
			writeJSON(w, http.StatusOK, searchConfig(lang))
		case path == "/position/base":
			writeJSON(w, http.StatusOK, positionBase(lang))
		default:
			tree, ok := dictOf(strings.TrimPrefix(path, "/dict/"))
			if !ok {
				writeJSON(w, http.StatusNotFound, map[string]string{"message": "no such list"})
				return
			}
			writeJSON(w, http.StatusOK, options(tree, lang))
		}
		return
	}
	c, ok := verify(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "), kindAccess, s.now())
	if !ok {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": "invalid or expired token"})
		return
	}
	switch {
	case path == "/user" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.user(c.UID))
	case path == "/search/form" && r.Method == http.MethodPost:
		var filter map[string]any
		if err := json.NewDecoder(io.LimitReader(r.Body, 64<<10)).Decode(&filter); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"message": "the filter is not a JSON object"})
			return
		}
		q, _ := json.Marshal(filter)
		writeJSON(w, http.StatusOK, SearchForm{URL: s.Public + "/search", PostForm: []FormField{
			{Name: "q", Value: string(q)}, {Name: "ticket", Value: s.ticket(c.UID)}}})
	case path == "/resume/view" && r.Method == http.MethodGet:
		p, ok := s.resumeOf(r.URL.Query().Get("origin_url"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"message": "no such resume"})
			return
		}
		writeJSON(w, http.StatusOK, ResumeView{URL: s.origin(p) + "?t=" + url.QueryEscape(s.ticket(c.UID)), OriginURL: s.origin(p), Name: p.Name})
	case path == "/resume/file" && r.Method == http.MethodGet:
		p, ok := s.resumeOf(r.URL.Query().Get("origin_url"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"message": "no such resume"})
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+p.ID+`.txt"; filename*=UTF-8''`+url.PathEscape(p.Name+" "+p.ID+".txt"))
		io.WriteString(w, p.cvText())
	case path == "/position" && r.Method == http.MethodPost:
		s.publish(w, r, c.UID)
	case strings.HasPrefix(path, "/position/") && strings.HasSuffix(path, "/close") && r.Method == http.MethodPost:
		id := strings.TrimSuffix(strings.TrimPrefix(path, "/position/"), "/close")
		if !strings.HasPrefix(id, "LP") {
			writeJSON(w, http.StatusNotFound, map[string]string{"message": "no such position"})
			return
		}
		s.mu.Lock()
		if pos, ok := s.positions[id]; ok {
			pos["closed"] = "1"
		}
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, map[string]any{})
	default:
		http.NotFound(w, r)
	}
}

// publish checks a position as the provider would (its own few rules; Huntline checks
// the form's before sending) and keeps it.
func (s *Simulator) publish(w http.ResponseWriter, r *http.Request, uid string) {
	var pos Position
	if err := json.NewDecoder(io.LimitReader(r.Body, 256<<10)).Decode(&pos); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": "the position is not a JSON object of texts"})
		return
	}
	errs := map[string]string{}
	for _, k := range []string{"hjobTitle", "hcompName", "hjobDqCode", "hjobJobTitle", "hjobCloseDate"} {
		if strings.TrimSpace(pos[k]) == "" {
			errs[k] = "必填"
		}
	}
	if n, ok := find(simCities, pos["hjobDqCode"]); pos["hjobDqCode"] != "" && (!ok || len(n.kids) > 0) {
		errs["hjobDqCode"] = "请选择城市"
	}
	if n, ok := find(simFunctions, pos["hjobJobTitle"]); pos["hjobJobTitle"] != "" && (!ok || len(n.kids) > 0) {
		errs["hjobJobTitle"] = "请选择职能"
	}
	if number(pos["hjobSalaryHigh"])-number(pos["hjobSalaryLow"]) >= 30 {
		errs["hjobSalaryHigh"] = "范围必须小于30万"
	}
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, Refusal{Message: "职位信息不完整", Errors: errs})
		return
	}
	s.mu.Lock()
	s.seq++
	id := fmt.Sprintf("LP%d%04d", s.now().Unix()%1_000_000, s.seq)
	pos["owner"] = uid
	s.positions[id] = pos
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, Published{BoardID: id, URL: s.Public + "/job/" + id})
}

// ticket answers the signed authority the iframe pages take (the provider's session).
func (s *Simulator) ticket(uid string) string {
	return sign(simnet.Claim{Kind: kindTicket, UID: uid, Exp: s.now().Add(simTicketTTL).Unix()})
}

func (s *Simulator) origin(p simResume) string { return s.Public + "/resume/" + p.ID }

// resumeOf answers the resume an origin URL names.
func (s *Simulator) resumeOf(origin string) (simResume, bool) {
	id, ok := strings.CutPrefix(origin, s.Public+"/resume/")
	if !ok {
		return simResume{}, false
	}
	return resumeByID(id)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
