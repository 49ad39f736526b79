package studio

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// FieldSave is a field as the admin editor posts it: the definition (the keys of a field in
// a model file), whether it is new, and whether the admin confirmed a type change.
type FieldSave struct {
	Doc               map[string]any
	New               bool
	ConfirmTypeChange bool
}

// shippedFieldKeys are what an admin may change on a field a model file defines: how it
// looks and is checked, never what it stores.
var shippedFieldKeys = []string{"label", "help", "required", "hidden", "facet_able", "indexed", "notmasseditable", "default_value"}

// customFieldTypes are the types an admin can give a new field (spec 000 §3).
var customFieldTypes = []string{"integer", "double", "number-range", "char", "multiline", "richtext", "checkbox", "radio",
	"dropdown", "checkboxdropdown", "date", "datetime", "rate", "foreignkey", "rollupfield", "originaltext", "expressions"}

// losslessTypeChanges are the changes of type every stored value survives as it is.
var losslessTypeChanges = map[string][]string{
	"char":             {"multiline", "originaltext"},
	"multiline":        {"originaltext"},
	"dropdown":         {"radio"},
	"radio":            {"dropdown"},
	"integer":          {"double"},
	"checkbox":         {"checkboxdropdown"},
	"checkboxdropdown": {"checkbox"},
}

var identifier = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)

// SaveField adds a custom field or changes a field, and puts the change in force at once:
// its column and index when it is indexed, its options, every screen's metadata.
func (mod *Module) SaveField(ctx context.Context, p engine.Principal, model string, in FieldSave) (*engine.FieldInfo, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("change fields")
	}
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, err
	}
	name, _ := in.Doc["name"].(string)
	if !identifier.MatchString(name) {
		return nil, fieldRefusal("name", "field_name", "a field name starts with a letter and holds only letters, digits and _", nil)
	}
	for _, k := range []string{"custom", "new", "confirm_type_change", "version"} {
		delete(in.Doc, k)
	}
	old := m.Field(name)
	if old != nil && old.System {
		return nil, fieldRefusal("name", "field_reserved", fmt.Sprintf("%s is reserved for a system field", name), map[string]any{"Name": name})
	}
	if old != nil && old.Implicit {
		old = nil
	}
	if in.New && (old != nil || m.Field(name) != nil) {
		return nil, fieldRefusal("name", "field_exists", fmt.Sprintf("%s already has a field called %s", model, name), map[string]any{"Model": model, "Name": name})
	}
	if !in.New && old == nil {
		return nil, engine.NotFound("field_unknown", "%s has no field called %s", model, name).With(map[string]any{"Model": model, "Name": name})
	}
	var doc map[string]any
	switch {
	case old == nil:
		if doc, err = newFieldDoc(in.Doc); err != nil {
			return nil, err
		}
	case old.Custom:
		if doc, err = mod.changedCustomField(ctx, m, old, in); err != nil {
			return nil, err
		}
	default:
		// What this save changes goes over what earlier saves changed: hiding a field
		// keeps the label an admin gave it last week.
		doc = mod.storedFieldChange(ctx, model, name)
		shipped := fieldDoc(old)
		for k, v := range in.Doc {
			if k == "name" {
				continue
			}
			if !slices.Contains(shippedFieldKeys, k) {
				if same, _ := sameJSON(v, shipped[k]); same {
					continue // echoed back unchanged
				}
				return nil, fieldRefusal(k, "field_shipped", fmt.Sprintf("%s is a built-in field; only its %s can change", name, strings.Join(shippedFieldKeys, ", ")),
					map[string]any{"Name": name, "Choices": strings.Join(shippedFieldKeys, ", ")})
			}
			doc[k] = v
		}
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	reg, err := mod.Engine().ChangeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeField, Model: model, Key: name, Doc: raw}}}, nil)
	if err != nil {
		return nil, keyedRefusal(err, name)
	}
	nm := reg.Model(model)
	if old != nil && old.Type != nm.Field(name).Type && !lossless(old.Type, nm.Field(name).Type) {
		if err := mod.convertValues(ctx, nm, nm.Field(name)); err != nil {
			return nil, err
		}
	}
	fi := mod.Engine().FieldInfoOf(ctx, p, nm, nm.Field(name))
	return &fi, nil
}

