package meta

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing/fstest"
)

// Change is one change over the shipped metadata, made by an admin or an installed model
// package and stored in the database. Changes are applied to the model files' JSON before
// they are validated, every time the registry is built, so a release's changes to a shipped
// model still arrive under the company's own.
type Change struct {
	Kind  string          // one of the Change* kinds
	Model string          // the model changed; empty for ChangeOptions
	Key   string          // field name, view key (see ViewKey), suffix code or tab name
	Doc   json.RawMessage // the JSON the kind describes
}

// The kinds of Change.
const (
	ChangeModel     = "model"     // Doc: a whole model file (from a package)
	ChangeOptions   = "options"   // Doc: an options file {"lists": [...]} (from a package)
	ChangeField     = "field"     // Doc: a field; its keys replace the shipped field's, or it is added
	ChangeView      = "view"      // Doc: a view; Key from ViewKey
	ChangeSuffix    = "suffix"    // Doc: a suffix without views, or {"deleted": true}
	ChangeDetailTab = "detailtab" // Doc: a detail tab, or {"deleted": true}; with Key AllTabs the whole ordered list
)

// AllTabs is the key of a ChangeDetailTab that replaces the model's tabs, in order.
const AllTabs = "*"

// ViewKey names the view a ChangeView replaces: suffix code, scene and view name.
func ViewKey(suffix, scene, view string) string {
	if scene == "" {
		scene = "normal"
	}
	return suffix + "|" + scene + "|" + view
}

// LoadWith is Load with the stored changes applied over the sources.
func LoadWith(changes []Change, sources ...Source) (*Registry, error) {
	byModel := map[string][]Change{}
	files := fstest.MapFS{}
	for i, c := range changes {
		switch c.Kind {
		case ChangeModel:
			files[fmt.Sprintf("models/%s.json", c.Model)] = &fstest.MapFile{Data: c.Doc}
		case ChangeOptions:
			files[fmt.Sprintf("options/%s-%d.json", c.Key, i)] = &fstest.MapFile{Data: c.Doc}
		default:
			byModel[c.Model] = append(byModel[c.Model], c)
		}
	}
	all := sources
	if len(files) > 0 {
		all = append(append([]Source{}, sources...), Source{Name: "packages", FS: files})
	}
	return load(byModel, all...)
}

// applyChanges rewrites a model file's JSON with the changes made to that model.
// The tabs modules add (exts) show while the module is on even where the company's stored tab
// order predates the module: a tab it does not name goes where the module places it.
func applyChanges(raw []byte, changes []Change, exts []extension) ([]byte, error) {
	if len(changes) == 0 {
		return raw, nil
	}
	var doc map[string]any
	if err := decodeNumbers(raw, &doc); err != nil {
		return raw, nil // the schema check reports broken JSON with its file
	}
	for _, c := range changes {
		if c.Kind == ChangeDetailTab && c.Key == AllTabs {
			var tabs []any
			if err := decodeNumbers(c.Doc, &tabs); err != nil {
				return nil, fmt.Errorf("stored detail tabs: %w", err)
			}
			doc["detail_tabs"] = withModuleTabs(tabs, exts)
			continue
		}
		var patch map[string]any
		if err := decodeNumbers(c.Doc, &patch); err != nil {
			return nil, fmt.Errorf("stored %s change %q: %w", c.Kind, c.Key, err)
		}
		switch c.Kind {
		case ChangeField:
			doc["fields"] = mergeNamed(list(doc["fields"]), "name", c.Key, patch, map[string]any{"custom": true})
		case ChangeSuffix:
			doc["suffixes"] = mergeNamed(list(doc["suffixes"]), "code", c.Key, patch, nil)
		case ChangeDetailTab:
			doc["detail_tabs"] = mergeNamed(list(doc["detail_tabs"]), "name", c.Key, patch, nil)
		case ChangeView:
			if err := setView(doc, c.Key, patch); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("stored change of unknown kind %q", c.Kind)
		}
	}
	return json.Marshal(doc)
}

// mergeNamed merges patch over the item whose key equals name, or appends it (with extra
// keys) when there is none; a patch {"deleted": true} removes the item.
func mergeNamed(items []any, key, name string, patch, extra map[string]any) []any {
	deleted := patch["deleted"] == true
	for i, it := range items {
		m, _ := it.(map[string]any)
		if m == nil || m[key] != name {
			continue
		}
		if deleted {
			return append(items[:i:i], items[i+1:]...)
		}
		for k, v := range patch {
			if v == nil {
				delete(m, k)
			} else {
				m[k] = v
			}
		}
		return items
	}
	if deleted {
		if items == nil {
			return []any{} // a list the file never had stays a list: null is not one
		}
		return items
	}
	patch[key] = name
	for k, v := range extra {
		patch[k] = v
	}
	return append(items, patch)
}

// setView puts a view at suffix|scene|view: in the suffix's own views when it has a code,
// else in the model's views or scenes.
func setView(doc map[string]any, key string, view map[string]any) error {
	parts := strings.Split(key, "|")
	if len(parts) != 3 {
		return fmt.Errorf("stored view change has a malformed key %q", key)
	}
	suffix, scene, name := parts[0], parts[1], parts[2]
	holder := doc
	if suffix != "" {
		holder = nil
		for _, it := range list(doc["suffixes"]) {
			if m, _ := it.(map[string]any); m != nil && m["code"] == suffix {
				holder = m
			}
		}
		if holder == nil {
			return nil // the suffix is gone; its views go with it
		}
	}
	var views map[string]any
	if scene == "normal" {
		views = object(holder, "views")
	} else {
		views = object(object(holder, "scenes"), scene)
	}
	views[name] = view
	return nil
}

func object(doc map[string]any, key string) map[string]any {
	m, _ := doc[key].(map[string]any)
	if m == nil {
		m = map[string]any{}
		doc[key] = m
	}
	return m
}

func list(v any) []any {
	l, _ := v.([]any)
	return l
}

// decodeNumbers decodes JSON keeping numbers as written, so a rewritten model file says
// exactly what the stored one did.
func decodeNumbers(raw []byte, out any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	return dec.Decode(out)
}
