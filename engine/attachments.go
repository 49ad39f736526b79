package engine

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// Files is the attachments side of records: uploads, previews, file lists, and who
// may read or attach a file (file_access.go).
type Files struct{ e *Engine }

// MaxUploadBytes is the size of one uploaded file.
const MaxUploadBytes = 20 << 20

// refusedExt are files a browser or a desktop would run: never stored, so an attachment
// can never be the way in.
var refusedExt = map[string]bool{
	"exe": true, "msi": true, "bat": true, "cmd": true, "com": true, "scr": true, "ps1": true,
	"vbs": true, "js": true, "jar": true, "sh": true, "dll": true, "app": true, "apk": true,
	"html": true, "htm": true, "xhtml": true, "svg": true, "hta": true,
}

// inlineTypes are the content types a preview shows in the page; anything else downloads.
var inlineTypes = []string{"image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "text/plain", "audio/mpeg", "audio/wav", "audio/x-wav", "audio/ogg", "audio/mp4"}

// FileInfo is an uploaded file as records and the upload call show it.
type FileInfo struct {
	ID         int64  `json:"id"`
	UUIDName   string `json:"uuidname"`
	OriginName string `json:"originname"`
	Ext        string `json:"ext"`
	FileSize   int64  `json:"filesize"`
}

func fileInfo(b *store.Blob) FileInfo {
	return FileInfo{ID: b.ID, UUIDName: b.UUIDName, OriginName: b.OriginName, Ext: b.Ext, FileSize: b.Size}
}

// Upload stores a file a user attaches (POST /rest/file/upload).
func (fs *Files) Upload(ctx context.Context, p Principal, name string, r io.Reader) (FileInfo, error) {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(name), "."))
	if name == "" || name == "." || name == "/" {
		return FileInfo{}, badRequest("upload_no_file", "file: choose a file to upload")
	}
	if problem := meta.TextProblem(name); problem != nil {
		return FileInfo{}, BadText("file", problem)
	}
	if refusedExt[ext] {
		return FileInfo{}, badRequest("upload_type", "file: .%s files cannot be attached", ext).with(map[string]any{"Ext": ext})
	}
	br := bufio.NewReader(io.LimitReader(r, MaxUploadBytes+1))
	head, _ := br.Peek(512)
	b := &store.Blob{TenantID: p.TenantID, OriginName: name, Ext: ext, ContentType: http.DetectContentType(head), CreatedBy: p.UserID}
	if strings.HasPrefix(b.ContentType, "text/html") {
		return FileInfo{}, badRequest("upload_type", "file: .%s files cannot be attached", "html").with(map[string]any{"Ext": "html"})
	}
	if err := fs.e.Blobs.Put(ctx, b, br); err != nil {
		return FileInfo{}, err
	}
	if b.Size > MaxUploadBytes {
		return FileInfo{}, tooLarge()
	}
	return fileInfo(b), nil
}

func tooLarge() *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Key: "upload_too_big", Msg: fmt.Sprintf("file: a file may be at most %d MB", MaxUploadBytes>>20), Args: map[string]any{"MB": MaxUploadBytes >> 20}}
}

// UploadTooLarge is the refusal of a file over MaxUploadBytes, for callers reading the body.
func UploadTooLarge() error { return tooLarge() }

// Preview answers a file to show: inline when a browser shows it safely, else to download.
// A file p may not read (readableFiles) is answered as one that does not exist: its random
// name is no key. A file held where files hold contacts (a CV) is, while contacts are
// hidden, read as a reveal of that record's contacts, and logged as one.
func (fs *Files) Preview(ctx context.Context, p Principal, uuidName string) (*store.Blob, io.ReadCloser, bool, error) {
	missing := notFound("file_not_found", "file %s does not exist", uuidName)
	b, r, err := fs.e.Blobs.Open(ctx, p.TenantID, uuidName)
	if store.IsNotFound(err) {
		return nil, nil, false, missing
	}
	if err != nil {
		return nil, nil, false, err
	}
	ok, err := fs.readableFiles(ctx, p, map[int64]*store.Blob{b.ID: b})
	if err == nil && ok[b.ID] {
		err = fs.e.Contacts.revealFile(ctx, p, b)
	}
	if err != nil || !ok[b.ID] {
		r.Close()
		if err != nil {
			return nil, nil, false, err
		}
		return nil, nil, false, missing
	}
	return b, r, slices.Contains(inlineTypes, strings.Split(b.ContentType, ";")[0]), nil
}

// List answers the descriptions of files by id (GET /rest/file/list?id__s=): only those p
// may read; the others are left out like ids that do not exist.
func (fs *Files) List(ctx context.Context, p Principal, ids []int64) ([]FileInfo, error) {
	blobs, err := fs.e.Files.readableBlobs(ctx, p, ids)
	if err != nil {
		return nil, err
	}
	out := []FileInfo{}
	for _, id := range ids {
		if b := blobs[id]; b != nil {
			out = append(out, fileInfo(b))
		}
	}
	return out, nil
}

// checkAttachments refuses files that do not exist and files someone else uploaded that the
// record did not already hold: ids are small numbers, and guessing one must not reveal a file.
// vetted are files the engine already found the user may attach (a template's files).
func (fs *Files) checkAttachments(ctx context.Context, p Principal, m *meta.Model, before, doc map[string]any, vetted []int64) error {
	var errs fieldErrors
	for _, f := range m.DataFields() {
		if f.Type != "attachments" {
			continue
		}
		var fresh []int64
		for _, id := range ids(doc[f.Name]) {
			if !slices.Contains(ids(before[f.Name]), id) && !slices.Contains(vetted, id) {
				fresh = append(fresh, id)
			}
		}
		blobs, err := fs.e.Store.BlobsByID(ctx, p.TenantID, fresh)
		if err != nil {
			return err
		}
		for _, id := range fresh {
			if b := blobs[id]; b == nil || (b.CreatedBy != p.UserID && !p.IsAdmin) {
				errs.add(f, "file", fmt.Sprintf("file %d does not exist or is not yours to attach; upload it first", id), map[string]any{"ID": id})
			}
		}
	}
	return errs.err()
}

// describeFiles replaces the file ids of attachments fields by their descriptions, of the
// files p may read (a record p reads shows all of its files, but a call whose caller p may
// not see keeps its recordings to itself, as the player does).
func (fs *Files) describeFiles(ctx context.Context, p Principal, m *meta.Model, items []Item) error {
	var fields []string
	var all []int64
	for _, f := range m.DataFields() {
		if f.Type != "attachments" {
			continue
		}
		fields = append(fields, f.Name)
		for _, it := range items {
			all = append(all, ids(it[f.Name])...)
		}
	}
	if len(all) == 0 {
		return nil
	}
	blobs, err := fs.readableBlobs(ctx, p, all)
	if err != nil {
		return err
	}
	for _, it := range items {
		for _, name := range fields {
			if _, set := it[name]; !set {
				continue
			}
			files := []FileInfo{}
			for _, id := range ids(it[name]) {
				if b := blobs[id]; b != nil {
					files = append(files, fileInfo(b))
				}
			}
			it[name] = files
		}
	}
	return nil
}
