package rest

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// Until a user chooses a password of their own (firstLogin) or changes it at an
// administrator's request (changePassword), the API, not only the web app, holds them on
// the set-password step: a password someone else chose (or one an administrator wants
// replaced) opens nothing but the change itself. Sub users and switched sessions are never
// held (engine.PasswordFlags). The app's page and assets, the sign-in page's reads and
// /set-password need no session and stay open.
var errPasswordPending = &engine.Error{Status: http.StatusForbidden, Key: "password_change_required",
	Msg: "Choose a new password first: until then only the password change (POST /rest/user/changepassword), the current user and signing out are allowed."}

// whilePasswordPending are the calls (method and route) a held session may make.
var whilePasswordPending = map[string]bool{
	"POST /rest/user/changepassword": true,
	"GET /rest/user/current":         true,
	"GET /rest/user/logout":          true,
	"POST /rest/user/logout":         true,
}

func allowedWhilePasswordPending(c echo.Context) bool {
	return whilePasswordPending[c.Request().Method+" "+c.Path()]
}

// changesState tells whether a call needs the CSRF header: every method but the safe ones,
// and signing out by GET (a cross-site link or image must not end a session).
func changesState(c echo.Context) bool {
	switch c.Request().Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return c.Path() == "/rest/user/logout"
	}
	return true
}
