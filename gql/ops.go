package gql

import (
	"strconv"
	"strings"
	"time"

	"huntline/meta"
)

var comparisons = map[string]string{"gt": " > ", "gte": " >= ", "lt": " < ", "lte": " <= "}

var textModes = map[string]struct {
	mode string
	ci   bool
}{
	"icontains": {"contains", true}, "contains": {"contains", false}, "iexact": {"exact", true},
	"startswith": {"startswith", false}, "istartswith": {"startswith", true},
	"endswith": {"endswith", false}, "iendswith": {"endswith", true},
}

func (t *term) isTime() bool {
	k := t.kind()
	return k == vDate || k == vDateTime || k == vSysTime
}

// scalar writes a condition on a single-valued field.
func (t *term) scalar() error {
	b := t.b
	switch t.op {
	case "eq", "exact":
		if !t.cd.HasValue || strings.TrimSpace(t.cd.Raw) == "" {
			return t.isNull(true)
		}
		if t.isTime() && t.kind() != vDate {
			// A date given for a date-time field means that whole day.
			s, err := decode(t.cd.Raw)
			if err != nil {
				return err
			}
			tm, dateOnly, err := t.instant(strings.TrimSpace(s))
			if err != nil {
				return err
			}
			if dateOnly {
				return t.between(tm, tm.AddDate(0, 0, 1))
			}
		}
		v, err := t.value()
		if err != nil {
			return err
		}
		if err := t.expr(); err != nil {
			return err
		}
		b.S(" = ").Arg(v)
	case "ne":
		v, err := t.value()
		if err != nil {
			return err
		}
		b.S("(")
		t.expr()
		b.S(" <> ").Arg(v).S(" OR ")
		t.expr()
		b.S(" IS NULL)")
	case "s", "in", "ns":
		vs, err := t.values()
		if err != nil {
			return err
		}
		if len(vs) == 0 {
			b.S(map[bool]string{true: "1=1", false: "1=0"}[t.op == "ns"])
			return nil
		}
		if t.op == "ns" {
			b.S("(")
			t.expr()
			b.S(" NOT IN (").Args(vs).S(") OR ")
			t.expr()
			b.S(" IS NULL)")
			return nil
		}
		if err := t.expr(); err != nil {
			return err
		}
		b.S(" IN (").Args(vs).S(")")
	case "gt", "gte", "lt", "lte":
		return t.compare()
	case "range":
		return t.rangeValue()
	case "isnull":
		null, err := t.nullValue()
		if err != nil {
			return err
		}
		return t.isNull(null)
	case "day_range":
		return t.dayRange()
	case "year", "month":
		return t.yearMonth()
	case "under":
		vs, err := t.values()
		if err != nil {
			return err
		}
		if len(vs) == 0 {
			b.S("1=1")
			return nil
		}
		t.expr()
		b.S(" IN (")
		t.c.subtree(b, t.c.Reg.Model(t.f.To), vs)
		b.S(")")
	default:
		tm, ok := textModes[t.op]
		if !ok {
			return t.fail("gql.unknown_operator", "operator %q is not supported", t.op)
		}
		s, err := decode(t.cd.Raw)
		if err != nil {
			return err
		}
		t.c.D.TextMatch(b, t.c.D.FieldExpr(t.a, t.f), tm.mode, s, tm.ci)
	}
	return nil
}

func (t *term) isNull(null bool) error {
	if err := t.expr(); err != nil {
		return err
	}
	if null {
		t.b.S(" IS NULL")
	} else {
		t.b.S(" IS NOT NULL")
	}
	return nil
}

// compare writes gt, gte, lt, lte. For a date-time field given a bare date, "after the 3rd"
// means from the 4th: the day counts as a whole.
func (t *term) compare() error {
	s, err := decode(t.cd.Raw)
	if err != nil {
		return err
	}
	s = strings.TrimSpace(s)
	op := t.op
	var v any
	if t.isTime() {
		tm, dateOnly, err := t.instant(s)
		if err != nil {
			return err
		}
		if dateOnly && t.kind() != vDate && (op == "gt" || op == "lte") {
			tm = tm.AddDate(0, 0, 1)
			op = map[string]string{"gt": "gte", "lte": "lt"}[op]
		}
		v = t.bound(tm)
	} else if v, err = t.parse(s); err != nil {
		return err
	}
	if err := t.expr(); err != nil {
		return err
	}
	t.b.S(comparisons[op]).Arg(v)
	return nil
}

func (t *term) rangeValue() error {
	parts := strings.SplitN(t.cd.Raw, ",", 2)
	if len(parts) != 2 {
		return t.fail("gql.bad_value", "range takes two values separated by a comma (an empty one is open)")
	}
	var conds []func() error
	for i, op := range []string{"gte", "lte"} {
		raw := strings.TrimSpace(parts[i])
		if raw == "" {
			continue
		}
		sub := *t
		sub.op = op
		sub.cd = &Cond{Path: t.cd.Path, Raw: raw, HasValue: true, Pos: t.cd.Pos}
		conds = append(conds, sub.compare)
	}
	return t.all(conds)
}

// all writes each condition joined by AND, or a true condition when there are none.
func (t *term) all(conds []func() error) error {
	if len(conds) == 0 {
		t.b.S("1=1")
		return nil
	}
	t.b.S("(")
	for i, fn := range conds {
		if i > 0 {
			t.b.S(" AND ")
		}
		if err := fn(); err != nil {
			return err
		}
	}
	t.b.S(")")
	return nil
}

func (t *term) between(from, to time.Time) error {
	t.b.S("(")
	if err := t.expr(); err != nil {
		return err
	}
	t.b.S(" >= ").Arg(t.bound(from)).S(" AND ")
	t.expr()
	t.b.S(" < ").Arg(t.bound(to)).S(")")
	return nil
}

