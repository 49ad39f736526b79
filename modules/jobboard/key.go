package jobboard

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// keyEnv names the key that seals tokens at rest: 64 hex digits (32 bytes), or any other
// text, whose SHA-256 is the key. Unset, a random key is kept in {data}/jobboard-key (mode
// 0600), made on first use: losing it only unbinds every account.
const keyEnv = "HUNTLINE_JOBBOARD_KEY"

// keyFile is the key's file name in the data folder.
const keyFile = "jobboard-key"

// keys holds the master key, read once, and what is derived from it: the AES-GCM sealer of
// tokens and the HMAC key of bind states (each its own key, so one never serves the other).
type keys struct {
	once  sync.Once
	err   error
	aead  cipher.AEAD
	state []byte
}

// load reads or makes the master key, once.
func (k *keys) load(dataDir string) error {
	k.once.Do(func() {
		master, err := masterKey(dataDir)
		if err != nil {
			k.err = err
			return
		}
		block, err := aes.NewCipher(derive(master, "token"))
		if err != nil {
			k.err = err
			return
		}
		k.aead, k.err = cipher.NewGCM(block)
		k.state = derive(master, "state")
	})
	return k.err
}

// derive answers a 32-byte key for purpose from the master key.
func derive(master []byte, purpose string) []byte {
	mac := hmac.New(sha256.New, master)
	mac.Write([]byte("huntline jobboard " + purpose))
	return mac.Sum(nil)
}

func masterKey(dataDir string) ([]byte, error) {
	if v := strings.TrimSpace(os.Getenv(keyEnv)); v != "" {
		return keyOf(v), nil
	}
	path := filepath.Join(dataDir, keyFile)
	if raw, err := os.ReadFile(path); err == nil && strings.TrimSpace(string(raw)) != "" {
		return keyOf(strings.TrimSpace(string(raw))), nil
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("jobboard: key: %w", err)
	}
	buf := make([]byte, 32)
	rand.Read(buf)
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return nil, fmt.Errorf("jobboard: key: %w", err)
	}
	// O_EXCL: two processes starting together keep one key, the loser reads the winner's.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return masterKey(dataDir)
	}
	if err != nil {
		return nil, fmt.Errorf("jobboard: key: %w", err)
	}
	_, err = f.WriteString(hex.EncodeToString(buf) + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("jobboard: key: %w", err)
	}
	return buf, nil
}

// keyOf reads a key's text: 64 hex digits are the key itself, other text is hashed.
func keyOf(v string) []byte {
	if b, err := hex.DecodeString(v); err == nil && len(b) == 32 {
		return b
	}
	sum := sha256.Sum256([]byte(v))
	return sum[:]
}

// seal encrypts plain, bound to aad (the account's tenant, site and user, so a sealed token
// copied to another row does not open): base64 of nonce and ciphertext.
func (k *keys) seal(plain []byte, aad string) string {
	nonce := make([]byte, k.aead.NonceSize())
	rand.Read(nonce)
	return base64.StdEncoding.EncodeToString(k.aead.Seal(nonce, nonce, plain, []byte(aad)))
}

// open decrypts what seal made.
func (k *keys) open(sealed, aad string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < k.aead.NonceSize() {
		return nil, errors.New("jobboard: sealed token is damaged")
	}
	n := k.aead.NonceSize()
	return k.aead.Open(nil, raw[:n], raw[n:], []byte(aad))
}

// sign answers the HMAC of msg under the state key.
func (k *keys) sign(msg []byte) []byte {
	mac := hmac.New(sha256.New, k.state)
	mac.Write(msg)
	return mac.Sum(nil)
}
