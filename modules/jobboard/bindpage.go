package jobboard

import (
	"crypto/sha256"
	"encoding/base64"
	"html"
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// The page the bind window lands on: it tells the window that opened it 'closeme' (the web
// app then checks the binding again) and closes; on failure it shows the reason for a few
// seconds first. The script and style are constants, allowed by their hashes alone.

const bindPageStyle = `body{font:15px/1.6 system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 20px;text-align:center}.err{color:#b91c1c}`

const bindPageScript = `var failed = document.body.getAttribute('data-failed') === '1';
try { if (window.opener) window.opener.postMessage('closeme', location.origin); } catch (e) {}
setTimeout(function () { window.close(); }, failed ? 5000 : 0);`

var bindPageCSP = "default-src 'none'; script-src " + cspHash(bindPageScript) + "; style-src " + cspHash(bindPageStyle) +
	"; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// bindPage answers the landing page: bound, or why not (err) in lang.
func (m *Module) bindPage(c echo.Context, lang string, err error) error {
	status, failed := http.StatusOK, "0"
	msg := m.Engine().Message(bindDone, lang, "")
	class := ""
	if err != nil {
		e := engine.AsError(err)
		status, failed, class = e.Status, "1", ` class="err"`
		msg = m.Engine().Message(bindFailed, lang, "") + " " + m.Engine().Message(e, lang, "")
	}
	h := c.Response().Header()
	h.Set("Content-Security-Policy", bindPageCSP)
	h.Set("Referrer-Policy", "no-referrer") // the code and state are in the URL
	h.Set("Cache-Control", "no-store")
	return c.HTML(status, `<!doctype html>
<html><head><meta charset="utf-8"><title>Huntline</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>`+bindPageStyle+`</style></head><body data-failed="`+failed+`">
<p`+class+`>`+html.EscapeString(msg)+`</p>
<script>`+bindPageScript+`</script></body></html>`)
}

var (
	bindDone   = &engine.Error{Key: "jobboard_bind_done", Msg: "Account bound. This window closes by itself."}
	bindFailed = &engine.Error{Key: "jobboard_bind_failed", Msg: "The account could not be bound."}
)

// cspHash answers the CSP source that allows one inline script or style.
func cspHash(inline string) string {
	sum := sha256.Sum256([]byte(inline))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
