package resume

import (
	"context"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/resume/extract"
	"huntline/modules/resume/parse"
)

// Reading is what a CV file gives: the candidate's fields as a save takes them, the parsed
// values no field or option took (unmatched), the file's kind and its text.
type Reading struct {
	Fields    map[string]any
	Unmatched map[string]any
	Kind      string
	Text      string
}

// Read reads a CV file into candidate fields for p, as POST /rest/resume/parse does (the job
// boards' import uses it too). A file it cannot read is a 400 naming the problem (a 503 when
// the server lacks a tool); Nothing is stored.
func Read(ctx context.Context, e *engine.Engine, p engine.Principal, name string, data []byte) (Reading, error) {
	mod := &Module{Declared: engine.Declare(files).On(e)}
	m := e.Reg().Model(candidateModel)
	if m == nil {
		return Reading{}, errNoCandidateModel()
	}
	return mod.read(ctx, p, m, name, data)
}

// CandidateModel and ResumesField name the model a CV fills and its field of CV files.
const (
	CandidateModel = candidateModel
	ResumesField   = resumesField
)

// read extracts the text of a file and shapes what the parser found into m's fields.
func (mod *Module) read(ctx context.Context, p engine.Principal, m *meta.Model, name string, data []byte) (Reading, error) {
	text, err := extract.File(ctx, name, data)
	if err != nil {
		return Reading{}, refusal(err)
	}
	fields, unmatched, err := mod.shape(ctx, p, m, parse.Parse(text.Text), text.Text)
	if err != nil {
		return Reading{}, err
	}
	return Reading{Fields: fields, Unmatched: unmatched, Kind: string(text.Kind), Text: text.Text}, nil
}

func errNoCandidateModel() error {
	return engine.NotFound("resume_no_candidate_model", "No candidate model is defined.")
}
