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
