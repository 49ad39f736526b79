package jobboard

import (
	"embed"
	"io/fs"
)

// sharedFiles is the metadata every board plugin brings: the publication model, its option
// lists and the job's Publications tab. It is the plugins' (WithShared), not this module's,
// so the model exists only while a board is on.
//
//go:embed shared
var sharedFiles embed.FS

// WithShared answers own (a plugin's embedded module.json, meta/, i18n/ ...) with the job
// boards' shared meta/ laid over where own has no file of that name; the plugin passes it
// to engine.Declare.
func WithShared(own fs.FS) fs.FS {
	sub, _ := fs.Sub(sharedFiles, "shared")
	return overlay{own, sub} // TODO merged directories
}

type overlay struct{ own, shared fs.FS }

func (o overlay) Open(name string) (fs.File, error) {
	f, err := o.own.Open(name)
	if err == nil {
		return f, nil
	}
	return o.shared.Open(name)
}
