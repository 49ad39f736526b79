package meta

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// Keys of model definitions that a module owns (its settings on a model, the fields it
// relies on) are not meta's: meta keeps each raw on the model it was found on (Model.Extensions), and the module
// that owns the key registers how it is read and checked (RegisterKey), as Caddy's modules
// register their own config. So meta knows no feature, and a bad key still stops loading with
// the module's words, naming file, model and field. A key nobody registered is kept raw and
// unchecked beyond the JSON Schema.

// A Key is a model key a module owns.
type Key struct {
	// Name is the key as model files spell it.
	Name string
	// Decode reads the raw value into the module's own type when the model loads; the result
	// is what Model.Extension answers. A nil Decode keeps the value as json.RawMessage.
	Decode func(raw json.RawMessage) (any, error)
	// Check validates the decoded value once every model is loaded and linked; a refusal is
	// best a *LoadError naming the field at fault (see Fail).
	Check func(r *Registry, m *Model, v any) error
	// Schema is the JSON Schema of the value, for a key the shipped schema
	// (schema/model.schema.json) does not describe: a partner module's key. The shipped
	// schema's own description of a key wins.
	Schema string
}

// A FieldKey is a key of field definitions a module owns: kept raw on the field
// (Field.Extensions), decoded and checked as a Key is.
type FieldKey struct {
	Name   string
	Decode func(raw json.RawMessage) (any, error)
	Check  func(r *Registry, m *Model, f *Field, v any) error
	Schema string
}

var (
	keysMu    sync.RWMutex
	keys      = map[string]Key{}
	fieldKeys = map[string]FieldKey{}
)

// RegisterKey declares a model key a module owns; a module calls it from an init function so
// every load of the binary checks the key. Registering a key meta owns, or one twice, panics.
func RegisterKey(k Key) { registerKey(keys, ownModelKeys(), "key", k.Name, k) }

// RegisterFieldKey declares a field key a module owns, as RegisterKey does a model key.
func RegisterFieldKey(k FieldKey) { registerKey(fieldKeys, ownFieldKeys(), "field key", k.Name, k) }

func registerKey[K any](into map[string]K, own map[string]struct{}, what, name string, k K) {
	keysMu.Lock()
	defer keysMu.Unlock()
	if _, taken := own[name]; taken || name == "" {
		panic(fmt.Sprintf("meta: %q is not a %s a module can own", name, what))
	}
	if _, dup := into[name]; dup {
		panic(fmt.Sprintf("meta: %s %q is registered twice", what, name))
	}
	into[name] = k
}

