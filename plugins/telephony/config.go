package telephony

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Config is the telephony part of the server's configuration, from the environment:
//
//	HUNTLINE_TELEPHONY_URL     the provider's API (see Client); unset: an in-process
//	                           Simulator, so development and demos work without a provider
//	HUNTLINE_TELEPHONY_TOKEN   sent as a bearer token to the provider
//	HUNTLINE_TELEPHONY_SECRET  the secret the provider sends with its call events; unset: a
//	                           random one kept in {data}/telephony-secret (mode 0600), never a
//	                           guessable default
type Config struct {
	Provider  Provider
	Secret    string
	Simulated bool
}

// FromEnv reads the telephony configuration.
func FromEnv(dataDir string) (Config, error) {
	c := Config{Secret: os.Getenv("HUNTLINE_TELEPHONY_SECRET")}
	if base := os.Getenv("HUNTLINE_TELEPHONY_URL"); base != "" {
		c.Provider = NewClient(base, os.Getenv("HUNTLINE_TELEPHONY_TOKEN"))
	} else {
		c.Provider, c.Simulated = NewSimulator().Client(), true
	}
	if c.Secret == "" {
		s, err := storedSecret(filepath.Join(dataDir, "telephony-secret"))
		if err != nil {
			return c, err
		}
		c.Secret = s
	}
	return c, nil
}

// storedSecret reads the secret kept in path, creating it the first time.
func storedSecret(path string) (string, error) {
	if raw, err := os.ReadFile(path); err == nil && strings.TrimSpace(string(raw)) != "" {
		return strings.TrimSpace(string(raw)), nil
	}
	buf := make([]byte, 24)
	rand.Read(buf)
	s := hex.EncodeToString(buf)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", fmt.Errorf("telephony: secret: %w", err)
	}
	if err := os.WriteFile(path, []byte(s+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("telephony: secret: %w", err)
	}
	return s, nil
}
