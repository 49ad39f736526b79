package engine

import (
	"encoding/json"
	"reflect"
	"testing"

	"huntline/meta"
)

// extraCases are what modules may add to a description: nothing, an empty map, two keys.
var extraCases = []map[string]any{nil, {}, {"suggest_from": map[string]any{"model": "lib"}, "a": 1.0}}

// wantOwnAndExtra checks that raw, a description written as JSON, is plain's keys (the
// struct without its MarshalJSON) and extra's, in one object.
func wantOwnAndExtra(t *testing.T, raw []byte, plain any, extra map[string]any) {
	t.Helper()
	var got map[string]any
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("not JSON: %s", raw)
	}
	own, _ := json.Marshal(plain)
	var want map[string]any
	json.Unmarshal(own, &want)
	for k, v := range extra {
		want[k] = v
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s, want %v", raw, want)
	}
}

// A model's description carries what modules add (Extra) beside its own keys, also when it
// is answered by pointer as GET /rest/custom_field/{model}/list does.
func TestModelInfoJSONWithExtra(t *testing.T) {
	type plain ModelInfo
	for _, extra := range extraCases {
		info := &ModelInfo{Name: "invoice", Views: map[string]*meta.View{}, Allowed: []string{"view"}, Extra: extra}
		raw, err := json.Marshal(map[string]any{"data": info})
		if err != nil {
			t.Fatal(err)
		}
		var body map[string]json.RawMessage
		json.Unmarshal(raw, &body)
		wantOwnAndExtra(t, body["data"], plain(*info), extra)
	}
}
