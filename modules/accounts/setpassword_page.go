package accounts

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"

	"github.com/labstack/echo/v4"
)

// setPasswordPage: GET /set-password?email=&type=reset&token=, where a reset mail's link
// lands. A bare form until the web app serves this route; it posts to
// /rest/user/setpassword. Its policy allows its own inline script and style by their hashes
// and nothing else.
func (h *handlers) setPasswordPage(c echo.Context) error {
	c.Response().Header().Set("Referrer-Policy", "no-referrer") // the token is in the URL
	c.Response().Header().Set("Content-Security-Policy", setPasswordCSP)
	return c.HTML(http.StatusOK, setPasswordHTML)
}

const setPasswordStyle = `body{font:15px/1.6 system-ui,sans-serif;max-width:360px;margin:64px auto;padding:0 20px}
input,button{display:block;width:100%;margin:8px 0;padding:8px;box-sizing:border-box}`

const setPasswordScript = `
document.getElementById('f').onsubmit = async function (ev) {
  ev.preventDefault();
  var q = new URLSearchParams(location.search), f = new FormData(this);
  var data = {email: q.get('email'), type: q.get('type'), token: q.get('token'), new: f.get('new'), confirm: f.get('confirm')};
  var r = await fetch('/rest/user/setpassword', {method: 'POST', body: new URLSearchParams({data: JSON.stringify(data)})});
  var b = await r.json();
  document.getElementById('m').textContent = b.message || '';
  if (b.status) setTimeout(function () { location.href = '/'; }, 1500);
};
`

const setPasswordHTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Huntline: set password</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>` + setPasswordStyle + `</style></head><body>
<h1>Set password</h1>
<form id="f"><input type="password" name="new" placeholder="New password" required autocomplete="new-password">
<input type="password" name="confirm" placeholder="Confirm password" required autocomplete="new-password">
<button>Save</button></form><p id="m"></p>
<script>` + setPasswordScript + `</script></body></html>`

var setPasswordCSP = "default-src 'none'; script-src " + cspHash(setPasswordScript) + "; style-src " + cspHash(setPasswordStyle) +
	"; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// cspHash answers the CSP source that allows one inline script or style.
func cspHash(inline string) string {
	sum := sha256.Sum256([]byte(inline))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
