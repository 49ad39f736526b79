// Package resume is the CV module (issue 16). Its first piece reads résumés: extract/ takes
// the text out of a file, parse/ reads the candidate's fields from the text, and
// POST /rest/resume/parse answers them for the add form to pre-fill. Nothing is stored by a
// parse. It also brings the candidate's education collection (meta/), which the parse fills.
package resume

import (
	"embed"

	"huntline/engine"
)

//go:embed module.json i18n meta
var files embed.FS

// candidateModel is the model a parse fills: CVs are candidates' by definition.
const candidateModel = "candidate"

// resumesField is the candidate's attachments field of CVs (meta/extends/candidate.json):
// its first file is the current CV.
const resumesField = "resumes"

// Module reads CVs.
type Module struct{ engine.Declared }

// New answers the module.
func New() *Module { return &Module{Declared: engine.Declare(files)} }

// Start keeps the candidate's resumeText the text of its current CV (cvtext.go).
func (mod *Module) Start(h *engine.Host) error {
	mod.hookCVText(h)
	return nil
}