func (t *term) relativeDate() error {
	from, to, _ := Period(t.op, t.c.Env.Now)
	return t.between(from, to)
}

// dayRange reads "YYYY-MM-DD,YYYY-MM-DD", both days included; either end may be empty.
func (t *term) dayRange() error {
	parts := strings.SplitN(t.cd.Raw, ",", 2)
	if len(parts) != 2 {
		return t.fail("gql.bad_value", "day_range takes two dates: YYYY-MM-DD,YYYY-MM-DD")
	}
	var conds []func() error
	for i, raw := range parts {
		s, err := decode(strings.TrimSpace(raw))
		if err != nil {
			return err
		}
		if s == "" {
			continue
		}
		tm, err := meta.ParseTime(s, t.c.Env.Now.Location(), false)
		if err != nil {
			return t.fail("gql.bad_value", "%s", err)
		}
		op, bound := " >= ", tm
		if i == 1 {
			op, bound = " < ", tm.AddDate(0, 0, 1)
		}
		conds = append(conds, func() error {
			if err := t.expr(); err != nil {
				return err
			}
			t.b.S(op).Arg(t.bound(bound))
			return nil
		})
	}
	return t.all(conds)
}

// yearMonth reads year=2026, month=2026-11 (or month=11 for the current year) as the span of
// that year or month, so an index on the field still serves it.
func (t *term) yearMonth() error {
	s, err := decode(strings.TrimSpace(t.cd.Raw))
	if err != nil {
		return err
	}
	loc := t.c.Env.Now.Location()
	if t.op == "year" {
		y, err := strconv.Atoi(s)
		if err != nil || y < 1 || y > 9999 {
			return t.fail("gql.bad_value", "year takes a year such as 2026, not %q", s)
		}
		from := time.Date(y, 1, 1, 0, 0, 0, 0, loc)
		return t.between(from, from.AddDate(1, 0, 0))
	}
	y, mo := t.c.Env.Now.Year(), 0
	if i := strings.IndexAny(s, "-/"); i > 0 {
		y, err = strconv.Atoi(s[:i])
		if err == nil {
			mo, err = strconv.Atoi(s[i+1:])
		}
	} else {
		mo, err = strconv.Atoi(s)
	}
	if err != nil || mo < 1 || mo > 12 {
		return t.fail("gql.bad_value", "month takes YYYY-MM or a month number, not %q", s)
	}
	from := time.Date(y, time.Month(mo), 1, 0, 0, 0, 0, loc)
	return t.between(from, from.AddDate(0, 1, 0))
}

// list writes a condition on a multi-valued field: eq and s match any of the values, all
// matches every one, ns none of them, isnull an empty list.
func (t *term) list() error {
	b, d := t.b, t.c.D
	switch t.op {
	case "isnull":
		null, err := t.nullValue()
		if err != nil {
			return err
		}
		if !null {
			b.S("NOT ")
		}
		b.S("(", d.ListEmpty(t.a, t.f), ")")
		return nil
	case "under":
		vs, err := t.values()
		if err != nil {
			return err
		}
		if len(vs) == 0 {
			b.S("1=1")
			return nil
		}
		from, value := d.ListElements(t.a, t.f)
		b.S("EXISTS (SELECT 1 FROM ", from, " WHERE ", value, " IN (")
		t.c.subtree(b, t.c.Reg.Model(t.f.To), vs)
		b.S("))")
		return nil
	}
	if !t.cd.HasValue || strings.TrimSpace(t.cd.Raw) == "" {
		b.S("(", d.ListEmpty(t.a, t.f), ")")
		return nil
	}
	vs, err := t.values()
	if err != nil {
		return err
	}
	if len(vs) == 0 {
		b.S(map[bool]string{true: "1=1", false: "1=0"}[t.op == "ns"])
		return nil
	}
	switch t.op {
	case "all":
		d.ListAll(b, t.a, t.f, vs)
	case "ns":
		b.S("(NOT ")
		d.ListAny(b, t.a, t.f, vs)
		b.S(" OR ", d.ListEmpty(t.a, t.f), ")")
	default:
		d.ListAny(b, t.a, t.f, vs)
	}
	return nil
}

// rangeOps treats a number-range as an interval with open ends: eq finds ranges that contain
// the value, gt/gte ranges that reach above it, lt/lte ranges that start below it.
func (t *term) rangeOps() error {
	b, d := t.b, t.c.D
	lo, hi := d.RangeExpr(t.a, t.f, "min"), d.RangeExpr(t.a, t.f, "max")
	if t.op == "isnull" {
		null, err := t.nullValue()
		if err != nil {
			return err
		}
		if null {
			b.S("(", lo, " IS NULL AND ", hi, " IS NULL)")
		} else {
			b.S("(", lo, " IS NOT NULL OR ", hi, " IS NOT NULL)")
		}
		return nil
	}
	s, err := decode(strings.TrimSpace(t.cd.Raw))
	if err != nil {
		return err
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return t.fail("gql.bad_value", "%q is not a number", s)
	}
	set := "(" + lo + " IS NOT NULL OR " + hi + " IS NOT NULL)"
	switch t.op {
	case "eq":
		b.S("((", lo, " IS NULL OR ", lo, " <= ").Arg(v).S(") AND (", hi, " IS NULL OR ", hi, " >= ").Arg(v).S(") AND ", set, ")")
	case "gt", "gte":
		b.S("(", hi, comparisons[t.op]).Arg(v).S(" OR (", hi, " IS NULL AND ", lo, " IS NOT NULL))")
	case "lt", "lte":
		b.S("(", lo, comparisons[t.op]).Arg(v).S(" OR (", lo, " IS NULL AND ", hi, " IS NOT NULL))")
	}
	return nil
}
