package meta

import (
	"encoding/json"
	"fmt"
	"path"
	"slices"
)

// A module adds fields and detail tabs to models it does not own with files in its metadata
// folder's extends/ (one per model extended):
//
//	{"model": "candidate",
//	 "fields": [{"name": "telephone_set", "type": "reverse_foreignkey", ...}],
//	 "detail_tabs": [{"after": "note_set", "name": "telephone_set", ...}],
//	 "view_fields": {"edit": {"notes": ["resumes"]}},
//	 "view_groups": {"edit": [{"after": "experience", "name": "education", "fields": ["education_set"], ...}]}}
//
// view_fields appends the module's fields to groups of the model's views (view → group →
// fields), and view_groups adds whole groups to them (each after the group it names, else
// last), so a form shows them only while the module is on: the model's own file cannot
// name a field a module brings, since without the module its views would name nothing.
//
// They are applied to the model's file before the company's changes and the schema check,
// so a field added this way is validated, stored and changed like one of the model's own;
// when the module is off, the model is as if it had never been extended.
type extension struct {
	Model      string                         `json:"model"`
	Fields     []map[string]any               `json:"fields"`
	DetailTabs []map[string]any               `json:"detail_tabs"`
	ViewFields map[string]map[string][]string `json:"view_fields"`
	ViewGroups map[string][]map[string]any    `json:"view_groups"`
	file       string
}

// readExtensions reads every source's extends/*.json, by model, in source order. A file that
// two sources ship alike (same name, same bytes: a library of metadata several plugins embed,
// such as the job boards' publications) is applied once, so the plugins can be on together.
func readExtensions(sources []Source) (map[string][]extension, error) {
	out := map[string][]extension{}
	seen := map[string]bool{}
	for _, src := range sources {
		files, err := readJSONFiles(src, "extends")
		if err != nil {
			return nil, err
		}
		for _, file := range sortedKeys(files) {
			same := path.Base(file) + "\x00" + string(files[file])
			if seen[same] {
				continue
			}
			seen[same] = true
			var x extension
			if err := decodeNumbers(files[file], &x); err != nil {
				return nil, &LoadError{File: file, Problem: "not valid JSON: " + err.Error()}
			}
			if x.Model == "" {
				return nil, &LoadError{File: file, Problem: `"model": name the model this file extends`}
			}
			x.file = path.Base(file)
			out[x.Model] = append(out[x.Model], x)
		}
	}
	return out, nil
}

// applyExtensions adds the extensions' fields and tabs to a model file's JSON.
func applyExtensions(raw []byte, xs []extension) ([]byte, error) {
	var doc map[string]any
	if err := decodeNumbers(raw, &doc); err != nil {
		return raw, nil // the schema check reports broken JSON with its file
	}
	for _, x := range xs {
		fields := list(doc["fields"])
		for _, f := range x.Fields {
			fields = append(fields, f)
		}
		doc["fields"] = fields
		tabs := list(doc["detail_tabs"])
		for _, t := range x.DetailTabs {
			var ok bool
			var after string
			if tabs, after, ok = insertAfter(tabs, t); !ok {
				return nil, fmt.Errorf("extends/%s: detail tab %v: there is no tab %q to put it after", x.file, t["name"], after)
			}
		}
		if len(tabs) > 0 {
			doc["detail_tabs"] = tabs
		}
		if err := addViewGroups(doc, x); err != nil {
			return nil, err
		}
		if err := addViewFields(doc, x); err != nil {
			return nil, err
		}
	}
	return json.Marshal(doc)
}

// withModuleTabs adds to a stored tab order the modules' tabs it does not name, each after
// its anchor when the order has it, else at the end.
func withModuleTabs(tabs []any, exts []extension) []any {
	has := func(name any) int {
		return slices.IndexFunc(tabs, func(it any) bool { m, _ := it.(map[string]any); return m != nil && m["name"] == name })
	}
	for _, x := range exts {
		for _, t := range x.DetailTabs {
			if has(t["name"]) >= 0 {
				continue
			}
			tab := map[string]any{}
			for k, v := range t {
				tab[k] = v
			}
			at := len(tabs)
			if after, _ := tab["after"].(string); after != "" && has(after) >= 0 {
				at = has(after) + 1
			}
			delete(tab, "after")
			tabs = slices.Insert(tabs, at, any(tab))
		}
	}
	return tabs
}

// addViewFields appends x's view_fields to the groups of doc's views.
func addViewFields(doc map[string]any, x extension) error {
	views, _ := doc["views"].(map[string]any)
	for _, vname := range sortedKeys(x.ViewFields) {
		v, _ := views[vname].(map[string]any)
		for _, gname := range sortedKeys(x.ViewFields[vname]) {
			groups := list(v["groups"])
			i := slices.IndexFunc(groups, func(it any) bool { m, _ := it.(map[string]any); return m != nil && m["name"] == gname })
			if i < 0 {
				return fmt.Errorf("extends/%s: view_fields: the view %q has no group %q", x.file, vname, gname)
			}
			g := groups[i].(map[string]any)
			fields := list(g["fields"])
			for _, f := range x.ViewFields[vname][gname] {
				if !slices.Contains(fields, any(f)) {
					fields = append(fields, f)
				}
			}
			g["fields"] = fields
		}
	}
	return nil
}

// addViewGroups inserts x's view_groups into doc's views, each after its "after" group.
func addViewGroups(doc map[string]any, x extension) error {
	views, _ := doc["views"].(map[string]any)
	for _, vname := range sortedKeys(x.ViewGroups) {
		v, _ := views[vname].(map[string]any)
		if v == nil {
			return fmt.Errorf("extends/%s: view_groups: the model has no view %q", x.file, vname)
		}
		groups := list(v["groups"])
		for _, g := range x.ViewGroups[vname] {
			var ok bool
			var after string
			if groups, after, ok = insertAfter(groups, g); !ok {
				return fmt.Errorf("extends/%s: view_groups: the view %q has no group %q to put %v after", x.file, vname, after, g["name"])
			}
		}
		v["groups"] = groups
	}
	return nil
}

// insertAfter inserts a copy of entry, without its "after" key, right after the entry of
// list named by "after", or last when it names none; ok is false when the named entry is
// not there.
func insertAfter(list []any, entry map[string]any) (out []any, after string, ok bool) {
	e := map[string]any{}
	for k, v := range entry {
		e[k] = v
	}
	after, _ = e["after"].(string)
	delete(e, "after")
	at := len(list)
	if after != "" {
		i := slices.IndexFunc(list, func(it any) bool { m, _ := it.(map[string]any); return m != nil && m["name"] == after })
		if i < 0 {
			return list, after, false
		}
		at = i + 1
	}
	return slices.Insert(list, at, any(e)), after, true
}
