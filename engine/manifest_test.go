package engine

import (
	"strings"
	"testing"
	"testing/fstest"
)

// module.json declares a module; the folders beside it are found, a broken one says why.
func TestReadManifest(t *testing.T) {
	good := fstest.MapFS{
		"module.json":        {Data: []byte(`{"name": "x", "plugin": true, "requires": ["y"], "label": {"en": "X"}, "settings": {"x_on": true}}`)},
		"meta/models/x.json": {Data: []byte(`{}`)},
		"i18n/zh-CN.json":    {Data: []byte(`{}`)},
	}
	info, err := ReadManifest(good)
	if err != nil {
		t.Fatal(err)
	}
	if info.Name != "x" || !info.Plugin || info.Requires[0] != "y" || info.Label["en"] != "X" || info.Settings["x_on"] != true {
		t.Errorf("read %+v", info)
	}
	if info.Meta == nil || info.Catalogues == nil || info.Migrations != nil {
		t.Errorf("folders: meta %v, i18n %v, migrations %v", info.Meta, info.Catalogues, info.Migrations)
	}
	for _, tc := range []struct{ name, raw, want string }{
		{"no file", "", "module manifest"},
		{"not JSON", `{`, "module.json"},
		{"no name", `{"label": {"en": "X"}}`, `"name" is missing`},
	} {
		files := fstest.MapFS{}
		if tc.raw != "" {
			files["module.json"] = &fstest.MapFile{Data: []byte(tc.raw)}
		}
		if _, err := ReadManifest(files); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
