package engine

import (
	"encoding/json"
	"reflect"
	"testing"
)

// A field's description carries what modules add (Extra) beside its own keys, in one
// object; without additions it is the struct as it stands.
func TestFieldInfoJSONWithExtra(t *testing.T) {
	type plain FieldInfo // the struct's own keys, without MarshalJSON
	cases := []struct {
		name  string
		extra map[string]any
	}{
		{"none", nil},
		{"empty", map[string]any{}},
		{"two", map[string]any{"suggest_from": map[string]any{"model": "lib"}, "a": 1.0}},
	}
	for _, c := range cases {
		fi := FieldInfo{Name: "tags", Type: "tags", MaxLength: 50, Extra: c.extra}
		raw, err := json.Marshal([]FieldInfo{fi})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got []map[string]any
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatalf("%s: not JSON: %s", c.name, raw)
		}
		own, _ := json.Marshal(plain(fi))
		var want map[string]any
		json.Unmarshal(own, &want)
		for k, v := range c.extra {
			want[k] = v
		}
		if !reflect.DeepEqual(got[0], want) {
			t.Errorf("%s: %s, want %v", c.name, raw, want)
		}
	}
}
