package engine_test

import (
	"context"
	"testing"

	"huntline/engine"
)

// The engine refuses text no store can keep in record writes from any caller (an import,
// a module, a job: not only the REST layer, which refuses it first), naming the field, and
// in filters it builds or is given.
func TestEngineRefusesBadText(t *testing.T) {
	engine.ForEachStore(t, func(t *testing.T, ctx context.Context, e *engine.Engine) {
		sys := engine.System(1)
		saves := []struct {
			name  string
			data  map[string]any
			field string
			rule  string
		}{
			{"char", map[string]any{"chineseName": "a\x00b"}, "chineseName", "nul"},
			{"a list", map[string]any{"chineseName": "x", "tags": []any{"ok", "b\x00"}}, "tags.1", "nul"},
			{"not UTF-8", map[string]any{"englishName": "a\xffb"}, "englishName", "utf8"},
			{"a sub-form", map[string]any{"chineseName": "x", "workexperience_set": []any{map[string]any{"company": "c\x00"}}}, "workexperience_set.0.company", "nul"},
		}
		for _, s := range saves {
			_, err := e.Save(ctx, sys, "candidate", s.data)
			ee := engine.AsError(err)
			if err == nil || ee.Status != 400 || len(ee.Fields) != 1 || ee.Fields[0].Field != s.field || ee.Fields[0].Rule != s.rule {
				t.Errorf("%s: %v %+v", s.name, err, ee.Fields)
			}
		}
		for _, gql := range []string{"chineseName=a\x00b", "chineseName=a%00b", "keyword=%FF"} {
			if _, err := e.List(ctx, sys, "candidate", engine.ListParams{GQL: gql}); engine.AsError(err).Status != 400 {
				t.Errorf("list %q: %v", gql, err)
			}
		}
		res, err := e.List(ctx, sys, "candidate", engine.ListParams{})
		if err != nil || res.Count != 0 {
			t.Errorf("something was written: %v %v", res, err)
		}
	})
}
