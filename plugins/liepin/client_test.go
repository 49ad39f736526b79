package liepin

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"huntline/modules/resume/parse"
)

const testCallback = "http://huntline.test/rest/liepin/bind_callback"

// browse sends a browser's request to the simulator's pages and answers the recorder.
func browse(s *Simulator, method, target string, form url.Values) *httptest.ResponseRecorder {
	var req *http.Request
	if form != nil {
		req = httptest.NewRequest(method, target, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		req = httptest.NewRequest(method, target, nil)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	return rec
}

// authorize goes through the authorize page (auto=1, as the chosen account uid) and
// answers the code the simulator sends back to the callback.
func authorize(t *testing.T, s *Simulator, cfg *oauth2.Config, uid string) string {
	t.Helper()
	target := cfg.AuthCodeURL("the-state") + "&auto=1&uid=" + uid
	rec := browse(s, "GET", target, nil)
	if rec.Code != http.StatusFound {
		t.Fatalf("authorize: %d %s", rec.Code, rec.Body)
	}
	loc, _ := url.Parse(rec.Header().Get("Location"))
	if !strings.HasPrefix(loc.String(), testCallback+"?") || loc.Query().Get("state") != "the-state" {
		t.Fatalf("authorize went to %s", loc)
	}
	return loc.Query().Get("code")
}

func oauthConfig(cl *Client) *oauth2.Config {
	cfg := cl.OAuth()
	cfg.RedirectURL = testCallback
	return cfg
}

// The OAuth 2 authorization code flow against the simulator, the refresh grant, a revoked
// account, and tokens that outlive a restart of the simulator.
func TestSimulatorOAuth(t *testing.T) {
	s := NewSimulator()
	cl := s.Client()
	cfg := oauthConfig(cl)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, cl.HTTP())

	page := browse(s, "GET", strings.TrimPrefix(cfg.AuthCodeURL("st"), "http://liepin.simulator"), nil)
	if page.Code != 200 || !strings.Contains(page.Body.String(), "Authorize Huntline") || !strings.Contains(page.Body.String(), "授权") {
		t.Fatalf("authorize page: %d %.300s", page.Code, page.Body)
	}
	if got := page.Header().Get("X-Frame-Options"); got != "SAMEORIGIN" {
		t.Errorf("authorize page X-Frame-Options %q", got)
	}
	if rec := browse(s, "GET", SimPath+"/oauth/authorize?response_type=code&client_id="+SimClientID+"&redirect_uri=https://evil.example/&auto=1", nil); rec.Code != 400 {
		t.Errorf("a redirect_uri that is no bind callback: %d, want 400", rec.Code)
	}
	deny := browse(s, "GET", SimPath+"/oauth/approve?deny=1&state=x&client_id="+SimClientID+"&redirect_uri="+url.QueryEscape(testCallback), nil)
	if loc := deny.Header().Get("Location"); !strings.Contains(loc, "error=access_denied") {
		t.Errorf("deny went to %q", loc)
	}

	code := authorize(t, s, cfg, "lp-2001")
	tok, err := cfg.Exchange(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	if tok.RefreshToken == "" || time.Until(tok.Expiry) < 59*time.Minute {
		t.Errorf("token %+v: want a refresh token and an hour", tok)
	}
	u, err := cl.User(ctx, tok)
	if err != nil || u.UID != "lp-2001" || u.Name != "Lisa Zhang" {
		t.Fatalf("user %+v %v", u, err)
	}

	other := *cfg
	other.RedirectURL = "http://other.test/rest/liepin/bind_callback"
	if _, err := other.Exchange(ctx, code); err == nil {
		t.Error("a code exchanged for another redirect_uri was honoured")
	}
	wrong := *cfg
	wrong.ClientSecret = "guess"
	if _, err := wrong.Exchange(ctx, authorize(t, s, cfg, "lp-1001")); err == nil {
		t.Error("a wrong client secret was honoured")
	}

	fresh, err := cfg.TokenSource(ctx, &oauth2.Token{RefreshToken: tok.RefreshToken}).Token()
	if err != nil || fresh.AccessToken == "" || fresh.AccessToken == tok.AccessToken || s.Refreshes() != 1 {
		t.Fatalf("refresh: %+v %v (refreshes %d)", fresh, err, s.Refreshes())
	}

	// Signed, not remembered: a new simulator (a restarted server) honours both tokens.
	again := NewSimulator()
	if u, err := again.Client().User(ctx, fresh); err != nil || u.UID != "lp-2001" {
		t.Errorf("after a restart: %+v %v", u, err)
	}
	again.Revoke("lp-2001")
	_, err = again.Client().OAuth().TokenSource(context.WithValue(context.Background(), oauth2.HTTPClient, again.Client().HTTP()),
		&oauth2.Token{RefreshToken: fresh.RefreshToken}).Token()
	var re *oauth2.RetrieveError
	if !errors.As(err, &re) || re.ErrorCode != "invalid_grant" {
		t.Errorf("a revoked account's refresh: %v, want invalid_grant", err)
	}
	if _, err := cl.User(ctx, &oauth2.Token{AccessToken: "forged." + tok.AccessToken}); !errors.Is(err, ErrUnauthorized) {
		t.Errorf("a forged token: %v, want ErrUnauthorized", err)
	}
	s.now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if _, err := cl.User(ctx, tok); !errors.Is(err, ErrUnauthorized) {
		t.Errorf("an expired token: %v, want ErrUnauthorized", err)
	}
}

var totalRe = regexp.MustCompile(`data-total="(\d+)"`)

// searchPage posts the search form as the browser does into the iframe and answers the
// page, the total it tells its parent and its rows' origin URLs.
func searchPage(t *testing.T, s *Simulator, f SearchForm) (string, string, []string) {
	t.Helper()
	form := url.Values{}
	for _, fld := range f.PostForm {
		form.Set(fld.Name, fld.Value)
	}
	rec := browse(s, "POST", f.URL, form)
	if rec.Code != 200 {
		t.Fatalf("search page: %d %s", rec.Code, rec.Body)
	}
	body := rec.Body.String()
	m := totalRe.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("search page has no total: %.300s", body)
	}
	var origins []string
	for _, o := range regexp.MustCompile(`data-origin="([^"]+)"`).FindAllStringSubmatch(body, -1) {
		origins = append(origins, o[1])
	}
	return body, m[1], origins
}

// Search: the form for the iframe, pages of 30, filters narrowing the total, the script
// that tells the parent; the detail page and the CV file the resume parser reads.
func TestSimulatorSearchAndResumes(t *testing.T) {
	s := NewSimulator()
	cl := s.Client()
	ctx := context.Background()
	tok := s.Issue("lp-1001")

	f, err := cl.SearchForm(ctx, tok, map[string]any{"curPage": 1})
	if err != nil || f.URL != SimPath+"/search" || len(f.PostForm) != 2 {
		t.Fatalf("search form %+v %v", f, err)
	}
	body, total, origins := searchPage(t, s, f)
	if total != "300" || len(origins) != 30 || !strings.Contains(body, `src="/sim/liepin/static/sim.js"`) {
		t.Fatalf("first page: total %s, %d rows", total, len(origins))
	}
	f10, _ := cl.SearchForm(ctx, tok, map[string]any{"curPage": 10})
	if _, _, last := searchPage(t, s, f10); len(last) != 30 || last[0] == origins[0] {
		t.Errorf("page 10: %d rows", len(last))
	}
	f11, _ := cl.SearchForm(ctx, tok, map[string]any{"curPage": 11})
	if _, _, none := searchPage(t, s, f11); len(none) != 0 {
		t.Errorf("page 11: %d rows, want none", len(none))
	}
	// Filters: the cities' totals add up to all, a group holds its cities.
	sum := 0
	for _, c := range leaves(simCities) {
		_, n := searchResumes(map[string]any{"dq": c.code})
		sum += n
	}
	_, east := searchResumes(map[string]any{"dq": "200"})
	_, sh := searchResumes(map[string]any{"dq": "201"})
	if sum != simResumeCount || east <= sh || sh == 0 {
		t.Errorf("cities add to %d, east %d, Shanghai %d", sum, east, sh)
	}
	_, narrow := searchResumes(map[string]any{"dq": "200", "industry": []any{"100", "201"}, "workYears": "3,15", "eduLevel": "050", "salary": map[string]any{"min": 20}, "sex": "女"})
	if narrow == 0 || narrow >= east {
		t.Errorf("narrowed search: %d of %d", narrow, east)
	}
	_, java := searchResumes(map[string]any{"keyword": "java"})
	_, javaSH := searchResumes(map[string]any{"keyword": "Java 上海"})
	if java == 0 || javaSH > java {
		t.Errorf("keyword java %d, Java 上海 %d", java, javaSH)
	}
	bad, _ := url.Parse(f.URL)
	if rec := browse(s, "POST", bad.String(), url.Values{"q": {"{}"}, "ticket": {"forged"}}); rec.Code != 401 {
		t.Errorf("search page without a ticket: %d", rec.Code)
	}
	if rec := browse(s, "GET", SimPath+"/static/sim.js", nil); !strings.Contains(rec.Body.String(), "totalCnt") || !strings.Contains(rec.Body.String(), "url:") {
		t.Errorf("the page script: %s", rec.Body)
	}

	if !cl.IsOrigin(origins[0]) || cl.IsOrigin("https://evil.example/resume/R10001") || cl.IsOrigin(SimPath+"/resume/../../rest/x") {
		t.Error("IsOrigin")
	}
	v, err := cl.ResumeView(ctx, tok, origins[0])
	if err != nil || v.OriginURL != origins[0] || !strings.HasPrefix(v.URL, origins[0]+"?t=") || v.Name == "" {
		t.Fatalf("resume view %+v %v", v, err)
	}
	page := browse(s, "GET", v.URL, nil)
	if page.Code != 200 || !strings.Contains(page.Body.String(), v.Name) || !strings.Contains(page.Body.String(), "****") {
		t.Errorf("resume page: %d %.300s", page.Code, page.Body)
	}
	if _, err := cl.ResumeView(ctx, tok, SimPath+"/resume/R99999"); err == nil {
		t.Error("an unknown resume was answered")
	}

	// Every CV the simulator hands over reads back as its person: name, mobile, e-mail, a
	// work entry and the school.
	for _, p := range simResumes {
		f, err := cl.ResumeFile(ctx, tok, SimPath+"/resume/"+p.ID)
		if err != nil || !strings.HasPrefix(f.ContentType, "text/plain") || !strings.HasSuffix(f.Name, ".txt") {
			t.Fatalf("%s: %+v %v", p.ID, f.Name, err)
		}
		r := parse.Parse(string(f.Data))
		name := r["chineseName"]
		if p.English {
			name = r["englishName"]
		}
		work, _ := r["workexperience_set"].([]map[string]any)
		edu, _ := r["education_set"].([]map[string]any)
		if name != p.Name || r["mobile"] != p.Mobile || r["email"] != p.Email || len(work) == 0 || len(edu) == 0 || edu[0]["school"] != p.School {
			t.Errorf("%s parsed as %v %v %v, %d jobs, education %v\n%s", p.ID, name, r["mobile"], r["email"], len(work), edu, f.Data)
			break
		}
	}
}

// Reference data, publishing and closing, and a provider that is down.
func TestSimulatorPublishAndFailures(t *testing.T) {
	s := NewSimulator()
	cl := s.Client()
	ctx := context.Background()
	tok := s.Issue("lp-1001")

	for _, kind := range []string{"city", "function", "industry", "ht_job"} {
		if opts, err := cl.Dict(ctx, kind, "zh_CN"); err != nil || len(opts) == 0 || len(opts[0].Children) == 0 {
			t.Errorf("dict %s: %v %v", kind, opts, err)
		}
	}
	if opts, _ := cl.Dict(ctx, "city", "en"); opts[0].Label != "North China" {
		t.Errorf("English city list: %v", opts[0])
	}
	sc, err := cl.SearchConfig(ctx, "zh_CN")
	if err != nil || len(sc.QueryConfig) == 0 {
		t.Fatal(err)
	}
	for _, q := range sc.QueryConfig {
		if q.DataIndex >= len(sc.BaseData) || (q.DataIndex < 0) != (q.Type == "input" || q.Type == "range") {
			t.Errorf("query config %+v against %d option lists", q, len(sc.BaseData))
		}
	}
	base, err := cl.PositionBaseInfo(ctx, "zh_CN")
	if err != nil || len(base) != 7 {
		t.Fatalf("base info %v %v", base, err)
	}

	_, err = cl.Publish(ctx, tok, Position{"hjobTitle": "Java 工程师", "hjobDqCode": "200"})
	var refused *Refusal
	if !errors.As(err, &refused) || refused.Errors["hcompName"] == "" || refused.Errors["hjobDqCode"] == "" {
		t.Fatalf("an incomplete position: %v", err)
	}
	pub, err := cl.Publish(ctx, tok, Position{"hjobTitle": "Java 工程师", "hcompName": "云启", "hjobDqCode": "201", "hjobJobTitle": "101",
		"hjobCloseDate": "2030-01-01", "hjobSalaryLow": "30", "hjobSalaryHigh": "50", "detailDuty": "写代码"})
	if err != nil || !strings.HasPrefix(pub.BoardID, "LP") || pub.URL != SimPath+"/job/"+pub.BoardID {
		t.Fatalf("publish %+v %v", pub, err)
	}
	if page := browse(s, "GET", pub.URL, nil); !strings.Contains(page.Body.String(), "Java 工程师") {
		t.Errorf("job page %.200s", page.Body)
	}
	if err := cl.Close(ctx, tok, pub.BoardID); err != nil {
		t.Fatal(err)
	}
	if pos, _ := s.Position(pub.BoardID); pos["closed"] != "1" {
		t.Errorf("closed position %v", pos)
	}

	s.Fail(true)
	if _, err := cl.Dict(ctx, "city", "zh_CN"); err == nil {
		t.Error("a provider that is down answered")
	}
	if _, err := cl.User(ctx, tok); err == nil || errors.Is(err, ErrUnauthorized) {
		t.Errorf("down: %v", err)
	}
}
