package engine

import (
	"context"
	"time"

	"huntline/store"
)

// RecordFile is one file a record holds, as the record's file list answers it: its
// description, the attachments field holding it, and when it was uploaded.
type RecordFile struct {
	FileInfo
	Field   string    `json:"field"`
	Created time.Time `json:"created"`
}

// RecordFiles answers the files the records recs of model hold (GET
// /rest/file/list/{model}/{ids}), by record: every attachments field of the model in the
// model's order, each field's files in their stored order (so a field whose first file is
// the current one keeps it first). Only records p may read are answered, as the file rules
// decide (readableRecords: view permission, scope, limited rule); a record p may not read
// is left out exactly as one that does not exist. A model there is not is a 404.
func (fs *Files) RecordFiles(ctx context.Context, p Principal, model string, recs []int64) (map[int64][]RecordFile, error) {
	m := fs.e.Reg().Model(model)
	if m == nil {
		return nil, notFound("model_not_found", "model %s does not exist", model)
	}
	out := map[int64][]RecordFile{}
	var fields []string
	for _, f := range m.DataFields() {
		if f.Type == "attachments" {
			fields = append(fields, f.Name)
		}
	}
	if len(recs) == 0 {
		return out, nil
	}
	readable, err := fs.readableRecords(ctx, p, m, recs)
	if err != nil {
		return nil, err
	}
	var read []int64
	for _, id := range recs {
		if readable[id] {
			read = append(read, id)
			out[id] = []RecordFile{}
		}
	}
	if len(read) == 0 || len(fields) == 0 {
		return out, nil
	}
	items, err := fs.e.reads.byIDs(ctx, fs.e.compiler(ctx, p), m, read, false)
	if err != nil {
		return nil, err
	}
	var all []int64
	for _, it := range items {
		for _, name := range fields {
			all = append(all, ids(it[name])...)
		}
	}
	// Held by a record p reads, so readable by the file rules; asked anyway, the one rule.
	blobs, err := fs.readableBlobs(ctx, p, all)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		id, _ := asID(it["id"])
		if _, ok := out[id]; !ok {
			continue
		}
		for _, name := range fields {
			for _, fid := range ids(it[name]) {
				if b := blobs[fid]; b != nil {
					out[id] = append(out[id], recordFile(b, name))
				}
			}
		}
	}
	return out, nil
}

func recordFile(b *store.Blob, field string) RecordFile {
	return RecordFile{FileInfo: fileInfo(b), Field: field, Created: b.CreatedAt}
}
