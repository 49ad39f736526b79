package pipeline

import (
	"fmt"
	"slices"

	"huntline/meta"
)

// key is the model key this module owns.
const key = "pipeline"

// Pipeline makes a model's records move through stages, as job submissions move from
// longlist through CV sent, interview, offer and onboarding to invoice:
//
//	"pipeline": {"stage": "status", "board": "joborder", "links": ["candidate", "joborder", "owner"],
//	  "stages": [{"code": "longlist", "to": ["cvsent", "reject"]},
//	             {"code": "cvsent", "model": "cvsent", "to": ["clientinterview", "reject"],
//	              "update": {"cvsentDate": "cvsentDate"}}, ...]}
//
// Stage is the choice field holding the current stage; it changes only through the module's
// move, which allows exactly the moves To lists. A stage with a Model records the move as a
// record of that model (linked back by its one foreignkey to this model, with Links copied
// from the moving record); Update copies fields of that stage record onto the moving one
// (submission field: stage field). Board is the foreignkey the kanban groups records by.
type Pipeline struct {
	Stage  string   `json:"stage"`
	Board  string   `json:"board,omitempty"`
	Links  []string `json:"links,omitempty"`
	Stages []*Stage `json:"stages"`
}

// Stage is one stage of a pipeline.
type Stage struct {
	Code   string            `json:"code"`
	Model  string            `json:"model,omitempty"`
	To     []string          `json:"to"`
	Update map[string]string `json:"update,omitempty"`
	// From names the stage model's field that receives the stage moved from (a rejection's
	// stage).
	From string `json:"from,omitempty"`
	// Via is the stage model's foreignkey to the moving model (found when metadata loads).
	Via string `json:"via,omitempty"`
}

// StageOf answers the stage with code, or nil.
func (p *Pipeline) StageOf(code string) *Stage {
	for _, s := range p.Stages {
		if s.Code == code {
			return s
		}
	}
	return nil
}

// Allows tells whether a record at stage from may move to stage to.
func (p *Pipeline) Allows(from, to string) bool {
	s := p.StageOf(from)
	return s != nil && slices.Contains(s.To, to)
}

func init() {
	meta.RegisterKey(meta.Key{Name: key, Decode: meta.Decoder[Pipeline](), Check: checkPipeline})
}

// Of answers m's pipeline, or nil.
func Of(m *meta.Model) *Pipeline { return meta.ExtensionOf[Pipeline](m, key) }

// StageModelOf answers the pipeline stage that stage model records, and the moving model,
// when model is a stage model of some pipeline.
func StageModelOf(r *meta.Registry, model string) (*meta.Model, *Stage) {
	for _, m := range r.ModelsWith(key) {
		for _, s := range Of(m).Stages {
			if s.Model == model {
				return m, s
			}
		}
	}
	return nil, nil
}

func checkPipeline(r *meta.Registry, m *meta.Model, _ any) error {
	p := Of(m)
	fail := func(field, format string, args ...any) error {
		return meta.Fail(m, field, "%s", "pipeline: "+fmt.Sprintf(format, args...))
	}
	sf := m.Field(p.Stage)
	if sf == nil || (sf.Type != "dropdown" && sf.Type != "radio") {
		return fail(p.Stage, "stage must name a dropdown or radio field of %s", m.Name)
	}
	if p.Board != "" {
		if b := m.Field(p.Board); b == nil || b.Type != "foreignkey" || b.Multiple {
			return fail(p.Board, "board must name a single foreignkey of %s", m.Name)
		}
	}
	if len(p.Stages) == 0 {
		return fail("", "list the stages")
	}
	codes := map[string]bool{}
	for _, s := range p.Stages {
		if codes[s.Code] {
			return fail(p.Stage, "stage %s appears twice", s.Code)
		}
		codes[s.Code] = true
	}
	for _, s := range p.Stages {
		for _, to := range s.To {
			if !codes[to] {
				return fail(p.Stage, "stage %s moves to %s, which is not a stage", s.Code, to)
			}
		}
		if s.Model == "" {
			if len(s.Update) > 0 {
				return fail(p.Stage, "stage %s: update needs a stage model", s.Code)
			}
			continue
		}
		sm := r.Model(s.Model)
		if sm == nil {
			return fail(p.Stage, "stage %s: model %s is not defined", s.Code, s.Model)
		}
		var vias []string
		for _, f := range sm.Fields {
			if f.Type == "foreignkey" && f.To == m.Name && !f.Multiple {
				vias = append(vias, f.Name)
			}
		}
		if len(vias) != 1 {
			return fail(p.Stage, "stage %s: model %s needs exactly one single foreignkey to %s", s.Code, s.Model, m.Name)
		}
		s.Via = vias[0]
		for _, l := range p.Links {
			own, theirs := m.Field(l), sm.Field(l)
			if own == nil || theirs == nil || own.Type != theirs.Type || own.To != theirs.To {
				return fail(l, "links: %s must be the same kind of field on %s and %s", l, m.Name, s.Model)
			}
		}
		if s.From != "" {
			if f := sm.Field(s.From); f == nil || f.OptionList() != sf.OptionList() {
				return fail(s.From, "stage %s: from must name a field of %s with the stage's options", s.Code, s.Model)
			}
		}
		for to, from := range s.Update {
			tf, ff := m.Field(to), sm.Field(from)
			if tf == nil || ff == nil {
				return fail(to, "stage %s: update %s from %s.%s: both must be fields", s.Code, to, s.Model, from)
			}
			if tf.Kind().Storage(tf) != ff.Kind().Storage(ff) {
				return fail(to, "stage %s: update %s from %s.%s: the fields store different kinds of value", s.Code, to, s.Model, from)
			}
		}
	}
	return nil
}
