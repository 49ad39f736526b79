package engine

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"huntline/store"
)

// Blobs keeps files (exports now, attachments later): bytes in a blob store, descriptions in
// the blob table. Open's reader also seeks (io.ReadSeekCloser): byte ranges of a recording are
// answered by seeking. DiskBlobs and DBBlobs are the stores (blobs_db.go).
type Blobs interface {
	Put(ctx context.Context, b *store.Blob, r io.Reader) error
	Open(ctx context.Context, tenant int64, uuidName string) (*store.Blob, io.ReadCloser, error)
}

// DiskBlobs keeps files under a folder on local disk, sharded by the first characters of
// their random name.
type DiskBlobs struct {
	st  *store.Store
	dir string
}

// NewDiskBlobs keeps files under dataDir/files.
func NewDiskBlobs(st *store.Store, dataDir string) (*DiskBlobs, error) {
	if dataDir == "" {
		dataDir = "data"
	}
	dir := filepath.Join(dataDir, "files")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("engine: files folder: %w", err)
	}
	return &DiskBlobs{st: st, dir: dir}, nil
}

func (d *DiskBlobs) path(uuidName string) string {
	return filepath.Join(d.dir, uuidName[:2], uuidName)
}

// Put stores r under a new random name, filling b.UUIDName and b.Size.
func (d *DiskBlobs) Put(ctx context.Context, b *store.Blob, r io.Reader) error {
	raw := make([]byte, 16)
	rand.Read(raw)
	b.UUIDName = hex.EncodeToString(raw)
	if b.Ext != "" {
		b.UUIDName += "." + strings.TrimPrefix(b.Ext, ".")
	}
	p := d.path(b.UUIDName)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return err
	}
	n, err := io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("engine: store file: %w", err)
	}
	b.Size = n
	return d.st.AddBlob(ctx, b)
}

// Open answers a stored file's description and contents.
func (d *DiskBlobs) Open(ctx context.Context, tenant int64, uuidName string) (*store.Blob, io.ReadCloser, error) {
	if len(uuidName) < 3 || strings.ContainsAny(uuidName, `/\`) || strings.Contains(uuidName, "..") {
		return nil, nil, store.ErrNotFound
	}
	b, err := d.st.Blob(ctx, tenant, uuidName)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.Open(d.path(uuidName))
	if err != nil {
		return nil, nil, fmt.Errorf("engine: open file: %w", err)
	}
	return b, f, nil
}
