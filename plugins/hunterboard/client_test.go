package hunterboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"huntline/modules/resume/parse"
)

// The client against the simulator, through the in-process transport: every call of the
// board as Huntline makes it.

func simOAuth(s *Simulator) (*oauth2.Config, context.Context) {
	c := s.Client()
	cfg := &oauth2.Config{ClientID: s.ClientID, ClientSecret: s.ClientSecret, Endpoint: c.Endpoint(), RedirectURL: "http://crm.test/rest/hunterboard/bind_callback"}
	return cfg, context.WithValue(context.Background(), oauth2.HTTPClient, c.HTTP)
}

func TestClientOAuthCodeAndRefresh(t *testing.T) {
	s := NewSimulator("huntline", "s3cret")
	cfg, ctx := simOAuth(s)
	authURL := cfg.AuthCodeURL("st4te")
	if !strings.HasPrefix(authURL, SimPrefix+"/oauth/authorize?") {
		t.Fatalf("authorize URL %s", authURL)
	}
	// The page, then its button.
	page := httptest.NewRecorder()
	s.ServeHTTP(page, httptest.NewRequest(http.MethodGet, authURL, nil))
	if page.Code != 200 || !strings.Contains(page.Body.String(), `id="authorize"`) {
		t.Fatalf("authorize page %d %s", page.Code, page.Body)
	}
	q := url.Values{"client_id": {"huntline"}, "redirect_uri": {cfg.RedirectURL}, "state": {"st4te"}, "account": {"amy"}}
	back := httptest.NewRecorder()
	s.ServeHTTP(back, httptest.NewRequest(http.MethodGet, SimPrefix+"/oauth/approve?"+q.Encode(), nil))
	loc, _ := url.Parse(back.Header().Get("Location"))
	if back.Code != http.StatusFound || loc.Query().Get("state") != "st4te" || loc.Query().Get("code") == "" {
		t.Fatalf("approve: %d %s", back.Code, loc)
	}
	tok, err := cfg.Exchange(ctx, loc.Query().Get("code"))
	if err != nil || tok.RefreshToken == "" || time.Until(tok.Expiry) < 50*time.Minute {
		t.Fatalf("exchange: %v %+v", err, tok)
	}
	me, err := s.Client().Me(ctx, tok)
	if err != nil || me.UID != "amy" || me.Name == "" || me.CompanyName == "" || me.Title == "" || me.AvatarURL == "" {
		t.Fatalf("me: %v %+v", err, me)
	}
	// The wrong secret, a code for another redirect, and a refresh an hour later.
	bad := *cfg
	bad.ClientSecret = "nope"
	if _, err := bad.Exchange(ctx, loc.Query().Get("code")); err == nil {
		t.Fatal("a wrong client secret was accepted")
	}
	other := *cfg
	other.RedirectURL = "http://elsewhere.test/cb"
	if _, err := other.Exchange(ctx, loc.Query().Get("code")); err == nil {
		t.Fatal("a code was exchanged for another redirect_uri")
	}
	s.Now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if _, err := s.Client().Me(ctx, tok); !errors.Is(err, ErrUnauthorized) {
		t.Fatalf("an expired access token: %v", err)
	}
	tok.Expiry = time.Now().Add(-time.Minute)
	fresh, err := cfg.TokenSource(ctx, tok).Token()
	if err != nil || fresh.AccessToken == tok.AccessToken {
		t.Fatalf("refresh: %v", err)
	}
	if me, err := s.Client().Me(ctx, fresh); err != nil || me.UID != "amy" {
		t.Fatalf("me after refresh: %v %+v", err, me)
	}
	// A token signed by the simulator survives a new simulator (a restart).
	if me, err := NewSimulator("huntline", "s3cret").Client().Me(ctx, s.Issue("leo")); err != nil || me.UID != "leo" {
		t.Fatalf("issued token after restart: %v %+v", err, me)
	}
}