// registeredKeys answers the registered keys in name order, so checks run in a fixed order.
func registeredKeys() []Key {
	keysMu.RLock()
	defer keysMu.RUnlock()
	out := make([]Key, 0, len(keys))
	for _, k := range keys {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Extension answers the decoded value of key on m (what its Key.Decode made of it), or nil
// when m does not carry it.
func (m *Model) Extension(key string) any { return m.ext[key] }

// ModelsWith lists, by name, the models carrying key.
func (r *Registry) ModelsWith(key string) []*Model {
	var out []*Model
	for _, m := range r.sorted() {
		if _, ok := m.Extensions[key]; ok {
			out = append(out, m)
		}
	}
	return out
}

// ModelWith answers the model carrying key for which is returns true, the first by name,
// or nil: for keys one model at most may carry.
func (r *Registry) ModelWith(key string, is func(v any) bool) *Model {
	for _, m := range r.ModelsWith(key) {
		if is == nil || is(m.Extension(key)) {
			return m
		}
	}
	return nil
}

// Fail is the load error of a module's key: the model's file and name, the field at fault
// (may be empty) and the problem.
func Fail(m *Model, field, format string, args ...any) error {
	return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
}

// SetNameCopy tells where records of m keep a copied display name (NameCopy); a module's
// key check calls it for the models whose records it writes so.
func (m *Model) SetNameCopy(nc *NameCopy) { m.nameCopy = nc }

// readExtensions keeps the keys of raw, a model's definition, and of its fields that are not
// meta's own, and decodes those a module registered.
func (m *Model) readExtensions(file string, raw []byte) error {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(raw, &doc); err != nil {
		return &LoadError{File: file, Model: m.Name, Problem: err.Error()}
	}
	var fields []map[string]json.RawMessage
	if err := json.Unmarshal(doc["fields"], &fields); err != nil || len(fields) != len(m.Fields) {
		fields = nil
	}
	keysMu.RLock()
	defer keysMu.RUnlock()
	decode := func(k string, v json.RawMessage, dec func(json.RawMessage) (any, error)) (any, error) {
		if dec == nil {
			return v, nil
		}
		d, err := dec(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", k, err)
		}
		return d, nil
	}
	own := ownModelKeys()
	for k, v := range doc {
		if _, ok := own[k]; ok {
			continue
		}
		d, err := decode(k, v, keys[k].Decode)
		if err != nil {
			return &LoadError{File: file, Model: m.Name, Problem: err.Error()}
		}
		if m.Extensions == nil {
			m.Extensions, m.ext = map[string]json.RawMessage{}, map[string]any{}
		}
		m.Extensions[k], m.ext[k] = v, d
	}
	ownField := ownFieldKeys()
	for i, fdoc := range fields {
		f := m.Fields[i]
		for k, v := range fdoc {
			if _, ok := ownField[k]; ok {
				continue
			}
			d, err := decode(k, v, fieldKeys[k].Decode)
			if err != nil {
				return &LoadError{File: file, Model: m.Name, Field: f.Name, Key: k, Problem: err.Error()}
			}
			if f.Extensions == nil {
				f.Extensions, f.ext = map[string]json.RawMessage{}, map[string]any{}
			}
			f.Extensions[k], f.ext[k] = v, d
		}
	}
	return nil
}

// checkExtensions runs the registered checks of the keys m and its fields carry.
func (r *Registry) checkExtensions(m *Model) error {
	for _, k := range registeredKeys() {
		if _, ok := m.Extensions[k.Name]; !ok || k.Check == nil {
			continue
		}
		if err := k.Check(r, m, m.ext[k.Name]); err != nil {
			return err
		}
	}
	keysMu.RLock()
	names := sortedKeys(fieldKeys)
	keysMu.RUnlock()
	for _, f := range m.Fields {
		for _, name := range names {
			keysMu.RLock()
			k := fieldKeys[name]
			keysMu.RUnlock()
			if _, ok := f.Extensions[name]; !ok || k.Check == nil {
				continue
			}
			if err := k.Check(r, m, f, f.ext[name]); err != nil {
				return err
			}
		}
	}
	return nil
}

// Extension answers the decoded value of key on f, or nil when f does not carry it.
func (f *Field) Extension(key string) any { return f.ext[key] }

// FieldExtensionOf answers the value of key on f read by Decoder[T], or nil.
func FieldExtensionOf[T any](f *Field, key string) *T {
	if f == nil {
		return nil
	}
	v, _ := f.Extension(key).(*T)
	return v
}

// MarshalJSON writes the field as its definition reads, the keys modules own included.
func (f Field) MarshalJSON() ([]byte, error) {
	type plain Field // without this method
	raw, err := json.Marshal(plain(f))
	if err != nil || len(f.Extensions) == 0 {
		return raw, err
	}
	more, err := json.Marshal(f.Extensions)
	if err != nil {
		return nil, err
	}
	out := append(raw[:len(raw)-1:len(raw)-1], ',')
	return append(out, more[1:]...), nil
}

// addKeySchemas describes in doc, the model schema, the registered keys it does not.
func addKeySchemas(doc any) error {
	props := func(obj any) map[string]any {
		o, _ := obj.(map[string]any)
		p, _ := o["properties"].(map[string]any)
		return p
	}
	model := props(doc)
	defs, _ := doc.(map[string]any)["$defs"].(map[string]any)
	field := props(defs["field"])
	keysMu.RLock()
	defer keysMu.RUnlock()
	add := func(into map[string]any, name, schema string) error {
		if schema == "" || into == nil || into[name] != nil {
			return nil
		}
		var v any
		if err := json.Unmarshal([]byte(schema), &v); err != nil {
			return fmt.Errorf("meta: the schema of key %s: %w", name, err)
		}
		into[name] = v
		return nil
	}
	for name, k := range keys {
		if err := add(model, name, k.Schema); err != nil {
			return err
		}
	}
	for name, k := range fieldKeys {
		if err := add(field, name, k.Schema); err != nil {
			return err
		}
	}
	return nil
}

// ownModelKeys and ownFieldKeys are the keys Model's and Field's own fields read, from their
// json tags.
var (
	ownModelKeys = sync.OnceValue(func() map[string]struct{} { return jsonKeys(reflect.TypeOf(Model{})) })
	ownFieldKeys = sync.OnceValue(func() map[string]struct{} { return jsonKeys(reflect.TypeOf(Field{})) })
)

func jsonKeys(t reflect.Type) map[string]struct{} {
	out := map[string]struct{}{}
	for i := 0; i < t.NumField(); i++ {
		tag := t.Field(i).Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name != "" && name != "-" {
			out[name] = struct{}{}
		}
	}
	return out
}

// Decoder is the Key.Decode that reads a value into a new T.
func Decoder[T any]() func(json.RawMessage) (any, error) {
	return func(raw json.RawMessage) (any, error) {
		v := new(T)
		if err := json.Unmarshal(raw, v); err != nil {
			return nil, err
		}
		return v, nil
	}
}

// ExtensionOf answers the value of key on m read by Decoder[T], or nil when m does not carry
// it (or nil m): a module's typed accessor of its key.
func ExtensionOf[T any](m *Model, key string) *T {
	if m == nil {
		return nil
	}
	v, _ := m.Extension(key).(*T)
	return v
}
