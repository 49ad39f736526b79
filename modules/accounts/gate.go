package accounts

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// Until a user chooses a password of their own (firstLogin) or changes it at an
// administrator's request (changePassword), the API, not only the web app, holds them on
// the set-password step: a password someone else chose (or one an administrator wants
// replaced) opens nothing but the change itself. Sub users and switched sessions are never
// held (PasswordFlags). The app's page and assets, the sign-in page's reads and
// /set-password need no session and stay open. The session's Authenticate marks such a user
// (Principal.PasswordPending); holdPasswordPending, the module's gate on every signed-in
// call (rest.Router.Gate), holds them.
var errPasswordPending = &engine.Error{Status: http.StatusForbidden, Key: "password_change_required",
	Msg: "Choose a new password first: until then only the password change (POST /rest/user/changepassword), the current user and signing out are allowed."}

// whilePasswordPending are the calls (method and route) a held session may make.
var whilePasswordPending = map[string]bool{
	"POST /rest/user/changepassword": true,
	"GET /rest/user/current":         true,
	"GET /rest/user/logout":          true,
	"POST /rest/user/logout":         true,
}

func holdPasswordPending(c echo.Context, p engine.Principal) error {
	if p.PasswordPending && !whilePasswordPending[c.Request().Method+" "+c.Path()] {
		return errPasswordPending
	}
	return nil
}
