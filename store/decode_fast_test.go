package store

import (
	"reflect"
	"testing"
)

// The fast decoder answers what encoding/json answers, or declines and leaves it to it.
func TestDecodeDocFastAgrees(t *testing.T) {
	for _, tc := range []struct {
		name, raw string
		fast      bool // the fast path takes it
	}{
		{"empty object", `{}`, true},
		{"scalars", `{"a":"x","b":1,"c":-2,"d":1.5,"e":true,"f":false,"g":null}`, true},
		{"big ints stay exact", `{"id":9007199254740993,"neg":-9223372036854775808}`, true},
		{"integral floats stay floats", `{"a":1.0,"b":1e3,"c":-0.0,"d":1E-7}`, true},
		{"beyond int64 is a float", `{"a":92233720368547758070}`, true},
		{"nested", `{"a":{"b":[1,"two",{"c":[]}],"d":{}},"e":[[]]}`, true},
		{"escapes", `{"a":"line\nbreak \"quoted\" \u00e9 \ud83d\ude00 \/ \\"}`, true},
		{"cjk", `{"chineseName":"张伟","tags":["高级","Java"]}`, true},
		{"spaces", " {\n \"a\" : [ 1 , 2 ] }\n", true},
		{"duplicate keys: last wins", `{"a":1,"a":2}`, true},
		{"not an object", `[1,2]`, false},
		{"null", `null`, false},
		{"invalid", `{"a":`, false},
		{"invalid utf-8", "{\"a\":\"\xff\"}", false},
		{"nothing", ``, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, took := decodeDocFast([]byte(tc.raw))
			if took != tc.fast {
				t.Errorf("fast path took it: %v, want %v", took, tc.fast)
			}
			want, wantErr := decodeDocStd([]byte(tc.raw))
			got, gotErr := DecodeDoc([]byte(tc.raw))
			if (wantErr == nil) != (gotErr == nil) {
				t.Fatalf("error %v, want %v", gotErr, wantErr)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v\nwant %#v", got, want)
			}
		})
	}
}

func BenchmarkDecodeDoc(b *testing.B) {
	raw := []byte(`{"englishName":"Zhang Wei","chineseName":"张伟","status":"active","owner":17,"city":[310100],` +
		`"salary":35000.5,"skills":["Java","Go","SQL"],"education":{"degree":"master","school":"复旦大学"},` +
		`"email":"zhang.wei@example.com","phone":"13800138000","note":null,"willing":true}`)
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			DecodeDoc(raw)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			decodeDocStd(raw)
		}
	})
}

// DecodeDocFields answers DecodeDoc's values of the named fields and no others.
func TestDecodeDocFields(t *testing.T) {
	want := map[string]bool{"cv": true, "email": true, "missing": true}
	for _, raw := range []string{
		`{"cv":"long text \u00e9","email":"a@b.c","name":"x","n":{"deep":[1,2]},"email2":"z"}`,
		`{"name":"x"}`,
		`{}`,
		"{\"cv\":\"\xff\",\"name\":\"x\"}", // invalid UTF-8: through encoding/json
	} {
		full, err := DecodeDoc([]byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeDocFields([]byte(raw), want)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range full {
			if want[k] && !reflect.DeepEqual(got[k], v) {
				t.Errorf("%s: %s = %#v, want %#v", raw, k, got[k], v)
			}
		}
		for k := range got {
			if !want[k] {
				t.Errorf("%s: kept %s", raw, k)
			}
		}
		if len(got) > len(want) {
			t.Errorf("%s: %d fields", raw, len(got))
		}
	}
	if _, err := DecodeDocFields([]byte(`{"cv":`), want); err == nil {
		t.Error("invalid JSON: no error")
	}
}
