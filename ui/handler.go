package ui

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// Mounts are the paths the app answers: the desktop layout and the mobile one. Both serve
// the same bundle; the app picks the layout from the path.
var Mounts = []string{"/crm", "/m"}

// assetPrefix is Vite's `base`: every built asset lives under it, whichever mount loaded
// the page.
const assetPrefix = "/crm/assets/"

// Handler serves app: index.html for the mounts (routing is in the URL hash), hashed
// assets with a long cache, and a page asking for `make build` when app has no index.html.
func Handler(app fs.FS) http.Handler {
	index, err := fs.ReadFile(app, "index.html")
	if err != nil {
		return http.HandlerFunc(notBuilt)
	}
	assets := http.FileServerFS(app)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, assetPrefix) {
			// File names carry a content hash, so a copy never goes stale.
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			r2 := r.Clone(r.Context())
			r2.URL.Path = "/" + path.Join("assets", strings.TrimPrefix(r.URL.Path, assetPrefix))
			assets.ServeHTTP(w, r2)
			return
		}
		// index.html names the current assets: always revalidate it.
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(index)
	})
}

func notBuilt(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusServiceUnavailable)
	w.Write([]byte(notBuiltPage))
}

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Huntline</title>
<style>body{font:15px/1.6 system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 20px;color:#1f2937}
code{background:#f3f4f6;padding:1px 5px;border-radius:4px}</style></head><body>
<h1>Huntline</h1><p>This binary was built without the web app. Run <code>make build</code>
(or <code>make run</code>), which builds the app with npm and embeds it. The API under
<code>/rest</code> works either way.</p></body></html>`
