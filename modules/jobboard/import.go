package jobboard

import (
	"context"

	"huntline/engine"
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

// Import reads a board's CV into a candidate: the resume module's parser fills the fields,
// the source is the board's, the file goes into the candidate's resumes; when the duplicate
// rules find a candidate the reader may edit, the file is attached to it instead.
func (m *Module) Import(ctx context.Context, p engine.Principal, site string, f ResumeFile) (Imported, error) {
	return Imported{}, errNoBoard // TODO
}
