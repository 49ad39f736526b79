package pipeline

import (
	"strings"
	"testing"
	"testing/fstest"

	"huntline/meta"
)

// A pipeline names a stage field, stages moving only to stages, stage models linking back
// exactly once, links and copied fields that exist on both sides.
func TestPipelineChecks(t *testing.T) {
	step := `{"name": "step", "label": {"en": "Step"}, "name_template": "{{deal}}", "fields": [
		{"name": "deal", "type": "foreignkey", "to": "deal", "required": true, "label": {"en": "Deal"}},
		{"name": "owner", "type": "foreignkey", "to": "user", "label": {"en": "Owner"}},
		{"name": "on", "type": "date", "label": {"en": "On"}},
		{"name": "note", "type": "char", "label": {"en": "Note"}},
		{"name": "left", "type": "dropdown", "options": [{"code": "a"}], "label": {"en": "Left"}}]}`
	deal := func(pipeline string) string {
		return `{"name": "deal", "label": {"en": "Deal"}, "name_template": "{{ref}}", "pipeline": ` + pipeline + `, "fields": [
			{"name": "ref", "type": "char", "label": {"en": "Ref"}},
			{"name": "owner", "type": "foreignkey", "to": "user", "label": {"en": "Owner"}},
			{"name": "closedOn", "type": "date", "label": {"en": "Closed"}},
			{"name": "stage", "type": "dropdown", "options": [{"code": "a"}, {"code": "b"}], "label": {"en": "Stage"}}]}`
	}
	cases := []struct{ pipeline, want string }{
		{`{"stage": "stage", "links": ["owner"], "stages": [{"code": "a", "to": ["b"]}, {"code": "b", "model": "step", "to": [], "update": {"closedOn": "on"}}]}`, ""},
		{`{"stage": "ref", "stages": [{"code": "a", "to": []}]}`, "stage must name a dropdown or radio field"},
		{`{"stage": "stage", "stages": [{"code": "a", "to": ["c"]}]}`, "stage a moves to c, which is not a stage"},
		{`{"stage": "stage", "stages": [{"code": "a", "to": []}, {"code": "a", "to": []}]}`, "stage a appears twice"},
		{`{"stage": "stage", "stages": [{"code": "a", "model": "nope", "to": []}]}`, "model nope is not defined"},
		{`{"stage": "stage", "board": "ref", "stages": [{"code": "a", "to": []}]}`, "board must name a single foreignkey"},
		{`{"stage": "stage", "links": ["ref"], "stages": [{"code": "a", "model": "step", "to": []}]}`, "links: ref must be the same kind of field"},
		{`{"stage": "stage", "stages": [{"code": "a", "model": "step", "to": [], "update": {"closedOn": "owner"}}]}`, "store different kinds of value"},
		{`{"stage": "stage", "stages": [{"code": "a", "model": "step", "to": [], "update": {"nope": "on"}}]}`, "both must be fields"},
		{`{"stage": "stage", "stages": [{"code": "a", "model": "step", "to": [], "from": "left"}]}`, "from must name a field of step with the stage's options"},
		{`{"stage": "stage", "stages": [{"code": "a", "to": [], "update": {"closedOn": "on"}}]}`, "update needs a stage model"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/deal.json": {Data: []byte(deal(c.pipeline))}, "models/step.json": {Data: []byte(step)}}
		r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "partner", FS: partner})
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.pipeline, err, c.want)
			continue
		}
		if c.want == "" {
			p := Of(r.Model("deal"))
			if !p.Allows("a", "b") || p.Allows("b", "a") || p.StageOf("b").Via != "deal" {
				t.Errorf("the loaded pipeline: %+v", p)
			}
			if m, s := StageModelOf(r, "step"); m == nil || m.Name != "deal" || s.Code != "b" {
				t.Errorf("StageModelOf(step): %v %v", m, s)
			}
		}
	}
}
