package resume

import (
	"context"
	"io"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/resume/extract"
	"huntline/store"
)

// The candidate's resumeText holds the text of its current CV, the first file of its
// resumes field, so that keyword search finds a candidate by any word of the CV. A save
// that changes which file is current (one added in front, another marked current, the
// current one removed) reads the new current CV and sets resumeText in the same write.
//
//   - A CV whose text cannot be read (a scan, an image, a damaged file, a tool missing)
//     leaves resumeText as it was: the save itself never fails for it.
//   - A save that leaves no CV keeps resumeText too: it may be text pasted by hand, which
//     recruiters did before CVs were files.
//   - A save that posts resumeText itself and changes the current CV gets the CV's text:
//     the file is the source (the add form pre-filled by a parse posts the same text).
//
// The hook runs in the writing transaction, so a slow extraction holds the write for its
// length; extraction is bounded by the tools' own timeouts (extract.RunOnFile).

// hookCVText hangs the text of the current CV on the candidate's saves.
func (mod *Module) hookCVText(h *engine.Host) {
	h.Hook(engine.RecordHook{
		Applies: holdsCVText,
		Prepare: mod.fillCVText,
	})
}

// holdsCVText picks the model with CVs and a text field for them.
func holdsCVText(m *meta.Model) bool {
	if m.Name != candidateModel {
		return false
	}
	cvs, text := m.Field(resumesField), m.Field(resumeTextField)
	return cvs != nil && cvs.Type == "attachments" && text != nil && text.Type == "originaltext"
}

func (mod *Module) fillCVText(ctx context.Context, _ *store.Tx, p engine.Principal, m *meta.Model, _ int64, before, doc map[string]any) error {
	current := firstFile(doc[resumesField])
	if current == 0 || current == firstFile(before[resumesField]) {
		return nil
	}
	if text, ok := mod.cvText(ctx, p.TenantID, current); ok {
		doc[resumeTextField] = fit(m.Field(resumeTextField), text)
	}
	return nil
}

// firstFile answers the id of the first file of an attachments value, 0 for none.
func firstFile(v any) int64 {
	if ids := engine.IDs(v); len(ids) > 0 {
		return ids[0]
	}
	return 0
}

// cvText reads a stored file's text; ok is false when it cannot be read. Who may attach
// the file is the save's own check (the core refuses a file not the user's to attach), so
// the text of a file the write may not hold is never kept.
func (mod *Module) cvText(ctx context.Context, tenant, id int64) (string, bool) {
	e := mod.Engine()
	blobs, err := e.Store.BlobsByID(ctx, tenant, []int64{id})
	if err != nil || blobs[id] == nil {
		return "", false
	}
	b, r, err := e.Blobs.Open(ctx, tenant, blobs[id].UUIDName)
	if err != nil {
		return "", false
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, int64(extract.MaxBytes)+1))
	if err != nil {
		return "", false
	}
	text, err := extract.File(ctx, b.OriginName, data)
	if err != nil || text.Text == "" {
		if err != nil && extract.AsRefusal(err) == nil {
			e.Log.Warn("resume: reading the current CV", "file", id, "err", err)
		}
		return "", false
	}
	return text.Text, true
}
