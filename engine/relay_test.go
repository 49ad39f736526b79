package engine_test

import (
	"context"
	"testing"
	"time"

	"huntline/engine"
	"huntline/store/storetest"
)

// A tenant setting one server process changes is read afresh by another at once, not when
// its cached copy would expire (a minute): the change is relayed (relay.go). Without the
// relay running the other process keeps its copy, which is what the relay is for.
func TestCacheRelayAcrossProcesses(t *testing.T) {
	dbURL := storetest.NewPostgresDB(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a, b := engine.OpenTest(t, dbURL), engine.OpenTest(t, dbURL)
	for _, c := range []struct {
		name  string
		relay bool
		value string
	}{
		{"without the relay", false, "Europe/Paris"},
		{"with the relay", true, "Asia/Tokyo"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.relay {
				for _, e := range []*engine.Engine{a, b} {
					if err := e.RelayCaches(ctx); err != nil {
						t.Fatal(err)
					}
				}
			}
			before := b.Tenants.Setting(ctx, 1, "time_zone") // cached by b now
			if err := a.Tenants.SetSettings(ctx, 1, map[string]any{"time_zone": c.value}); err != nil {
				t.Fatal(err)
			}
			if got := a.Tenants.Setting(ctx, 1, "time_zone"); got != c.value {
				t.Fatalf("the writing process reads %v", got)
			}
			deadline := time.Now().Add(time.Second)
			for b.Tenants.Setting(ctx, 1, "time_zone") != c.value && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			got := b.Tenants.Setting(ctx, 1, "time_zone")
			if c.relay && got != c.value {
				t.Fatalf("the other process still reads %v a second later", got)
			}
			if !c.relay && got != before {
				t.Fatalf("without the relay the other process read %v, not its cached %v: the test proves nothing", got, before)
			}
		})
	}
}
