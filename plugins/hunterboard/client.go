// Package hunterboard is add-on B of spec 002: the hunter-recruiting job board. Huntline
// binds a user's board account (OAuth 2 through the jobboard module), publishes job orders
// with the five-section form, searches the board's resume library with filter tokens,
// keeps saved and subscribed searches, and imports resumes as candidates. The spec leaves
// the board's calls open; the ones below are ours, and Client speaks them over HTTP.
//
// The board's side, as Huntline expects it ({base} = HUNTLINE_HUNTERBOARD_URL):
//
//	GET  {base}/oauth/authorize?response_type=code&client_id&redirect_uri&state
//	                                   the page the user authorizes on (opened by the browser);
//	                                   it redirects to redirect_uri?code&state
//	POST {base}/oauth/token            form grant_type=authorization_code (code, redirect_uri)
//	                                   or refresh_token (refresh_token), client_id and
//	                                   client_secret in the form → {access_token, token_type,
//	                                   expires_in, refresh_token}; 400 {"error":"invalid_grant"}
//	Authorization: Bearer {access token} on every call below; 401 when refused.
//	GET  {base}/api/me                 → UserInfo {uid, name, company_name, title, avatar_url}
//	GET  {base}/api/dicts?lang=        → Dicts {city, industry, education, company_kind,
//	                                     company_scale}: [{id, label, children?}]; kinds
//	                                     1 foreign-owned, 2 joint venture, 3 private,
//	                                     4 state-owned, 5 listed; scales 1 (1-49),
//	                                     2 (50-199), 3 (200-999), 4 (1000-9999), 5 (10000+)
//	GET  {base}/api/search_tokens?lang= → [SearchToken {name, label, type, options?}]
//	GET  {base}/api/resumes?query={json}&page=N&lang=
//	                                   → ResumePage {list: [Card], count, page, pages}; the
//	                                     query is name → value, several ids comma-separated,
//	                                     int tokens "n" (at least n) or "a-b"; pages of 20
//	GET  {base}/api/resumes/{id}?lang= → ResumeDetail (card, work, schools, detail_html)
//	GET  {base}/api/resumes/{id}/file  → the CV file (text/plain UTF-8, HTML, DOCX or PDF)
//	                                     with Content-Disposition filename and
//	                                     X-Origin-URL (the resume's page on the board)
//	POST {base}/api/positions          JSON Position → 201 Published {id, url};
//	                                     422 {"errors": {field: text}}
//	POST {base}/api/positions/{id}/close → 200; 404 for a position it does not know
package hunterboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"golang.org/x/oauth2"
)

// Client is the board over HTTP.
type Client struct {
	Base    string // e.g. https://open.hunterboard.example/v1
	AuthURL string // the authorize page as the browser reaches it; Base + /oauth/authorize when empty
	HTTP    *http.Client
}

// NewClient answers a client of the board at base.
func NewClient(base string) *Client {
	return &Client{Base: strings.TrimRight(base, "/"), HTTP: &http.Client{Timeout: 30 * time.Second}}
}

func (c *Client) Endpoint() oauth2.Endpoint {
	auth := c.AuthURL
	if auth == "" {
		auth = c.Base + "/oauth/authorize"
	}
	return oauth2.Endpoint{AuthURL: auth, TokenURL: c.Base + "/oauth/token", AuthStyle: oauth2.AuthStyleInParams}
}

func (c *Client) HTTPClient() *http.Client { return c.HTTP }

func (c *Client) Me(ctx context.Context, tok *oauth2.Token) (u UserInfo, err error) {
	err = c.getJSON(ctx, tok, "/api/me", nil, &u)
	return u, err
}

func (c *Client) Dicts(ctx context.Context, tok *oauth2.Token, lang string) (d Dicts, err error) {
	err = c.getJSON(ctx, tok, "/api/dicts", url.Values{"lang": {lang}}, &d)
	return d, err
}

