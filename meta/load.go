package meta

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// LoadError names the file, model and field of a broken definition and says what is wrong.
type LoadError struct {
	File, Model, Field, Problem string
	Action                      string // the action of the model's "actions" at fault
	// Key is the key of the field's definition at fault (expression, options, ...), when
	// known, so an editor can show the problem at its input.
	Key string
}

func (e *LoadError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Model != "" {
		b.WriteString(": model " + e.Model)
	}
	if e.Action != "" {
		b.WriteString(", action " + e.Action)
	}
	if e.Field != "" {
		b.WriteString(", field " + e.Field)
	}
	b.WriteString(": " + e.Problem)
	return b.String()
}

// Source is a folder of metadata: models/*.json and options/*.json. Later sources override
// earlier ones model by model and list by list, so a partner folder can replace a built-in.
type Source struct {
	Name string // shown in errors, e.g. "meta" or the partner folder
	FS   fs.FS
}

// reservedModels are path segments the REST layer uses for its own calls; a module adds the
// ones its routes use (ReserveModelNames).
var reservedModels = map[string]bool{"data": true, "options": true, "custom_field": true, "asynctask": true, "health": true, "file": true, "actionaccess": true, "operationlog": true, "feedcontent": true, "plugin": true}

// ReserveModelNames keeps names, path segments of a module's routes (/rest/{name}/...), from
// being model names; a module calls it from an init function.
func ReserveModelNames(names ...string) {
	keysMu.Lock()
	defer keysMu.Unlock()
	for _, n := range names {
		reservedModels[n] = true
	}
}

// reserved tells whether name is a path segment of the REST layer's or a module's calls.
func reserved(name string) bool {
	keysMu.RLock()
	defer keysMu.RUnlock()
	return reservedModels[name]
}

// Load reads, validates and links every model and option list of the sources.
func Load(sources ...Source) (*Registry, error) { return load(nil, sources...) }

func load(changes map[string][]Change, sources ...Source) (*Registry, error) {
	sch, err := compileSchemas()
	if err != nil {
		return nil, err
	}
	r := &Registry{models: map[string]*Model{}, options: map[string]*OptionList{}}
	for _, src := range sources {
		if err := r.loadOptions(src, sch["options"]); err != nil {
			return nil, err
		}
	}
	exts, err := readExtensions(sources)
	if err != nil {
		return nil, err
	}
	for _, src := range sources {
		if err := r.loadModels(src, sch["model"], exts, changes); err != nil {
			return nil, err
		}
	}
	if len(r.models) == 0 {
		return nil, errors.New("meta: no models found")
	}
	for name, xs := range exts {
		if r.models[name] == nil {
			return nil, &LoadError{File: xs[0].file, Model: name, Problem: "extends a model there is not"}
		}
	}
	if err := r.link(); err != nil {
		return nil, err
	}
	r.parents = map[string][]*Field{}
	for _, m := range r.Models() {
		for _, f := range m.Fields {
			if f.Collection != nil {
				r.parents[f.To] = append(r.parents[f.To], f)
			}
		}
	}
	links, adds := map[string]*NavLink{}, map[string]*NavAdd{}
	for _, src := range sources {
		if err := r.loadNavigation(src, sch["navigation"], links, adds); err != nil {
			return nil, err
		}
	}
	if err := r.linkNavigation(links, adds); err != nil {
		return nil, err
	}
	return r, nil
}

