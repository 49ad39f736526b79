package engine

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"huntline/meta"
)

// An import on SQLite writes its checked rows in short transactions (import_batches.go), so
// other people's saves run between them. A save made meanwhile must not create a record
// that a row still waiting to be written duplicates: the import would then have to refuse
// half-written. So while an import writes, the values of its duplicate rules are claimed:
// a create or edit elsewhere that shares one is refused as a duplicate of the file being
// imported, exactly as it would be once the row is written. Claims live in this process;
// the batched import runs only on SQLite, whose one writer is one process.
type importClaims struct {
	mu   sync.Mutex
	byID map[int64]*claimSet // import -> its claims
	next int64
}

type claimSet struct {
	model string
	keys  []map[string]bool // per duplicate rule: its values, as duplicateKeys spells them
}

type claimOwnerKey struct{}

// claim registers the duplicate values of an import's rows and answers the import's
// token, to release them and to mark the import's own checks (which must not refuse its
// rows for their own claims).
func (c *importClaims) claim(m *meta.Model, docs []map[string]any) int64 {
	set := &claimSet{model: m.Name, keys: make([]map[string]bool, len(m.Duplicates))}
	for i, rule := range m.Duplicates {
		set.keys[i] = map[string]bool{}
		for _, doc := range docs {
			keys, _ := duplicateKeys(rule, doc)
			for _, k := range keys {
				set.keys[i][k] = true
			}
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byID == nil {
		c.byID = map[int64]*claimSet{}
	}
	c.next++
	c.byID[c.next] = set
	return c.next
}

func (c *importClaims) release(token int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.byID, token)
}

// claimed answers the first value of doc that rule i shares with another import's rows.
func (c *importClaims) claimed(ctx context.Context, m *meta.Model, i int, doc map[string]any) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.byID) == 0 {
		return "", false
	}
	own, _ := ctx.Value(claimOwnerKey{}).(int64)
	keys, shown := duplicateKeys(m.Duplicates[i], doc)
	for token, set := range c.byID {
		if token == own || set.model != m.Name {
			continue
		}
		for k, key := range keys {
			if set.keys[i][key] {
				return shown[k], true
			}
		}
	}
	return "", false
}

// claimedError refuses a write sharing a duplicate value with a file being imported.
func claimedError(p Principal, rule meta.DuplicateRule, value string) error {
	label := rule.Label.In(p.Lang)
	if label == "" {
		label = strings.Join(rule.Fields, ", ")
	}
	return &Error{Status: http.StatusConflict, Key: "duplicate_importing",
		Msg:  fmt.Sprintf("Duplicate Info: %s %s is in a file being imported", label, value),
		Args: map[string]any{"Label": label, "Value": value}}
}
