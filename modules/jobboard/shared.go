package jobboard

import (
	"embed"
	"errors"
	"io"
	"io/fs"
	"slices"
	"strings"
)

// sharedFiles is the metadata every board plugin brings: the publication model, its option
// lists and the job's Publications tab. It is the plugins' (WithShared), not this module's,
// so the model exists only while a board is on; two boards on at once ship the same files,
// which the metadata loader applies once.
//
//go:embed shared
var sharedFiles embed.FS

// WithShared answers own (a plugin's embedded module.json, meta/, i18n/ ...) with the job
// boards' shared meta/ laid under it: a name own has is own's, folders list both. The plugin
// passes it to engine.Declare.
func WithShared(own fs.FS) fs.FS {
	sub, err := fs.Sub(sharedFiles, "shared")
	if err != nil {
		panic(err) // the folder is embedded above
	}
	return overlay{own, sub}
}

// overlay reads own first, then shared; a folder in both lists the entries of both.
type overlay struct{ own, shared fs.FS }

func (o overlay) Open(name string) (fs.File, error) {
	f, err := o.own.Open(name)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return o.shared.Open(name)
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		if _, serr := fs.Stat(o.shared, name); serr == nil {
			entries, err := o.ReadDir(name)
			if err != nil {
				f.Close()
				return nil, err
			}
			return &mergedDir{File: f, entries: entries}, nil
		}
	}
	return f, nil
}

// ReadDir lists a folder of either side, both sides' entries by name, own's winning.
func (o overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	mine, err1 := fs.ReadDir(o.own, name)
	theirs, err2 := fs.ReadDir(o.shared, name)
	if err1 != nil && err2 != nil {
		return nil, err1
	}
	seen := map[string]bool{}
	out := []fs.DirEntry{}
	for _, e := range mine {
		seen[e.Name()] = true
		out = append(out, e)
	}
	for _, e := range theirs {
		if !seen[e.Name()] {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// ReadFile reads own's file, else shared's.
func (o overlay) ReadFile(name string) ([]byte, error) {
	b, err := fs.ReadFile(o.own, name)
	if errors.Is(err, fs.ErrNotExist) {
		return fs.ReadFile(o.shared, name)
	}
	return b, err
}

// mergedDir is own's folder answering the merged listing.
type mergedDir struct {
	fs.File
	entries []fs.DirEntry
	read    int
}

func (d *mergedDir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.entries[d.read:]
	if n <= 0 {
		d.read = len(d.entries)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	if n > len(rest) {
		n = len(rest)
	}
	d.read += n
	return rest[:n], nil
}
