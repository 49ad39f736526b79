package engine

import (
	"strings"
	"testing"
)

// A module embedding Declared gets its engine before Start and keeps it: a second engine is
// refused, since the module's hooks and routes would reach the first one's core through it.
func TestDeclaredEngine(t *testing.T) {
	mod := &struct{ Declared }{Declare(nil)}
	var bound engineBound = mod // what Modules.start looks for
	first, second := &Engine{}, &Engine{}
	if mod.Engine() != nil {
		t.Fatal("an engine before start")
	}
	if err := bound.bind(first); err != nil || mod.Engine() != first {
		t.Fatalf("bind: %v, engine %p, want %p", err, mod.Engine(), first)
	}
	if err := bound.bind(first); err != nil {
		t.Errorf("the same engine again: %v", err)
	}
	if err := bound.bind(second); err == nil || !strings.Contains(err.Error(), "another engine") || mod.Engine() != first {
		t.Errorf("a second engine: %v, engine %p", err, mod.Engine())
	}
	if on := Declare(nil).On(second); on.Engine() != second {
		t.Errorf("On: %p, want %p", on.Engine(), second)
	}
}
