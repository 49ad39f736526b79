package rest_test

import (
	"net/url"
	"strconv"
	"testing"

	"huntline/resttest"
	"huntline/resttest/everymodule"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is a browser on a real server over a real store running every module, as the
// binary does (resttest.Harness).
type harness = resttest.Harness

// newHarness starts a server (with partner metadata folders, if any) and answers a harness
// on it, signed out; eachStore runs a test on each store as the administrator, eachSignedOut
// signed out.
var newHarness, eachStore, eachSignedOut = everymodule.NewHarness, everymodule.Each, everymodule.EachSignedOut

var ids, message = resttest.IDs, resttest.Message

func q(s string) string { return url.QueryEscape(s) }

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
