package meta

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Values arrive decoded from JSON with UseNumber (json.Number, string, bool, nil, []any,
// map[string]any) or from form posts as strings. These helpers accept both shapes.

func isEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return strings.TrimSpace(x) == ""
	case []any:
		return len(x) == 0
	}
	return false
}

func asString(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, true
	case json.Number:
		return x.String(), true
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), true
	case int64:
		return strconv.FormatInt(x, 10), true
	case int:
		return strconv.Itoa(x), true
	}
	return "", false
}

func asInt(v any) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case int:
		return int64(x), nil
	case float64:
		if x != math.Trunc(x) || math.Abs(x) > 1<<53 {
			return 0, fmt.Errorf("%v is not a whole number", x)
		}
		return int64(x), nil
	case json.Number:
		return parseInt(x.String())
	case string:
		return parseInt(strings.TrimSpace(x))
	}
	return 0, fmt.Errorf("expected a whole number, got %s", describe(v))
}

func parseInt(s string) (int64, error) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, nil
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f == math.Trunc(f) && math.Abs(f) <= 1<<53 {
		return int64(f), nil
	}
	return 0, fmt.Errorf("%q is not a whole number", s)
}

func asFloat(v any) (float64, error) {
	var f float64
	var err error
	switch x := v.(type) {
	case float64:
		f = x
	case int64:
		f = float64(x)
	case int:
		f = float64(x)
	case json.Number:
		f, err = strconv.ParseFloat(x.String(), 64)
	case string:
		f, err = strconv.ParseFloat(strings.TrimSpace(x), 64)
	default:
		return 0, fmt.Errorf("expected a number, got %s", describe(v))
	}
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%v is not a number", v)
	}
	return f, nil
}

func asBool(v any) (bool, error) {
	switch x := v.(type) {
	case bool:
		return x, nil
	case json.Number, int64, int, float64:
		s, _ := asString(x)
		return parseBool(s)
	case string:
		return parseBool(strings.TrimSpace(x))
	}
	return false, fmt.Errorf("expected true or false, got %s", describe(v))
}

func parseBool(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "1", "true", "yes", "on", "y":
		return true, nil
	case "0", "false", "no", "off", "n":
		return false, nil
	}
	return false, fmt.Errorf("%q is not true or false", s)
}

// asList accepts a JSON array or a comma-separated string.
func asList(v any) ([]any, error) {
	switch x := v.(type) {
	case []any:
		return x, nil
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out, nil
	case []int64:
		out := make([]any, len(x))
		for i, n := range x {
			out[i] = n
		}
		return out, nil
	case string:
		var out []any
		for _, p := range strings.Split(x, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
		return out, nil
	case json.Number, int64, int, float64:
		return []any{x}, nil
	}
	return nil, fmt.Errorf("expected a list, got %s", describe(v))
}

// refID accepts an id or an object carrying one ({"id": 5, "__name__": ...}), as clients
// often echo back what the API gave them.
func refID(v any) (int64, error) {
	if m, ok := v.(map[string]any); ok {
		v = m["id"]
	}
	n, err := asInt(v)
	if err != nil {
		return 0, fmt.Errorf("expected a record id, got %s", describe(v))
	}
	if n <= 0 {
		return 0, fmt.Errorf("%d is not a record id", n)
	}
	return n, nil
}

func describe(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "text"
	case bool:
		return "true/false"
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%v", v)
}

// IsEmpty reports whether a posted value means "no value": null, blank text, an empty list.
func IsEmpty(v any) bool { return isEmpty(v) }

// AsInt reads a whole number from any JSON or form spelling.
func AsInt(v any) (int64, error) { return asInt(v) }

// AsBool reads true or false from any JSON or form spelling (1/0, yes/no, on/off).
func AsBool(v any) (bool, error) { return asBool(v) }

// AsFloat reads a number the way number fields do.
func AsFloat(v any) (float64, error) { return asFloat(v) }
