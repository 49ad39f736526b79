package rest

import (
	"encoding/json"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"huntline/engine"
)

// writeJSON answers body as echo's c.JSON does, byte for byte (encoding/json's output:
// keys sorted, <, > and & escaped, a newline at the end), but writes the envelope's maps,
// slices, strings and numbers itself into a pooled buffer: encoding/json reflects on every
// value and sorts every map's keys through reflect.Values, which on a list page of 25
// records was a fifth of the request's CPU (issue 20, BENCHMARKS.md "CPU per request").
// Anything else (structs, times, types with their own MarshalJSON, floats outside the
// plain range, strings needing escapes) goes through json.Marshal, which answers what the
// encoder would.
func writeJSON(c echo.Context, status int, body any) error {
	buf := jsonBuffers.Get().(*[]byte)
	out, err := appendJSON((*buf)[:0], body)
	if err != nil {
		jsonBuffers.Put(buf)
		return err
	}
	out = append(out, '\n')
	err = c.JSONBlob(status, out) // written before it returns: the buffer is free again
	// A buffer one huge answer (an unlimited list) grew is left to the collector.
	if cap(out) <= 1<<20 {
		*buf = out
		jsonBuffers.Put(buf)
	}
	return err
}

var jsonBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

func appendJSON(dst []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return append(dst, "null"...), nil
	case string:
		return appendJSONString(dst, x)
	case bool:
		return strconv.AppendBool(dst, x), nil
	case int:
		return strconv.AppendInt(dst, int64(x), 10), nil
	case int64:
		return strconv.AppendInt(dst, x, 10), nil
	case int32:
		return strconv.AppendInt(dst, int64(x), 10), nil
	case float64:
		// encoding/json writes 'f' format in this range and its own 'e' form outside it.
		if a := max(x, -x); x == 0 || (a >= 1e-6 && a < 1e21) {
			return strconv.AppendFloat(dst, x, 'f', -1, 64), nil
		}
	case map[string]any:
		if x == nil {
			return append(dst, "null"...), nil
		}
		return appendJSONObject(dst, x, nil)
	case engine.Item:
		if x == nil {
			return append(dst, "null"...), nil
		}
		return appendJSONObject(dst, x, nil)
	case []any:
		return appendJSONArray(dst, x)
	case []engine.Item:
		return appendJSONArray(dst, x)
	case []map[string]any:
		return appendJSONArray(dst, x)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(dst, raw...), nil
}

// appendJSONObject writes m with its keys sorted. order, when given, holds the sorted keys
// of the array element before: the records of a page share their keys, so each is
// written in that order without collecting and sorting its keys again (a tenth of a list
// page's CPU); an element whose keys differ is sorted afresh and becomes the order.
func appendJSONObject[M ~map[string]any](dst []byte, m M, order *[]string) ([]byte, error) {
	if order != nil && len(*order) == len(m) && len(m) > 0 {
		start := len(dst)
		out, same, err := appendInOrder(dst, m, *order)
		if err != nil || same {
			return out, err
		}
		dst = dst[:start]
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if order != nil {
		*order = keys
	}
	dst = append(dst, '{')
	var err error
	for i, k := range keys {
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, err = appendJSONString(dst, k); err != nil {
			return nil, err
		}
		dst = append(dst, ':')
		if dst, err = appendJSON(dst, m[k]); err != nil {
			return nil, err
		}
	}
	return append(dst, '}'), nil
}

// appendInOrder writes m's keys in the order given, which holds as many keys as m; same is
// false, and what was written is to be dropped, when m lacks one of them.
func appendInOrder[M ~map[string]any](dst []byte, m M, keys []string) (out []byte, same bool, err error) {
	dst = append(dst, '{')
	for i, k := range keys {
		v, ok := m[k]
		if !ok {
			return dst, false, nil
		}
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, err = appendJSONString(dst, k); err != nil {
			return nil, false, err
		}
		dst = append(dst, ':')
		if dst, err = appendJSON(dst, v); err != nil {
			return nil, false, err
		}
	}
	return append(dst, '}'), true, nil
}

func appendJSONArray[E any](dst []byte, s []E) ([]byte, error) {
	if s == nil {
		return append(dst, "null"...), nil
	}
	dst = append(dst, '[')
	var err error
	var order []string // the keys of the last object element, sorted
	for i := range s {
		if i > 0 {
			dst = append(dst, ',')
		}
		switch x := any(s[i]).(type) {
		case map[string]any:
			if x != nil {
				dst, err = appendJSONObject(dst, x, &order)
			} else {
				dst = append(dst, "null"...)
			}
		case engine.Item:
			if x != nil {
				dst, err = appendJSONObject(dst, x, &order)
			} else {
				dst = append(dst, "null"...)
			}
		default:
			dst, err = appendJSON(dst, s[i])
		}
		if err != nil {
			return nil, err
		}
	}
	return append(dst, ']'), nil
}

// appendJSONString writes s quoted when it needs no escape (printable ASCII but " \ < > &,
// and valid UTF-8 but U+2028 and U+2029); otherwise json.Marshal writes it.
func appendJSONString(dst []byte, s string) ([]byte, error) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
				return appendMarshalled(dst, s)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r == '\u2028' || r == '\u2029' {
			return appendMarshalled(dst, s)
		}
		i += size
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"'), nil
}

func appendMarshalled(dst []byte, v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(dst, raw...), nil
}
