package engine_test

import (
	"bytes"
	"context"
	"io"
	"testing"

	"huntline/engine"
	"huntline/store"
	"huntline/store/storetest"
)

// Files read back whole from either store on either database; a database store still reads
// the files kept on disk before the switch; an unknown store is refused.
func TestFileStores(t *testing.T) {
	ctx := context.Background()
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		dir := t.TempDir()
		open := func(files string) *engine.Engine {
			t.Helper()
			e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: dir, Files: files})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { e.Close() })
			return e
		}
		read := func(e *engine.Engine, uuid string) []byte {
			t.Helper()
			_, r, err := e.Blobs.Open(ctx, 1, uuid)
			if err != nil {
				t.Fatalf("open %s: %v", uuid, err)
			}
			defer r.Close()
			if _, ok := r.(io.ReadSeekCloser); !ok {
				t.Errorf("%s opens unseekable (ranges of it cannot be answered)", uuid)
			}
			got, _ := io.ReadAll(r)
			return got
		}
		disk, db := open(engine.FilesDisk), open(engine.FilesDB)
		var uuids []string
		for _, c := range []struct {
			name string
			e    *engine.Engine
			data []byte
		}{
			{"on disk", disk, []byte("kept on disk")},
			{"in the database", db, bytes.Repeat([]byte{0, 0xff, '\n'}, 100000)},
			{"empty", db, nil},
		} {
			b := &store.Blob{TenantID: 1, OriginName: "f.bin", Ext: "bin", ContentType: "application/octet-stream"}
			if err := c.e.Blobs.Put(ctx, b, bytes.NewReader(c.data)); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if b.Size != int64(len(c.data)) || b.ID == 0 {
				t.Errorf("%s: size %d id %d", c.name, b.Size, b.ID)
			}
			if got := read(db, b.UUIDName); !bytes.Equal(got, c.data) {
				t.Errorf("%s: the database store read %d bytes, want %d", c.name, len(got), len(c.data))
			}
			uuids = append(uuids, b.UUIDName)
		}
		if _, _, err := disk.Blobs.Open(ctx, 1, uuids[1]); err == nil {
			t.Error("the disk store read a file that is only in the database")
		}
		if _, _, err := db.Blobs.Open(ctx, 2, uuids[1]); !store.IsNotFound(err) {
			t.Errorf("another tenant's file: %v, want not found", err)
		}
		if _, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: dir, Files: "s3"}); err == nil {
			t.Error("an unknown file store was accepted")
		}
	})
}

func TestFilesDefault(t *testing.T) {
	for dialect, want := range map[string]string{"postgres": engine.FilesDB, "sqlite": engine.FilesDisk} {
		if got := engine.FilesDefault(dialect); got != want {
			t.Errorf("FilesDefault(%s) = %s, want %s", dialect, got, want)
		}
	}
}
