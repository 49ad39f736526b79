package gql

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"huntline/meta"
	"huntline/store"
)

// valueKind is how a condition's value is read and bound.
type valueKind int

const (
	vText valueKind = iota
	vOption
	vInt
	vFloat
	vBool
	vDate     // "YYYY-MM-DD" text
	vDateTime // ISO-8601 UTC text in the document
	vSysTime  // a system time column
)

// term is one condition on a field of the row at alias a.
type term struct {
	c   *Compiler
	b   *store.Builder
	m   *meta.Model
	a   string
	f   *meta.Field
	cd  *Cond
	op  string
	end string // "min" or "max" of a number-range
}

var numberOps = []string{"eq", "exact", "ne", "s", "in", "ns", "gt", "gte", "lt", "lte", "range", "isnull"}

func (t *term) operators() []string {
	if t.end != "" {
		return numberOps
	}
	return t.f.Kind().Operators(t.f)
}

func (t *term) compile() error {
	ops := t.operators()
	if !slices.Contains(ops, t.op) {
		what := "operator"
		if t.c.Reg.Model(t.f.To) != nil && t.f.IsRelation() {
			what = "operator or field of " + t.f.To
		}
		return &Error{Key: "gql.unknown_operator", Field: t.cd.Key(), Choices: ops,
			Msg: fmt.Sprintf("%q is not an %s for %s (%s)", t.op, what, t.f.Name, t.f.Type), Args: map[string]any{"Op": t.op, "Field": t.f.Name}}
	}
	if meta.RelativeDateOps[t.op] {
		return t.relativeDate()
	}
	switch st := t.f.Kind().Storage(t.f); {
	case t.f.Type == "reverse_foreignkey":
		null, err := t.nullValue()
		if err != nil {
			return err
		}
		return t.c.reverseExists(t.b, t.a, t.f, !null)
	case st == meta.StoreTextList || st == meta.StoreIntList:
		return t.list()
	case st == meta.StoreRange && t.end == "":
		return t.rangeOps()
	}
	return t.scalar()
}

func (t *term) kind() valueKind {
	f := t.f
	if t.end != "" {
		return vFloat
	}
	if f.Type == "rollupfield" {
		switch f.Rollup.Function {
		case "count":
			return vInt
		case "sum", "avg":
			return vFloat
		}
		child := t.c.Reg.Model(t.m.Field(f.Rollup.Relation).To)
		return kindOfField(child.Field(f.Rollup.Field))
	}
	return kindOfField(f)
}

func kindOfField(f *meta.Field) valueKind {
	if f.System && (f.Type == "datetime") {
		return vSysTime
	}
	switch f.Type {
	case "radio", "dropdown", "checkboxdropdown":
		return vOption
	case "checkbox":
		if meta.IsBoolean(f) {
			return vBool
		}
		return vOption
	case "date":
		return vDate
	case "datetime":
		return vDateTime
	case "expressions":
		switch f.ResultType {
		case "integer":
			return vInt
		case "double":
			return vFloat
		case "checkbox":
			return vBool
		case "date":
			return vDate
		}
		return vText
	}
	switch f.Kind().Storage(f) {
	case meta.StoreInt, meta.StoreIntList:
		return vInt
	case meta.StoreFloat:
		return vFloat
	case meta.StoreBool:
		return vBool
	}
	return vText
}

func (t *term) expr() error {
	switch {
	case t.f.Type == "rollupfield":
		return t.c.RollupExpr(t.b, t.m, t.a, t.f)
	case t.end != "":
		t.b.S(t.c.D.RangeExpr(t.a, t.f, t.end))
	default:
		t.b.S(t.c.D.FieldExpr(t.a, t.f))
	}
	return nil
}

func (t *term) fail(key, format string, args ...any) error {
	return &Error{Key: key, Field: t.cd.Key(), Msg: t.cd.Key() + ": " + fmt.Sprintf(format, args...), Args: map[string]any{"Field": t.cd.Key()}}
}

func decode(raw string) (string, error) {
	s, err := url.QueryUnescape(raw)
	if err != nil {
		return "", &Error{Key: "gql.bad_encoding", Msg: fmt.Sprintf("value %q is not properly URL-encoded", raw)}
	}
	return s, nil
}

// values reads a comma list; commas inside a value arrive encoded as %2C.
func (t *term) values() ([]any, error) {
	var out []any
	for _, part := range strings.Split(t.cd.Raw, ",") {
		s, err := decode(part)
		if err != nil {
			return nil, err
		}
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		v, err := t.parse(s)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		if len(out) > 1000 {
			return nil, t.fail("gql.too_many_values", "a list may hold at most 1000 values")
		}
	}
	return out, nil
}

func (t *term) value() (any, error) {
	s, err := decode(t.cd.Raw)
	if err != nil {
		return nil, err
	}
	return t.parse(strings.TrimSpace(s))
}

// parse reads one value for the field's kind.
func (t *term) parse(s string) (any, error) {
	switch t.kind() {
	case vOption:
		list := t.f.OptionList()
		if t.c.Options != nil && !t.c.Options.Has(list, s) {
			return nil, &Error{Key: "gql.unknown_option", Field: t.cd.Key(), Choices: t.c.Options.Codes(list),
				Msg: fmt.Sprintf("%s: %q is not an option of %s", t.cd.Key(), s, t.f.Name), Args: map[string]any{"Field": t.f.Name, "Value": s}}
		}
		return s, nil
	case vInt:
		if s == "{{user.id}}" {
			return t.c.Env.UserID, nil
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil, t.fail("gql.bad_value", "%q is not a whole number", s)
		}
		return n, nil
	case vFloat:
		n, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, t.fail("gql.bad_value", "%q is not a number", s)
		}
		return n, nil
	case vBool:
		switch strings.ToLower(s) {
		case "1", "true", "yes":
			return true, nil
		case "0", "false", "no":
			return false, nil
		}
		return nil, t.fail("gql.bad_value", "%q is not true or false (use 1 or 0)", s)
	case vDate, vDateTime, vSysTime:
		tm, _, err := t.instant(s)
		if err != nil {
			return nil, err
		}
		return t.bound(tm), nil
	}
	return s, nil
}

// instant reads a date or date-time in the tenant's zone; dateOnly tells a whole day.
func (t *term) instant(s string) (time.Time, bool, error) {
	if s == "{{today}}" {
		y, m, d := t.c.Env.Now.Date()
		return time.Date(y, m, d, 0, 0, 0, 0, t.c.Env.Now.Location()), true, nil
	}
	dateOnly := !strings.ContainsAny(s, ":T ") || len(s) <= 10
	tm, err := meta.ParseTime(s, t.c.Env.Now.Location(), t.kind() != vDate)
	if err != nil {
		return time.Time{}, false, t.fail("gql.bad_value", "%s", err)
	}
	return tm, dateOnly, nil
}

// bound converts an instant to what the field's expression compares with.
func (t *term) bound(tm time.Time) any {
	switch t.kind() {
	case vDate:
		return tm.In(t.c.Env.Now.Location()).Format(meta.DateLayout)
	case vDateTime:
		return tm.UTC().Format(meta.DateTimeLayout)
	}
	return t.c.D.TimeArg(tm)
}

func (t *term) nullValue() (bool, error) {
	s, err := decode(t.cd.Raw)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "1", "true", "yes":
		return true, nil
	case "0", "false", "no":
		return false, nil
	}
	return false, t.fail("gql.bad_value", "isnull takes 1 (is empty) or 0 (is not empty), not %q", s)
}
