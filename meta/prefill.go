package meta

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// A field's prefill (Field.Prefill) is what the system knows of a new record's value: the
// job's client on an invoice, its amount from the offer and the job's fee rate, a split's
// revenue from its percent, a probation's end from its start. It is an expr-lang expression
// over the record's fields, where a link field followed by a dot reads the linked record's
// fields (joborder.feeRate). The server applies it on create to a field left empty; the web
// app evaluates the same expression live in the form (ui/src/forms/prefill.ts, which speaks
// the same subset: arithmetic, comparisons, && || !, ?:, nil, link.field and the functions
// below), and stops following it once the user types their own value.

// prefillFunctions are the functions a prefill may call besides expr-lang's operators.
var prefillFunctions = []expr.Option{
	expr.Function("addMonths", func(params ...any) (any, error) {
		if len(params) != 2 || params[0] == nil || params[1] == nil {
			return nil, nil
		}
		s, _ := params[0].(string)
		n, err := AsInt(params[1])
		if err != nil || len(s) < 10 {
			return nil, nil
		}
		return AddMonths(s[:10], int(n)), nil
	}),
	expr.Function("round", func(params ...any) (any, error) {
		if len(params) == 0 || params[0] == nil {
			return nil, nil
		}
		x, ok := params[0].(float64)
		if i, isInt := params[0].(int); isInt {
			x, ok = float64(i), true
		}
		if !ok {
			return nil, nil
		}
		places := 0
		if len(params) > 1 {
			if n, err := AsInt(params[1]); err == nil {
				places = int(n)
			}
		}
		scale := 1.0
		for range places {
			scale *= 10
		}
		if x < 0 {
			return -float64(int64(-x*scale+0.5)) / scale, nil
		}
		return float64(int64(x*scale+0.5)) / scale, nil
	}),
}

// prefillFunctionNames are the names prefillFunctions define.
var prefillFunctionNames = []string{"addMonths", "round"}

// AddMonths adds n calendar months to a YYYY-MM-DD date; a day the target month lacks
// becomes its last day (31 January + 1 month = 28 or 29 February), as people count months.
func AddMonths(date string, n int) string {
	t, err := time.Parse(DateLayout, date)
	if err != nil {
		return ""
	}
	y, m, d := t.Date()
	first := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	return time.Date(first.Year(), first.Month(), min(d, last), 0, 0, 0, 0, time.UTC).Format(DateLayout)
}

// checkPrefill compiles a field's prefill, refusing names that are not fields of m and
// link.field reads whose field the linked model lacks.
func checkPrefill(f *Field, m *Model, r *Registry) error {
	if strings.TrimSpace(f.Prefill) == "" {
		return nil
	}
	if !f.IsEditable() {
		return fmt.Errorf("prefill: the field is not written by users, so nothing is prefilled")
	}
	tree, err := parser.Parse(f.Prefill)
	if err != nil {
		return fmt.Errorf("prefill does not compile: %s", firstLine(err.Error()))
	}
	var unknown []string
	for _, id := range identifiers(tree.Node) {
		if m.byName[id] == nil && !exprBuiltins[id] && !slices.Contains(prefillFunctionNames, id) {
			unknown = append(unknown, id)
		}
	}
	ast.Find(tree.Node, func(n ast.Node) bool {
		mem, ok := n.(*ast.MemberNode)
		if !ok {
			return false
		}
		id, isID := mem.Node.(*ast.IdentifierNode)
		prop, isStr := mem.Property.(*ast.StringNode)
		if !isID || !isStr {
			return false
		}
		link := m.byName[id.Value]
		if link == nil || link.Type != "foreignkey" || link.Multiple {
			unknown = append(unknown, id.Value+"."+prop.Value+" (only a single link's fields can be read)")
			return false
		}
		if to := r.Model(link.To); to == nil || (to.Field(prop.Value) == nil && prop.Value != "id") {
			unknown = append(unknown, id.Value+"."+prop.Value)
		}
		return false
	})
	if len(unknown) > 0 {
		return fmt.Errorf("prefill reads %s, which is not a field of %s", strings.Join(unknown, ", "), m.Name)
	}
	prog, err := expr.Compile(f.Prefill, append([]expr.Option{expr.AllowUndefinedVariables()}, prefillFunctions...)...)
	if err != nil {
		return fmt.Errorf("prefill does not compile: %s", firstLine(err.Error()))
	}
	f.prefill = prog
	return nil
}

// PrefillLinks lists the link fields whose records a field's prefill reads (link.field).
func (f *Field) PrefillLinks() []string {
	prog, _ := f.prefill.(*vm.Program)
	if prog == nil {
		return nil
	}
	var out []string
	ast.Find(prog.Node(), func(n ast.Node) bool {
		if mem, ok := n.(*ast.MemberNode); ok {
			if id, ok := mem.Node.(*ast.IdentifierNode); ok && !slices.Contains(out, id.Value) {
				out = append(out, id.Value)
			}
		}
		return false
	})
	return out
}

// HasPrefill reports whether the field has a compiled prefill.
func (f *Field) HasPrefill() bool {
	_, ok := f.prefill.(*vm.Program)
	return ok
}

// EvalPrefill evaluates a field's prefill over env (the record's values, each read link as
// the linked record's values) and answers the value normalised to the field's type; missing
// inputs or a failed evaluation give nil: a prefill proposes, it never refuses a write.
func EvalPrefill(f *Field, env map[string]any, e Env) any {
	prog, _ := f.prefill.(*vm.Program)
	if prog == nil {
		return nil
	}
	vars := make(map[string]any, len(env))
	for k, v := range env {
		vars[k] = plain(v)
	}
	out, err := expr.Run(prog, vars)
	if err != nil || out == nil || out == "" {
		return nil
	}
	if x, ok := out.(float64); ok && f.Type == "integer" {
		out = int64(x + 0.5)
	}
	v, err := f.Kind().Normalize(f, out, e)
	if err != nil {
		return nil
	}
	return v
}
