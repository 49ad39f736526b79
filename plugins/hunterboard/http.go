package hunterboard

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/modules/jobboard"
)

// The plugin's calls. Spec 002 leaves add-on B's paths open ("a server object whose paths
// and payloads are not shown"); these are ours, listed in README.md. Every call but the
// bind callback needs a bound account (400 "Account not bound" otherwise), so after
// unbinding all of the board's features are refused; user_info answers null instead, which
// is how the screens learn the account is gone.
func (mod *Module) Routes(r *rest.Router) {
	mod.publicBase = strings.TrimRight(r.PublicURL(), "/")
	if s := mod.cfg.Simulator; s != nil {
		sim := echo.WrapHandler(s)
		r.PublicGET(SimPrefix+"/*", sim)
	}
	r.GET("/"+site+"/bind_callback", func(c echo.Context) error { return mod.jb.HandleCallback(c, site) })
	r.GET("/"+site+"/user_info", mod.userInfo)
	r.POST("/"+site+"/unbind", mod.unbind)
	r.GET("/"+site+"/publish_form", mod.publishForm)
	r.POST("/"+site+"/publish", mod.publish)
	r.GET("/"+site+"/search_tokens", mod.searchTokens)
	r.GET("/"+site+"/search", mod.search)
	r.GET("/"+site+"/searches", mod.searches)
	r.POST("/"+site+"/searches/add", mod.addSearch)
	r.POST("/"+site+"/searches/del", mod.delSearch)
	r.GET("/"+site+"/resume", mod.resume)
	r.POST("/"+site+"/import_resume", mod.importResume)
}

var errUnavailable = &engine.Error{Status: http.StatusBadGateway, Key: "hunterboard_unavailable", Msg: "Hunter Board did not answer; try again later."}

// boardErr turns the board's refusals into Huntline's: a refused token is an account no
// longer bound, an unknown resume a 404.
func boardErr(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrUnauthorized):
		return jobboard.ErrNotBound
	case errors.Is(err, ErrNotFound):
		return engine.NotFound("hunterboard_not_found", "Hunter Board does not have it (any more).")
	}
	var ee *engine.Error
	if errors.As(err, &ee) {
		return err
	}
	return errUnavailable
}

// token answers the reader's token, or 400 "Account not bound".
func (mod *Module) token(c echo.Context) (context.Context, engine.Principal, *oauth2.Token, error) {
	ctx, p := c.Request().Context(), rest.Principal(c)
	tok, err := mod.jb.Token(ctx, p, site)
	if err == nil && tok == nil {
		err = jobboard.ErrNotBound
	}
	return ctx, p, tok, err
}

// absolute makes a board link answered as a path on this server (the simulator's) whole.
func (mod *Module) absolute(c echo.Context, u string) string {
	if !strings.HasPrefix(u, "/") {
		return u
	}
	if mod.publicBase != "" {
		return mod.publicBase + u
	}
	return c.Scheme() + "://" + c.Request().Host + u
}

// userInfo: GET /rest/hunterboard/user_info → {"data": {name, company_name, title,
// avatar_url} | null}.
func (mod *Module) userInfo(c echo.Context) error {
	ctx, _, tok, err := mod.token(c)
	if errors.Is(err, jobboard.ErrNotBound) {
		return rest.OK(c, map[string]any{"data": nil})
	} else if err != nil {
		return err
	}
	u, err := mod.cfg.Provider.Me(ctx, tok)
	if err != nil {
		if errors.Is(err, ErrUnauthorized) {
			return rest.OK(c, map[string]any{"data": nil})
		}
		return boardErr(err)
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"name": u.Name, "company_name": u.CompanyName, "title": u.Title, "avatar_url": mod.absolute(c, u.AvatarURL)}})
}

// unbind: POST /rest/hunterboard/unbind → {"status": true}.
func (mod *Module) unbind(c echo.Context) error {
	ctx, p, _, err := mod.token(c)
	if err != nil {
		return err
	}
	return rest.Done(c, mod.jb.Unbind(ctx, p, site))
}
