package meta

import (
	"fmt"
	"slices"
	"strings"
)

// link checks everything the schema cannot: references between models, option lists, views,
// indexes and templates. The first problem stops loading with its file, model and field.
func (r *Registry) link() error {
	for _, m := range r.models {
		m.index()
		for _, f := range m.Fields {
			if f.Options != nil {
				if err := checkOptions(f.Options); err != nil {
					return &LoadError{File: m.File, Model: m.Name, Field: f.Name, Problem: err.Error()}
				}
				r.options[f.OptionList()] = &OptionList{Key: f.OptionList(), Label: f.Label, Options: f.Options}
			}
		}
	}
	r.addImplicitReverse()
	for _, name := range r.ModelNames() {
		m := r.models[name]
		if err := r.linkModel(m); err != nil {
			return err
		}
	}
	return r.checkCycles()
}

// addImplicitReverse gives a model a <child>_set relation for every model that links to it
// with exactly one foreignkey, as Django does, unless it declares that name itself. So a
// partner's referencecheck model linking to candidate makes candidate__referencecheck_set
// filterable without touching candidate's file.
func (r *Registry) addImplicitReverse() {
	for _, child := range r.ModelNames() {
		links := map[string][]*Field{}
		for _, f := range r.models[child].Fields {
			if (f.Type == "foreignkey" || f.Type == "comtree") && !f.Multiple && r.models[f.To] != nil {
				links[f.To] = append(links[f.To], f)
			}
		}
		for parent, fs := range links {
			if len(fs) != 1 || parent == child {
				continue
			}
			pm := r.models[parent]
			name := child + "_set"
			if pm.byName[name] != nil {
				continue
			}
			f := &Field{Name: name, Type: "reverse_foreignkey", To: child, Via: fs[0].Name, Label: r.models[child].Label, Implicit: true, Model: parent}
			pm.Fields = append(pm.Fields, f)
			pm.byName[name] = f
		}
	}
}

// keyed notes which key of the field's definition a load error is about.
func keyed(err error, key string) error {
	err.(*LoadError).Key = key
	return err
}

