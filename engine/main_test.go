package engine

import (
	"testing"

	"huntline/store/storetest"
)

// TestMain stops the throwaway PostgreSQL the conformance tests start, so a test run leaves
// no server behind.
func TestMain(m *testing.M) { storetest.Main(m) }
