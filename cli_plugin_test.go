package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
)

// `huntline plugin off NAME` and `on NAME` switch an add-on in the database the next start reads.
func TestPluginCommand(t *testing.T) {
	dir := t.TempDir()
	db := "sqlite:" + filepath.Join(dir, "h.db")
	for _, tc := range []struct {
		args []string
		on   bool
	}{
		{[]string{"off", "telephony", "--db", db, "--data", dir}, false},
		{[]string{"on", "--db", db, "--data", dir, "telephony"}, true},
	} {
		if err := pluginCmd(tc.args); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		c := config{db: db, dataDir: dir}
		e, err := c.open(context.Background(), slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		if got := e.ModuleOn("telephony"); got != tc.on {
			t.Errorf("after %v: telephony on=%v, want %v", tc.args, got, tc.on)
		}
		e.Close()
	}
	if err := pluginCmd([]string{"off", "nosuch", "--db", db, "--data", dir}); err == nil {
		t.Error("an unknown add-on was switched")
	}
}
