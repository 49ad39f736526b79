// Package ui serves the built web app (Vite output in dist/app) from inside the binary.
// The folder dist is committed with only a README so that `go build` and `go test` work on a
// fresh clone without Node; `make build` fills dist/app before compiling.
package ui

import (
	"embed"
	"io/fs"
)

//go:embed dist
var dist embed.FS

// Built answers the embedded app (dist/app), which may lack index.html when the front end
// was not built.
func Built() fs.FS {
	app, err := fs.Sub(dist, "dist/app")
	if err != nil {
		panic(err) // fs.Sub fails only on an invalid path
	}
	return app
}