func compileSchemas() (map[string]*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	out := map[string]*jsonschema.Schema{}
	for _, name := range []string{"model", "options", "navigation"} {
		raw, err := Builtin.ReadFile("schema/" + name + ".schema.json")
		if err != nil {
			return nil, fmt.Errorf("meta: read schema: %w", err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("meta: schema %s: %w", name, err)
		}
		if name == "model" {
			if err := addKeySchemas(doc); err != nil {
				return nil, err
			}
		}
		if err := c.AddResource("https://huntline.dev/schema/"+name+".schema.json", doc); err != nil {
			return nil, fmt.Errorf("meta: schema %s: %w", name, err)
		}
	}
	for _, name := range []string{"model", "options", "navigation"} {
		s, err := c.Compile("https://huntline.dev/schema/" + name + ".schema.json")
		if err != nil {
			return nil, fmt.Errorf("meta: compile schema %s: %w", name, err)
		}
		out[name] = s
	}
	return out, nil
}

func readJSONFiles(src Source, dir string) (map[string][]byte, error) {
	entries, err := fs.ReadDir(src.FS, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("meta: %s/%s: %w", src.Name, dir, err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		raw, err := fs.ReadFile(src.FS, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("meta: %s: %w", e.Name(), err)
		}
		out[path.Join(src.Name, dir, e.Name())] = raw
	}
	return out, nil
}

func (r *Registry) loadOptions(src Source, sch *jsonschema.Schema) error {
	files, err := readJSONFiles(src, "options")
	if err != nil {
		return err
	}
	for _, file := range sortedKeys(files) {
		var doc struct {
			Lists []*OptionList `json:"lists"`
		}
		if err := validateAndDecode(file, files[file], sch, &doc, nil); err != nil {
			return err
		}
		for _, l := range doc.Lists {
			if err := checkOptions(l.Options); err != nil {
				return &LoadError{File: file, Problem: fmt.Sprintf("option list %s: %s", l.Key, err)}
			}
			r.options[l.Key] = l
		}
	}
	return nil
}

func checkOptions(opts []Option) error {
	seen := map[string]bool{}
	for _, o := range opts {
		if seen[o.Code] {
			return fmt.Errorf("option code %q appears twice", o.Code)
		}
		seen[o.Code] = true
	}
	return nil
}

func (r *Registry) loadModels(src Source, sch *jsonschema.Schema, exts map[string][]extension, changes map[string][]Change) error {
	files, err := readJSONFiles(src, "models")
	if err != nil {
		return err
	}
	for _, file := range sortedKeys(files) {
		raw := files[file]
		var head struct {
			Name string `json:"name"`
		}
		json.Unmarshal(raw, &head)
		if xs := exts[head.Name]; len(xs) > 0 {
			if raw, err = applyExtensions(raw, xs); err != nil {
				return &LoadError{File: file, Model: head.Name, Problem: err.Error()}
			}
		}
		if len(changes[head.Name]) > 0 {
			if raw, err = applyChanges(raw, changes[head.Name], exts[head.Name]); err != nil {
				return &LoadError{File: file, Model: head.Name, Problem: err.Error()}
			}
			file += " (with the company's changes)"
		}
		m := &Model{}
		if err := validateAndDecode(file, raw, sch, m, fieldNamer(raw)); err != nil {
			return err
		}
		if err := m.readExtensions(file, raw); err != nil {
			return err
		}
		if reserved(m.Name) {
			return &LoadError{File: file, Model: m.Name, Problem: "this name is reserved for the REST layer; choose another"}
		}
		m.File = file
		r.models[m.Name] = m
		r.byName.Store(nil)
	}
	return nil
}

// validateAndDecode checks raw against the schema, naming the model and field of the first
// problems, and then decodes it into out.
func validateAndDecode(file string, raw []byte, sch *jsonschema.Schema, out any, namer func([]string) (string, string)) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return &LoadError{File: file, Problem: "not valid JSON: " + err.Error()}
	}
	if err := sch.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if errors.As(err, &ve) {
			return schemaError(file, ve, namer)
		}
		return &LoadError{File: file, Problem: err.Error()}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(out); err != nil {
		return &LoadError{File: file, Problem: err.Error()}
	}
	return nil
}

var printer = message.NewPrinter(language.English)

func schemaError(file string, ve *jsonschema.ValidationError, namer func([]string) (string, string)) error {
	leaves := leafErrors(ve)
	var problems []string
	le := &LoadError{File: file}
	for i, l := range leaves {
		if i == 3 {
			problems = append(problems, fmt.Sprintf("and %d more", len(leaves)-3))
			break
		}
		where := "/" + strings.Join(l.InstanceLocation, "/")
		if namer != nil && i == 0 {
			le.Model, le.Field = namer(l.InstanceLocation)
			if loc := l.InstanceLocation; len(loc) >= 3 && loc[0] == "fields" {
				le.Key = loc[2]
			}
		}
		problems = append(problems, fmt.Sprintf("at %s: %s", where, l.ErrorKind.LocalizedString(printer)))
	}
	le.Problem = strings.Join(problems, "; ")
	return le
}

func leafErrors(ve *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(ve.Causes) == 0 {
		return []*jsonschema.ValidationError{ve}
	}
	var out []*jsonschema.ValidationError
	for _, c := range ve.Causes {
		out = append(out, leafErrors(c)...)
	}
	return out
}

// fieldNamer maps an instance location such as fields/3/type to the model and field names
// of the raw document, so schema errors say "field owner" rather than "fields/3".
func fieldNamer(raw []byte) func([]string) (string, string) {
	var doc struct {
		Name   string `json:"name"`
		Fields []struct {
			Name string `json:"name"`
		} `json:"fields"`
	}
	_ = json.Unmarshal(raw, &doc)
	return func(loc []string) (string, string) {
		if len(loc) >= 2 && loc[0] == "fields" {
			var i int
			if _, err := fmt.Sscan(loc[1], &i); err == nil && i < len(doc.Fields) {
				return doc.Name, doc.Fields[i].Name
			}
		}
		return doc.Name, ""
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
