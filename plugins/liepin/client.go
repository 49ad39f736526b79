// Package liepin is add-on A of spec 002: binding a job-search provider's account (OAuth
// 2), searching its resumes in an iframe, saved search templates, resume detail and import
// as a candidate, and publishing job orders to it. The provider is reached through
// Provider: Client over HTTP, or the in-process Simulator.
//
// The provider's API, as Huntline expects it ({base} is HUNTLINE_LIEPIN_URL):
//
//	Browser (the bind window):
//	GET  {base}/oauth/authorize?response_type=code&client_id=&redirect_uri=&state=
//	     the provider's sign-in and consent page; it redirects to redirect_uri with
//	     ?code=&state= (or ?error=access_denied&state=).
//
//	Server, OAuth 2 (RFC 6749), client id and secret by HTTP Basic or in the form:
//	POST {base}/oauth/token  grant_type=authorization_code&code=&redirect_uri=
//	                         grant_type=refresh_token&refresh_token=
//	     → {"access_token","refresh_token","token_type":"Bearer","expires_in"}; 400
//	     {"error":"invalid_grant"} for a code or refresh token it no longer honours.
//
//	Server, with the client's credentials (HTTP Basic), lang=zh_CN|en:
//	GET  {base}/api/search/config?lang=  → {"query_config":[{key,label,type,data_index,unit?}],
//	                                        "base_data":[{"options":[{value,label,children?}]}]}
//	GET  {base}/api/dict/{city|function|industry|ht_job}?lang= → [{value,label,children?}]
//	GET  {base}/api/position/base?lang=  → [{"key","options"}] (keys: industry, dq, compKind,
//	                                        compScale, function, eduLevel, canSourceIndustry)
//
//	Server, with the user's token (Authorization: Bearer):
//	GET  {base}/api/user                 → {"uid","name","company","title","avatar_url"}
//	POST {base}/api/search/form          JSON filter (curPage from 1) → {"url","post_form":[{name,value}]}:
//	     the browser posts post_form to url into the result iframe; the page posts
//	     JSON {"totalCnt": n} to its parent on load and {"url": originUrl} on a click.
//	GET  {base}/api/resume/view?origin_url= → {"url","origin_url","name"} (a page for an iframe)
//	GET  {base}/api/resume/file?origin_url= → the CV file (HTML, text, DOCX or PDF), its
//	     name in Content-Disposition
//	POST {base}/api/position             JSON Position → {"board_id","url"}; 400
//	     {"message","errors":{field: text}} when it refuses fields
//	POST {base}/api/position/{board_id}/close → 200 {}
//
//	A resume's origin URL starts with {base}/resume/. A 401 means the token is refused.
package liepin

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/oauth2"
)

// Client is the provider over HTTP.
type Client struct {
	Base       string // the server's calls, e.g. https://open.liepin.example
	PublicBase string // what the browser opens (authorize page, iframes); Base when empty
	ClientID   string
	Secret     string
	Client     *http.Client
}

// NewClient answers a client of the provider at base.
func NewClient(base, clientID, secret string) *Client {
	base = strings.TrimRight(base, "/")
	return &Client{Base: base, PublicBase: base, ClientID: clientID, Secret: secret, Client: &http.Client{Timeout: 30 * time.Second}}
}

// maxAnswer bounds what is read of an answer: CV files are the largest.
const maxAnswer = 20 << 20

func (c *Client) public() string {
	if c.PublicBase != "" {
		return c.PublicBase
	}
	return c.Base
}

// OAuth answers the provider's OAuth 2 client.
func (c *Client) OAuth() *oauth2.Config {
	return &oauth2.Config{ClientID: c.ClientID, ClientSecret: c.Secret, Endpoint: oauth2.Endpoint{
		AuthURL: c.public() + "/oauth/authorize", TokenURL: c.Base + "/oauth/token"}}
}

// HTTP answers the client the server's calls go through.
func (c *Client) HTTP() *http.Client { return c.Client }

// IsOrigin tells whether u is one of the provider's resumes: under {public}/resume/, no
// path tricks.
func (c *Client) IsOrigin(u string) bool {
	rest, ok := strings.CutPrefix(u, c.public()+"/resume/")
	if !ok || rest == "" || strings.Contains(u, "..") || strings.ContainsAny(rest, "/\\#") {
		return false
	}
	_, err := url.Parse(u)
	return err == nil
}

