package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// contentVersion digests stored content an editor read (an option list, a view, a model's
// detail tabs). The editor sends it back with a save, and a save from a stale read is
// refused instead of overwriting the newer content.
func contentVersion(v any) string {
	raw, _ := json.Marshal(v)
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:8])
}
