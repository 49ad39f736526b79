package tags

import (
	"strings"
	"testing"
	"testing/fstest"

	"huntline/meta"
)

// A broken tag_library key stops loading with the file, model, field and problem named.
func TestLibraryKeyChecked(t *testing.T) {
	cases := []struct {
		name, file, want string
	}{
		{"tag library group not a foreignkey", `{"name": "a_lib", "label": {"en": "X"}, "name_template": "{{a}}", "tag_library": {"name": "a", "group": "a", "permission": "p"}, "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}]}`,
			"model a_lib, field a: tag_library.group must name a required single foreignkey"},
		{"second tag library", `{"name": "aaa", "label": {"en": "X"}, "name_template": "{{a}}", "tag_library": {"name": "a", "group": "g", "permission": "permission"}, "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}, {"name": "g", "type": "foreignkey", "to": "taggroup", "required": true, "label": {"en": "G"}}]}`,
			"already holds the tag library"},
	}
	for _, c := range cases {
		partner := fstest.MapFS{"models/x.json": {Data: []byte(c.file)}}
		_, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin}, meta.Source{Name: "partner", FS: partner})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	r, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		t.Fatal(err)
	}
	if lib := LibraryModel(r); lib == nil || LibraryOf(lib).Group == "" || GroupModel(r, lib) == nil {
		t.Fatalf("the shipped tag library: %v", lib)
	}
}
