package rest

import (
	"strings"

	"github.com/labstack/echo/v4"
)

// Browser protections on every answer:
//   - no framing by other sites (clickjacking): X-Frame-Options DENY and CSP frame-ancestors
//     'none'; file previews only by this site's own pages (the app frames them);
//   - no MIME sniffing (an upload served as text is never run as a script or page);
//   - Referer only to this site (URLs may hold record ids, filters, a reset token);
//   - a Content-Security-Policy: the app's (appCSP), for data nothing at all (dataCSP); a
//     module's page that answers its own (hashing its inline script) replaces it;
//   - Strict-Transport-Security when the browser came over HTTPS.
const (
	// appCSP is the web app's policy. Scripts come only from this site: no inline script,
	// no other origin. 'unsafe-eval' is there because the record forms validate with ajv
	// (@rjsf/validator-ajv8), which compiles each form's JSON Schema to a function at run
	// time; the schemas come from metadata, so they cannot be compiled at build time. Inline
	// styles are allowed (React, the rich-text editor and charts set them). Images may come
	// from any https site (a tenant's sign-in background, pictures in mails and notes).
	appCSP = "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; " +
		"worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	// dataCSP is for everything that is not a page: JSON, downloads. Opened in a tab, such
	// an answer may run nothing and load nothing.
	dataCSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	// previewCSP lets this site's pages frame a file preview; what the file may do is the
	// file routes' business.
	previewCSP = "frame-ancestors 'self'"
)

// securityHeaders sets the headers above, and notes whether the request is secure.
func (s *Server) securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		sec := s.isSecure(r)
		c.Set("secure", sec)
		h := c.Response().Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("X-Frame-Options", "DENY")
		switch p := r.URL.Path; {
		case isAppPath(p):
			h.Set("Content-Security-Policy", appCSP)
		case strings.HasPrefix(p, "/rest/file/preview/"):
			h.Set("X-Frame-Options", "SAMEORIGIN")
			h.Set("Content-Security-Policy", previewCSP)
		default:
			h.Set("Content-Security-Policy", dataCSP)
		}
		if sec {
			h.Set("Strict-Transport-Security", "max-age=15552000")
		}
		return next(c)
	}
}

// isAppPath tells whether path is the web app's (its page and assets, desktop and mobile).
func isAppPath(path string) bool {
	for _, mount := range []string{"/crm", "/m"} {
		if path == mount || strings.HasPrefix(path, mount+"/") {
			return true
		}
	}
	return false
}
