package store

import "github.com/lib/pq"

// pgArray binds a Go string slice as a PostgreSQL text[].
func pgArray(v []string) any { return pq.Array(v) }
