package engine

import (
	"fmt"
	"strings"
)

// joinIDs writes ids as the comma-separated list a gql __s or in condition takes.
func joinIDs(ids []int64) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprint(id)
	}
	return strings.Join(parts, ",")
}

// asID reads a single foreignkey value as stored or as normalised.
func asID(v any) (int64, bool) {
	if ids := ids(v); len(ids) == 1 && ids[0] > 0 {
		return ids[0], true
	}
	if f, ok := v.(float64); ok && f > 0 {
		return int64(f), true
	}
	return 0, false
}
