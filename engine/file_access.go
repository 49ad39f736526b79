package engine

import (
	"context"
	"errors"
	"slices"

	"huntline/meta"
	"huntline/store"
)

// Who may read a file (a blob: an upload, a record's attachment, an export, a call
// recording). Every path that lists, describes, previews, downloads or attaches files by id
// or name asks readableFiles, and answers a file p may not read exactly as one that does
// not exist:
//
//   - An administrator reads every file of the tenant.
//   - A file no record holds (an upload not attached yet, an export) is read only by the
//     user who made it: its uploader, or the user whose export task made it.
//   - A file records hold (store.BlobHolders: every attachments field that names it) is read
//     by whoever may read at least one of those records, as a read of that record decides:
//     the view permission on its model, data access groups and shares (the compiled scope),
//     the limited rule, and for a call log also its caller (as the recording player
//     decides). Its uploader gets nothing more: a file on records he no longer reads is no
//     longer his to read. A file held by several records (a template's file on the mails
//     sent from it, one upload on two notes) is readable through any of them: each holder
//     was given the file by someone entitled to it, so a reader of any one may see it.
//     Except a file held where files hold contacts (a CV, meta.Field.HoldsContacts): it is
//     read only through those holders, so a CV mailed to a client follows the candidate's
//     scope, not the mail's.
func (fs *Files) readableFiles(ctx context.Context, p Principal, blobs map[int64]*store.Blob) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(blobs) == 0 {
		return out, nil
	}
	if p.IsAdmin {
		for id := range blobs {
			out[id] = true
		}
		return out, nil
	}
	ids := make([]int64, 0, len(blobs))
	for id := range blobs {
		ids = append(ids, id)
	}
	holders, err := fs.e.Store.BlobHolders(ctx, p.TenantID, ids)
	if err != nil {
		return nil, err
	}
	records := map[string][]int64{}
	for id, b := range blobs {
		holders[id] = fs.governingHolders(holders[id])
		if len(holders[id]) == 0 {
			out[id] = p.UserID != 0 && b.CreatedBy == p.UserID
			continue
		}
		for _, h := range holders[id] {
			if !slices.Contains(records[h.Model], h.RecordID) {
				records[h.Model] = append(records[h.Model], h.RecordID)
			}
		}
	}
	seen := map[string]map[int64]bool{}
	for model, recs := range records {
		m := fs.e.Reg().Model(model)
		if m == nil {
			continue
		}
		if seen[model], err = fs.readableRecords(ctx, p, m, recs); err != nil {
			return nil, err
		}
	}
	for id := range blobs {
		for _, h := range holders[id] {
			if seen[h.Model][h.RecordID] {
				out[id] = true
				break
			}
		}
	}
	return out, nil
}

// readableRecords answers which of m's records ids p may read: the view permission, the
// scope, the limited rule and, where a module says so, the record its files follow.
func (fs *Files) readableRecords(ctx context.Context, p Principal, m *meta.Model, ids []int64) (map[int64]bool, error) {
	if err := fs.e.Access.Allow(ctx, p, m, ActView); err != nil {
		var refusal *Error
		if errors.As(err, &refusal) {
			return nil, nil
		}
		return nil, err
	}
	items, err := fs.e.reads.byIDs(ctx, fs.e.compiler(ctx, p), m, ids, false)
	if err != nil {
		return nil, err
	}
	out, err := fs.e.reads.outside(ctx, p, m, items)
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	callers := map[int64][]int64{} // caller → calls
	for _, it := range items {
		id := it["id"].(int64)
		if out[id] {
			continue
		}
		if via := fs.e.filesFollow(m); via != "" {
			if caller, ok := asID(it[via]); ok {
				callers[caller] = append(callers[caller], id)
				continue
			}
		}
		seen[id] = true
	}
	if len(callers) > 0 {
		var cm *meta.Model
		if f := m.Field(fs.e.filesFollow(m)); f != nil {
			cm = fs.e.Reg().Model(f.To)
		}
		var ask []int64
		for c := range callers {
			ask = append(ask, c)
		}
		ok := map[int64]bool{}
		if cm != nil { // a caller of no known model: the call's files stay hidden
			if ok, err = fs.readableRecords(ctx, p, cm, ask); err != nil {
				return nil, err
			}
		}
		for c, calls := range callers {
			for _, id := range calls {
				seen[id] = ok[c]
			}
		}
	}
	return seen, nil
}

// readableBlobs answers the files among ids that p may read, by id; the others are left
// out as if they did not exist.
func (fs *Files) readableBlobs(ctx context.Context, p Principal, ids []int64) (map[int64]*store.Blob, error) {
	blobs, err := fs.e.Store.BlobsByID(ctx, p.TenantID, ids)
	if err != nil {
		return nil, err
	}
	ok, err := fs.e.Files.readableFiles(ctx, p, blobs)
	if err != nil {
		return nil, err
	}
	for id := range blobs {
		if !ok[id] {
			delete(blobs, id)
		}
	}
	return blobs, nil
}

// governingHolders answers the holders whose reading decides a file's: those holding it in
// a field that holds contacts, where there are any, else all of them.
func (fs *Files) governingHolders(hs []store.BlobRef) []store.BlobRef {
	var strict []store.BlobRef
	for _, h := range hs {
		if m := fs.e.Reg().Model(h.Model); m != nil && m.Field(h.Field) != nil && m.Field(h.Field).HoldsContacts {
			strict = append(strict, h)
		}
	}
	if len(strict) > 0 {
		return strict
	}
	return hs
}
