package meta

import (
	"strings"
)

// number-range is a pair {"min": a, "max": b} such as a salary band; either end may be open.
// Filters treat it as an interval: eq finds ranges containing the value, gte/gt ranges that
// reach it, lte/lt ranges that start at or below it; min and max can be filtered alone
// (salary__min__gte=20000).
type rangeType struct{ base }

func (rangeType) Normalize(f *Field, v any, _ Env) (any, error) {
	var lo, hi any
	switch x := v.(type) {
	case map[string]any:
		lo, hi = x["min"], x["max"]
	case []any:
		if len(x) != 2 {
			return nil, bad("type", "expected [min, max]")
		}
		lo, hi = x[0], x[1]
	case string:
		sep := "-"
		if strings.Contains(x, ",") {
			sep = ","
		} else if strings.Contains(x, "~") {
			sep = "~"
		}
		parts := strings.SplitN(x, sep, 2)
		if len(parts) != 2 {
			return nil, bad("type", "expected a range such as 10000-20000")
		}
		lo, hi = parts[0], parts[1]
	default:
		return nil, bad("type", "expected {\"min\": n, \"max\": n}, got %s", describe(v))
	}
	out := map[string]any{}
	var nums [2]*float64
	for i, part := range []any{lo, hi} {
		if isEmpty(part) {
			continue
		}
		n, err := asFloat(part)
		if err != nil {
			return nil, bad("type", "%s", err)
		}
		if err := checkBounds(f, n); err != nil {
			return nil, err
		}
		nums[i] = &n
		out[[]string{"min", "max"}[i]] = n
	}
	if nums[0] == nil && nums[1] == nil {
		return nil, nil
	}
	if nums[0] != nil && nums[1] != nil && *nums[0] > *nums[1] {
		return nil, bad("range_order", "min must not be greater than max")
	}
	return out, nil
}

func init() { register(rangeType{base{"number-range", StoreRange, FacetNone, opsRange}}) }
