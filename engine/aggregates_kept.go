package engine

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"time"
)

// aggregates keeps what a list's count and its facets computed, until the records change.
// Counting "status=active" reads 10,001 index entries on every page of the list, and four
// facets under a wide filter group every matching record: a large share of what a request
// costs, and the same answer for every reader who asks the same statement until someone
// writes. An answer is keyed by its compiled statement and arguments (which carry the
// reader's scope, the tenant and the clock's bounds), and stands while the store's data
// generation does (store/datagen.go): any committed write of data drops them all.
//
// Pages themselves are not kept: their records are read fresh, so an edit shows at once.
type aggregates struct {
	mu  sync.Mutex
	gen uint64
	m   map[string]any
}

// aggregatesMax bounds the answers kept; past it they are dropped together, as a write
// would drop them.
const aggregatesMax = 4096

// get answers the value kept for key at generation gen.
func (a *aggregates) get(gen uint64, key string) (any, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.gen != gen {
		return nil, false
	}
	v, ok := a.m[key]
	return v, ok
}

// put keeps v for key, computed from reads that began at generation gen: an answer begun
// before a write committed is never kept past it.
func (a *aggregates) put(gen uint64, key string, v any) {
	a.mu.Lock()
	defer a.mu.Unlock()
	switch {
	case gen < a.gen:
		return
	case gen > a.gen || a.m == nil || len(a.m) >= aggregatesMax:
		a.gen, a.m = gen, map[string]any{}
	}
	a.m[key] = v
}

// aggregateKey spells a statement and its arguments as one unambiguous key: each argument
// carries its type and, for text, its length.
func aggregateKey(kind, query string, args []any) string {
	b := make([]byte, 0, len(kind)+len(query)+16*len(args)+8)
	b = append(b, kind...)
	b = append(b, 0)
	b = append(b, query...)
	for _, a := range args {
		b = append(b, 0)
		switch x := a.(type) {
		case nil:
			b = append(b, 'n')
		case int64:
			b = binary.AppendVarint(append(b, 'i'), x)
		case int:
			b = binary.AppendVarint(append(b, 'i'), int64(x))
		case bool:
			b = append(b, 'b')
			if x {
				b = append(b, 1)
			} else {
				b = append(b, 0)
			}
		case float64:
			b = binary.BigEndian.AppendUint64(append(b, 'f'), math.Float64bits(x))
		case string:
			b = binary.AppendUvarint(append(b, 's'), uint64(len(x)))
			b = append(b, x...)
		case []byte:
			b = binary.AppendUvarint(append(b, 'x'), uint64(len(x)))
			b = append(b, x...)
		case time.Time:
			b = binary.AppendVarint(append(b, 't'), x.UnixNano())
			b = append(b, x.Location().String()...)
		default:
			s := fmt.Sprintf("%T:%#v", x, x)
			b = binary.AppendUvarint(append(b, 'v'), uint64(len(s)))
			b = append(b, s...)
		}
	}
	return string(b)
}
