// Package migrations holds the goose migrations of the system tables, one folder per
// dialect. Record tables are not migrated: the store creates them from metadata.
package migrations

import "embed"

//go:embed postgres/*.sql sqlite/*.sql
var FS embed.FS
