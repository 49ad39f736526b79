package engine

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"huntline/store"
)

// Where files are kept (Options.Files, serve's --files and HUNTLINE_FILES).
const (
	FilesDisk = "disk" // under the data folder: one process, or a folder every process mounts
	FilesDB   = "db"   // in the database (blob_data): every process on the database reads them
)

// FilesDefault is where files go when nothing was chosen: in the database on PostgreSQL,
// whose installations may run several server processes that must all read every file; on
// local disk on SQLite, which has one process and keeps its database small.
func FilesDefault(dialect string) string {
	if dialect == "postgres" {
		return FilesDB
	}
	return FilesDisk
}

// Another store (S3-compatible object storage, say) is one more implementation of Blobs:
// Put writes the bytes under b.UUIDName and records b with store.AddBlob; Open reads the
// description with store.Blob and answers a reader that seeks (ranged GETs). Nothing else in the product touches
// files at rest.

// DBBlobs keeps files' bytes in the database beside their descriptions, so that every
// server process on one database reads every file. Files stored on disk before the switch
// are still read from there.
type DBBlobs struct {
	st   *store.Store
	disk *DiskBlobs // files kept on disk before the database held them
}

// NewDBBlobs keeps files in st, reading older ones from dataDir/files.
func NewDBBlobs(st *store.Store, dataDir string) (*DBBlobs, error) {
	disk, err := NewDiskBlobs(st, dataDir)
	if err != nil {
		return nil, err
	}
	return &DBBlobs{st: st, disk: disk}, nil
}

// Put stores r under a new random name, filling b.ID, b.UUIDName and b.Size. The bytes are
// held in memory for the insert: uploads are bounded (MaxUploadBytes), exports are built in
// memory already.
func (d *DBBlobs) Put(ctx context.Context, b *store.Blob, r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("engine: store file: %w", err)
	}
	raw := make([]byte, 16)
	rand.Read(raw)
	b.UUIDName = hex.EncodeToString(raw)
	if b.Ext != "" {
		b.UUIDName += "." + strings.TrimPrefix(b.Ext, ".")
	}
	b.Size = int64(len(data))
	return d.st.AddBlobData(ctx, b, data)
}

// Open answers a stored file's description and contents, from the database or, for a file
// stored before the switch, from disk.
func (d *DBBlobs) Open(ctx context.Context, tenant int64, uuidName string) (*store.Blob, io.ReadCloser, error) {
	b, err := d.st.Blob(ctx, tenant, uuidName)
	if err != nil {
		return nil, nil, err
	}
	data, err := d.st.BlobData(ctx, b.ID)
	if store.IsNotFound(err) {
		return d.disk.Open(ctx, tenant, uuidName)
	}
	if err != nil {
		return nil, nil, err
	}
	return b, bytesFile{bytes.NewReader(data)}, nil
}

// bytesFile is a file's contents read into memory, seekable as an *os.File is: callers
// answer byte ranges (a call recording's player) by seeking.
type bytesFile struct{ *bytes.Reader }

func (bytesFile) Close() error { return nil }

// newBlobs answers the file store files names ("" for the dialect's default).
func newBlobs(st *store.Store, files, dataDir string) (Blobs, error) {
	if files == "" {
		files = FilesDefault(st.Dialect().Name())
	}
	switch files {
	case FilesDisk:
		return NewDiskBlobs(st, dataDir)
	case FilesDB:
		return NewDBBlobs(st, dataDir)
	}
	return nil, fmt.Errorf("engine: files: %q is not a file store (disk or db)", files)
}
