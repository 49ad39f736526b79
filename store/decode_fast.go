package store

import (
	"strconv"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// decodeDocFast decodes a stored document as decodeDocStd does (integers as int64, other
// numbers as float64, every object a map, every array a non-nil slice) with gjson instead
// of encoding/json's reflection: every list row is decoded whole, and on a page of 25 the
// reflective decoder was a third of a list request's CPU (issue 20, BENCHMARKS.md "CPU per
// request"). It declines (ok false) whatever it might read differently: an empty or
// invalid document, one that is not an object, one with invalid UTF-8 (encoding/json
// replaces such bytes, gjson keeps them).
func decodeDocFast(raw []byte) (doc map[string]any, ok bool) {
	if len(raw) == 0 || !utf8.Valid(raw) || !gjson.ValidBytes(raw) {
		return nil, false
	}
	r := gjson.ParseBytes(raw)
	if !r.IsObject() {
		return nil, false
	}
	return docObject(r), true
}

// DecodeDocFields is DecodeDoc keeping only the named top-level fields: the others are
// skipped over without being decoded.
func DecodeDocFields(raw []byte, fields map[string]bool) (map[string]any, error) {
	return decodeDocFields(raw, fields, 0)
}

func decodeDocFields(raw []byte, fields map[string]bool, size int) (map[string]any, error) {
	if len(raw) == 0 || !utf8.Valid(raw) || !gjson.ValidBytes(raw) {
		doc, err := decodeDocStd(raw)
		for k := range doc {
			if !fields[k] {
				delete(doc, k)
			}
		}
		return doc, err
	}
	r := gjson.ParseBytes(raw)
	if !r.IsObject() {
		return decodeDocStd(raw) // its refusal, or its empty document
	}
	out := make(map[string]any, size)
	r.ForEach(func(k, v gjson.Result) bool {
		if fields[k.Str] {
			out[k.Str] = docValue(v)
		}
		return true
	})
	return out, nil
}

func docObject(r gjson.Result) map[string]any {
	out := map[string]any{}
	r.ForEach(func(k, v gjson.Result) bool {
		out[k.Str] = docValue(v)
		return true
	})
	return out
}

func docValue(v gjson.Result) any {
	switch v.Type {
	case gjson.Null:
		return nil
	case gjson.False:
		return false
	case gjson.True:
		return true
	case gjson.String:
		return v.Str
	case gjson.Number:
		// As json.Number.Int64, then Float64: the literal decides, not its float value.
		if i, err := strconv.ParseInt(v.Raw, 10, 64); err == nil {
			return i
		}
		f, _ := strconv.ParseFloat(v.Raw, 64)
		return f
	}
	if v.IsArray() {
		out := []any{}
		v.ForEach(func(_, e gjson.Result) bool {
			out = append(out, docValue(e))
			return true
		})
		return out
	}
	return docObject(v)
}
