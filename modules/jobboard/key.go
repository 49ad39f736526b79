package jobboard

import (
	"context"
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
// text, whose SHA-256 is the key. Unset, a random key is kept in the database (server_secret
// row keySecret), made on first use, so that every server process on one database seals and
// opens tokens alike: losing it only unbinds every account. A key an older version kept in
// {data}/jobboard-key moves into the database the first time it is needed.
const keyEnv = "HUNTLINE_JOBBOARD_KEY"

// keyFile is the older key's file name in the data folder.
const keyFile = "jobboard-key"

// keySecret names the key's row in the database.
const keySecret = "jobboard-key"

// keys holds the master key, read once, and what is derived from it: the AES-GCM sealer of
// tokens and the HMAC key of bind states (each its own key, so one never serves the other).
type keys struct {
	mu    sync.Mutex
	ready bool
	aead  cipher.AEAD
	state []byte
}

// secrets keeps a secret made once for every process (store.Store.SharedSecret).
type secrets interface {
	SharedSecret(ctx context.Context, name string, fresh func() (string, error)) (string, error)
}

// load reads or makes the master key, once it succeeded (a failed read is tried again).
func (k *keys) load(ctx context.Context, st secrets, dataDir string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.ready {
		return nil
	}
	master, err := masterKey(ctx, st, dataDir)
	if err != nil {
		return err
	}
	block, err := aes.NewCipher(derive(master, "token"))
	if err != nil {
		return err
	}
	if k.aead, err = cipher.NewGCM(block); err != nil {
		return err
	}
	k.state = derive(master, "state")
	k.ready = true
	return nil
}

// derive answers a 32-byte key for purpose from the master key.
func derive(master []byte, purpose string) []byte {
	mac := hmac.New(sha256.New, master)
	mac.Write([]byte("huntline jobboard " + purpose))
	return mac.Sum(nil)
}

// masterKey answers the key from the environment, else the database's, which is the older
// key file's when there is one, else a fresh random one.
func masterKey(ctx context.Context, st secrets, dataDir string) ([]byte, error) {
	if v := strings.TrimSpace(os.Getenv(keyEnv)); v != "" {
		return keyOf(v), nil
	}
	v, err := st.SharedSecret(ctx, keySecret, func() (string, error) {
		raw, err := os.ReadFile(filepath.Join(dataDir, keyFile))
		if err == nil && strings.TrimSpace(string(raw)) != "" {
			return strings.TrimSpace(string(raw)), nil
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return "", err
		}
		buf := make([]byte, 32)
		rand.Read(buf)
		return hex.EncodeToString(buf), nil
	})
	if err != nil {
		return nil, fmt.Errorf("jobboard: key: %w", err)
	}
	return keyOf(v), nil
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
