package engine

import (
	"encoding/json"
	"testing"
)

// A field's description carries what modules add (Extra) beside its own keys, in one
// object; without additions it is the struct as it stands.
func TestFieldInfoJSONWithExtra(t *testing.T) {
	type plain FieldInfo
	for _, extra := range extraCases {
		fi := FieldInfo{Name: "tags", Type: "tags", MaxLength: 50, Extra: extra}
		raw, err := json.Marshal([]FieldInfo{fi})
		if err != nil {
			t.Fatal(err)
		}
		var list []json.RawMessage
		json.Unmarshal(raw, &list)
		wantOwnAndExtra(t, list[0], plain(fi), extra)
	}
}