// newFieldDoc checks a new field's type and fills what the spec gives new fields: three
// options for choice types.
func newFieldDoc(doc map[string]any) (map[string]any, error) {
	typ, _ := doc["type"].(string)
	if !slices.Contains(customFieldTypes, typ) {
		return nil, fieldRefusal("type", "field_type", fmt.Sprintf("choose one of %s", strings.Join(customFieldTypes, ", ")), map[string]any{"Choices": strings.Join(customFieldTypes, ", ")})
	}
	if doc["label"] == nil {
		doc["label"] = map[string]any{"en": doc["name"]}
	}
	if choiceType(typ) && doc["options"] == nil && doc["option_key"] == nil {
		var opts []any
		for i, zh := range []string{"一", "二", "三"} {
			opts = append(opts, map[string]any{"code": fmt.Sprint(i + 1), "en_US": fmt.Sprintf("Option %d", i+1), "zh_CN": "选项" + zh, "zh_TW": "選項" + zh})
		}
		doc["options"] = opts
	}
	if opts, ok := doc["options"].([]any); ok {
		for _, o := range opts {
			flattenOptionLabel(o)
		}
	}
	if typ == "rate" && doc["max"] == nil {
		doc["max"] = 5
	}
	return doc, nil
}

func choiceType(t string) bool {
	return t == "radio" || t == "dropdown" || t == "checkboxdropdown" || t == "checkbox"
}

// changedCustomField is the new definition of a custom field. Its options belong to the
// option editor once the field exists, so the stored seed is kept; a type change every
// value survives goes ahead, any other needs the admin's confirmation and values that
// all fit the new type.
func (mod *Module) changedCustomField(ctx context.Context, m *meta.Model, old *meta.Field, in FieldSave) (map[string]any, error) {
	doc := fieldDoc(old) // keys not posted keep their values
	delete(doc, "custom")
	for k, v := range in.Doc {
		if v == nil {
			delete(doc, k)
		} else {
			doc[k] = v
		}
	}
	typ, _ := doc["type"].(string)
	if !slices.Contains(customFieldTypes, typ) {
		return nil, fieldRefusal("type", "field_type", fmt.Sprintf("choose one of %s", strings.Join(customFieldTypes, ", ")), map[string]any{"Choices": strings.Join(customFieldTypes, ", ")})
	}
	switch {
	case !choiceType(typ):
		delete(doc, "options")
		delete(doc, "option_key")
	case old.Options != nil:
		doc["options"] = fieldDoc(old)["options"]
	case doc["options"] == nil && doc["option_key"] == nil:
		if _, err := newFieldDoc(doc); err != nil {
			return nil, err
		}
	}
	if opts, ok := doc["options"].([]any); ok {
		for _, o := range opts {
			flattenOptionLabel(o)
		}
	}
	if typ == old.Type || lossless(old.Type, typ) {
		return doc, nil
	}
	if !in.ConfirmTypeChange {
		return nil, &engine.Error{Status: http.StatusConflict, Key: "field_type_change",
			Msg:  fmt.Sprintf("Changing %s from %s to %s converts every stored value; values that do not fit stop the change and nothing is lost. Go ahead?", old.Name, old.Type, typ),
			Args: map[string]any{"Name": old.Name, "From": old.Type, "To": typ}, Data: map[string]any{"confirm": true}}
	}
	probe := &meta.Field{}
	raw, _ := json.Marshal(doc)
	if err := json.Unmarshal(raw, probe); err != nil {
		return nil, fieldRefusal("type", "field_type_shape", err.Error(), nil)
	}
	reg, err := mod.Engine().RegistryWith(ctx, meta.Change{Kind: meta.ChangeField, Model: m.Name, Key: old.Name, Doc: raw})
	if err != nil {
		return nil, keyedRefusal(err, old.Name)
	}
	if err := mod.checkConvertible(ctx, m, old, reg.Model(m.Name).Field(old.Name)); err != nil {
		return nil, err
	}
	return doc, nil
}

// storedFieldChange answers the stored change of a shipped field's keys, or an empty one.
func (mod *Module) storedFieldChange(ctx context.Context, model, name string) map[string]any {
	out := map[string]any{}
	for _, c := range mod.Engine().StoredMetaChanges(ctx) {
		if c.Kind == meta.ChangeField && c.Model == model && c.Key == name {
			_ = json.Unmarshal(c.Doc, &out)
		}
	}
	return out
}

func lossless(from, to string) bool { return slices.Contains(losslessTypeChanges[from], to) }

