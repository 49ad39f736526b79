// Package everymodule starts resttest servers running every module, as the binary does: the
// tests of the REST layer, of accounts and of activity stand on the whole product. It is a
// package of its own because modules/all imports every module, and a module's own tests may
// import resttest but not a package that imports the module.
package everymodule

import (
	"io/fs"
	"testing"

	"huntline/modules/all"
	"huntline/resttest"
)

// NewHarness starts a server running every module, with partner metadata folders over the
// built-in one, and answers a harness on it, signed out.
func NewHarness(t *testing.T, dbURL string, extra ...fs.FS) *resttest.Harness {
	t.Helper()
	return resttest.NewHarness(t, dbURL, resttest.Options{Modules: all.List(all.Config{}), Meta: extra})
}

// Admin starts a server running every module and answers its administrator's harness.
func Admin(t *testing.T, dbURL string) *resttest.Harness {
	t.Helper()
	return NewHarness(t, dbURL).LoginAdmin()
}

// Each runs fn on each store with the administrator's harness on a server running every
// module.
func Each(t *testing.T, fn func(t *testing.T, h *resttest.Harness)) {
	t.Helper()
	resttest.Each(t, Admin, fn)
}

// EachSignedOut runs fn on each store with a signed-out harness on a server running every
// module: for tests of signing in and of what a stranger is answered.
func EachSignedOut(t *testing.T, fn func(t *testing.T, h *resttest.Harness)) {
	t.Helper()
	resttest.Each(t, func(t *testing.T, dbURL string) *resttest.Harness { return NewHarness(t, dbURL) }, fn)
}
