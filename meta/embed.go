package meta

import "embed"

// Builtin holds the shipped models, option lists, navigation and schemas. A partner's model is one more
// JSON file in meta/models/ (built in) or in the folder given to serve --meta (loaded at start).
//
//go:embed models/*.json options/*.json navigation/*.json schema/*.json
var Builtin embed.FS