// checkConvertible refuses a type change when a stored value does not fit the new type,
// naming how many and one example, so the admin can fix them first.
func (mod *Module) checkConvertible(ctx context.Context, m *meta.Model, old, next *meta.Field) error {
	vals, err := mod.Engine().Store.FieldValues(ctx, m, old)
	if err != nil {
		return err
	}
	bad, example := 0, ""
	for _, v := range vals {
		if _, err := next.Kind().Normalize(next, v.Value, mod.Engine().Env(ctx, engine.System(v.Tenant))); err != nil {
			if bad == 0 {
				example = fmt.Sprintf("%v on #%d", v.Value, v.ID)
			}
			bad++
		}
	}
	if bad > 0 {
		return fieldRefusal("type", "field_type_lossy", fmt.Sprintf("%d records hold values a %s field cannot keep (for example %s); change them first", bad, next.Type, example),
			map[string]any{"Count": bad, "Type": next.Type, "Example": example})
	}
	return nil
}

// convertValues rewrites every stored value of a field whose type changed, through the
// ordinary update path so each change is logged.
func (mod *Module) convertValues(ctx context.Context, m *meta.Model, f *meta.Field) error {
	vals, err := mod.Engine().Store.FieldValues(ctx, m, f)
	if err != nil {
		return err
	}
	return mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		for _, v := range vals {
			if err := mod.Engine().UpdateInTx(ctx, tx, engine.System(v.Tenant), m, v.ID, map[string]any{f.Name: v.Value}); err != nil {
				return fmt.Errorf("convert %s.%s of #%d: %w", m.Name, f.Name, v.ID, err)
			}
		}
		return nil
	})
}

// DeleteField removes a custom field. A field still shown in a view, read by a formula or
// rollup, or used by what a module keeps (FieldUses) is refused, naming each use; records
// keep its values.
func (mod *Module) DeleteField(ctx context.Context, p engine.Principal, model, name string) error {
	if !p.IsAdmin {
		return engine.AdminOnly("remove fields")
	}
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return err
	}
	f := m.Field(name)
	if f == nil || f.Implicit {
		return engine.NotFound("field_unknown", "%s has no field called %s", model, name).With(map[string]any{"Model": model, "Name": name})
	}
	if !f.Custom {
		return engine.BadRequest("field_builtin", "%s is a built-in field and cannot be removed; hide it instead", name).With(map[string]any{"Name": name})
	}
	uses, err := mod.Engine().FieldUsesOf(ctx, p.TenantID, model, name)
	if err != nil {
		return err
	}
	if len(uses) > 0 {
		return engine.BadRequest("field_in_use", "%s is still used by %s; take it out of those first", name, strings.Join(uses, ", ")).
			With(map[string]any{"Name": name, "Uses": strings.Join(uses, ", ")})
	}
	_, err = mod.Engine().ChangeMeta(ctx, p, true, []store.MetaWrite{{Change: meta.Change{Kind: meta.ChangeField, Model: model, Key: name}, Delete: true}}, nil)
	return err
}

// fieldRefusal is a 400 about one key of a field's definition, shown at that input.
func fieldRefusal(key, rule, msg string, args map[string]any) *engine.Error {
	return &engine.Error{Status: http.StatusBadRequest, Key: rule, Msg: msg, Args: args, Fields: []engine.FieldError{{Field: key, Rule: rule, Msg: msg, Args: args}}}
}

// keyedRefusal points a loader refusal about the field being saved at the key of its
// definition at fault; refusals about other fields keep naming that field.
func keyedRefusal(err error, name string) error {
	ee, ok := err.(*engine.Error)
	if !ok || len(ee.Fields) != 1 || ee.Fields[0].Field != name {
		return err
	}
	key, _ := ee.Fields[0].Args["key"].(string)
	if key == "" {
		key = "name"
	}
	ee.Fields[0].Field = key
	return ee
}

// fieldDoc is a field's definition as a model file would hold it.
func fieldDoc(f *meta.Field) map[string]any {
	raw, _ := json.Marshal(f)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return m
}

func sameJSON(a, b any) (bool, error) {
	ra, err := json.Marshal(a)
	if err != nil {
		return false, err
	}
	rb, err := json.Marshal(b)
	return string(ra) == string(rb), err
}

// flattenOptionLabel accepts an option posted as {code, value: {en, zh_CN, zh_TW}}, the
// shape of labels everywhere else in the editor, and writes it as the option list files
// do: en_US, zh_CN, zh_TW.
func flattenOptionLabel(o any) {
	m, _ := o.(map[string]any)
	v, _ := m["value"].(map[string]any)
	if v == nil {
		return
	}
	delete(m, "value")
	for from, to := range map[string]string{"en": "en_US", "zh_CN": "zh_CN", "zh_TW": "zh_TW"} {
		if s, _ := v[from].(string); s != "" && m[to] == nil {
			m[to] = s
		}
	}
}
