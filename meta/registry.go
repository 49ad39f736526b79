package meta

import (
	"maps"
	"slices"
	"sync/atomic"
)

// Registry holds every loaded model and option list. It is built once by Load and then only
// read, so it is safe for concurrent use.
type Registry struct {
	models  map[string]*Model
	options map[string]*OptionList
	nav     *Navigation
	// parents: child model -> the collection fields (on other models) that edit it.
	parents map[string][]*Field
	// byName is the models sorted by name, worked out once: hooks ask for them on every
	// save, and sorting the names each time was a tenth of a create's time in its
	// transaction. Loading a model clears it.
	byName atomic.Pointer[[]*Model]
}

// CollectionsOf answers the collection fields whose children are records of model: a write
// to such a child is a change to its parent too.
func (r *Registry) CollectionsOf(model string) []*Field { return r.parents[model] }

// Model returns the model called name, or nil.
func (r *Registry) Model(name string) *Model { return r.models[name] }

// Models lists the models by name.
func (r *Registry) Models() []*Model { return slices.Clone(r.sorted()) }

// sorted answers the models by name, shared: callers must not change it.
func (r *Registry) sorted() []*Model {
	if p := r.byName.Load(); p != nil {
		return *p
	}
	out := make([]*Model, 0, len(r.models))
	for _, n := range slices.Sorted(maps.Keys(r.models)) {
		out = append(out, r.models[n])
	}
	r.byName.Store(&out)
	return out
}

// ModelNames lists the model names in order.
func (r *Registry) ModelNames() []string {
	ms := r.sorted()
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Name
	}
	return out
}

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
