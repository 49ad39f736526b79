package jobboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path"
	"strings"

	"huntline/engine"
	"huntline/modules/resume"
)

// ResumeFile is a CV as a board gives it (HTML, text, DOCX, PDF).
type ResumeFile struct {
	Name      string
	Data      []byte
	OriginURL string
}

// Imported is the candidate an import made or found. Created false: the file was attached
// to the existing candidate the duplicate rules found.
type Imported struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Created bool   `json:"created"`
}

// Import reads a board's CV into a candidate, as a user dropping the file on the add form
// would: the resume module's parser fills the fields, the source is the board's, the file
// goes into the candidate's resumes. When the duplicate rules find a candidate the reader
// may edit, the file is attached to it instead. A refused save (a duplicate the reader may
// not edit, a value a rule refuses) passes through with its field messages.
func (m *Module) Import(ctx context.Context, p engine.Principal, site string, f ResumeFile) (Imported, error) {
	b, err := m.board(site)
	if err != nil {
		return Imported{}, err
	}
	e := m.Engine()
	cm := e.Reg().Model(resume.CandidateModel)
	if cm == nil {
		return Imported{}, engine.NotFound("resume_no_candidate_model", "No candidate model is defined.")
	}
	if err := e.Access.Allow(ctx, p, cm, engine.ActAdd); err != nil {
		return Imported{}, err
	}
	name := fileName(f.Name, site)
	r, err := resume.Read(ctx, e, p, name, f.Data)
	if err != nil {
		return Imported{}, err
	}
	fileID, err := m.storeCV(ctx, p, name, r, f.Data)
	if err != nil {
		return Imported{}, err
	}
	matches, err := e.Duplicates(ctx, p, cm.Name, r.Fields)
	if err != nil {
		return Imported{}, err
	}
	for _, match := range matches {
		if ok, err := e.Editable(ctx, p, cm.Name, match.ID); err != nil {
			return Imported{}, err
		} else if ok {
			return m.attach(ctx, p, match.ID, fileID)
		}
	}
	fields, err := asPosted(r.Fields)
	if err != nil {
		return Imported{}, err
	}
	if cm.Field("source") != nil {
		fields["source"] = b.SourceCode()
	}
	fields[resume.ResumesField] = []int64{fileID}
	res, err := e.Save(ctx, p, cm.Name, fields)
	if err != nil {
		return Imported{}, err
	}
	return Imported{ID: res.ID, Name: m.candidateName(ctx, p, res.ID), Created: true}, nil
}

// asPosted answers fields as the add form would post them back (JSON, numbers exact): the
// parse answers them for a form, and a save takes what a form sends (sub-forms as lists of
// objects).
func asPosted(fields map[string]any) (map[string]any, error) {
	raw, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	out := map[string]any{}
	if err := dec.Decode(&out); err != nil {
		return nil, err
	}
	if out == nil {
		out = map[string]any{}
	}
	return out, nil
}

// storeCV keeps the CV as the reader's upload and answers its file id. An HTML CV is kept as
// its text: a page is never stored as an attachment (it would run in the preview).
func (m *Module) storeCV(ctx context.Context, p engine.Principal, name string, r resume.Reading, data []byte) (int64, error) {
	ext := strings.ToLower(path.Ext(name))
	if r.Kind == "html" || ext == ".html" || ext == ".htm" || strings.HasPrefix(http.DetectContentType(data), "text/html") {
		name = strings.TrimSuffix(name, path.Ext(name)) + ".txt"
		data = []byte(r.Text)
	}
	fi, err := m.Engine().Files.Upload(ctx, p, name, bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	return fi.ID, nil
}

// fileName is the CV's name as stored: the board's, without folders, or one named after the
// board.
func fileName(name, site string) string {
	name = path.Base(strings.ReplaceAll(strings.TrimSpace(name), `\`, "/"))
	if name == "" || name == "." || name == "/" {
		return site + "-resume.html"
	}
	return name
}

// attach adds the file to an existing candidate's resumes, after its current CVs.
func (m *Module) attach(ctx context.Context, p engine.Principal, id, fileID int64) (Imported, error) {
	e := m.Engine()
	var err error
	for try := 0; try < 3; try++ { // a change made meanwhile: read again and add once more
		var it engine.Item
		it, err = e.Get(ctx, p, resume.CandidateModel, id, nil)
		if err != nil {
			return Imported{}, err
		}
		files := append(fileIDs(it[resume.ResumesField]), fileID)
		_, err = e.Save(ctx, p, resume.CandidateModel, map[string]any{"id": id, "version": it["version"], resume.ResumesField: files})
		if err == nil {
			name, _ := it["__name__"].(string)
			return Imported{ID: id, Name: name, Created: false}, nil
		}
		if engine.AsError(err).Status != http.StatusConflict {
			break
		}
	}
	return Imported{}, err
}

// fileIDs reads an attachments value as a record answers it: ids, or files with an id.
func fileIDs(v any) []int64 {
	if ids, ok := v.([]int64); ok {
		return append([]int64{}, ids...)
	}
	// Whatever list type the read answers (files described, maps, ids), as JSON sees it.
	var list []any
	if raw, err := json.Marshal(v); err == nil {
		json.Unmarshal(raw, &list)
	}
	out := []int64{}
	for _, x := range list {
		if id := idOf(x); id != 0 {
			out = append(out, id)
		}
	}
	return out
}

// candidateName answers the display name of a candidate the reader just saved.
func (m *Module) candidateName(ctx context.Context, p engine.Principal, id int64) string {
	it, err := m.Engine().Get(ctx, p, resume.CandidateModel, id, nil)
	if err != nil {
		return fmt.Sprint(id)
	}
	name, _ := it["__name__"].(string)
	return name
}
