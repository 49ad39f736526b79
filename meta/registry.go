package meta

import (
	"maps"
	"slices"
)

// Registry holds every loaded model and option list. It is built once by Load and then only
// read, so it is safe for concurrent use.
type Registry struct {
	models  map[string]*Model
	options map[string]*OptionList
	nav     *Navigation
	// parents: child model -> the collection fields (on other models) that edit it.
	parents map[string][]*Field
}

// CollectionsOf answers the collection fields whose children are records of model: a write
// to such a child is a change to its parent too.
func (r *Registry) CollectionsOf(model string) []*Field { return r.parents[model] }

// Model returns the model called name, or nil.
func (r *Registry) Model(name string) *Model { return r.models[name] }

// Models lists the models by name.
func (r *Registry) Models() []*Model {
	out := make([]*Model, 0, len(r.models))
	for _, n := range r.ModelNames() {
		out = append(out, r.models[n])
	}
	return out
}

// ModelNames lists the model names in order.
func (r *Registry) ModelNames() []string { return slices.Sorted(maps.Keys(r.models)) }

// OptionList returns the shipped option list called key, or nil.
func (r *Registry) OptionList(key string) *OptionList { return r.options[key] }

// OptionKeys lists the option list keys in order.
func (r *Registry) OptionKeys() []string { return slices.Sorted(maps.Keys(r.options)) }

// OptionLists lists the shipped option lists in key order.
func (r *Registry) OptionLists() []*OptionList {
	out := make([]*OptionList, 0, len(r.options))
	for _, k := range r.OptionKeys() {
		out = append(out, r.options[k])
	}
	return out
}

// ReverseOf lists the reverse_foreignkey fields that other models declare towards model,
// keyed by nothing in particular: used to find the records whose names embed this model's.
func (r *Registry) LinksTo(model string) []*Field {
	var out []*Field
	for _, m := range r.Models() {
		for _, f := range m.Fields {
			if (f.Type == "foreignkey" || f.Type == "comtree") && f.To == model {
				out = append(out, f)
			}
		}
	}
	return out
}
