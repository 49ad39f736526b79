package meta

import "strings"

// foreignkey holds the id of one record of model To (or, with multiple, several: the
// members of a data access group). comtree holds the id (or ids) of nodes of a tree model. Whether the ids exist is checked by the engine.
type refType struct {
	base
	tree bool
}

func (t refType) Check(f *Field, m *Model, r *Registry) error {
	target := r.models[f.To]
	if f.To == "" || target == nil {
		return bad("to", "%s needs \"to\": a model name (models: %s)", t.name, strings.Join(r.ModelNames(), ", "))
	}
	if t.tree && target.Tree == nil {
		return bad("to", "comtree must point at a tree model; %q has no \"tree\"", f.To)
	}
	return nil
}

func (t refType) Storage(f *Field) Storage {
	if f.Multiple {
		return StoreIntList
	}
	return StoreInt
}

func (t refType) Operators(f *Field) []string {
	if f.Multiple {
		return append(append([]string{}, opsList...), "under")
	}
	if t.tree {
		return append(append([]string{}, opsEquality...), "under")
	}
	return opsEquality
}

func (t refType) Normalize(f *Field, v any, _ Env) (any, error) {
	if !f.Multiple {
		id, err := refID(v)
		if err != nil {
			return nil, bad("type", "%s", err)
		}
		return id, nil
	}
	items, err := asList(v)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	seen := map[int64]bool{}
	ids := make([]int64, 0, len(items))
	for _, it := range items {
		id, err := refID(it)
		if err != nil {
			return nil, bad("type", "%s", err)
		}
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	return ids, nil
}

// reverse_foreignkey names the records of model To whose field Via points back here
// (candidate.jobsubmission_set). It stores nothing; gql filters through it and demandKeys
// lists it.
type reverseType struct{ base }

func (reverseType) Check(f *Field, m *Model, r *Registry) error {
	child := r.models[f.To]
	if child == nil {
		return bad("to", "reverse_foreignkey needs \"to\": a model name (models: %s)", strings.Join(r.ModelNames(), ", "))
	}
	link := child.byName[f.Via]
	if link == nil || (link.Type != "foreignkey" && link.Type != "comtree") || link.To != m.Name {
		return bad("via", "\"via\" must name a foreignkey of %s that points at %s", f.To, m.Name)
	}
	if link.Multiple {
		return bad("via", "\"via\" must hold a single id")
	}
	if f.Collection != nil {
		return checkCollection(f, child)
	}
	return nil
}

// checkCollection makes sure every sub-form can be saved: its fields are writable fields of
// the child, and no required child field is left out of it.
func checkCollection(f *Field, child *Model) error {
	listed := map[string]bool{}
	for _, n := range f.Collection.Fields {
		cf := child.byName[n]
		switch {
		case cf == nil:
			return bad("collection", "collection.fields: %q is not a field of %s (fields: %s)", n, child.Name, strings.Join(child.FieldNames(), ", "))
		case n == f.Via:
			return bad("collection", "collection.fields: %q is the link back to this record and is filled in by the engine", n)
		case !cf.IsEditable():
			return bad("collection", "collection.fields: %q of %s cannot be written", n, child.Name)
		case listed[n]:
			return bad("collection", "collection.fields: %q is listed twice", n)
		}
		listed[n] = true
	}
	for _, cf := range child.DataFields() {
		if cf.Required && cf.IsEditable() && cf.DefaultValue == nil && cf.Name != f.Via && !listed[cf.Name] {
			return bad("collection", "collection.fields must include %q: it is required on %s", cf.Name, child.Name)
		}
	}
	return nil
}

func (reverseType) Normalize(*Field, any, Env) (any, error) {
	return nil, bad("read_only", "is computed and cannot be written")
}

func init() {
	register(refType{base{"foreignkey", StoreInt, FacetValue, nil}, false})
	register(refType{base{"comtree", StoreInt, FacetValue, nil}, true})
	register(reverseType{base{"reverse_foreignkey", StoreVirtual, FacetNone, []string{"isnull"}}})
}
