package meta

import (
	"fmt"
	"slices"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// identifiers lists the names an expression reads, each once, in order.
func identifiers(node ast.Node) []string {
	var out []string
	ast.Find(node, func(n ast.Node) bool {
		if id, ok := n.(*ast.IdentifierNode); ok && !slices.Contains(out, id.Value) {
			out = append(out, id.Value)
		}
		return false
	})
	return out
}

// exprReads lists the fields of m an expressions field reads.
func exprReads(f *Field, m *Model) []string {
	tree, err := parser.Parse(f.Expression)
	if err != nil {
		return nil
	}
	var out []string
	for _, id := range identifiers(tree.Node) {
		if m.byName[id] != nil {
			out = append(out, id)
		}
	}
	return out
}

// dependsOn lists the computed fields (model.field) a computed field's value is made from:
// for an expression the fields it reads, for a rollup the child field it aggregates.
func (r *Registry) dependsOn(m *Model, f *Field) []string {
	switch f.Type {
	case "expressions":
		var out []string
		for _, n := range exprReads(f, m) {
			out = append(out, m.Name+"."+n)
		}
		return out
	case "rollupfield":
		if f.Rollup == nil || f.Rollup.Field == "" {
			return nil
		}
		rel := m.Field(f.Rollup.Relation)
		if rel == nil {
			return nil
		}
		return []string{rel.To + "." + f.Rollup.Field}
	}
	return nil
}

// checkCycles refuses computed fields that end up reading themselves, through formulas or
// rollups: their value could never be worked out.
func (r *Registry) checkCycles() error {
	const (
		visiting = 1
		done     = 2
	)
	state := map[string]int{}
	var path []string
	var visit func(key string) error
	visit = func(key string) error {
		switch state[key] {
		case done:
			return nil
		case visiting:
			i := slices.Index(path, key)
			cycle := append(append([]string{}, path[i:]...), key)
			model, field, _ := strings.Cut(path[i], ".")
			m := r.models[model]
			key := "expression"
			if f := m.byName[field]; f != nil && f.Type == "rollupfield" {
				key = "rollup"
			}
			return &LoadError{File: m.File, Model: model, Field: field, Key: key,
				Problem: fmt.Sprintf("circular reference: %s", strings.Join(cycle, " → "))}
		}
		state[key] = visiting
		path = append(path, key)
		model, field, _ := strings.Cut(key, ".")
		if m := r.models[model]; m != nil {
			if f := m.byName[field]; f != nil {
				for _, d := range r.dependsOn(m, f) {
					if err := visit(d); err != nil {
						return err
					}
				}
			}
		}
		path = path[:len(path)-1]
		state[key] = done
		return nil
	}
	for _, name := range r.ModelNames() {
		for _, f := range r.models[name].Fields {
			if err := visit(name + "." + f.Name); err != nil {
				return err
			}
		}
	}
	return nil
}

// UsesOf says where a field is used in metadata, one phrase per use, so removing it can be
// refused with a message that names the view, formula or rollup that would break.
func (r *Registry) UsesOf(model, field string) []string {
	m := r.models[model]
	if m == nil {
		return nil
	}
	var out []string
	for _, place := range m.viewPlaces() {
		if slices.Contains(place.fields, field) {
			out = append(out, "view "+place.name)
		}
	}
	for _, f := range m.Fields {
		if f.Type == "expressions" && f.Name != field && slices.Contains(exprReads(f, m), field) {
			out = append(out, "the formula of "+f.Name)
		}
		if f.Type == "rollupfield" && f.Rollup != nil && f.Rollup.Relation == field {
			out = append(out, "the rollup "+f.Name)
		}
	}
	for _, other := range r.Models() {
		for _, f := range other.Fields {
			if f.Type != "rollupfield" || f.Rollup == nil || f.Rollup.Field != field {
				continue
			}
			if rel := other.Field(f.Rollup.Relation); rel != nil && rel.To == model {
				out = append(out, "the rollup "+other.Name+"."+f.Name)
			}
		}
	}
	if slices.Contains(m.tmpl.fields(), field) {
		out = append(out, "the display name template")
	}
	for _, d := range m.Duplicates {
		if slices.Contains(d.Fields, field) {
			out = append(out, "a duplicate rule")
		}
	}
	return out
}

// viewPlace is one view of a model with the fields it shows.
type viewPlace struct {
	name   string
	fields []string
}

// viewPlaces lists every view of the model: normal, per scene and per suffix.
func (m *Model) viewPlaces() []viewPlace {
	var out []viewPlace
	add := func(prefix string, vs Views) {
		for _, vn := range sortedKeys(vs) {
			v := vs[vn]
			fields := append([]string{}, v.Columns...)
			for _, g := range v.Groups {
				fields = append(fields, g.Fields...)
			}
			out = append(out, viewPlace{name: prefix + vn, fields: fields})
		}
	}
	add("", m.Views)
	for _, scene := range sortedKeys(m.Scenes) {
		add(scene+" ", m.Scenes[scene])
	}
	for _, s := range m.Suffixes {
		label := s.Value.In("en")
		add(label+" ", s.Views)
		for _, scene := range sortedKeys(s.Scenes) {
			add(label+" "+scene+" ", s.Scenes[scene])
		}
	}
	return out
}
