package jobboard

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
)

// Routes binds the shared calls of the boards. Each answers 404 for a site whose plugin is
// off, and all of them while no board is on.
func (m *Module) Routes(r *rest.Router) {
	m.publicURL = r.PublicURL()
	r.GET("/oauth2/fetch_redirect_url", m.fetchRedirectURL)
	r.GET("/jobboard/boards", m.listBoards)
	r.GET("/account/list", m.listAccounts)
	r.POST("/account/revoke", m.revokeAccount)
	r.POST("/jobboard/close_publications", m.closePublications)
}

// fetchRedirectURL: GET /rest/oauth2/fetch_redirect_url?site=&callback_url= → 302 to the
// provider's authorize page (the window the web app opens).
func (m *Module) fetchRedirectURL(c echo.Context) error {
	req := c.Request()
	ctx := WithOrigin(req.Context(), requestOrigin(c), originOf(m.publicURL))
	to, err := m.BindURL(ctx, rest.Principal(c), c.QueryParam("site"), c.QueryParam("callback_url"))
	if err != nil {
		return err
	}
	c.Response().Header().Set("Referrer-Policy", "no-referrer")
	return c.Redirect(http.StatusFound, to)
}

// requestOrigin is the origin the browser reached this server at.
func requestOrigin(c echo.Context) string {
	scheme := "http"
	if sec, _ := c.Get("secure").(bool); sec {
		scheme = "https"
	}
	return scheme + "://" + c.Request().Host
}

// originOf answers a URL's scheme://host, "" for none.
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// boardView is a board as GET /rest/jobboard/boards answers it.
type boardView struct {
	Site    string   `json:"site"`
	Label   string   `json:"label"`
	Bound   bool     `json:"bound"`
	Account *Account `json:"account"`
}

// listBoards: GET /rest/jobboard/boards → the boards on, each with the reader's account.
func (m *Module) listBoards(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	on := m.boardsOn()
	if len(on) == 0 {
		return errNoBoard
	}
	labels := map[string]string{}
	for _, s := range m.Engine().Modules.Statuses(p.Lang) {
		labels[s.Name] = s.Label
	}
	out := []boardView{}
	for _, b := range on {
		a, err := m.Account(ctx, p, b.Site())
		if err != nil {
			return err
		}
		out = append(out, boardView{Site: b.Site(), Label: labels[b.Site()], Bound: a != nil, Account: a})
	}
	return rest.OK(c, map[string]any{"list": out})
}

// listAccounts: GET /rest/account/list?site= → administrators every account of the tenant,
// others their own; of one site when given.
func (m *Module) listAccounts(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	site := c.QueryParam("site")
	if site != "" {
		if _, err := m.board(site); err != nil {
			return err
		}
	}
	on := m.boardsOn()
	if len(on) == 0 {
		return errNoBoard
	}
	user := p.UserID
	if p.IsAdmin {
		user = 0
	}
	rows, err := m.accounts(ctx, p.TenantID, site, user)
	if err != nil {
		return err
	}
	live := map[string]bool{}
	for _, b := range on {
		live[b.Site()] = true
	}
	out := []Account{}
	for _, r := range rows {
		if live[r.Site] {
			out = append(out, r.Account)
		}
	}
	return rest.OK(c, map[string]any{"list": out})
}

// revokeAccount: POST /rest/account/revoke data {"id": n} → administrators, or the account's
// owner, drop it. Someone else's is a 404.
func (m *Module) revokeAccount(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	var in struct {
		ID idValue `json:"id"`
	}
	if err := rest.DecodeData(c, &in, `{"id": n}`); err != nil {
		return err
	}
	a, err := m.accountByID(ctx, p.TenantID, int64(in.ID))
	if err != nil {
		return err
	}
	if a == nil || (!p.IsAdmin && a.UserID != p.UserID) {
		return errNoAccount
	}
	if _, err := m.board(a.Site); err != nil {
		return err
	}
	return rest.Done(c, m.dropAccount(ctx, p.TenantID, a.Site, a.UserID))
}

var errNoAccount = engine.NotFound("jobboard_no_account", "No such account.")

// closePublications: POST /rest/jobboard/close_publications data {"joborder": n} →
// {"data": how many were closed}.
func (m *Module) closePublications(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	var in struct {
		JobOrder idValue `json:"joborder"`
	}
	if err := rest.DecodeData(c, &in, `{"joborder": n}`); err != nil {
		return err
	}
	n, err := m.ClosePublications(ctx, p, int64(in.JobOrder))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": n})
}

// idValue reads an id sent as a number or a string of digits.
type idValue int64

func (v *idValue) UnmarshalJSON(b []byte) error {
	s := string(b)
	if len(s) >= 2 && s[0] == '"' {
		s = s[1 : len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return err
	}
	*v = idValue(n)
	return nil
}
