package telephony

import (
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// The client reads each of the provider's answers right, over a real HTTP server and in
// process alike.
func TestClientAgainstSimulator(t *testing.T) {
	sim := NewSimulator()
	srv := httptest.NewServer(sim)
	defer srv.Close()
	sim.Set("gone", Unknown)
	cases := []struct {
		name, callID string
		pending, err bool
	}{
		{"ready", "c-1", false, false},
		{"generating by prefix", "generating-1", true, false},
		{"failing by prefix", "fail-1", false, true},
		{"unknown by Set", "gone", false, true},
		{"an id needing escaping", "a/b c", false, false},
	}
	for _, client := range []*Client{NewClient(srv.URL, "tok"), sim.Client()} {
		for _, tc := range cases {
			rec, err := client.Recording(context.Background(), tc.callID)
			switch {
			case tc.pending:
				if !errors.Is(err, ErrRecordingPending) {
					t.Errorf("%s (%s): %v, want pending", tc.name, client.Base, err)
				}
			case tc.err:
				if err == nil || errors.Is(err, ErrRecordingPending) {
					t.Errorf("%s (%s): %v, want a failure", tc.name, client.Base, err)
				}
			default:
				if err != nil {
					t.Fatalf("%s (%s): %v", tc.name, client.Base, err)
				}
				raw, _ := io.ReadAll(rec.Body)
				rec.Body.Close()
				if rec.ContentType != "audio/wav" || len(raw) != len(Tone) {
					t.Errorf("%s (%s): %s, %d bytes", tc.name, client.Base, rec.ContentType, len(raw))
				}
			}
		}
	}
}

// Without HUNTLINE_TELEPHONY_SECRET a random secret is kept in the data folder and reused.
func TestSecretKeptInDataFolder(t *testing.T) {
	t.Setenv("HUNTLINE_TELEPHONY_SECRET", "")
	t.Setenv("HUNTLINE_TELEPHONY_URL", "")
	dir := t.TempDir()
	a, err := FromEnv(dir)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := FromEnv(dir)
	if len(a.Secret) < 32 || a.Secret != b.Secret || !a.Simulated {
		t.Errorf("secrets %q %q, simulated %v", a.Secret, b.Secret, a.Simulated)
	}
	if st, err := os.Stat(filepath.Join(dir, "telephony-secret")); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("secret file: %v %v", st, err)
	}
	t.Setenv("HUNTLINE_TELEPHONY_SECRET", "given")
	t.Setenv("HUNTLINE_TELEPHONY_URL", "https://pbx.example.com/api/")
	c, _ := FromEnv(dir)
	if c.Secret != "given" || c.Simulated || c.Provider.(*Client).Base != "https://pbx.example.com/api" {
		t.Errorf("configured: %+v", c)
	}
}
