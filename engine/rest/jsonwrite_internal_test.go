package rest

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"testing"
	"time"

	"huntline/engine"
)

// writeJSON's body is what echo's c.JSON (encoding/json's Encoder) writes, byte for byte,
// for every kind of value an answer holds.
func TestAppendJSONAgreesWithEncoder(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    any
	}{
		{"nil", nil},
		{"plain strings", map[string]any{"a": "Zhang Wei", "b": "张伟", "c": "", "d": "日本語 emoji 😀"}},
		{"strings to escape", map[string]any{"html": "<b>&amp;</b>", "q": `say "hi" \ there`, "ctl": "a\nb\tc\x01\x7f", "ls": "a\u2028b\u2029", "bad": "x\xffy"}},
		{"keys to escape and sort", map[string]any{"z": 1, "<k>": 2, "A": 3, "a": 4, "é": 5, "": 6}},
		{"numbers", map[string]any{"i": int64(-42), "n": 7, "i32": int32(3), "f": 1.5, "f0": 0.0, "neg0": math.Copysign(0, -1), "big": 1e21, "bigger": 1.5e300,
			"small": 1e-7, "edge": 1e-6, "int-like": 3.0, "max": int64(math.MaxInt64)}},
		{"bools and nulls", map[string]any{"t": true, "f": false, "nil": nil, "nilmap": map[string]any(nil), "nilitem": engine.Item(nil),
			"nilslice": []any(nil), "nilitems": []engine.Item(nil), "empty": []any{}, "emptymap": map[string]any{}}},
		{"items", map[string]any{"list": []engine.Item{{"id": int64(1), "__name__": "A"}, {"id": int64(2), "tags": []any{"x", int64(3)}}}, "count": int64(2)}},
		{"maps in slices", []map[string]any{{"a": 1}, nil, {"b": []any{map[string]any{"c": "d"}}}}},
		{"items sharing keys, then not", []engine.Item{{"b": 1, "a": 2}, {"a": 3, "b": 4}, {"a": 5, "c": 6}, nil, {"c": 7, "a": 8}, {"a": 9}, {"z": 1, "a": 2, "c": 3}, {}}},
		{"maps sharing keys in an any slice", []any{map[string]any{"y": 1, "x": 2}, engine.Item{"x": 3, "y": 4}, "between", map[string]any{"x": 5, "w": 6}}},
		{"others through json.Marshal", map[string]any{"time": time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC), "strs": []string{"<a>", "b"},
			"raw": json.RawMessage(`{"x" : 1}`), "struct": struct{ A string }{"<"}, "ints": []int64{1, 2}, "m": map[string]string{"b": "1", "a": "2"}}},
		{"a string alone", "<html>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var want bytes.Buffer
			if err := json.NewEncoder(&want).Encode(tc.v); err != nil {
				t.Fatal(err)
			}
			got, err := appendJSON(nil, tc.v)
			if err != nil {
				t.Fatal(err)
			}
			if got = append(got, '\n'); !bytes.Equal(got, want.Bytes()) {
				t.Errorf("got  %s\nwant %s", got, want.Bytes())
			}
		})
	}
}

// A value encoding/json refuses is refused here too, so the request fails as it did.
func TestAppendJSONRefusesWhatEncoderRefuses(t *testing.T) {
	for _, v := range []any{math.NaN(), map[string]any{"a": math.Inf(1)}, []any{func() {}}} {
		if _, err := appendJSON(nil, v); err == nil {
			t.Errorf("%v: no error", v)
		}
	}
}

// A list envelope of 25 records of 60 fields, as a list page answers it: writeJSON's
// encoder against encoding/json's.
func BenchmarkListEnvelopeJSON(b *testing.B) {
	list := make([]engine.Item, 25)
	for i := range list {
		it := engine.Item{"id": int64(i), "__name__": "张伟 Zhang Wei", "dateAdded": "2026-11-26T15:00:00Z", "version": 3, "is_deleted": false}
		for f := range 55 {
			switch f % 4 {
			case 0:
				it["text"+strconv.Itoa(f)] = "some text value"
			case 1:
				it["num"+strconv.Itoa(f)] = int64(f * 1000)
			case 2:
				it["link"+strconv.Itoa(f)] = []any{int64(f), int64(f + 1)}
			default:
				it["empty"+strconv.Itoa(f)] = nil
			}
		}
		list[i] = it
	}
	body := map[string]any{"list": list, "count": int64(25), "count_exact": true, "current": 1, "pages": int64(1), "status": true}
	b.Run("appendJSON", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]byte, 0, 64<<10)
		for b.Loop() {
			buf, _ = appendJSON(buf[:0], body)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			json.NewEncoder(&buf).Encode(body)
		}
	})
}