func TestClientSearchDetailFilePublish(t *testing.T) {
	s := NewSimulator("huntline", "s3cret")
	c, ctx, tok := s.Client(), context.Background(), s.Issue("amy")
	tokens, err := c.SearchTokens(ctx, tok, "en")
	if err != nil || len(tokens) != 7 || tokens[1].Type != "tree" || tokens[1].Options[0].Label != "Beijing" {
		t.Fatalf("tokens: %v %+v", err, tokens)
	}
	all, err := c.Search(ctx, tok, "zh_CN", nil, 1)
	if err != nil || all.Count != 300 || all.Pages != 15 || len(all.List) != 20 {
		t.Fatalf("all: %v %d %d %d", err, all.Count, all.Pages, len(all.List))
	}
	cases := []struct {
		q    map[string]string
		keep func(simResume) bool
	}{
		{map[string]string{"city": "010"}, func(r simResume) bool { return strings.HasPrefix(r.city, "010") }},
		{map[string]string{"city": "050090,020010"}, func(r simResume) bool { return r.city == "050090" || r.city == "020010" }},
		{map[string]string{"industry": "FN", "years": "5"}, func(r simResume) bool { return strings.HasPrefix(r.industry, "FN") && r.years >= 5 }},
		{map[string]string{"education": "3,4", "age": "30-40"}, func(r simResume) bool { return r.edu >= 3 && r.age >= 30 && r.age <= 40 }},
		{map[string]string{"keyword": "java", "salary": "-40"}, func(r simResume) bool { return r.title == "高级Java开发工程师" && r.salary <= 40 }},
	}
	for _, tc := range cases {
		want := 0
		for _, r := range simLibrary {
			if tc.keep(r) {
				want++
			}
		}
		got, err := c.Search(ctx, tok, "zh_CN", tc.q, 1)
		if err != nil || got.Count != want || want == 0 {
			t.Errorf("%v: %v count %d, want %d", tc.q, err, got.Count, want)
		}
	}
	last, _ := c.Search(ctx, tok, "zh_CN", nil, 15)
	if len(last.List) != 20 || last.List[0].ID == all.List[0].ID {
		t.Fatalf("page 15: %d", len(last.List))
	}
	d, err := c.Resume(ctx, tok, "en", "HB10007")
	if err != nil || d.Name == "" || len(d.Work) != 2 || !strings.Contains(d.DetailHTML, d.Work[0].Company) {
		t.Fatalf("detail: %v %+v", err, d)
	}
	if _, err := c.Resume(ctx, tok, "en", "HB99999"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown resume: %v", err)
	}
	f, err := c.ResumeFile(ctx, tok, "HB10007")
	if err != nil || f.Name != "HB10007.txt" || f.OriginURL == "" {
		t.Fatalf("file: %v %+v", err, f.Name)
	}
	got := parse.Parse(string(f.Data))
	r := simLibrary[6]
	if got["chineseName"] != r.name || got["mobile"] != r.mobile || got["email"] != r.email {
		t.Fatalf("the parser read %v from\n%s", got, f.Data)
	}
	if ws := fmt.Sprint(got["workexperience_set"]); !strings.Contains(ws, r.work[1].Company) {
		t.Errorf("work experience read: %#v", got["workexperience_set"])
	}
	if _, err := c.Publish(ctx, tok, Position{"hjobTitle": "CFO"}); err == nil {
		t.Fatal("an incomplete position was published")
	} else if re := (*RefusedError)(nil); !errors.As(err, &re) || re.Errors["hcompName"] == "" {
		t.Fatalf("refusal: %v", err)
	}
	pub, err := c.Publish(ctx, tok, Position{"hcompName": "华信", "hjobTitle": "CFO", "hjobDqCode": "010010", "detailDuty": "负责财务"})
	if err != nil || pub.ID == "" || !strings.HasSuffix(pub.URL, pub.ID) {
		t.Fatalf("publish: %v %+v", err, pub)
	}
	if err := c.Close(ctx, tok, pub.ID); err != nil {
		t.Fatal(err)
	}
	if _, closed, ok := s.Position(pub.ID); !ok || !closed {
		t.Fatal("the position is not closed")
	}
	if _, err := c.Me(ctx, &oauth2.Token{AccessToken: "forged"}); !errors.Is(err, ErrUnauthorized) {
		t.Fatalf("forged token: %v", err)
	}
}
