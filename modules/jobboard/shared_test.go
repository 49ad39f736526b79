package jobboard

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"huntline/engine"
	"huntline/meta"
)

// A plugin's files with the shared meta laid under them: the plugin's own win, folders list
// both sides, and the engine reads the result as a module declaration.
func TestWithShared(t *testing.T) {
	own := fstest.MapFS{
		"module.json":                {Data: []byte(`{"name": "fakeboard", "plugin": true, "requires": ["jobboard", "resume"]}`)},
		"meta/models/fakething.json": {Data: []byte(`{}`)},
		"meta/options/jobboard.json": {Data: []byte(`{"own": true}`)},
		"i18n/zh-CN.json":            {Data: []byte(`{}`)},
	}
	o := WithShared(own)
	if err := fstest.TestFS(o, "module.json", "meta/models/fakething.json", "meta/models/publication.json", "meta/extends/joborder.json", "i18n/zh-CN.json"); err != nil {
		t.Fatal(err)
	}
	if b, _ := fs.ReadFile(o, "meta/options/jobboard.json"); string(b) != `{"own": true}` {
		t.Errorf("own's file should win, got %s", b)
	}
	info := engine.MustManifest(o)
	if info.Meta == nil {
		t.Fatal("no meta folder")
	}
	names, err := fs.Glob(info.Meta, "models/*.json")
	if err != nil || len(names) != 2 {
		t.Errorf("models = %v, %v; want fakething and publication", names, err)
	}
}

// The shared metadata loads over the built-in models: the publication model, its lists and
// the job's tab after the pipeline.
func TestSharedMetaLoads(t *testing.T) {
	sub, _ := fs.Sub(WithShared(fstest.MapFS{"module.json": {Data: []byte(`{"name": "x"}`)}}), "meta")
	r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "a", FS: sub}, meta.Source{Name: "b", FS: sub})
	if err != nil {
		t.Fatal(err)
	}
	if r.Model("publication") == nil {
		t.Fatal("no publication model")
	}
	tabs := r.Model("joborder").DetailTabs
	for i, dt := range tabs {
		if dt.Name == "publication_set" {
			if i == 0 || tabs[i-1].Name != "pipeline_board" {
				t.Errorf("the Publications tab follows %q, want pipeline_board", tabs[i-1].Name)
			}
			return
		}
	}
	t.Error("no Publications tab on the job")
}