func (c *Client) SearchTokens(ctx context.Context, tok *oauth2.Token, lang string) (ts []SearchToken, err error) {
	err = c.getJSON(ctx, tok, "/api/search_tokens", url.Values{"lang": {lang}}, &ts)
	return ts, err
}

func (c *Client) Search(ctx context.Context, tok *oauth2.Token, lang string, query map[string]string, page int) (p ResumePage, err error) {
	q, _ := json.Marshal(query)
	err = c.getJSON(ctx, tok, "/api/resumes", url.Values{"query": {string(q)}, "page": {strconv.Itoa(page)}, "lang": {lang}}, &p)
	return p, err
}

func (c *Client) Resume(ctx context.Context, tok *oauth2.Token, lang, id string) (r ResumeDetail, err error) {
	err = c.getJSON(ctx, tok, "/api/resumes/"+url.PathEscape(id), url.Values{"lang": {lang}}, &r)
	return r, err
}

func (c *Client) ResumeFile(ctx context.Context, tok *oauth2.Token, id string) (ResumeFile, error) {
	res, err := c.do(ctx, tok, http.MethodGet, "/api/resumes/"+url.PathEscape(id)+"/file", nil, nil)
	if err != nil {
		return ResumeFile{}, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 20<<20))
	if err != nil {
		return ResumeFile{}, err
	}
	name := id
	if _, params, err := mime.ParseMediaType(res.Header.Get("Content-Disposition")); err == nil && params["filename"] != "" {
		name = params["filename"]
	}
	return ResumeFile{Name: name, ContentType: res.Header.Get("Content-Type"), Data: data, OriginURL: res.Header.Get("X-Origin-URL")}, nil
}

func (c *Client) Publish(ctx context.Context, tok *oauth2.Token, pos Position) (Published, error) {
	body, _ := json.Marshal(pos)
	res, err := c.do(ctx, tok, http.MethodPost, "/api/positions", nil, body)
	if err != nil {
		return Published{}, err
	}
	defer res.Body.Close()
	var out Published
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&out); err != nil {
		return Published{}, fmt.Errorf("hunterboard: publish: %w", err)
	}
	return out, nil
}

func (c *Client) Close(ctx context.Context, tok *oauth2.Token, boardID string) error {
	res, err := c.do(ctx, tok, http.MethodPost, "/api/positions/"+url.PathEscape(boardID)+"/close", nil, []byte("{}"))
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func (c *Client) getJSON(ctx context.Context, tok *oauth2.Token, path string, q url.Values, out any) error {
	res, err := c.do(ctx, tok, http.MethodGet, path, q, nil)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if err := json.NewDecoder(io.LimitReader(res.Body, 8<<20)).Decode(out); err != nil {
		return fmt.Errorf("hunterboard: %s: %w", path, err)
	}
	return nil
}

// do sends one call with the user's token and turns the board's refusals into errors.
func (c *Client) do(ctx context.Context, tok *oauth2.Token, method, path string, q url.Values, body []byte) (*http.Response, error) {
	u := c.Base + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return nil, err
	}
	if tok != nil {
		req.Header.Set("Authorization", "Bearer "+tok.AccessToken)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("hunterboard: %s: %w", path, err)
	}
	if res.StatusCode < 300 {
		return res, nil
	}
	defer res.Body.Close()
	msg, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	switch res.StatusCode {
	case http.StatusUnauthorized:
		return nil, ErrUnauthorized
	case http.StatusNotFound:
		return nil, ErrNotFound
	case http.StatusUnprocessableEntity:
		var refused struct {
			Errors map[string]string `json:"errors"`
		}
		if json.Unmarshal(msg, &refused) == nil && len(refused.Errors) > 0 {
			return nil, &RefusedError{Errors: refused.Errors}
		}
	}
	return nil, fmt.Errorf("hunterboard: %s: %s %s", path, res.Status, strings.TrimSpace(string(msg)))
}
