package engine

import (
	"encoding/json"
	"reflect"
	"testing"

	"huntline/meta"
)

// A model's description carries what modules add (Extra) beside its own keys, in one
// object, also when it is answered by pointer as GET /rest/custom_field/{model}/list does;
// without additions it is the struct as it stands.
func TestModelInfoJSONWithExtra(t *testing.T) {
	type plain ModelInfo // the struct's own keys, without MarshalJSON
	cases := []struct {
		name  string
		extra map[string]any
	}{
		{"none", nil},
		{"empty", map[string]any{}},
		{"two", map[string]any{"flow": map[string]any{"model": "flows"}, "drawn_as_flow": true}},
	}
	for _, c := range cases {
		info := &ModelInfo{Name: "invoice", Views: map[string]*meta.View{}, Suffixes: []SuffixInfo{}, Allowed: []string{"view"}, Extra: c.extra}
		raw, err := json.Marshal(map[string]any{"data": info})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got map[string]map[string]any
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatalf("%s: not JSON: %s", c.name, raw)
		}
		own, _ := json.Marshal(plain(*info))
		var want map[string]any
		json.Unmarshal(own, &want)
		for k, v := range c.extra {
			want[k] = v
		}
		if !reflect.DeepEqual(got["data"], want) {
			t.Errorf("%s: %s, want %v", c.name, raw, want)
		}
	}
}
