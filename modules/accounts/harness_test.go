package accounts_test

import (
	"context"
	"strconv"
	"testing"

	"huntline/resttest"
	"huntline/resttest/everymodule"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is a browser on a real server over a real store with every module (as the binary
// runs), driven through HTTP like a browser (resttest.Harness): the sign-in calls are what
// the other modules' tests stand on, so they are tried here exactly as a browser makes them.
type harness = resttest.Harness

// eachStore runs a test on each store as the administrator, eachSignedOut signed out.
var eachStore, eachSignedOut = everymodule.Each, everymodule.EachSignedOut

// settings changes tenant settings straight in the store, past the admin call's checks.
func settings(h *harness, patch map[string]any) {
	h.T.Helper()
	if err := h.E.Tenants.SetSettings(context.Background(), 1, patch); err != nil {
		h.T.Fatal(err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