func (c *Client) User(ctx context.Context, tok *oauth2.Token) (User, error) {
	var u User
	return u, c.call(ctx, tok, "GET", "/api/user", nil, &u)
}

func (c *Client) SearchConfig(ctx context.Context, lang string) (SearchConfig, error) {
	var sc SearchConfig
	return sc, c.call(ctx, nil, "GET", "/api/search/config?lang="+url.QueryEscape(lang), nil, &sc)
}

func (c *Client) Dict(ctx context.Context, kind, lang string) ([]Option, error) {
	var out []Option
	return out, c.call(ctx, nil, "GET", "/api/dict/"+url.PathEscape(kind)+"?lang="+url.QueryEscape(lang), nil, &out)
}

func (c *Client) PositionBaseInfo(ctx context.Context, lang string) ([]OptionList, error) {
	var out []OptionList
	return out, c.call(ctx, nil, "GET", "/api/position/base?lang="+url.QueryEscape(lang), nil, &out)
}

func (c *Client) SearchForm(ctx context.Context, tok *oauth2.Token, filter map[string]any) (SearchForm, error) {
	var f SearchForm
	return f, c.call(ctx, tok, "POST", "/api/search/form", filter, &f)
}

func (c *Client) ResumeView(ctx context.Context, tok *oauth2.Token, originURL string) (ResumeView, error) {
	var v ResumeView
	return v, c.call(ctx, tok, "GET", "/api/resume/view?origin_url="+url.QueryEscape(originURL), nil, &v)
}

func (c *Client) ResumeFile(ctx context.Context, tok *oauth2.Token, originURL string) (CVFile, error) {
	res, err := c.do(ctx, tok, "GET", "/api/resume/file?origin_url="+url.QueryEscape(originURL), nil)
	if err != nil {
		return CVFile{}, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return CVFile{}, err
	}
	f := CVFile{Name: "resume", ContentType: res.Header.Get("Content-Type"), Data: data}
	if _, params, err := mime.ParseMediaType(res.Header.Get("Content-Disposition")); err == nil && params["filename"] != "" {
		f.Name = params["filename"]
	}
	return f, nil
}

func (c *Client) Publish(ctx context.Context, tok *oauth2.Token, pos Position) (Published, error) {
	var p Published
	return p, c.call(ctx, tok, "POST", "/api/position", pos, &p)
}

func (c *Client) Close(ctx context.Context, tok *oauth2.Token, boardID string) error {
	return c.call(ctx, tok, "POST", "/api/position/"+url.PathEscape(boardID)+"/close", map[string]any{}, nil)
}

// call sends body as JSON and decodes a 2xx answer into out.
func (c *Client) call(ctx context.Context, tok *oauth2.Token, method, path string, body, out any) error {
	res, err := c.do(ctx, tok, method, path, body)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if out == nil {
		return nil
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, maxAnswer)).Decode(out); err != nil {
		return fmt.Errorf("liepin: %s %s: %w", method, path, err)
	}
	return nil
}

// do sends a request, with the user's token or else the client's credentials, and turns
// answers other than 2xx into errors (*Refusal for a 4xx the provider explains).
func (c *Client) do(ctx context.Context, tok *oauth2.Token, method, path string, body any) (*http.Response, error) {
	var rd io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	if tok != nil {
		tok.SetAuthHeader(req)
	} else {
		req.SetBasicAuth(c.ClientID, c.Secret)
	}
	res, err := c.Client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("liepin: %s %s: %w", method, path, err)
	}
	if res.StatusCode/100 == 2 {
		return res, nil
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if res.StatusCode == http.StatusUnauthorized {
		return nil, ErrUnauthorized
	}
	if res.StatusCode/100 == 4 {
		r := &Refusal{Status: res.StatusCode}
		if json.Unmarshal(raw, r) != nil || r.Message == "" {
			r.Message = strings.TrimSpace(string(raw))
		}
		return nil, r
	}
	return nil, fmt.Errorf("liepin: %s %s: %s %s", method, path, res.Status, strings.TrimSpace(string(raw)))
}
