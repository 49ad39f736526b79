package all

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// moduleDirs maps each module's name to its package folder, relative to the repository.
func moduleDirs(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, root := range []string{"../../modules", "../../plugins"} {
		entries, _ := os.ReadDir(root)
		for _, e := range entries {
			if e.IsDir() && e.Name() != "all" {
				out[e.Name()] = filepath.Join(root, e.Name())
			}
		}
	}
	return out
}

// imports answers the huntline packages a folder's non-test Go files import.
func imports(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			if p := strings.Trim(imp.Path.Value, `"`); strings.HasPrefix(p, "huntline/") {
				out = append(out, p)
			}
		}
	}
	return out
}

// The layers hold: the core imports no module, and a module imports another only when it
// declares it in Requires.
func TestModulesReachOnlyWhatTheyDeclare(t *testing.T) {
	dirs := moduleDirs(t)
	coreDirs := []string{"../../engine", "../../engine/rest", "../../gql", "../../meta", "../../store"}
	for _, d := range coreDirs {
		for _, imp := range imports(t, d) {
			if strings.HasPrefix(imp, "huntline/modules/") || strings.HasPrefix(imp, "huntline/plugins/") {
				t.Errorf("%s imports %s: the core knows no module", d, imp)
			}
		}
	}
	for _, m := range List(Config{}) {
		info := m.Info()
		dir, ok := dirs[info.Name]
		if !ok {
			t.Errorf("module %s: no folder modules/%s or plugins/%s", info.Name, info.Name, info.Name)
			continue
		}
		for _, imp := range imports(t, dir) {
			for _, prefix := range []string{"huntline/modules/", "huntline/plugins/"} {
				other, isModule := strings.CutPrefix(imp, prefix)
				// A module's own packages (modules/resume/parse) are its own business, and
				// plugins/internal (the simulators' toolkit) is a library of no module.
				owner := strings.Split(other, "/")[0]
				if isModule && owner != info.Name && owner != "internal" && !slices.Contains(info.Requires, owner) {
					t.Errorf("module %s imports %s without declaring it in Requires", info.Name, imp)
				}
			}
		}
	}
}

// Every module is complete: a name, a label in each language, a README, and translations of
// its messages that agree between zh_CN and zh_TW.
func TestModulesAreComplete(t *testing.T) {
	dirs := moduleDirs(t)
	for _, m := range List(Config{}) {
		info := m.Info()
		for _, lang := range []string{"en", "zh_CN", "zh_TW"} {
			if info.Label[lang] == "" || info.Description[lang] == "" {
				t.Errorf("module %s: no label or description in %s", info.Name, lang)
			}
		}
		if _, err := os.Stat(filepath.Join(dirs[info.Name], "README.md")); err != nil {
			t.Errorf("module %s: no README.md", info.Name)
		}
		if info.Catalogues == nil {
			continue
		}
		keys := map[string][]string{}
		for _, f := range []string{"zh-CN.json", "zh-TW.json"} {
			raw, err := fs.ReadFile(info.Catalogues, f)
			if err != nil {
				t.Errorf("module %s: %v", info.Name, err)
				continue
			}
			var cat map[string]string
			if err := json.Unmarshal(raw, &cat); err != nil {
				t.Errorf("module %s: %s: %v", info.Name, f, err)
			}
			for k := range cat {
				keys[f] = append(keys[f], k)
			}
			slices.Sort(keys[f])
		}
		if !slices.Equal(keys["zh-CN.json"], keys["zh-TW.json"]) {
			t.Errorf("module %s: the catalogues hold different keys: %v / %v", info.Name, keys["zh-CN.json"], keys["zh-TW.json"])
		}
	}
}
