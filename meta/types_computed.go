package meta

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// rollupfield aggregates the records of a reverse relation (count of submissions, sum of
// invoice amounts). It is computed when read, by the same SQL expression that filters and
// orders by it, so it is never stale.
type rollupType struct{ base }

var rollupFuncs = map[string]bool{"count": true, "sum": true, "avg": true, "min": true, "max": true}

func (rollupType) Check(f *Field, m *Model, r *Registry) error {
	ru := f.Rollup
	if ru == nil {
		return bad("rollup", "rollupfield needs \"rollup\": {relation, function, field}")
	}
	rel := m.byName[ru.Relation]
	if rel == nil || rel.Type != "reverse_foreignkey" {
		return bad("rollup", "rollup.relation %q must be a reverse_foreignkey field of %s", ru.Relation, m.Name)
	}
	if !rollupFuncs[ru.Function] {
		return bad("rollup", "rollup.function %q must be one of count, sum, avg, min, max", ru.Function)
	}
	if ru.Function != "count" {
		child := r.models[rel.To]
		cf := child.byName[ru.Field]
		if cf == nil {
			return bad("rollup", "rollup.field %q is not a field of %s", ru.Field, rel.To)
		}
		if st := cf.Kind().Storage(cf); st != StoreInt && st != StoreFloat && !(st == StoreText && (cf.Type == "date" || cf.Type == "datetime") && ru.Function != "sum" && ru.Function != "avg") {
			return bad("rollup", "rollup.field %q cannot be aggregated with %s", ru.Field, ru.Function)
		}
	}
	return nil
}

func (rollupType) Normalize(*Field, any, Env) (any, error) {
	return nil, bad("read_only", "is computed and cannot be written")
}

// expressions computes a value from the record's other fields with expr-lang when the record
// is written (annualSalary = monthlySalary * salaryMonths). It is stored, so it can be
// indexed, filtered and faceted like any field of its result type.
type exprType struct{ base }

var resultStorage = map[string]Storage{"char": StoreText, "integer": StoreInt, "double": StoreFloat, "checkbox": StoreBool, "date": StoreText}

func (exprType) Storage(f *Field) Storage {
	if st, ok := resultStorage[f.ResultType]; ok {
		return st
	}
	return StoreText
}

func (exprType) Operators(f *Field) []string {
	switch resultStorage[f.ResultType] {
	case StoreInt, StoreFloat:
		return opsOrdered
	case StoreBool:
		return []string{"eq", "ne", "isnull"}
	}
	if f.ResultType == "date" {
		return opsDate
	}
	return opsText
}

func (exprType) Check(f *Field, m *Model, r *Registry) error {
	if strings.TrimSpace(f.Expression) == "" {
		return bad("expression", "expressions needs \"expression\"")
	}
	if f.ResultType == "" {
		f.ResultType = "char"
	}
	if _, ok := resultStorage[f.ResultType]; !ok {
		return bad("result_type", "result_type %q must be one of char, integer, double, checkbox, date", f.ResultType)
	}
	tree, err := parser.Parse(f.Expression)
	if err != nil {
		return bad("expression", "expression does not compile: %s", firstLine(err.Error()))
	}
	var unknown []string
	for _, id := range identifiers(tree.Node) {
		if id != f.Name && m.byName[id] == nil && !exprBuiltins[id] && !isBuiltin(id) {
			unknown = append(unknown, id)
		}
	}
	if len(unknown) > 0 {
		return bad("expression", "expression reads %s, which is not a field of %s", strings.Join(unknown, ", "), m.Name)
	}
	prog, err := expr.Compile(f.Expression, expr.AllowUndefinedVariables())
	if err != nil {
		return bad("expression", "expression does not compile: %s", firstLine(err.Error()))
	}
	f.program = prog
	return nil
}

// exprBuiltins are names an expression may use that are not fields.
var exprBuiltins = map[string]bool{"nil": true, "true": true, "false": true}

func isBuiltin(name string) bool {
	_, ok := builtin.Index[name]
	return ok
}

func (exprType) Normalize(*Field, any, Env) (any, error) {
	return nil, bad("read_only", "is computed and cannot be written")
}

// Compute evaluates an expressions field over a record document and normalises the result
// to the field's result type; a nil result or an evaluation error clears the field.
func Compute(f *Field, doc map[string]any) (any, error) {
	prog, _ := f.program.(*vm.Program)
	if prog == nil {
		return nil, fmt.Errorf("field %s has no compiled expression", f.Name)
	}
	env := make(map[string]any, len(doc))
	for k, v := range doc {
		env[k] = plain(v)
	}
	out, err := expr.Run(prog, env)
	if err != nil || out == nil {
		return nil, nil // missing inputs make no value rather than a failed write
	}
	target, _ := LookupType(f.ResultType)
	if f.ResultType == "checkbox" {
		b, err := asBool(out)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		return b, nil
	}
	probe := *f
	probe.Min, probe.Max, probe.MaxLength, probe.Format = nil, nil, 0, ""
	v, err := target.Normalize(&probe, out, Env{})
	if err != nil {
		return nil, fmt.Errorf("%s: result %v is not a %s: %w", f.Name, out, f.ResultType, err)
	}
	return v, nil
}

// plain turns stored numbers into float64/int so expressions can do arithmetic on them.
func plain(v any) any {
	switch x := v.(type) {
	case int64:
		return int(x)
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = plain(e)
		}
		return out
	}
	return v
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func init() {
	register(rollupType{base{"rollupfield", StoreVirtual, FacetNone, opsOrdered}})
	register(exprType{base{"expressions", StoreText, FacetValue, nil}})
}