func (r *Registry) linkModel(m *Model) error {
	fail := func(field, format string, args ...any) error {
		return &LoadError{File: m.File, Model: m.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	seen := map[string]bool{}
	for _, f := range m.Fields {
		// Names are compared without case: an indexed field's column is named in lower case.
		if seen[strings.ToLower(f.Name)] {
			return keyed(fail(f.Name, "the name appears twice (names differing only in case count as the same)"), "name")
		}
		seen[strings.ToLower(f.Name)] = true
		if _, sys := systemByName[f.Name]; sys || f.Name == "keyword" || f.Name == "name__" {
			return keyed(fail(f.Name, "the name is reserved for a system field (%s, keyword)", strings.Join(systemNames(), ", ")), "name")
		}
		if err := f.Kind().Check(f, m, r); err != nil {
			le := fail(f.Name, "%s", err).(*LoadError)
			if ve, ok := err.(*ValueError); ok {
				le.Key = ve.Rule
			}
			return le
		}
		if err := checkPrefill(f, m, r); err != nil {
			return keyed(fail(f.Name, "%s", err), "prefill")
		}
		if f.Indexed && f.Kind().Storage(f) == StoreVirtual {
			return keyed(fail(f.Name, "indexed: a %s is computed when read and cannot be indexed", f.Type), "indexed")
		}
		if f.Searchable && !searchableType[f.Type] {
			return fail(f.Name, "searchable: only char, multiline, originaltext, dropdown and radio fields feed keyword search (a rich text's markup would swamp the index)")
		}
		if f.HoldsContacts && (f.Contact || !holdsContactsType[f.Type]) {
			return fail(f.Name, "holds_contacts: only a char, multiline, originaltext or attachments field that is not itself a contact field holds contacts among the rest")
		}
		if f.ListTotal && !totalType[f.Type] {
			return fail(f.Name, "list_total: only an integer or double field is summed under a list")
		}
		if f.Collection != nil && f.Type != "reverse_foreignkey" {
			return fail(f.Name, "collection: only a reverse_foreignkey can be edited as sub-forms")
		}
		if f.LinkRule != nil && (f.Type != "foreignkey" || f.LinkRule.Filter == "") {
			return fail(f.Name, "link_rule: a foreignkey's rule needs a filter")
		}
		if f.Decimals != nil && (f.Type != "double" || *f.Decimals < 0 || *f.Decimals > 6) {
			return fail(f.Name, "decimals: a double rounds to 0 to 6 places")
		}
		if t := f.Collection; t != nil && t.Total != nil {
			var tf *Field
			if child := r.Model(f.To); child != nil {
				tf = child.Field(t.Total.Field)
			}
			if tf == nil || (tf.Type != "double" && tf.Type != "integer") || !slices.Contains(t.Fields, t.Total.Field) {
				return fail(f.Name, "collection.total: %s must be a number field the sub-forms edit", t.Total.Field)
			}
		}
		if f.Type == "reverse_foreignkey" && !strings.HasSuffix(f.Name, "_set") {
			return fail(f.Name, "a reverse_foreignkey is named <model>_set by convention, e.g. %s_set", f.To)
		}
	}
	tmpl, _ := parseNameTemplate(m.NameTemplate)
	for _, n := range tmpl.fields() {
		if m.byName[n] == nil {
			return fail("", "name_template: %q is not a field (fields: %s)", n, strings.Join(m.FieldNames(), ", "))
		}
	}
	m.tmpl = tmpl
	if m.Tree != nil {
		p := m.byName[m.Tree.Parent]
		if p == nil || p.Type != "foreignkey" || p.To != m.Name {
			return fail(m.Tree.Parent, "tree.parent must name a foreignkey of %s pointing at %s itself", m.Name, m.Name)
		}
	}
	if m.Ordering != "" {
		for _, key := range strings.Split(m.Ordering, ",") {
			if err := m.Sortable(strings.TrimPrefix(key, "-")); err != nil {
				return fail("", "ordering: %s", err)
			}
		}
	}
	for _, ix := range m.Indexes {
		for _, key := range ix {
			if err := m.Sortable(strings.TrimPrefix(key, "-")); err != nil {
				return fail("", "indexes: %s", err)
			}
		}
	}
	for _, st := range m.Statistics {
		for _, n := range st {
			if f := m.Field(n); f == nil || !f.Indexed {
				return fail(n, "statistics: only indexed fields can have joint statistics")
			}
		}
	}
	for _, d := range m.Duplicates {
		for _, n := range d.Fields {
			f := m.Field(n)
			if f == nil || f.System {
				return fail(n, "duplicates: not a field of %s", m.Name)
			}
			if st := f.Kind().Storage(f); st != StoreText && st != StoreInt {
				return fail(n, "duplicates: only single-valued text and id fields can be compared")
			}
			if !f.Indexed {
				return fail(n, "duplicates: the field must be indexed so the check does not scan the table")
			}
		}
	}
	for _, g := range m.RequiredAny {
		for _, n := range g.Fields {
			if f := m.Field(n); f == nil || !f.IsEditable() || f.Collection != nil {
				return fail(n, "required_any: not a field of %s that a record's writer fills", m.Name)
			}
		}
	}
	if n := m.OwnerField; n != "" {
		if f := m.Field(n); f == nil || f.System || f.Type != "foreignkey" || f.Multiple || f.To != UserModel {
			return fail(n, "owner_field: must name a single foreignkey of %s to %s", m.Name, UserModel)
		}
	}
	for _, n := range m.NameIn {
		if f := m.Field(n); f == nil || f.System || f.Kind().Storage(f) != StoreText {
			return fail(n, "name_in: must name a text field of %s", m.Name)
		}
	}
	for _, n := range m.SuggestFields {
		if m.Field(n) == nil {
			return fail(n, "suggest_fields: not a field of %s", m.Name)
		}
	}
	if err := r.checkDetailTabs(m, fail); err != nil {
		return err
	}
	if err := r.checkAccess(m); err != nil {
		return err
	}
	if err := r.checkActions(m); err != nil {
		return err
	}
	if err := r.checkExtensions(m); err != nil {
		return err
	}
	if err := checkContactsOf(m); err != nil {
		return err
	}
	return r.checkViews(m, fail)
}

var searchableType = map[string]bool{"char": true, "multiline": true, "originaltext": true, "dropdown": true, "radio": true}

// holdsContactsType are the types whose values may hold contact details among the rest.
var holdsContactsType = map[string]bool{"char": true, "multiline": true, "originaltext": true, "attachments": true}

// totalType are the types whose sum under a list means something (list_total).
var totalType = map[string]bool{"integer": true, "double": true}

// Sortable answers why a field cannot order a list, or nil when it can.
func (m *Model) Sortable(name string) error {
	f := m.Field(name)
	if f == nil {
		return fmt.Errorf("%q is not a field of %s", name, m.Name)
	}
	if st := f.Kind().Storage(f); st == StoreTextList || st == StoreIntList || st == StoreRange || f.Type == "reverse_foreignkey" {
		return fmt.Errorf("%q holds several values and cannot order a list", name)
	}
	return nil
}

func (r *Registry) checkViews(m *Model, fail func(string, string, ...any) error) error {
	check := func(where string, vs Views) error {
		for vname, v := range vs {
			for _, c := range v.Columns {
				if m.Field(c) == nil {
					return fail(c, "%s.%s: not a field of %s", where, vname, m.Name)
				}
			}
			for _, g := range v.Groups {
				for _, c := range g.Fields {
					if m.Field(c) == nil {
						return fail(c, "%s.%s group %q: not a field of %s", where, vname, g.Name, m.Name)
					}
				}
			}
		}
		return nil
	}
	if err := check("views", m.Views); err != nil {
		return err
	}
	for scene, vs := range m.Scenes {
		if err := check("scenes."+scene, vs); err != nil {
			return err
		}
	}
	for _, s := range m.Suffixes {
		if err := check("suffix "+s.Code, s.Views); err != nil {
			return err
		}
		for scene, vs := range s.Scenes {
			if err := check("suffix "+s.Code+" scene "+scene, vs); err != nil {
				return err
			}
		}
	}
	return nil
}

func systemNames() []string {
	out := make([]string, len(SystemFields))
	for i, f := range SystemFields {
		out[i] = f.Name
	}
	return out
}

// checkDetailTabs checks that tab names are unique, at most one is the default, and a
// reverse_foreignkey tab names a model and its field linking back.
func (r *Registry) checkDetailTabs(m *Model, fail func(string, string, ...any) error) error {
	seen, defaults := map[string]bool{}, 0
	for _, t := range m.DetailTabs {
		if seen[t.Name] {
			return fail("", "detail_tabs: the tab %s appears twice", t.Name)
		}
		seen[t.Name] = true
		if t.DefaultTab {
			defaults++
		}
		if t.Type != "reverse_foreignkey" {
			continue
		}
		child := r.models[t.DataModelName]
		if child == nil {
			return fail("", "detail_tabs: tab %s: data_model_name %q is not a model", t.Name, t.DataModelName)
		}
		if f := child.Field(t.Param); f == nil || f.To != m.Name {
			return fail("", "detail_tabs: tab %s: param %q must be a field of %s linking to %s", t.Name, t.Param, child.Name, m.Name)
		}
	}
	if defaults > 1 {
		return fail("", "detail_tabs: only one tab can be the default (defaultTab)")
	}
	return nil
}
