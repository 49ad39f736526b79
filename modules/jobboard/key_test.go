package jobboard

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"huntline/store/storetest"
)

// Two server processes with data folders of their own hold one key, kept in the database:
// a token one sealed the other opens. A key file an older version made becomes the
// database's key, so accounts bound before stay bound.
func TestKeyShared(t *testing.T) {
	t.Setenv(keyEnv, "")
	old := bytes.Repeat([]byte{7}, 32)
	for _, c := range []struct {
		name    string
		oldFile bool
	}{{"fresh", false}, {"older key file", true}} {
		t.Run(c.name, func(t *testing.T) {
			storetest.ForEach(t, func(t *testing.T, dbURL string) {
				st, _ := storetest.Open(t, dbURL)
				dirA, dirB := t.TempDir(), t.TempDir()
				if c.oldFile {
					os.WriteFile(filepath.Join(dirA, keyFile), []byte("0707070707070707070707070707070707070707070707070707070707070707\n"), 0o600)
				}
				var a, b keys
				if err := a.load(context.Background(), st, dirA); err != nil {
					t.Fatal(err)
				}
				if err := b.load(context.Background(), st, dirB); err != nil {
					t.Fatal(err)
				}
				sealed := a.seal([]byte("token"), "1/site/2")
				if got, err := b.open(sealed, "1/site/2"); err != nil || string(got) != "token" {
					t.Fatalf("the other process opened %q, %v", got, err)
				}
				master, err := masterKey(context.Background(), st, dirB)
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Equal(master, old) != c.oldFile {
					t.Errorf("key is the older file's: %v, want %v", bytes.Equal(master, old), c.oldFile)
				}
			})
		})
	}
}
